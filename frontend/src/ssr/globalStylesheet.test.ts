/**
 * @jest-environment node
 */
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
