import { Badge } from '@chakra-ui/react/badge';
import type { BadgeProps } from '@chakra-ui/react/badge';
import {
  humanizeStatus,
  projectStatusLabel,
  projectStatusPalette,
  proposalStatusLabel,
  proposalStatusPalette,
} from '../../theme/status';
import type { ProjectStatus, ProposalStatus } from '../../theme/status';

export interface ProjectStatusBadgeProps extends Omit<BadgeProps, 'children' | 'colorPalette'> {
  /** Project status; unknown values render grey with a humanised label. */
  status: ProjectStatus | (string & {});
  /**
   * Badge size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

/** Project status pill in the spec's colours; `open` reads 'Open for Bids'. */
export function ProjectStatusBadge({ status, size = 'md', ...rest }: ProjectStatusBadgeProps) {
  const known = status in projectStatusLabel;
  const label = known ? projectStatusLabel[status as ProjectStatus] : humanizeStatus(status);
  const palette = known ? projectStatusPalette[status as ProjectStatus] : 'gray';
  return (
    <Badge variant="subtle" colorPalette={palette} size={size} borderRadius="full" px="2.5" data-status={status} {...rest}>
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
export function ProposalStatusBadge({ status = 'pending', ...rest }: ProposalStatusBadgeProps) {
  const known = status in proposalStatusLabel;
  return (
    <Badge
      variant="subtle"
      colorPalette={known ? proposalStatusPalette[status as ProposalStatus] : 'gray'}
      borderRadius="full"
      px="2.5"
      data-status={status}
      {...rest}
    >
      {known ? proposalStatusLabel[status as ProposalStatus] : humanizeStatus(status)}
    </Badge>
  );
}
