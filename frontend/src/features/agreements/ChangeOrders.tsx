import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { Box, Button, ChangeOrderStatusBadge, HStack, showToast, Stack, Text } from '@marketplace/design-system';
import { formatCents, formatDate, formatDateTime } from '@marketplace/shared';
import { FilePlus2, FileSignature, Undo2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ChangeOrders_AgreementFragment, SignAgreementInput } from '../../gql/graphql';
import { useViewer } from '../../app/session/useViewer';
import { AgreementPart, Terms } from './AgreementPart';
import { changeOrderStatusFromApi } from '../../app/agreements/apiValues';
import { ChangeOrderDialog } from './ChangeOrderDialog';
import { AgreementPageQuery, DeclineChangeOrderMutation, ProposeChangeOrderMutation, SignChangeOrderMutation, WithdrawChangeOrderMutation } from './operations';
import { NoteDialog } from '../../forms';
import { optionalNote } from '../../app/agreements/noteSchemas';
import { SignDialog } from './SignDialog';
import { stepProblem } from '../../app/agreements/stepProblem';

/** The agreement's change orders: each with its state and signatures, and the steps the viewer may take. */
export const ChangeOrders_agreement = graphql(`
  fragment ChangeOrders_agreement on Agreement {
    id
    status
    viewerCan {
      proposeChange
    }
    terms {
      homeowner {
        name
      }
      contractor {
        representative
      }
    }
    totals {
      totalCents
    }
    currentTotals {
      totalCents
    }
    changeOrders {
      id
      number
      proposedBy
      status
      description
      totalChangeCents
      scheduleChange
      startDate
      completionDate
      declineReason
      createdAt
      decidedAt
      signatures {
        id
        party
        fullName
        signedAt
      }
      viewerCan {
        sign
        decline
        withdraw
      }
    }
  }
`);

type ChangeOrder = ChangeOrders_AgreementFragment['changeOrders'][number];
const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));
const PARTY = { HOMEOWNER: 'the homeowner', CONTRACTOR: 'the contractor' } as const;

/** The page's query again: a change order changes the agreement's totals and history. */
const REFETCH = { refetchQueries: [AgreementPageQuery], awaitRefetchQueries: true };

function ChangeOrderCard({ change, onSign, onDecline, onWithdraw, busy }: { change: ChangeOrder; onSign: () => void; onDecline: () => void; onWithdraw: () => void; busy: boolean }) {
  const title = `Change order ${change.number}`;
  const signature = change.signatures[0];
  return (
    <Stack as="li" gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" aria-label={title}>
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Text as="h3" fontWeight="semibold">
            {title}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            Proposed by {PARTY[change.proposedBy]} on {formatDateTime(change.createdAt)}
          </Text>
        </Stack>
        <ChangeOrderStatusBadge status={changeOrderStatusFromApi(change.status)} />
      </HStack>
      <Text textStyle="sm" whiteSpace="pre-line">
        {change.description}
      </Text>
      <Terms
        items={[
          { term: 'Change to the total', value: `${signed(change.totalChangeCents)} with HST` },
          change.scheduleChange ? { term: 'Schedule', value: change.scheduleChange } : null,
          change.startDate ? { term: 'New start date', value: formatDate(change.startDate) } : null,
          change.completionDate ? { term: 'New completion date', value: formatDate(change.completionDate) } : null,
          signature ? { term: 'Signed', value: `${signature.fullName}, ${formatDateTime(signature.signedAt)}` } : null,
          change.declineReason ? { term: change.status === 'WITHDRAWN' ? 'Why it was withdrawn' : 'Why it was declined', value: change.declineReason } : null,
        ]}
      />
      {change.viewerCan.sign || change.viewerCan.decline || change.viewerCan.withdraw ? (
        <HStack gap="3" wrap="wrap">
          {change.viewerCan.sign ? (
            <Button size="sm" onClick={onSign} aria-label={`Sign change order ${change.number}`} disabled={busy}>
              <FileSignature aria-hidden="true" />
              Sign
            </Button>
          ) : null}
          {change.viewerCan.decline ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onDecline} aria-label={`Decline change order ${change.number}`} disabled={busy}>
              <XCircle aria-hidden="true" />
              Decline
            </Button>
          ) : null}
          {change.viewerCan.withdraw ? (
            <Button size="sm" variant="outline" onClick={onWithdraw} aria-label={`Withdraw change order ${change.number}`} loading={busy} loadingText="Withdrawing…">
              <Undo2 aria-hidden="true" />
              Withdraw
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}

/**
 * Change orders on an agreement in force: the original total, each change order (its lines are in the
 * price table), the current total with the signed ones, and Propose a change order. The other side signs
 * or declines a proposed change; its proposer may withdraw it.
 */
export function ChangeOrders({ agreement: from }: { agreement: FragmentType<ChangeOrders_AgreementFragment> }) {
  const { data: agreement, complete } = useFragment({ fragment: ChangeOrders_agreement, fragmentName: 'ChangeOrders_agreement', from });
  const { viewer } = useViewer();
  const [proposing, setProposing] = useState(false);
  const [signing, setSigning] = useState<ChangeOrder | null>(null);
  const [declining, setDeclining] = useState<ChangeOrder | null>(null);
  const [withdrawingId, setWithdrawingId] = useState<string | null>(null);
  const [propose] = useMutation(ProposeChangeOrderMutation, REFETCH);
  const [sign] = useMutation(SignChangeOrderMutation, REFETCH);
  const [decline] = useMutation(DeclineChangeOrderMutation, REFETCH);
  const [withdraw] = useMutation(WithdrawChangeOrderMutation, REFETCH);
  if (!complete) return null;
  if (agreement.changeOrders.length === 0 && !agreement.viewerCan.proposeChange) return null;
  const signedCount = agreement.changeOrders.filter((change) => change.status === 'SIGNED').length;
  const isHomeowner = viewer?.role === 'HOMEOWNER';

  const onSign = async (input: SignAgreementInput) => {
    if (!signing) return undefined;
    try {
      await sign({ variables: { id: signing.id, input } });
      showToast({ title: `You signed change order ${signing.number}`, description: 'The agreement’s total now includes it.', type: 'success' });
      return undefined;
    } catch (error) {
      return stepProblem(error);
    }
  };
  const onWithdraw = async (change: ChangeOrder) => {
    setWithdrawingId(change.id);
    try {
      await withdraw({ variables: { id: change.id } });
      showToast({ title: `Change order ${change.number} withdrawn`, type: 'success' });
    } catch (error) {
      showToast({ title: 'Nothing was changed', description: stepProblem(error).message, type: 'error' });
    } finally {
      setWithdrawingId(null);
    }
  };

  return (
    <AgreementPart title="Change orders" description="Once the agreement is in force, the price and the dates change only through a change order both sides have signed.">
      <Terms
        items={[
          { term: 'Original total', value: formatCents(agreement.totals.totalCents) },
          { term: 'Current total', value: `${formatCents(agreement.currentTotals.totalCents)}${signedCount > 0 ? ` (with ${signedCount === 1 ? '1 signed change order' : `${signedCount} signed change orders`})` : ''}` },
        ]}
      />
      {agreement.changeOrders.length > 0 ? (
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label="Change orders">
          {agreement.changeOrders.map((change) => (
            <ChangeOrderCard
              key={change.id}
              change={change}
              busy={withdrawingId === change.id}
              onSign={() => setSigning(change)}
              onDecline={() => setDeclining(change)}
              onWithdraw={() => void onWithdraw(change)}
            />
          ))}
        </Stack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          No change orders yet.
        </Text>
      )}
      {agreement.viewerCan.proposeChange ? (
        <Box>
          <Button variant="outline" onClick={() => setProposing(true)}>
            <FilePlus2 aria-hidden="true" />
            Propose a change order
          </Button>
        </Box>
      ) : null}

      <ChangeOrderDialog
        open={proposing}
        onClose={() => setProposing(false)}
        onPropose={async (input) => {
          try {
            await propose({ variables: { agreementId: agreement.id, input } });
            showToast({ title: 'Change order proposed', description: 'The other side has been told. It changes the agreement once they sign it.', type: 'success' });
            return undefined;
          } catch (error) {
            return stepProblem(error);
          }
        }}
      />
      <SignDialog
        open={signing !== null}
        onClose={() => setSigning(null)}
        title={signing ? `Sign change order ${signing.number}` : 'Sign the change order'}
        what="this change order"
        expectedName={(isHomeowner ? agreement.terms.homeowner.name : agreement.terms.contractor.representative) || 'your name'}
        onSign={onSign}
      >
        {signing ? (
          <Text textStyle="sm">
            {signing.description} ({signed(signing.totalChangeCents)} with HST).
          </Text>
        ) : null}
      </SignDialog>
      <NoteDialog
        open={declining !== null}
        onClose={() => setDeclining(null)}
        title={declining ? `Decline change order ${declining.number}?` : 'Decline the change order?'}
        description="The agreement stays as it was. The other side is told."
        label="Reason (optional)"
        required={false}
        schema={optionalNote}
        submitLabel="Decline"
        tone="danger"
        onSubmit={async (reason) => {
          if (!declining) return true;
          try {
            await decline({ variables: { id: declining.id, reason: reason || null } });
            showToast({ title: `Change order ${declining.number} declined`, type: 'success' });
            return true;
          } catch (error) {
            return stepProblem(error).message;
          }
        }}
      />
    </AgreementPart>
  );
}
