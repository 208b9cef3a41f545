import { IconButton } from '@chakra-ui/react/button';
import type { IconButtonProps } from '@chakra-ui/react/button';
import { Heart } from 'lucide-react';

export interface FavoriteButtonProps extends Omit<IconButtonProps, 'aria-label' | 'aria-pressed' | 'onClick' | 'variant' | 'children'> {
  /** Whether the item is currently a favourite (announced through `aria-pressed`). */
  isFavorite: boolean;
  /** Called on every press; the caller flips the stored favourite. */
  onToggle: () => void;
  /** Name of the saved item, used in the accessible label ('Save Leslieville kitchen to favorites'). */
  itemName?: string;
  /**
   * 'overlay' sits on photos with a solid round backdrop; 'plain' sits on surfaces.
   * @default 'plain'
   */
  variant?: 'plain' | 'overlay';
}

/**
 * Heart toggle for favourites. The label stays the same and the pressed state
 * carries the on/off meaning, as WAI-ARIA toggle buttons expect.
 */
export function FavoriteButton({ isFavorite, onToggle, itemName, variant = 'plain', size = 'sm', ...rest }: FavoriteButtonProps) {
  const label = itemName ? `Save ${itemName} to favorites` : 'Save to favorites';
  return (
    <IconButton
      aria-label={label}
      aria-pressed={isFavorite}
      title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={(event) => {
        // Cards are links: keep the heart from opening the project.
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
      variant={variant === 'overlay' ? 'solid' : 'ghost'}
      colorPalette="gray"
      borderRadius="full"
      size={size}
      color={isFavorite ? 'favorite' : 'fg.muted'}
      bg={variant === 'overlay' ? 'bg.panel' : undefined}
      boxShadow={variant === 'overlay' ? 'sm' : undefined}
      _hover={{ color: 'favorite', bg: variant === 'overlay' ? 'bg.panel' : 'bg.muted' }}
      {...rest}
    >
      <Heart aria-hidden="true" fill={isFavorite ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
