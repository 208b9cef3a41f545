import { Badge } from '@chakra-ui/react/badge';
import type { BadgeProps } from '@chakra-ui/react/badge';
import { humanizeStatus, projectStatusLabel, proposalStatusLabel } from '../../theme/status';
import type { ProjectStatus, ProposalStatus } from '../../theme/status';
import { useStatusBadgeStyles } from '../shared/recipes';

export interface ProjectStatusBadgeProps extends Omit<BadgeProps, 'children' | 'colorPalette'> {
  /** Project status; unknown values render grey with a humanised label. */
  status: ProjectStatus | (string & {});
  /**
   * Badge size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * The homeowner has hired a contractor: an open project then takes no more bids, so it reads
   * 'Contractor Hired' (in the in-progress colour) instead of 'Open for Bids'. Other statuses are unchanged.
   */
  hired?: boolean;
}

/** The label of an open project with a hire. */
export const HIRED_LABEL = 'Contractor Hired';

/** Project status pill in its status colour (theme/status.ts); `open` reads 'Open for Bids', or 'Contractor Hired' once hired. */
export function ProjectStatusBadge({ status, size = 'md', hired = false, css, ...rest }: ProjectStatusBadgeProps) {
  const openHired = hired && status === 'open';
  const known = status in projectStatusLabel;
  const label = openHired ? HIRED_LABEL : known ? projectStatusLabel[status as ProjectStatus] : humanizeStatus(status);
  const styles = useStatusBadgeStyles({ projectStatus: openHired ? 'in-progress' : known ? (status as ProjectStatus) : undefined });
  return (
    <Badge variant="subtle" size={size} css={[styles, css]} data-status={status} data-hired={openHired || undefined} {...rest}>
      {label}
    </Badge>
  );
}

export interface ProposalStatusBadgeProps extends Omit<BadgeProps, 'children' | 'colorPalette'> {
  /**
   * Proposal status (pending when the record has none).
   * @default 'pending'
   */
  status?: ProposalStatus | (string & {});
}

/** Proposal status pill: pending yellow, accepted green, declined red. */
export function ProposalStatusBadge({ status = 'pending', css, ...rest }: ProposalStatusBadgeProps) {
  const known = status in proposalStatusLabel;
  const styles = useStatusBadgeStyles({ proposalStatus: known ? (status as ProposalStatus) : undefined });
  return (
    <Badge variant="subtle" css={[styles, css]} data-status={status} {...rest}>
      {known ? proposalStatusLabel[status as ProposalStatus] : humanizeStatus(status)}
    </Badge>
  );
}
