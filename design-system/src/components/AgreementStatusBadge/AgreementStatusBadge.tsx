import { Badge } from '@chakra-ui/react/badge';
import type { BadgeProps } from '@chakra-ui/react/badge';
import { agreementStatusLabel, changeOrderStatusLabel, humanizeStatus } from '../../theme/status';
import type { AgreementStatus, ChangeOrderStatus } from '../../theme/status';
import { useStatusBadgeStyles } from '../shared/recipes';

export interface AgreementStatusBadgeProps extends Omit<BadgeProps, 'children' | 'colorPalette'> {
  /** The agreement's state; unknown values render grey with a humanised label. */
  status: AgreementStatus | (string & {});
  /**
   * Badge size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

/** The written agreement's state as a pill: Draft, Sent for signature, ..., In force (green), Cancelled (red). */
export function AgreementStatusBadge({ status, size = 'md', css, ...rest }: AgreementStatusBadgeProps) {
  const known = status in agreementStatusLabel;
  const styles = useStatusBadgeStyles({ agreementStatus: known ? (status as AgreementStatus) : undefined });
  return (
    <Badge variant="subtle" size={size} css={[styles, css]} data-status={status} {...rest}>
      {known ? agreementStatusLabel[status as AgreementStatus] : humanizeStatus(status)}
    </Badge>
  );
}

export interface ChangeOrderStatusBadgeProps extends Omit<BadgeProps, 'children' | 'colorPalette'> {
  /** The change order's state; unknown values render grey with a humanised label. */
  status: ChangeOrderStatus | (string & {});
  /**
   * Badge size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

/** A change order's state as a pill: Waiting for signature (yellow), Signed (green), Declined (red), Withdrawn (grey). */
export function ChangeOrderStatusBadge({ status, size = 'md', css, ...rest }: ChangeOrderStatusBadgeProps) {
  const known = status in changeOrderStatusLabel;
  const styles = useStatusBadgeStyles({ changeOrderStatus: known ? (status as ChangeOrderStatus) : undefined });
  return (
    <Badge variant="subtle" size={size} css={[styles, css]} data-status={status} {...rest}>
      {known ? changeOrderStatusLabel[status as ChangeOrderStatus] : humanizeStatus(status)}
    </Badge>
  );
}
