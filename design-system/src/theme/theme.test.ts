import { semanticTokens as chakraSemantic, tokens as chakraTokens } from '@chakra-ui/react/theme';
import { contrastRatio } from './contrast';
import { semanticColors } from './semantic-tokens';
import { agreementStatusPalette, changeOrderStatusPalette, paymentClockPalette, projectStatusPalette, proposalStatusPalette, urgencyPalette } from './status';
import { getSystem } from './system';
import { brandColors } from './tokens';

type Mode = '_light' | '_dark';
type TokenTree = Record<string, unknown>;

const rawColors: TokenTree = { ...(chakraTokens.colors as TokenTree), ...(brandColors as TokenTree) };
const semantic: TokenTree = { ...(chakraSemantic.colors as TokenTree) };
for (const [key, value] of Object.entries(semanticColors as TokenTree)) {
  semantic[key] = { ...((semantic[key] as TokenTree) ?? {}), ...(value as TokenTree) };
}

function lookup(tree: TokenTree, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) node = (node as TokenTree | undefined)?.[part];
  if (node && typeof node === 'object' && 'DEFAULT' in (node as TokenTree)) node = (node as TokenTree).DEFAULT;
  return node;
}

/** Resolves 'fg.muted' (semantic) or 'brand.600' (raw) to a hex colour in a mode. */
function resolve(path: string, mode: Mode): string {
  if (path === 'white') return '#ffffff';
  if (path === 'black') return '#000000';
  const semanticNode = lookup(semantic, path) as { value?: unknown } | undefined;
  if (semanticNode?.value !== undefined) {
    const value = semanticNode.value as string | Record<Mode, string>;
    const chosen = typeof value === 'string' ? value : value[mode];
    const reference = /^\{colors\.(.+)\}$/.exec(chosen);
    return reference ? resolve(reference[1], mode) : resolve(chosen, mode);
  }
  const rawNode = lookup(rawColors, path) as { value?: string } | undefined;
  if (rawNode?.value?.startsWith('#')) return rawNode.value;
  throw new Error(`Cannot resolve colour ${path}`);
}

const modes: Mode[] = ['_light', '_dark'];
const AA_TEXT = 4.5;

describe('theme contrast (WCAG 2.2 AA, 4.5:1 for text) in light and dark', () => {
  const textPairs: [string, string][] = [
    ['fg', 'bg'],
    ['fg', 'bg.panel'],
    ['fg.muted', 'bg'],
    ['fg.muted', 'bg.panel'],
    ['fg.muted', 'bg.subtle'],
    ['fg.muted', 'bg.muted'],
    ['fg.brand', 'bg'],
    ['fg.brand', 'bg.panel'],
    ['fg.brand', 'bg.brand'],
    ['fg.error', 'bg'],
    ['fg.warning', 'bg'],
    ['fg.success', 'bg'],
    ['brand.contrast', 'brand.solid'],
    ['maple.contrast', 'maple.solid'],
    ['brand.fg', 'brand.subtle'],
    ['green.contrast', 'green.solid'],
    ['red.contrast', 'red.solid'],
    ['gray.fg', 'gray.subtle'],
  ];
  for (const mode of modes) {
    it.each(textPairs)(`${mode}: %s on %s`, (fg, bg) => {
      expect(contrastRatio(resolve(fg, mode), resolve(bg, mode))).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }

  const palettes = new Set([
    ...Object.values(projectStatusPalette),
    ...Object.values(urgencyPalette),
    ...Object.values(proposalStatusPalette),
    ...Object.values(agreementStatusPalette),
    ...Object.values(changeOrderStatusPalette),
    ...Object.values(paymentClockPalette),
  ]);
  for (const mode of modes) {
    it.each([...palettes])(`${mode}: status badge text of the %s palette on its subtle tint and on the panel`, (palette) => {
      expect(contrastRatio(resolve(`${palette}.fg`, mode), resolve(`${palette}.subtle`, mode))).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(resolve(`${palette}.fg`, mode), resolve('bg.panel', mode))).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }

  it('keeps the dark token scope on the brand band readable (hero, footer)', () => {
    for (const bg of ['brand.800', 'brand.900', 'brand.950']) {
      expect(contrastRatio(resolve('fg', '_dark'), resolve(bg, '_dark'))).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(resolve('fg.muted', '_dark'), resolve(bg, '_dark'))).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(resolve('fg.brand', '_dark'), resolve(bg, '_dark'))).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});

describe('system', () => {
  it('switches dark mode on the `dark` class of the root', () => {
    expect(getSystem()._config.conditions?.dark).toBe('.dark &');
  });

  it('ships only the recipes the library renders', () => {
    const recipes = Object.keys(getSystem()._config.theme?.recipes ?? {}).sort();
    const slotRecipes = Object.keys(getSystem()._config.theme?.slotRecipes ?? {}).sort();
    expect(recipes).toEqual(['badge', 'button', 'container', 'heading', 'icon', 'input', 'link', 'separator', 'skeleton', 'spinner', 'statusBadge', 'textarea']);
    expect(slotRecipes).toEqual(['avatar', 'breadcrumb', 'card', 'checkbox', 'dialog', 'drawer', 'field', 'listingCard', 'menu', 'nativeSelect', 'tabs', 'toast']);
  });

  it('gives each project status its own colour', () => {
    expect(projectStatusPalette).toEqual({
      open: 'blue',
      'awaiting-estimation': 'yellow',
      estimated: 'orange',
      'in-progress': 'purple',
      pending: 'gray',
      completed: 'green',
      cancelled: 'red',
    });
  });
});
