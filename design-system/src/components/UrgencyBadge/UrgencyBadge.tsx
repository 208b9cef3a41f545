import { Badge } from '@chakra-ui/react/badge';
import type { BadgeProps } from '@chakra-ui/react/badge';
import { DEFAULT_URGENCY } from '@marketplace/shared';
import { Flame } from 'lucide-react';
import { urgencyLabel, urgencyOptionLabel, urgencyPalette } from '../../theme/status';
import type { Urgency } from '../../theme/status';
import { useStatusBadgeStyles } from '../shared/recipes';

export interface UrgencyBadgeProps extends Omit<BadgeProps, 'children' | 'colorPalette'> {
  /**
   * Urgency of the project; a project posted without one is medium.
   * @default 'medium'
   */
  urgency?: Urgency;
  /**
   * 'short' reads 'High urgency'; 'long' uses the post form's wording ('High - Urgent').
   * @default 'short'
   */
  labelStyle?: 'short' | 'long';
}

/** Urgency pill: low green, medium yellow, high red (with a flame icon so colour is not the only cue). */
export function UrgencyBadge({ urgency = DEFAULT_URGENCY, labelStyle = 'short', css, ...rest }: UrgencyBadgeProps) {
  const value: Urgency = urgency in urgencyPalette ? urgency : DEFAULT_URGENCY;
  const styles = useStatusBadgeStyles({ urgency: value });
  return (
    <Badge variant="outline" css={[styles, css]} data-urgency={value} {...rest}>
      {value === 'high' ? <Flame aria-hidden="true" size={12} /> : null}
      {labelStyle === 'long' ? urgencyOptionLabel[value] : urgencyLabel[value]}
    </Badge>
  );
}
