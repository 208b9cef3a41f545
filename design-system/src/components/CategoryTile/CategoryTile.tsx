import { Text } from '@chakra-ui/react/text';
import { Stack } from '@chakra-ui/react/stack';
import type { ComponentType } from 'react';
import { NavAnchor } from '../../navigation/navigation';
import type { NavigationOptions } from '../../navigation/navigation';
import { IconCircle, Tile } from '../shared/primitives';

export interface CategoryTileProps extends NavigationOptions {
  /** Category name, e.g. 'HVAC & Airduct'. */
  name: string;
  /** Short description under the name. */
  description?: string;
  /** Lucide icon component. */
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  /** Destination; the tile is a link when given. */
  href?: string;
  /** Click handler; the tile is a button when no `href` is given (a choice made on the page, not a destination). */
  onSelect?: () => void;
  /**
   * Palette of the icon circle.
   * @default 'brand'
   */
  colorPalette?: string;
}

/** A service category in the home page's 'Our Services' grid. */
export function CategoryTile({ name, description, icon: Icon, href, onSelect, colorPalette = 'brand', linkAs, onNavigate }: CategoryTileProps) {
  const content = (
    <>
      {Icon ? (
        <IconCircle colorPalette={colorPalette} size="lg">
          <Icon aria-hidden="true" />
        </IconCircle>
      ) : null}
      <Stack gap="1" align="center">
        {/* Long words ("Videography") break inside the tile when text is enlarged, instead of running past its border. */}
        <Text fontWeight="semibold" textStyle="md" color="fg" overflowWrap="anywhere" hyphens="auto">
          {name}
        </Text>
        {description ? (
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {description}
          </Text>
        ) : null}
      </Stack>
    </>
  );
  if (href) {
    return (
      <Tile asChild interactive layout="center" height="full">
        <NavAnchor href={href} linkAs={linkAs} onNavigate={onNavigate} onClick={onSelect ? () => onSelect() : undefined}>
          {content}
        </NavAnchor>
      </Tile>
    );
  }
  return (
    <Tile asChild interactive layout="center" height="full" width="full">
      <button type="button" onClick={onSelect}>
        {content}
      </button>
    </Tile>
  );
}
