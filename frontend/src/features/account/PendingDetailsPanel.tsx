import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Notice, showToast, Stack, Text } from '@marketplace/design-system';
import { ACCOUNT_SETTINGS_MESSAGES } from '@marketplace/shared';
import { CircleCheck, ShieldQuestion } from 'lucide-react';
import { graphql } from '../../gql';
import type { PendingDetailsPanel_PendingFragment } from '../../gql/graphql';
import { formatDate } from '../../app/marketplace';
import { actionProblem } from '../../app/graphql/actionProblem';
import { useConfirmPendingDetails } from './mutations/useConfirmPendingDetails';
import { useDiscardPendingDetails } from './mutations/useDiscardPendingDetails';

/** Details given with the viewer's address before they confirmed it. */
export const PendingDetailsPanel_pending = graphql(`
  fragment PendingDetailsPanel_pending on PendingAccountDetails {
    name
    phone
    role
    businessName
    requestedAt
  }
`);

export const PENDING_DETAILS_TEXT = {
  title: 'Details waiting for your confirmation',
  why: 'These were given with your e-mail address before you confirmed it, when a project was posted or a contractor account was requested. Anyone can type an address into those forms, so we use none of it until you say it is yours.',
  confirm: 'Use these details',
  discard: 'Discard',
  confirmed: 'Your account now uses these details.',
  discarded: 'Discarded. Your account stays as it was.',
  contractor: 'A contractor account',
} as const;

/** One line of what is waiting: label and value. */
function Detail({ label, value }: { label: string; value: string }) {
  return (
    <HStack as="div" gap="2" align="baseline" wrap="wrap">
      <Text as="dt" textStyle="sm" color="fg.muted" minW="32">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" wordBreak="break-word">
        {value}
      </Text>
    </HStack>
  );
}

/**
 * The details waiting under the viewer's address, to take (confirm) or refuse (discard); with
 * nothing waiting, a short line saying so. Confirming a contractor request makes the account a
 * contractor account (the dashboard link then appears in the account menu).
 */
export function PendingDetailsPanel({
  pending: waiting,
  onConfirmed,
}: {
  pending: FragmentType<PendingDetailsPanel_PendingFragment> | null | undefined;
  onConfirmed?: (role: string) => void;
}) {
  const { confirm, confirming } = useConfirmPendingDetails();
  const { discard, discarding } = useDiscardPendingDetails();
  const { data: pending, complete } = useFragment({ fragment: PendingDetailsPanel_pending, from: waiting ?? null });
  if (waiting && !complete) return null;
  if (!waiting || !complete) {
    return (
      <HStack gap="2" color="fg.muted" textStyle="sm">
        <CircleCheck size={16} aria-hidden="true" />
        <Text>{ACCOUNT_SETTINGS_MESSAGES.nothingPending}</Text>
      </HStack>
    );
  }
  const run = async (action: 'confirm' | 'discard') => {
    try {
      if (action === 'confirm') {
        const account = await confirm();
        showToast({ type: 'success', title: PENDING_DETAILS_TEXT.confirmed });
        if (account) onConfirmed?.(account.role);
      } else {
        await discard();
        showToast({ type: 'success', title: PENDING_DETAILS_TEXT.discarded });
      }
    } catch (error) {
      showToast({ type: 'error', title: 'Nothing was changed', description: actionProblem(error) });
    }
  };
  return (
    <Stack
      as="section"
      aria-labelledby="pending-details-heading"
      gap="4"
      p={{ base: '5', md: '6' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.warning"
      borderRadius="card"
      boxShadow="card"
    >
      <HStack gap="2" align="start">
        <Box color="fg.warning" mt="0.5" flexShrink={0}>
          <ShieldQuestion aria-hidden="true" />
        </Box>
        <Heading as="h2" size="md" id="pending-details-heading">
          {PENDING_DETAILS_TEXT.title}
        </Heading>
      </HStack>
      <Notice tone="info">{PENDING_DETAILS_TEXT.why}</Notice>
      <Stack as="dl" gap="2">
        {pending.role === 'CONTRACTOR' ? <Detail label="Account type" value={PENDING_DETAILS_TEXT.contractor} /> : null}
        {pending.businessName ? <Detail label="Business name" value={pending.businessName} /> : null}
        {pending.name ? <Detail label="Name" value={pending.name} /> : null}
        {pending.phone ? <Detail label="Phone" value={pending.phone} /> : null}
        <Detail label="Given on" value={formatDate(pending.requestedAt) ?? pending.requestedAt} />
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => void run('confirm')} loading={confirming} loadingText="Confirming…" disabled={discarding}>
          {PENDING_DETAILS_TEXT.confirm}
        </Button>
        <Button variant="outline" onClick={() => void run('discard')} loading={discarding} loadingText="Discarding…" disabled={confirming}>
          {PENDING_DETAILS_TEXT.discard}
        </Button>
      </HStack>
    </Stack>
  );
}
