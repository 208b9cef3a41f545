import { Badge } from '@chakra-ui/react/badge';
import type { BadgeProps } from '@chakra-ui/react/badge';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { CalendarCheck, CalendarClock, CircleAlert, Clock, MessageSquareWarning } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { PaymentClockState } from '../../theme/status';
import { paymentClockPalette } from '../../theme/status';
import { useStatusBadgeStyles } from '../shared/recipes';

export interface DateClockBadgeProps extends Omit<BadgeProps, 'children' | 'colorPalette'> {
  /** Where the invoice stands on the prompt-payment clock (`paymentClock(...).state`); picks the colour and the icon. */
  state: PaymentClockState;
  /**
   * What the clock says, decided by the server and shown as it is (`paymentClock(...).label`): 'due in 12 days',
   * 'notice of non-payment possible until Mar 15, 2027', 'overdue: it was due on Mar 29, 2027', ...
   */
  label: string;
  /**
   * Badge size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Said to screen readers before the label, so a badge met on its own still says what it is about.
   * @default 'Payment: '
   */
  prefix?: string;
}

/** A shape per state beside the words, so neither colour nor the icon is the only sign. */
const STATE_ICONS: Record<PaymentClockState, LucideIcon> = {
  'notice-possible': Clock,
  due: CalendarClock,
  overdue: CircleAlert,
  disputed: MessageSquareWarning,
  paid: CalendarCheck,
};

const ICON_SIZES = { sm: 12, md: 14, lg: 16 } as const;

/**
 * An invoice's prompt-payment clock as a pill: the notice period open (blue), due (orange), overdue (red),
 * a notice of non-payment given (purple), paid (green), with an icon per state and the server's label as
 * it is. The text carries the meaning; screen readers hear "Payment: due in 12 days". Long labels wrap
 * on narrow screens rather than overflow. A state this version does not know renders grey, without an icon.
 */
export function DateClockBadge({ state, label, size = 'md', prefix = 'Payment: ', css, ...rest }: DateClockBadgeProps) {
  const known = Object.hasOwn(paymentClockPalette, state);
  const styles = useStatusBadgeStyles({ paymentClock: known ? state : undefined });
  const Icon = known ? STATE_ICONS[state] : null;
  return (
    <Badge
      variant="subtle"
      size={size}
      css={[styles, css]}
      data-state={state}
      whiteSpace="normal"
      userSelect="text"
      textAlign="start"
      maxW="full"
      py="0.5"
      alignItems="center"
      {...rest}
    >
      {Icon ? <Icon size={ICON_SIZES[size]} aria-hidden="true" style={{ flexShrink: 0 }} /> : null}
      <span>
        {prefix ? <VisuallyHidden>{prefix}</VisuallyHidden> : null}
        {label}
      </span>
    </Badge>
  );
}
