import { Text } from '@chakra-ui/react/text';
import { Stack } from '@chakra-ui/react/stack';
import type { ComponentType } from 'react';
import { IconCircle, Tile } from '../shared/primitives';

export interface StatCardProps {
  /** What is counted, e.g. 'Available Projects'. */
  label: string;
  /** The figure, already formatted ('12', '$0', '98%'). */
  value: string | number;
  /** Small supporting line, e.g. 'Across the GTA'. */
  helpText?: string;
  /** Lucide icon component shown in a tinted circle. */
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  /**
   * Palette of the icon circle.
   * @default 'brand'
   */
  colorPalette?: string;
}

/** One figure on the contractor dashboard or a marketing stats band. */
export function StatCard({ label, value, helpText, icon: Icon, colorPalette = 'brand' }: StatCardProps) {
  return (
    <Tile layout="row" alignItems="center" gap="4" role="group" aria-label={`${label}: ${value}`}>
      {Icon ? (
        <IconCircle colorPalette={colorPalette} size="lg">
          <Icon aria-hidden="true" />
        </IconCircle>
      ) : null}
      <Stack gap="0.5" minW="0">
        <Text textStyle="sm" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        <Text textStyle="2xl" fontWeight="bold" lineHeight="1.1" color="fg">
          {value}
        </Text>
        {helpText ? (
          <Text textStyle="xs" color="fg.muted">
            {helpText}
          </Text>
        ) : null}
      </Stack>
    </Tile>
  );
}
