import { defineRecipe } from '@chakra-ui/react/styled-system';

/**
 * Surface used by tiles and small cards (CategoryTile, TrustBadge, StatCard,
 * ProcessStep). `interactive` adds the hover lift and the focus ring for
 * tiles that are links.
 */
export const tileRecipe = defineRecipe({
  className: 'mkt-tile',
  base: {
    position: 'relative',
    display: 'flex',
    bg: 'bg.panel',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'card',
    boxShadow: 'card',
    p: { base: '4', md: '5' },
    gap: '3',
    textDecoration: 'none',
    transition: 'common',
  },
  variants: {
    interactive: {
      true: {
        cursor: 'pointer',
        _hover: { boxShadow: 'cardHover', borderColor: 'brand.border', transform: 'translateY(-2px)' },
        _focusVisible: {
          outlineWidth: '3px',
          outlineStyle: 'solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        },
        _motionReduce: { _hover: { transform: 'none' } },
      },
      false: {},
    },
    layout: {
      row: { flexDirection: 'row', alignItems: 'center' },
      column: { flexDirection: 'column', alignItems: 'flex-start' },
      center: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { interactive: false, layout: 'column' },
});

/** Round tinted container for an icon (services, trust badges, steps). */
export const iconCircleRecipe = defineRecipe({
  className: 'mkt-icon-circle',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: 'full',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  variants: {
    size: {
      sm: { boxSize: '8', '& svg': { boxSize: '4' } },
      md: { boxSize: '11', '& svg': { boxSize: '5' } },
      lg: { boxSize: '14', '& svg': { boxSize: '7' } },
    },
  },
  defaultVariants: { size: 'md' },
});
