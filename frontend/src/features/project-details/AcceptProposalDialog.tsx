import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Button, FormDialog, HStack, Text, TextareaField } from '@marketplace/design-system';
import { DECLINE_NOTE_MAX_LENGTH } from '@marketplace/shared';
import { graphql } from '../../gql';
import type { AcceptProposalDialog_ProposalFragment } from '../../gql/graphql';
import type { AcceptChoice } from './mutations/useAcceptProposal';
import { declineMessageFor } from './compareProposals';

/** The proposal being accepted, and the others the homeowner may decline at once, as the dialog names them. */
export const AcceptProposalDialog_proposal = graphql(`
  fragment AcceptProposalDialog_proposal on Proposal {
    id
    contractorName
    bidAmount
    timeline
  }
`);

type ProposalRef = FragmentType<AcceptProposalDialog_ProposalFragment>;

export interface AcceptProposalDialogProps {
  /** The proposal being accepted; the dialog is open while set. */
  proposal: ProposalRef | null;
  /** The project's other proposals not declined yet: the ones the homeowner may decline at once. */
  others: readonly ProposalRef[];
  projectTitle: string;
  onClose: () => void;
  /** Saves the choice; resolves true when saved (the dialog then closes). */
  onConfirm: (choice: AcceptChoice) => Promise<boolean>;
  saving: boolean;
}

/**
 * Asks before accepting a proposal and offers to decline the others with a polite note the
 * homeowner can edit; each declined contractor reads it with their proposal.
 */
export function AcceptProposalDialog({ proposal: proposalRef, others: otherRefs, projectTitle, onClose, onConfirm, saving }: AcceptProposalDialogProps) {
  const { data: read, complete } = useFragment({ fragment: AcceptProposalDialog_proposal, from: proposalRef });
  const proposal = proposalRef && complete ? read : null;
  const othersRead = useFragment({ fragment: AcceptProposalDialog_proposal, from: [...otherRefs] });
  const others = othersRead.complete ? othersRead.data : [];
  const [declineOthers, setDeclineOthers] = useState(true);
  const [message, setMessage] = useState(() => declineMessageFor(projectTitle));
  const proposalId = proposal?.id;
  useEffect(() => {
    if (!proposalId) return;
    setDeclineOthers(true);
    setMessage(declineMessageFor(projectTitle));
  }, [proposalId, projectTitle]);

  const count = others.length;
  const offerDecline = count > 0;
  const confirm = async () => {
    if (!proposal) return;
    const saved = await onConfirm({ proposalId: proposal.id, declineOthers: offerDecline && declineOthers, message: message.trim() });
    if (saved) onClose();
  };

  return (
    // A form dialog (the note is a field) shared with the page's other dialogs, so this screen adds no chunk to the app.
    <FormDialog
      open={proposalRef !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={proposal ? `Accept the proposal from ${proposal.contractorName}?` : 'Accept this proposal?'}
      size="md"
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="brand" onClick={() => void confirm()} loading={saving} loadingText="Accept proposal">
            Accept proposal
          </Button>
        </>
      }
    >
      <Text color="fg.muted" mb={offerDecline ? '4' : '0'}>
        {proposal ? `${proposal.contractorName} bid ${proposal.bidAmount} with a timeline of ${proposal.timeline}. They will be told that you accepted.` : null}
      </Text>
      {offerDecline ? (
        <>
          {/* A native checkbox: the one control here, without pulling Chakra's checkbox machinery into the page. */}
          <HStack as="label" gap="2.5" mb="4" cursor="pointer" fontWeight="medium">
            <input
              type="checkbox"
              checked={declineOthers}
              onChange={(event) => setDeclineOthers(event.currentTarget.checked)}
              style={{ width: '1.125rem', height: '1.125rem', accentColor: 'var(--chakra-colors-brand-solid)' }}
            />
            <Text as="span">{count === 1 ? `Decline the other proposal (${others[0].contractorName})` : `Decline the other ${count} proposals`}</Text>
          </HStack>
          {declineOthers ? (
            <TextareaField
              label={count === 1 ? 'Message to the other contractor' : 'Message to the other contractors'}
              helperText="They read it with their proposal on their dashboard."
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              maxLength={DECLINE_NOTE_MAX_LENGTH}
              rows={5}
            />
          ) : null}
        </>
      ) : null}
    </FormDialog>
  );
}
