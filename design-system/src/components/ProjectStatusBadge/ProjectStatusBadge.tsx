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
}

/** Project status pill in its status colour (theme/status.ts); `open` reads 'Open for Bids'. */
export function ProjectStatusBadge({ status, size = 'md', css, ...rest }: ProjectStatusBadgeProps) {
  const known = status in projectStatusLabel;
  const label = known ? projectStatusLabel[status as ProjectStatus] : humanizeStatus(status);
  const styles = useStatusBadgeStyles({ projectStatus: known ? (status as ProjectStatus) : undefined });
  return (
    <Badge variant="subtle" size={size} css={[styles, css]} data-status={status} {...rest}>
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
