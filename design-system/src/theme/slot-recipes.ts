import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react/styled-system';
import { agreementStatusPalette, changeOrderStatusPalette, paymentClockPalette, projectStatusPalette, proposalStatusPalette, urgencyPalette } from './status';

/*
 * Recipes registered in the system (`system.ts`), so every page's theme carries them: each must
 * take styles out of the components, never add new ones. Components read them with
 * `useListingCardStyles` / `useStatusBadgeStyles` (components/shared/recipes.ts) and pass a slot's
 * styles as `css` over Chakra's own Card and Badge parts; style props still win over them. No
 * `className`: nothing applies the recipes' class names, and each byte here is on every page.
 */

/**
 * What the grid cards (ProjectCard, ArticleCard, ContractorCard, LocationCard, ServiceCard) share on
 * top of Chakra's Card: the `card` radius and shadow on the panel, a cover photo on a muted ground,
 * the uppercase eyebrow, muted description and meta lines, and the wrapping list of tags. `linked`
 * is for cards that are one link (LinkBox): the crop, the shadow that deepens on hover, and a focus ring
 * round the whole card while its link (or a control in it) has the keyboard focus: the link's own ring
 * would circle only its title, under the overlay that makes the card one link.
 */
export const listingCardSlotRecipe = defineSlotRecipe({
  slots: ['root', 'cover', 'eyebrow', 'description', 'meta', 'tags'],
  base: {
    root: { borderRadius: 'card', boxShadow: 'card', bg: 'bg.panel', height: 'full' },
    cover: { position: 'relative', overflow: 'hidden', bg: 'bg.muted' },
    eyebrow: { textStyle: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    meta: { display: 'flex', alignItems: 'center', gap: '1', color: 'fg.muted', textStyle: 'sm' },
    tags: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '1.5', listStyleType: 'none' },
  },
  variants: {
    linked: {
      true: {
        root: {
          overflow: 'hidden',
          transition: 'common',
          _hover: { boxShadow: 'cardHover' },
          _focusWithin: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
        },
      },
    },
  },
});

const palettes = <K extends string>(byValue: Record<K, string>) =>
  Object.fromEntries(Object.entries(byValue).map(([value, colorPalette]) => [value, { colorPalette }])) as Record<K, { colorPalette: string }>;

/**
 * The pill every status-like badge is (project and proposal status, urgency, availability,
 * credentials, tags on cards, an invoice's payment clock); a status variant picks its status's palette (`status.ts`, one source),
 * and a value no variant knows stays grey. Emphasis stays Chakra's Badge `variant`.
 */
export const statusBadgeRecipe = defineRecipe({
  base: { borderRadius: 'full', px: '2.5', colorPalette: 'gray' },
  variants: {
    projectStatus: palettes(projectStatusPalette),
    proposalStatus: palettes(proposalStatusPalette),
    urgency: palettes(urgencyPalette),
    agreementStatus: palettes(agreementStatusPalette),
    changeOrderStatus: palettes(changeOrderStatusPalette),
    paymentClock: palettes(paymentClockPalette),
  },
});
