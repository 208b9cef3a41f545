import { defineSemanticTokens } from '@chakra-ui/react/styled-system';

/**
 * Light/dark pairs. Every text/background pair used by the components is
 * checked for WCAG 2.2 AA (4.5:1 for text) in `theme.test.ts`.
 */
export const semanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.night.950}' } },
    subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.night.900}' } },
    muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.night.850}' } },
    emphasized: { value: { _light: '{colors.gray.200}', _dark: '{colors.night.800}' } },
    panel: { value: { _light: '{colors.white}', _dark: '{colors.night.900}' } },
    /** Tinted band for heroes and call-to-action sections. */
    brand: { value: { _light: '{colors.brand.50}', _dark: '{colors.night.850}' } },
  },
  fg: {
    DEFAULT: { value: { _light: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
    muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.300}' } },
    /** Decorative only (icons beside text); never for body copy. */
    subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
    /** Links and emphasised brand text. */
    brand: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
    // Chakra's defaults (red.500, orange.600, green.600) fall below 4.5:1 on white.
    error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
    success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
    info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
  },
  border: {
    DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '{colors.night.700}' } },
    muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.night.800}' } },
    emphasized: { value: { _light: '{colors.gray.400}', _dark: '{colors.gray.500}' } },
  },
  brand: {
    contrast: { value: { _light: '{colors.white}', _dark: '{colors.brand.950}' } },
    fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
    subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
    muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
    emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
    solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
    focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.300}' } },
    border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
  },
  maple: {
    contrast: { value: { _light: '{colors.white}', _dark: '{colors.maple.950}' } },
    fg: { value: { _light: '{colors.maple.700}', _dark: '{colors.maple.300}' } },
    subtle: { value: { _light: '{colors.maple.50}', _dark: '{colors.maple.950}' } },
    muted: { value: { _light: '{colors.maple.100}', _dark: '{colors.maple.900}' } },
    emphasized: { value: { _light: '{colors.maple.200}', _dark: '{colors.maple.800}' } },
    solid: { value: { _light: '{colors.maple.700}', _dark: '{colors.maple.400}' } },
    focusRing: { value: { _light: '{colors.maple.600}', _dark: '{colors.maple.400}' } },
    border: { value: { _light: '{colors.maple.600}', _dark: '{colors.maple.400}' } },
  },
  /** Chakra's green.600 under white text is 3.3:1; Accept buttons need AA. */
  green: {
    solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
    contrast: { value: { _light: '{colors.white}', _dark: '{colors.green.950}' } },
  },
  /** Star ratings: a gold that reads on both surfaces. */
  rating: {
    DEFAULT: { value: { _light: '{colors.yellow.600}', _dark: '{colors.yellow.400}' } },
  },
  /** Favourite heart when pressed. */
  favorite: {
    DEFAULT: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
  },
});

export const semanticShadows = defineSemanticTokens.shadows({
  card: {
    value: {
      _light: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.10)',
      _dark: '0 1px 2px rgba(0, 0, 0, 0.5), 0 0 0 1px rgba(255, 255, 255, 0.04)',
    },
  },
  cardHover: {
    value: {
      _light: '0 12px 24px -6px rgba(16, 24, 40, 0.18), 0 4px 8px -4px rgba(16, 24, 40, 0.08)',
      _dark: '0 12px 24px -6px rgba(0, 0, 0, 0.7), 0 0 0 1px rgba(255, 255, 255, 0.08)',
    },
  },
});

export const semanticRadii = defineSemanticTokens.radii({
  l1: { value: '{radii.sm}' },
  l2: { value: '{radii.md}' },
  l3: { value: '{radii.lg}' },
});
