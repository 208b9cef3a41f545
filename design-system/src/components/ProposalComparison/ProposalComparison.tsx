import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProposalStatus } from '../../theme/status';
import { CredentialBadges, type CredentialBadgeItem } from '../CredentialBadges/CredentialBadges';
import { ProposalStatusBadge } from '../ProjectStatusBadge/ProjectStatusBadge';
import { SelectField } from '../fields/SelectField';
import { formatDate } from '@marketplace/shared';

/** How the comparison is ordered; the app sorts, the component shows the choice. */
export type ProposalComparisonSort = 'bid-asc' | 'bid-desc' | 'newest' | 'oldest';

export const PROPOSAL_COMPARISON_SORTS: ReadonlyArray<{ value: ProposalComparisonSort; label: string }> = [
  { value: 'bid-asc', label: 'Bid: low to high' },
  { value: 'bid-desc', label: 'Bid: high to low' },
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

export interface ProposalComparisonItem {
  id: string;
  contractorName: string;
  /** The contractor's checked credentials. */
  contractorBadges?: readonly CredentialBadgeItem[];
  /** The bid as the contractor wrote it, e.g. '$15,000 - $20,000'. */
  bidAmount: string;
  timeline: string;
  warranty?: string;
  materials?: string;
  status: ProposalStatus;
  /** Submission date, already formatted or an ISO string. */
  submittedDate?: string;
  /** The contractor's rating (e.g. a `Rating`); 'No reviews yet' when absent. */
  rating?: ReactNode;
  /** More under the contractor's name, e.g. a link to the conversation with them. */
  extra?: ReactNode;
  /** Where the full proposal is, e.g. '#proposal-12'. */
  detailsHref?: string;
  /**
   * False when this proposal cannot be accepted now (another one is hired): its Accept button is
   * left out, Decline stays.
   * @default true
   */
  acceptable?: boolean;
}

export interface ProposalComparisonProps {
  /** Proposals in the order to show them (sorted by the app as `sort` says). */
  items: readonly ProposalComparisonItem[];
  sort: ProposalComparisonSort;
  onSortChange: (sort: ProposalComparisonSort) => void;
  /** Accept: the button is disabled while the proposal is already accepted. Omit to hide the buttons. */
  onAccept?: (id: string) => void;
  /** Decline: the button is disabled while the proposal is already declined. */
  onDecline?: (id: string) => void;
  /** The proposal whose status is being saved (spinner on its buttons). */
  updatingId?: string | null;
  /**
   * Accessible name of the table and the list of cards.
   * @default 'Proposals side by side'
   */
  label?: string;
}


const dash = (
  <Text as="span" color="fg.muted">
    —<VisuallyHidden>Not stated</VisuallyHidden>
  </Text>
);

function RatingCell({ rating }: { rating: ReactNode }) {
  return rating ? (
    <>{rating}</>
  ) : (
    <Text as="span" color="fg.muted" textStyle="sm">
      No reviews yet
    </Text>
  );
}

function Decision({ item, onAccept, onDecline, updating, inTable = false }: { item: ProposalComparisonItem; onAccept?: (id: string) => void; onDecline?: (id: string) => void; updating: boolean; inTable?: boolean }) {
  if (!onAccept && !onDecline) return null;
  return (
    <Stack direction={inTable ? 'column' : 'row'} gap="2" wrap={inTable ? 'nowrap' : 'wrap'} align={inTable ? 'stretch' : 'center'}>
      {onDecline ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDecline(item.id)} disabled={item.status === 'declined'} loading={updating} loadingText="Saving…">
          <X aria-hidden="true" />
          Decline
          <VisuallyHidden> the proposal from {item.contractorName}</VisuallyHidden>
        </Button>
      ) : null}
      {onAccept && item.acceptable !== false ? (
        <Button size="sm" colorPalette="green" onClick={() => onAccept(item.id)} disabled={item.status === 'accepted'} loading={updating} loadingText="Saving…">
          <Check aria-hidden="true" />
          Accept
          <VisuallyHidden> the proposal from {item.contractorName}</VisuallyHidden>
        </Button>
      ) : null}
    </Stack>
  );
}

function Contractor({ item, headingAs }: { item: ProposalComparisonItem; headingAs?: 'h3' }) {
  return (
    <Stack gap="1.5" minW="0">
      <Text as={headingAs ?? 'span'} fontWeight="semibold" textStyle="md">
        {item.contractorName}
      </Text>
      {item.contractorBadges && item.contractorBadges.length > 0 ? (
        <CredentialBadges badges={item.contractorBadges} size="sm" label={`Credentials of ${item.contractorName}`} />
      ) : null}
      {item.extra}
      {item.detailsHref ? (
        <Link href={item.detailsHref} color="fg.brand" textStyle="sm">
          Full proposal<VisuallyHidden> from {item.contractorName}</VisuallyHidden>
        </Link>
      ) : null}
    </Stack>
  );
}

/**
 * Proposals side by side for the homeowner choosing one: bid, timeline, warranty, materials,
 * credentials, rating and status, with a sort order. A table from the `lg` breakpoint, stacked
 * cards on phones.
 */
export function ProposalComparison({ items, sort, onSortChange, onAccept, onDecline, updatingId = null, label = 'Proposals side by side' }: ProposalComparisonProps) {
  return (
    <Stack gap="4">
      <Box maxW={{ base: 'full', sm: '64' }}>
        <SelectField
          label="Sort by"
          size="sm"
          options={PROPOSAL_COMPARISON_SORTS}
          value={sort}
          onValueChange={(value) => onSortChange(value as ProposalComparisonSort)}
        />
      </Box>

      {/* Sideways scrolling only if a narrow window still has the table; its buttons keep it reachable by keyboard. */}
      <Box hideBelow="lg" borderWidth="1px" borderColor="border" borderRadius="card" overflowX="auto" bg="bg.panel">
        {/* Styled here rather than by Chakra's table recipe, which the system leaves out to keep the home page's bundle small. */}
        <Table.Root aria-label={label} width="full" borderCollapse="collapse" textStyle="sm" css={{ '& th, & td': { px: '3', py: '3', textAlign: 'start', verticalAlign: 'top' }, '& tbody tr': { borderTopWidth: '1px', borderColor: 'border' }, '& tbody tr:hover': { bg: 'bg.subtle' } }}>
          <Table.Header>
            <Table.Row bg="bg.subtle" color="fg.muted" textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
              <Table.ColumnHeader scope="col">Contractor</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Bid</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Timeline</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Warranty</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Materials</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Rating</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
              {onAccept || onDecline ? (
                <Table.ColumnHeader scope="col">
                  <VisuallyHidden>Decision</VisuallyHidden>
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item.id} data-proposal-id={item.id} verticalAlign="top">
                <Table.Cell minW="44">
                  <Contractor item={item} />
                </Table.Cell>
                <Table.Cell fontWeight="bold" whiteSpace="nowrap">
                  {item.bidAmount}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{item.timeline}</Table.Cell>
                <Table.Cell>{item.warranty ?? dash}</Table.Cell>
                <Table.Cell textStyle="sm">
                  {item.materials ?? dash}
                </Table.Cell>
                <Table.Cell>
                  <RatingCell rating={item.rating} />
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="1" align="flex-start">
                    <ProposalStatusBadge status={item.status} />
                    {item.submittedDate ? (
                      <Text textStyle="xs" color="fg.muted">
                        Sent {formatDate(item.submittedDate)}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Cell>
                {onAccept || onDecline ? (
                  <Table.Cell textAlign="end">
                    <Decision item={item} onAccept={onAccept} onDecline={onDecline} updating={updatingId === item.id} inTable />
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      <Stack as="ul" hideFrom="lg" gap="3" listStyleType="none" m="0" p="0" aria-label={label}>
        {items.map((item) => (
          <Stack as="li" key={item.id} data-proposal-id={item.id} gap="3" p="4" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
            <HStack justify="space-between" align="flex-start" gap="3">
              <Contractor item={item} headingAs="h3" />
              <ProposalStatusBadge status={item.status} />
            </HStack>
            <Box as="dl" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="1.5" textStyle="sm">
              <Text as="dt" color="fg.muted">Bid</Text>
              <Text as="dd" fontWeight="bold">{item.bidAmount}</Text>
              <Text as="dt" color="fg.muted">Timeline</Text>
              <Text as="dd">{item.timeline}</Text>
              <Text as="dt" color="fg.muted">Warranty</Text>
              <Text as="dd">{item.warranty ?? dash}</Text>
              <Text as="dt" color="fg.muted">Materials</Text>
              <Text as="dd">{item.materials ?? dash}</Text>
              <Text as="dt" color="fg.muted">Rating</Text>
              <Box as="dd">
                <RatingCell rating={item.rating} />
              </Box>
              {item.submittedDate ? (
                <>
                  <Text as="dt" color="fg.muted">Sent</Text>
                  <Text as="dd">{formatDate(item.submittedDate)}</Text>
                </>
              ) : null}
            </Box>
            <Decision item={item} onAccept={onAccept} onDecline={onDecline} updating={updatingId === item.id} />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
