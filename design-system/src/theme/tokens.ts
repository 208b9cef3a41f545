import { defineTokens } from '@chakra-ui/react/styled-system';

/**
 * Brand palette: "Lakeshore" blue for trust (primary actions, links, header)
 * and "Maple" orange for the quote call to action. Scales follow Chakra's
 * 50-950 convention so every built-in recipe can use them as a colorPalette.
 */
export const brandColors = defineTokens.colors({
  brand: {
    50: { value: '#eef4fb' },
    100: { value: '#d6e4f5' },
    200: { value: '#aecbeb' },
    300: { value: '#84aee0' },
    400: { value: '#5089cf' },
    500: { value: '#2d6bb7' },
    600: { value: '#1f5599' },
    700: { value: '#1a457e' },
    800: { value: '#173863' },
    900: { value: '#122c4c' },
    950: { value: '#0a1a2f' },
  },
  maple: {
    50: { value: '#fff6ed' },
    100: { value: '#ffead5' },
    200: { value: '#fed1aa' },
    300: { value: '#fdb074' },
    400: { value: '#fb8a3c' },
    500: { value: '#ef6c17' },
    600: { value: '#c9530c' },
    700: { value: '#a1400c' },
    800: { value: '#813512' },
    900: { value: '#692d12' },
    950: { value: '#391407' },
  },
  /** Dark-mode surfaces: a navy-tinted night rather than pure black. */
  night: {
    700: { value: '#2a3a52' },
    800: { value: '#1c2a3f' },
    850: { value: '#152134' },
    900: { value: '#101a2a' },
    950: { value: '#0b1320' },
  },
});

export const brandFonts = defineTokens.fonts({
  heading: {
    value:
      "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
  },
  body: {
    value:
      "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
  },
});

export const brandRadii = defineTokens.radii({
  card: { value: '0.875rem' },
  pill: { value: '9999px' },
});

export const brandShadows = defineTokens.shadows({
  focus: { value: '0 0 0 3px rgba(45, 107, 183, 0.45)' },
});
