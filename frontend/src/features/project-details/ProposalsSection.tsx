import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { MessageSquareText } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Box, EmptyState, Heading, HStack, Notice, ProposalCard, ProposalComparison, Stack, type ProposalComparisonSort } from '@marketplace/design-system';
import type { ProposalStatusValue } from '@marketplace/shared';
import { graphql } from '../../gql';
import type { ProposalsSection_ProposalFragment } from '../../gql/graphql';
import { isTriedProposal } from '../../app/proposals';
import { fromApiProposal } from './proposalView';
import { ProposalContractorRating } from '../../app/reviews/ProposalContractorRating';
import { ProposalMessagesLink } from '../../app/messages/ProposalMessagesLink';
import { ProposalAgreement } from '../../app/agreements/AgreementLink';
import { sortProposals } from './compareProposals';

/** A proposal as its card and the comparison show it (fromApiProposal; a bid tried on a sample is cached with the same fields, asCachedProposal). */
export const ProposalsSection_proposal = graphql(`
  fragment ProposalsSection_proposal on Proposal {
    id
    contractorName
    contractorEmail
    contractorPhone
    bidAmount
    bidMinCents
    bidMaxCents
    timeline
    approach
    experience
    materials
    warranty
    additionalNotes
    status
    submittedDate
    viewerCan {
      decide
      accept
    }
    contractorBadges {
      kind
      label
    }
    ...ProposalContractorRating_proposal
    ...ProposalMessagesLinkFields
    ...ProposalAgreement_proposal
  }
`);

/** Which proposal an action is on. */
type ProposalId = { id: string };

export interface ProposalsSectionProps {
  proposals: ReadonlyArray<FragmentType<ProposalsSection_ProposalFragment>>;
  onSetStatus: (proposal: ProposalId, status: ProposalStatusValue) => void;
  updatingId: string | null;
  /** What the empty state suggests (differs for completed projects). */
  emptyHint: string;
  /**
   * The viewer decides on these proposals (the server's viewerCan.decide): they are shown side by
   * side first, and Accept goes through `onAccept` (which asks before accepting).
   */
  comparison?: { onAccept: (proposal: ProposalId) => void };
  /** The signed-in contractor's own proposal on this project: once accepted, they prepare the agreement from it. */
  viewerProposalId?: string | null;
}

/**
 * What other features show beside each saved proposal, in the comparison and on its card alike, each
 * read through its own fragment: the contractor's rating from verified hires, the link to the
 * conversation with them, and the written agreement once the proposal is accepted (Prepare the
 * agreement for the hired contractor). Page-memory bids on samples have none of them.
 */
function proposalAddOns(proposal: ProposalsSection_ProposalFragment, viewerProposalId?: string | null): { rating?: ReactNode; links?: ReactNode } {
  if (isTriedProposal(proposal.id)) return {};
  return {
    rating: <ProposalContractorRating proposal={proposal} />,
    links: (
      <>
        <ProposalMessagesLink proposal={proposal} />
        <ProposalAgreement proposal={proposal} canPrepare={viewerProposalId === proposal.id} />
      </>
    ),
  };
}

/** A proposal's fields as the card and the comparison take them, and the fragment its add-ons read (proposalAddOns). */
const viewOf = (proposal: ProposalsSection_ProposalFragment) => ({ ...fromApiProposal(proposal), addOns: proposal });

/** The anchor notifications link to (`/project/<id>#proposal-<pid>`). */
export const proposalAnchor = (proposalId: string) => `proposal-${proposalId}`;

/**
 * Submitted proposals. Accept and Decline (the current status's button disabled) show only where
 * the viewer may decide; contact details only where the server sent them. A viewer who decides
 * first sees them side by side, sortable, then each in full.
 */
export function ProposalsSection({ proposals: refs, onSetStatus, updatingId, emptyHint, comparison, viewerProposalId }: ProposalsSectionProps) {
  const read = useFragment({ fragment: ProposalsSection_proposal, fragmentName: 'ProposalsSection_proposal', from: [...refs] });
  const proposals = useMemo(() => (read.complete ? read.data.map(viewOf) : []), [read.complete, read.data]);
  const [sort, setSort] = useState<ProposalComparisonSort>('oldest');
  const sorted = useMemo(() => (comparison ? sortProposals(proposals, sort) : proposals), [comparison, proposals, sort]);
  const byId = useMemo(() => new Map(proposals.map((proposal) => [proposal.id, proposal])), [proposals]);
  const accept = (proposal: ProposalId) => (comparison ? comparison.onAccept(proposal) : onSetStatus(proposal, 'accepted'));
  // The server accepts no other proposal while one is hired: say how to change contractor.
  const hired = proposals.find((proposal) => proposal.canDecide && proposal.status === 'accepted' && proposal.canAccept);
  const waitsForRelease = Boolean(hired) && proposals.some((proposal) => proposal.canDecide && !proposal.canAccept);

  return (
    <Stack as="section" aria-labelledby="proposals-heading" gap="4">
      <HStack gap="3">
        <Heading as="h2" size="xl" id="proposals-heading">
          Proposals
        </Heading>
        <Badge variant="subtle" colorPalette="gray" borderRadius="full">
          {proposals.length}
        </Badge>
      </HStack>
      {proposals.length === 0 ? (
        <EmptyState title="No proposals yet" description={emptyHint} icon={MessageSquareText} headingLevel="h3" />
      ) : (
        <>
          {waitsForRelease && hired ? (
            <Notice>
              You hired {hired.contractorName} for this project. To choose another contractor, decline their proposal first.
            </Notice>
          ) : null}
          {comparison ? (
            <ProposalComparison
              label="Compare proposals"
              items={sorted.map((proposal) => {
                const addOns = proposalAddOns(proposal.addOns, viewerProposalId);
                return {
                  id: proposal.id,
                  contractorName: proposal.contractorName,
                  contractorBadges: proposal.contractorBadges,
                  bidAmount: proposal.bidAmount,
                  timeline: proposal.timeline,
                  warranty: proposal.warranty,
                  materials: proposal.materials,
                  status: proposal.status,
                  submittedDate: proposal.submittedDate,
                  rating: addOns.rating,
                  extra: addOns.links,
                  detailsHref: `#${proposalAnchor(proposal.id)}`,
                  acceptable: proposal.canAccept,
                };
              })}
              sort={sort}
              onSortChange={setSort}
              updatingId={updatingId}
              onAccept={(id) => accept(byId.get(id)!)}
              onDecline={(id) => onSetStatus(byId.get(id)!, 'declined')}
            />
          ) : null}
          {comparison ? (
            <Heading as="h3" size="lg" pt="4">
              Full proposals
            </Heading>
          ) : null}
          <Stack gap="4">
            {sorted.map((proposal) => {
              const addOns = proposalAddOns(proposal.addOns, viewerProposalId);
              return (
                <Box key={proposal.id} id={proposalAnchor(proposal.id)} scrollMarginTop="24">
                  <ProposalCard
                    contractorName={proposal.contractorName}
                    contractorBadges={proposal.contractorBadges}
                    contractorNote={addOns.rating || addOns.links ? <HStack gap="3" wrap="wrap">{addOns.rating}{addOns.links}</HStack> : undefined}
                    contractorEmail={proposal.contractorEmail}
                    contractorPhone={proposal.contractorPhone}
                    bidAmount={proposal.bidAmount}
                    timeline={proposal.timeline}
                    approach={proposal.approach}
                    experience={proposal.experience}
                    materials={proposal.materials}
                    warranty={proposal.warranty}
                    additionalNotes={proposal.additionalNotes}
                    status={proposal.status}
                    submittedDate={proposal.submittedDate}
                    isUpdating={updatingId === proposal.id}
                    onAccept={proposal.canDecide && proposal.canAccept ? () => accept(proposal) : undefined}
                    onDecline={proposal.canDecide ? () => onSetStatus(proposal, 'declined') : undefined}
                  />
                </Box>
              );
            })}
          </Stack>
        </>
      )}
    </Stack>
  );
}
