import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Check, Clock, DollarSign, Mail, Phone, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProposalStatus } from '../../theme/status';
import { CredentialBadges, type CredentialBadgeItem } from '../CredentialBadges/CredentialBadges';
import { ProposalStatusBadge } from '../ProjectStatusBadge/ProjectStatusBadge';
import { formatDate } from '@marketplace/shared';

export interface ProposalCardProps {
  /** Bidding contractor or company. */
  contractorName: string;
  /** The contractor's checked credentials, shown under their name. */
  contractorBadges?: readonly CredentialBadgeItem[];
  /** Shown under the badges, e.g. a warning that a licence the work needs is not on file. */
  contractorNote?: ReactNode;
  /** Contact email (shown as a mailto link). */
  contractorEmail?: string;
  /** Optional phone (shown as a tel link). */
  contractorPhone?: string;
  /** Bid range, e.g. '$15,000 - $20,000'. */
  bidAmount: string;
  /** Proposed duration, e.g. '3 weeks'. */
  timeline: string;
  /** How the contractor will do the work. */
  approach: string;
  /** Relevant experience. */
  experience: string;
  /** Materials they propose (optional). */
  materials?: string;
  /** Warranty offered (optional). */
  warranty?: string;
  /** Anything else (optional). */
  additionalNotes?: string;
  /**
   * Current status; a proposal without one is pending.
   * @default 'pending'
   */
  status?: ProposalStatus;
  /** Submission date, already formatted or an ISO string. */
  submittedDate?: string;
  /** Accepts the proposal; the Accept button is disabled while it is already accepted. */
  onAccept?: () => void;
  /** Declines the proposal; the Decline button is disabled while it is already declined. */
  onDecline?: () => void;
  /**
   * Shows a spinner on both buttons while the status change is saving.
   * @default false
   */
  isUpdating?: boolean;
}


function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text as="h4" textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="sm" whiteSpace="pre-line">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * A contractor's bid on a project. Anyone viewing the project may accept or
 * decline at any time; the button matching the current status is disabled.
 */
export function ProposalCard({
  contractorName,
  contractorBadges = [],
  contractorNote,
  contractorEmail,
  contractorPhone,
  bidAmount,
  timeline,
  approach,
  experience,
  materials,
  warranty,
  additionalNotes,
  status = 'pending',
  submittedDate,
  onAccept,
  onDecline,
  isUpdating = false,
}: ProposalCardProps) {
  return (
    <Card.Root as="article" borderRadius="card" boxShadow="card" bg="bg.panel" aria-label={`Proposal from ${contractorName}`}>
      <Card.Header gap="2">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="0.5">
            <Heading as="h3" size="md">
              {contractorName}
            </Heading>
            {submittedDate ? (
              <Text textStyle="xs" color="fg.muted">
                Submitted {formatDate(submittedDate)}
              </Text>
            ) : null}
          </Stack>
          <ProposalStatusBadge status={status} />
        </HStack>
        <CredentialBadges badges={contractorBadges} size="sm" label={`Credentials of ${contractorName}`} />
        {contractorNote}
        {contractorEmail || contractorPhone ? (
          <HStack gap="4" wrap="wrap" textStyle="sm">
            {contractorEmail ? (
              <Link href={`mailto:${contractorEmail}`} color="fg.brand">
                <Mail aria-hidden="true" size={14} />
                {contractorEmail}
              </Link>
            ) : null}
            {contractorPhone ? (
              <Link href={`tel:${contractorPhone.replace(/[^\d+]/g, '')}`} color="fg.brand">
                <Phone aria-hidden="true" size={14} />
                {contractorPhone}
              </Link>
            ) : null}
          </HStack>
        ) : null}
      </Card.Header>
      <Card.Body gap="4">
        <SimpleGrid columns={2} gap="3" bg="bg.subtle" borderRadius="l3" p="3">
          <Stack gap="0.5">
            <HStack gap="1" color="fg.muted" textStyle="xs">
              <DollarSign aria-hidden="true" size={14} />
              <Text as="span">Bid amount</Text>
            </HStack>
            <Text fontWeight="bold" textStyle="lg">
              {bidAmount}
            </Text>
          </Stack>
          <Stack gap="0.5">
            <HStack gap="1" color="fg.muted" textStyle="xs">
              <Clock aria-hidden="true" size={14} />
              <Text as="span">Timeline</Text>
            </HStack>
            <Text fontWeight="bold" textStyle="lg">
              {timeline}
            </Text>
          </Stack>
        </SimpleGrid>
        <Detail label="Approach">{approach}</Detail>
        <Detail label="Experience">{experience}</Detail>
        {materials ? <Detail label="Materials">{materials}</Detail> : null}
        {warranty ? <Detail label="Warranty">{warranty}</Detail> : null}
        {additionalNotes ? <Detail label="Additional notes">{additionalNotes}</Detail> : null}
      </Card.Body>
      {onAccept || onDecline ? (
        <Card.Footer gap="3" justifyContent="flex-end" flexWrap="wrap">
          {onDecline ? (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={onDecline}
              disabled={status === 'declined'}
              loading={isUpdating}
              loadingText="Saving…"
            >
              <X aria-hidden="true" />
              Decline
            </Button>
          ) : null}
          {onAccept ? (
            <Button colorPalette="green" onClick={onAccept} disabled={status === 'accepted'} loading={isUpdating} loadingText="Saving…">
              <Check aria-hidden="true" />
              Accept
            </Button>
          ) : null}
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
