import { useRecipe, useSlotRecipe } from '@chakra-ui/react/styled-system';
import type { RecipeVariantProps, SystemStyleObject } from '@chakra-ui/react/styled-system';
import type { listingCardSlotRecipe, statusBadgeRecipe } from '../../theme/slot-recipes';

type ListingCardSlot = (typeof listingCardSlotRecipe.slots)[number];

/**
 * The listing card's slot styles from the system's `listingCard` recipe, to pass as `css` to the
 * card's parts (Card.Root, the cover Box, Text...). Style props on a part still win over them.
 */
export function useListingCardStyles(variants?: RecipeVariantProps<typeof listingCardSlotRecipe>): Record<ListingCardSlot, SystemStyleObject> {
  return useSlotRecipe({ key: 'listingCard' })(variants) as Record<ListingCardSlot, SystemStyleObject>;
}

/** The pill styles from the system's `statusBadge` recipe, to pass as `css` to a Badge. */
export function useStatusBadgeStyles(variants?: RecipeVariantProps<typeof statusBadgeRecipe>): SystemStyleObject {
  return useRecipe({ key: 'statusBadge' })(variants);
}
