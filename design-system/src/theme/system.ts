import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens as chakraSemanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { listingCardSlotRecipe, statusBadgeRecipe } from './slot-recipes';
import { nextTask } from './nextTask';
import { semanticColors, semanticRadii, semanticShadows } from './semantic-tokens';
import { brandColors, brandFonts, brandRadii, brandShadows } from './tokens';

/**
 * Chakra's colour palettes less the one nothing here uses (pink): each palette is about twenty CSS
 * variables in the token stylesheet every page carries and the browser computes at start. Every
 * other palette is in use (status badges, notices, credentials, the `colorPalette` props).
 */
const { pink: _unusedPink, ...paletteTokens } = chakraTokens.colors ?? {};
const { pink: _unusedPinkSemantic, ...semanticPaletteTokens } = chakraSemanticTokens.colors ?? {};

/**
 * Chakra's global styles less the custom properties its `*` rule sets on every element for utilities this
 * library never uses: the ring (`ring`, `ringColor`, `ringOffset…`), `filter="auto"` with `blur`,
 * `brightness` and the other filter functions, and `backdropFilter="auto"` with their backdrop forms (a
 * filter given as a value, such as the header's `backdropFilter="saturate(180%) blur(8px)"`, needs none).
 * Twenty-three variables on every element are that many for the browser to compute on each of them at
 * start and again at each theme switch: without them the switch's restyle of what is on screen took about
 * 15 % less (docs/performance.md, *Leaner CSS*). Using one of those utilities means setting its variables
 * where it is used (or putting them back here); the web app's globalStylesheet test fails until then.
 */
const UTILITY_VARIABLES_UNUSED = /^--(ring-|brightness$|contrast$|grayscale$|hue-rotate$|invert$|saturate$|sepia$|drop-shadow$|backdrop-)/;
const { '*': everyElement = {}, ...otherGlobalCss } = globalCss;
const leanGlobalCss: typeof globalCss = {
  '*': Object.fromEntries(Object.entries(everyElement).filter(([name]) => !UTILITY_VARIABLES_UNUSED.test(name))),
  ...otherGlobalCss,
};

/**
 * Chakra's own tokens and only the recipes this library renders. Starting from
 * `defaultBaseConfig` instead of `defaultConfig` keeps the other ~90 recipes
 * out of the app's bundle (Chakra's "component bundle optimization" guide).
 */
const chakraSlice = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: leanGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...chakraTokens, colors: paletteTokens },
    semanticTokens: { ...chakraSemanticTokens, colors: semanticPaletteTokens },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The marketplace's brand layer on top of the Chakra slice, with its own recipes (`slot-recipes.ts`). */
const marketplaceConfig = defineConfig({
  conditions: {
    // One switch for the whole product: the `dark` class on <html>, set by the
    // app's ThemeProvider and by Storybook's theme toolbar alike.
    dark: '.dark &',
    light: ':root &, .light &',
  },
  globalCss: {
    html: {
      colorPalette: 'brand',
      colorScheme: 'light',
      fontFamily: 'body',
    },
    'html.dark': { colorScheme: 'dark' },
    body: { bg: 'bg', color: 'fg' },
    // While the theme switches (`data-theme-switching` on <html>, for one frame), nothing fades from the
    // old colours: hundreds of colour transitions starting at once made the switch's frame slow and the page
    // blend between themes for a moment.
    'html[data-theme-switching] *, html[data-theme-switching] *::before, html[data-theme-switching] *::after': {
      transition: 'none !important',
    },
    // Right after a switch has been painted, content skipped off screen (`content-visibility: auto`) is styled
    // for the new theme while transitions are still off, so it never fades from the old colours when scrolled to.
    'html[data-theme-restyle] *': {
      contentVisibility: 'visible !important',
    },
    // A control marked busy (`aria-busy`: its press taken, its result not ready yet) says so: dimmed, after a
    // moment so a quick answer does not flicker, with a progress cursor, as a busy tab panel is dimmed.
    ':is(button, [role=button], [role=tab], [role=switch], [role=checkbox], summary)[aria-busy=true]': {
      cursor: 'progress',
      opacity: 0.6,
      transition: 'opacity 0.2s 0.1s',
    },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      colors: brandColors,
      fonts: brandFonts,
      radii: brandRadii,
      shadows: brandShadows,
    },
    semanticTokens: {
      colors: semanticColors,
      shadows: semanticShadows,
      radii: semanticRadii,
    },
    recipes: { statusBadge: statusBadgeRecipe },
    slotRecipes: { listingCard: listingCardSlotRecipe },
  },
});

let system: SystemContext | undefined;

/**
 * The design system's Chakra system, made on first use (`DesignSystemProvider` passes it to
 * `ChakraProvider`). Making it builds the token dictionary and the token CSS: 45-60 ms in Node,
 * 140-190 ms in Chromium at 4x CPU slowdown. Done at the first render instead of while the modules
 * load, it is a task of its own rather than part of one long start-up task.
 */
export function getSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraSlice, marketplaceConfig);
  return system;
}

/** Chakra's `createSystem` as a generator that pauses between its phases (see `prepareSystem`). */
type SystemSteps = (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext, void>;

/**
 * Makes the system before the first render, one phase per task, where Chakra's `createSystem` offers its
 * steps (`createSystem.steps`, added by the web app's build: frontend/vite.config.ts). In one go it was
 * a task of 400 ms at an 8x CPU slowdown (a low-tier phone) on every app page's start; in steps each
 * phase is under 80 ms there. Elsewhere (tests, Storybook, the server) it resolves at once
 * and `getSystem()` makes the system when first called.
 */
export async function prepareSystem(): Promise<void> {
  const steps = (createSystem as typeof createSystem & { steps?: SystemSteps }).steps;
  if (system || !steps) return;
  const making = steps(defaultBaseConfig, chakraSlice, marketplaceConfig);
  let step: IteratorResult<void, SystemContext>;
  do {
    await nextTask(); // the first step too: the caller's task is evaluating the app's modules
    step = making.next();
  } while (!step.done);
  system ??= step.value;
}

/**
 * Makes the next `getSystem()` build a new system. For the build's prerendering, which renders every
 * page in one process: Chakra memoises each style object under a key that ignores the order of its
 * properties but keeps the order it saw first, and the class name follows that order. A page rendered
 * after another that used the same styles in another order (`fontWeight` then `color`, or the reverse)
 * got other class names than the browser computes when it hydrates that page alone: a mismatch React
 * reports in development and leaves unpatched in production. Not for renders that run concurrently.
 */
export function startNewSystem(): void {
  system = undefined;
}

let linked: { of: SystemContext; system: SystemContext } | undefined;

/**
 * The system for pages that link the theme's stylesheet instead of having Chakra write its global styles
 * (`DesignSystemProvider`'s `globalStyles="linked"`): the same system with no global styles and no
 * `@layer` order statement, so `ChakraProvider`'s `<Global>` elements compute and insert nothing. The
 * stylesheet holds what they would have inserted (frontend/src/ssr/globalStylesheet.ts, written by the web
 * app's build). Where Chakra makes its global styles on first read (the web app's bundles, see
 * frontend/vite.config.ts), the token CSS is then never made at all.
 */
export function getSystemWithLinkedStyles(): SystemContext {
  const current = getSystem();
  if (linked?.of !== current) {
    const value = Object.defineProperties({} as SystemContext, {
      // Descriptors, not values: copying the values would read the global styles and so make them.
      ...Object.getOwnPropertyDescriptors(current),
      _global: { value: [], enumerable: true },
      _config: { value: { ...current._config, disableLayers: true }, enumerable: true },
    });
    linked = { of: current, system: value };
  }
  return linked.system;
}
