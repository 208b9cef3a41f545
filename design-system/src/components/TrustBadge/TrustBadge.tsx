import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ShieldCheck } from 'lucide-react';
import type { ComponentType } from 'react';
import { IconCircle } from '../shared/primitives';

export interface TrustBadgeProps {
  /** Claim, e.g. 'Licensed & Insured'. */
  title: string;
  /** Supporting line, e.g. 'WSIB coverage and $2M liability'. */
  description?: string;
  /**
   * Lucide icon component.
   * @default ShieldCheck
   */
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  /**
   * 'inline' for the hero strip; 'stacked' for feature grids.
   * @default 'inline'
   */
  layout?: 'inline' | 'stacked';
  /**
   * Palette of the icon circle.
   * @default 'green'
   */
  colorPalette?: string;
}

/** A trust signal (Licensed & Insured, Quality Guaranteed, Local Toronto Team). */
export function TrustBadge({ title, description, icon: Icon = ShieldCheck, layout = 'inline', colorPalette = 'green' }: TrustBadgeProps) {
  const stacked = layout === 'stacked';
  return (
    <Stack direction={stacked ? 'column' : 'row'} align={stacked ? 'center' : 'center'} textAlign={stacked ? 'center' : 'start'} gap="3">
      <IconCircle colorPalette={colorPalette} size={stacked ? 'lg' : 'md'}>
        <Icon aria-hidden="true" />
      </IconCircle>
      <Stack gap="0">
        <Text fontWeight="semibold" color="fg">
          {title}
        </Text>
        {description ? (
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
