/** Tests run in CommonJS, where the real module's `import.meta.env` cannot be parsed. */
export function siteOrigin(): string {
  return 'https://gtahomepros.test';
}
