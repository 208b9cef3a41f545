import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Notice, showToast, Stack, Text } from '@marketplace/design-system';
import { AGREEMENT_MESSAGES, formatDate, formatDateTime } from '@marketplace/shared';
import { Ban, FileSignature, MessageSquareWarning, ShieldX, XCircle } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { AgreementActions_AgreementFragment, SignAgreementInput } from '../../gql/graphql';
import { useViewer } from '../../app/session/useViewer';
import { CancelAgreementMutation, DeclineAgreementMutation, RecordAgreementCancellationMutation, RequestAgreementChangesMutation, SignAgreementMutation } from './operations';
import { sentence } from '../../app/agreements/apiValues';
import { NoteDialog } from '../../forms';
import { optionalNote, requiredNote } from '../../app/agreements/noteSchemas';
import { SignDialog } from './SignDialog';
import { stepProblem } from '../../app/agreements/stepProblem';

/** What the viewer may do with the agreement now, and what it waits for. */
export const AgreementActions_agreement = graphql(`
  fragment AgreementActions_agreement on Agreement {
    id
    status
    changeNote
    coolingOffEndsOn
    depositNeedsConfirmation
    inForceAt
    closeReason
    viewerCan {
      edit
      send
      requestChanges
      decline
      sign
      cancel
      recordCancellation
    }
    terms {
      homeowner {
        name
      }
      contractor {
        legalName
        representative
      }
    }
    signatures {
      id
      party
      fullName
    }
  }
`);

type Step = 'sign' | 'changes' | 'decline' | 'cancel' | 'record' | null;

/** One line on where the agreement stands for this viewer. */
function situation(agreement: AgreementActions_AgreementFragment, role: string | undefined): string {
  const homeowner = agreement.terms.homeowner.name || 'The homeowner';
  const contractor = agreement.terms.contractor.legalName || 'The contractor';
  const isHomeowner = role === 'HOMEOWNER';
  switch (agreement.status) {
    case 'DRAFT':
      return agreement.viewerCan.edit ? `Prepare the agreement below, then send it to ${homeowner} for signature.` : `${contractor} is preparing the agreement. You will be told when it is sent for your signature.`;
    case 'CHANGES_REQUESTED':
      return agreement.viewerCan.edit ? 'The homeowner asked for changes. Make them below and send the agreement again.' : 'You asked for changes. The contractor makes them and sends the agreement again.';
    case 'SENT':
      return isHomeowner ? 'Read the agreement, then sign it, ask for changes or decline it. Either side may sign first.' : `Sent to ${homeowner}. Either side may sign first: it is in force once both have signed.`;
    case 'SIGNED_BY_ONE': {
      const signer = agreement.signatures[0];
      return agreement.viewerCan.sign ? `${signer?.fullName ?? 'The other side'} has signed. It comes into force once you sign it too.` : 'You have signed. It comes into force once the other side signs too.';
    }
    case 'IN_FORCE':
      return `${sentence(`In force since ${formatDateTime(agreement.inForceAt)}`)} The signed copy was e-mailed to both parties.`;
    case 'CANCELLED':
      return sentence(`This agreement was cancelled${agreement.closeReason ? `: ${agreement.closeReason}` : ''}`);
    case 'DECLINED':
      return sentence(`The homeowner declined this agreement${agreement.closeReason ? `: ${agreement.closeReason}` : ''}`);
    default:
      return '';
  }
}

/**
 * The steps the viewer may take now, as the server's viewerCan says: for the homeowner, Sign, Ask for
 * changes and Decline while it waits for them, and Cancel this agreement during the cooling-off period;
 * for the contractor, Sign once sent; for operators, Record a cancellation. The homeowner's request for
 * changes is shown to both.
 */
export function AgreementActions({ agreement: from }: { agreement: FragmentType<AgreementActions_AgreementFragment> }) {
  const { data: agreement, complete } = useFragment({ fragment: AgreementActions_agreement, fragmentName: 'AgreementActions_agreement', from });
  const { viewer } = useViewer();
  const [step, setStep] = useState<Step>(null);
  const [sign] = useMutation(SignAgreementMutation);
  const [requestChanges] = useMutation(RequestAgreementChangesMutation);
  const [decline] = useMutation(DeclineAgreementMutation);
  const [cancel] = useMutation(CancelAgreementMutation);
  const [record] = useMutation(RecordAgreementCancellationMutation);
  if (!complete) return null;
  const { viewerCan } = agreement;
  const isHomeowner = viewer?.role === 'HOMEOWNER';
  const close = () => setStep(null);

  /** Runs a step: a toast when done, the problem (for the dialog to show) when not. */
  const run = async (action: () => Promise<unknown>, done: string, description?: string) => {
    try {
      await action();
      showToast({ title: done, description, type: 'success' });
      return undefined;
    } catch (error) {
      return stepProblem(error);
    }
  };

  const onSign = (input: SignAgreementInput) => run(() => sign({ variables: { id: agreement.id, input } }), 'You signed the agreement');
  const expectedName = isHomeowner ? agreement.terms.homeowner.name : agreement.terms.contractor.representative;
  const any = viewerCan.sign || viewerCan.requestChanges || viewerCan.decline || viewerCan.cancel || viewerCan.recordCancellation;

  return (
    <Stack as="section" aria-labelledby="agreement-next" gap="4" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
      <Heading as="h2" size="md" id="agreement-next">
        What happens next
      </Heading>
      <Text>{situation(agreement, viewer?.role)}</Text>
      {agreement.changeNote && agreement.status === 'CHANGES_REQUESTED' ? (
        <Box p="3" bg="bg.subtle" borderRadius="l2" borderStartWidth="3px" borderStartColor="border.warning">
          <HStack gap="1.5" textStyle="xs" fontWeight="semibold" color="fg.muted" mb="1">
            <MessageSquareWarning size={14} aria-hidden="true" />
            <Text as="span">The homeowner’s request for changes</Text>
          </HStack>
          <Text textStyle="sm" whiteSpace="pre-line">
            {agreement.changeNote}
          </Text>
        </Box>
      ) : null}
      {viewerCan.cancel && agreement.coolingOffEndsOn ? (
        <Notice tone="info">You may cancel this agreement for any reason until the end of {formatDate(agreement.coolingOffEndsOn, 'long')}. The contractor then has 15 days to refund your money.</Notice>
      ) : null}
      {!viewerCan.cancel && isHomeowner && agreement.status === 'IN_FORCE' && agreement.coolingOffEndsOn ? (
        <Text textStyle="sm" color="fg.muted">
          {AGREEMENT_MESSAGES.coolingOffOver}
        </Text>
      ) : null}
      {any ? (
        <HStack gap="3" wrap="wrap">
          {viewerCan.sign ? (
            <Button onClick={() => setStep('sign')}>
              <FileSignature aria-hidden="true" />
              Sign
            </Button>
          ) : null}
          {viewerCan.requestChanges ? (
            <Button variant="outline" onClick={() => setStep('changes')}>
              <MessageSquareWarning aria-hidden="true" />
              Ask for changes
            </Button>
          ) : null}
          {viewerCan.decline ? (
            <Button variant="outline" colorPalette="red" onClick={() => setStep('decline')}>
              <XCircle aria-hidden="true" />
              Decline
            </Button>
          ) : null}
          {viewerCan.cancel ? (
            <Button variant="outline" colorPalette="red" onClick={() => setStep('cancel')}>
              <Ban aria-hidden="true" />
              Cancel this agreement
            </Button>
          ) : null}
          {viewerCan.recordCancellation ? (
            <Button variant="outline" colorPalette="red" onClick={() => setStep('record')}>
              <ShieldX aria-hidden="true" />
              Record a cancellation
            </Button>
          ) : null}
        </HStack>
      ) : null}

      <SignDialog
        open={step === 'sign'}
        onClose={close}
        title="Sign the agreement"
        what="this agreement"
        expectedName={expectedName || 'your name'}
        confirmDeposit={isHomeowner && agreement.depositNeedsConfirmation}
        onSign={onSign}
      />
      <NoteDialog
        open={step === 'changes'}
        onClose={close}
        title="Ask for changes"
        description="The agreement goes back to the contractor with your note. Nothing is signed until you both sign the corrected agreement."
        label="What should change?"
        schema={requiredNote('Say what should change')}
        submitLabel="Send the request"
        onSubmit={async (note) => (await run(() => requestChanges({ variables: { id: agreement.id, note } }), 'Your request was sent to the contractor'))?.message ?? true}
      />
      <NoteDialog
        open={step === 'decline'}
        onClose={close}
        title="Decline the agreement?"
        description="The contractor is told. To work with them after all, they prepare a new agreement."
        label="Reason (optional)"
        required={false}
        schema={optionalNote}
        submitLabel="Decline"
        tone="danger"
        onSubmit={async (reason) => (await run(() => decline({ variables: { id: agreement.id, reason: reason || null } }), 'You declined the agreement'))?.message ?? true}
      />
      <NoteDialog
        open={step === 'cancel'}
        onClose={close}
        title="Cancel this agreement?"
        description={agreement.coolingOffEndsOn ? `You may cancel for any reason until the end of ${formatDate(agreement.coolingOffEndsOn, 'long')}. The contractor is told and has 15 days to refund your money.` : undefined}
        label="Reason (optional)"
        required={false}
        schema={optionalNote}
        submitLabel="Cancel this agreement"
        tone="danger"
        onSubmit={async (reason) => (await run(() => cancel({ variables: { id: agreement.id, reason: reason || null } }), 'The agreement is cancelled', 'The contractor has been told.'))?.message ?? true}
      />
      <NoteDialog
        open={step === 'record'}
        onClose={close}
        title="Record a cancellation"
        description="Record a cancellation both parties agreed to after the cooling-off period. Both are told."
        label="What the parties agreed"
        schema={requiredNote('Say what the parties agreed')}
        submitLabel="Record the cancellation"
        tone="danger"
        onSubmit={async (note) => (await run(() => record({ variables: { id: agreement.id, note } }), 'The cancellation is recorded'))?.message ?? true}
      />
    </Stack>
  );
}
