/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getSystem } from '@marketplace/design-system';
import { globalStylesheet } from './globalStylesheet';

describe('the global stylesheet the build links from every page', () => {
  const css = globalStylesheet();
  const has = (pattern: RegExp) => pattern.test(css);

  it("starts with the order of Chakra's layers, so the components' styles after it keep their place", () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  });

  it('holds the reset, the base styles and the tokens of both themes', () => {
    expect(has(/@layer reset\{/)).toBe(true);
    expect(has(/@layer base\{/)).toBe(true);
    expect(has(/@layer tokens\{:where\(html, \.chakra-theme\)\{[^}]*--chakra-colors-brand-600:/)).toBe(true);
    // the light theme's foreground at the root, the dark theme's under the class the theme toggle sets on <html>
    expect(has(/:root,\.light\{[^}]*--chakra-colors-fg:var\(--chakra-colors-gray-900\)/)).toBe(true);
    expect(has(/\.dark\{[^}]*--chakra-colors-fg:var\(--chakra-colors-gray-50\)/)).toBe(true);
  });

  it("has every custom property of the system's token CSS (less those of a blank value, which CSS drops)", () => {
    const names = new Set([...JSON.stringify(getSystem().getTokenCss()).matchAll(/"(--chakra-[\w-]+)":"(?!\s*")/g)].map((match) => match[1]));
    expect(names.size).toBeGreaterThan(400);
    const missing = [...names].filter((name) => !css.includes(`${name}:`));
    expect(missing).toEqual([]);
  });
});

describe("the custom properties Chakra's reset sets on every element", () => {
  const everyElement = [...globalStylesheet().matchAll(/(?:^|[}{])\*\{([^}]*)\}/g)].map((match) => match[1]).join(';');

  it('keeps those the reset itself reads, and none for the utilities nothing here uses', () => {
    expect(everyElement).toContain('--global-color-border:var(--chakra-colors-border)');
    expect(everyElement).toContain('--global-font-body:var(--chakra-fonts-body)');
    expect(everyElement).toContain('font-feature-settings:"cv11"');
    expect(everyElement).not.toMatch(/--(ring-|backdrop-|brightness|blur|drop-shadow)/);
  });

  it('is right that nothing uses those utilities: no ring, no filter or backdrop filter made of variables', () => {
    const root = path.resolve(__dirname, '../../..');
    const name = String.raw`\b(?:ring(?:Color|Offset\w*|Inset|Width)?|blur|brightness|contrast|grayscale|hueRotate|invert|saturate|sepia|dropShadow|backdrop(?:Blur|Brightness|Contrast|Grayscale|HueRotate|Invert|Opacity|Saturate|Sepia))`;
    // As a prop (`blur="sm"`, `ring={2}`), a style's value (`ring: '2px'`), or a filter made of the variables (`filter="auto"`).
    const utilities = new RegExp(String.raw`${name}=[{'"]|${name}:\s*['"\d]|\b(?:filter|backdropFilter)[=:]\s*\{?\s*['"]auto['"]`);
    const code = (file: string) => readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const users = ['design-system/src', 'frontend/src']
      .flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)))
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('/gql/') && utilities.test(code(file)));
    // A screen that needs one sets its variables where it uses it (see design-system/src/theme/system.ts).
    expect(users).toEqual([]);
  });
});
