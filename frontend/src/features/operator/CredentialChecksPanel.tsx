import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { AppLink, Button, ConfirmDialog, EmptyState, Heading, HStack, showToast, Stack, Text } from '@marketplace/design-system';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { DataView } from '../../app/ui/dataStates';
import { graphql } from '../../gql';
import type { CheckRow_CheckFragment, CredentialChecksQuery as CredentialChecksResult } from '../../gql/graphql';
import { fieldErrorsOf } from '../../app/graphql/errors';
import { RejectReasonField } from './RejectReasonField';
import { formatDay, formatDollars, kindLabel } from '../../app/credentials/labels';
import { CredentialChecksQuery } from './credentialOperations';
import { useRejectCredential } from './mutations/useRejectCredential';
import { useVerifyCredential } from './mutations/useVerifyCredential';
import { rejectionSchema } from './schema';
import { formatDateTime } from '@marketplace/shared';

const PAGE_SIZE = 20;

export const CheckRow_check = graphql(`
  fragment CheckRow_check on Credential {
    id
    contractorId
    contractorName
    kind
    title
    number
    issuer
    coverageAmount
    expiresOn
    documentUrl
    submittedAt
  }
`);

type Check = CredentialChecksResult['credentialChecks']['nodes'][number];

function CheckRow({ check: ref, busy, onVerify, onReject }: { check: FragmentType<CheckRow_CheckFragment>; busy: boolean; onVerify: () => void; onReject: () => void }) {
  const { data: check, complete } = useFragment({ fragment: CheckRow_check, from: ref });
  if (!complete) return null;
  const name = check.kind === 'OTHER' && check.title ? check.title : kindLabel(check.kind);
  return (
    <Stack as="li" gap="2" p="4" borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.panel" aria-label={`${name} from ${check.contractorName}`}>
      <HStack justify="space-between" wrap="wrap" gap="2" align="start">
        <Stack gap="0.5">
          <Heading as="h3" size="sm">
            {name}
          </Heading>
          <AppLink href={`/contractor/${check.contractorId}`} color="fg.brand" textStyle="sm">
            {check.contractorName}
          </AppLink>
        </Stack>
        <Text textStyle="xs" color="fg.muted">
          Sent {formatDateTime(check.submittedAt)}
        </Text>
      </HStack>
      <Text textStyle="sm">
        No. {check.number} · {check.issuer}
        {check.coverageAmount ? ` · ${formatDollars(check.coverageAmount)}` : ''} · Expires {formatDay(check.expiresOn)}
      </Text>
      {check.documentUrl ? (
        <AppLink href={check.documentUrl} textStyle="sm" color="fg.brand" target="_blank" rel="noopener">
          Open the uploaded document
        </AppLink>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          No document uploaded: check the number on the issuer's public register.
        </Text>
      )}
      <HStack gap="2" justify="flex-end" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="red" onClick={onReject} disabled={busy}>
          Reject<Text as="span" srOnly>{` ${name} from ${check.contractorName}`}</Text>
        </Button>
        <Button size="sm" colorPalette="green" onClick={onVerify} loading={busy} loadingText="Verifying…">
          Verify<Text as="span" srOnly>{` ${name} from ${check.contractorName}`}</Text>
        </Button>
      </HStack>
    </Stack>
  );
}

/** The operators' credential checks: the oldest waiting first, verified or rejected (with a reason) one by one. */
export function CredentialChecksPanel() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1];
  const { data, loading, error, refetch } = useQuery(CredentialChecksQuery, { variables: { status: 'SUBMITTED', first: PAGE_SIZE, after }, fetchPolicy: 'cache-and-network' });
  const verify = useVerifyCredential();
  const reject = useRejectCredential();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Check | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const decided = async (check: Check, run: () => Promise<unknown>, title: string) => {
    setBusyId(check.id);
    try {
      await run();
      showToast({ type: 'success', title, description: `${check.contractorName} has been e-mailed.` });
      await refetch();
      return true;
    } catch (problem) {
      const field = fieldErrorsOf(problem);
      if (field?.reason) setReasonError(field.reason);
      else showToast({ type: 'error', title: 'Not saved', description: field?.status ?? 'Please check your connection and try again.' });
      return false;
    } finally {
      setBusyId(null);
    }
  };
  const confirmReject = async () => {
    if (!rejecting) return;
    try {
      rejectionSchema.validateSync({ reason });
    } catch (invalid) {
      setReasonError((invalid as Error).message);
      return;
    }
    if (await decided(rejecting, () => reject(rejecting.id, reason.trim()), 'Credential rejected')) setRejecting(null);
  };

  const page = data?.credentialChecks;
  return (
    <Stack as="section" aria-labelledby="credential-checks-heading" gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg" id="credential-checks-heading">
          Credential checks
        </Heading>
        {page ? <Text color="fg.muted">{page.totalCount === 1 ? '1 waiting' : `${page.totalCount} waiting`}</Text> : null}
      </HStack>
      <DataView
        data={page}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(checks) => checks.nodes.length === 0}
        placeholder={{ label: 'Loading credential checks...', variant: 'list', count: 3 }}
        errorTitle="We couldn't load the credential checks"
        errorDescription="Please try again."
        empty={<EmptyState icon={ClipboardCheck} headingLevel="h3" title="No credentials waiting" description="New licences, clearances and insurance certificates appear here, the oldest first." />}
      >
        {(page) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Credentials waiting for a check">
            {page.nodes.map((check) => (
              <CheckRow
                key={check.id}
                check={check}
                busy={busyId === check.id}
                onVerify={() => void decided(check, () => verify(check.id), 'Credential verified')}
                onReject={() => {
                  setReason('');
                  setReasonError(undefined);
                  setRejecting(check);
                }}
              />
            ))}
          </Stack>
        )}
      </DataView>
      <HStack justify="space-between">
        <Button variant="outline" size="sm" disabled={cursors.length === 1} onClick={() => setCursors((list) => list.slice(0, -1))}>
          Previous page
        </Button>
        <Button variant="outline" size="sm" disabled={!page?.pageInfo.hasNextPage} onClick={() => setCursors((list) => [...list, page?.pageInfo.endCursor ?? null])}>
          Next page
        </Button>
      </HStack>
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        title="Reject this credential?"
        description={rejecting ? `${kindLabel(rejecting.kind)} from ${rejecting.contractorName}, no. ${rejecting.number}.` : undefined}
        confirmLabel="Reject and e-mail"
        tone="danger"
        isLoading={busyId === rejecting?.id}
        onConfirm={() => void confirmReject()}
      >
        {rejecting ? <RejectReasonField value={reason} onChange={setReason} error={reasonError} who={rejecting.contractorName} /> : null}
      </ConfirmDialog>
    </Stack>
  );
}
