import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Button, EmptyState, Heading, HStack, Stack, Text } from '@marketplace/design-system';
import { FileCheck2, Plus } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { CredentialForm_CredentialFragment, CredentialRow_CredentialFragment } from '../../../gql/graphql';
import { CredentialForm } from './CredentialForm';
import { formatDay, formatDollars, kindLabel, STATUS_DISPLAY } from '../../../app/credentials/labels';

/** What a row of the contractor's credentials shows. */
export const CredentialRow_credential = graphql(`
  fragment CredentialRow_credential on Credential {
    id
    kind
    title
    number
    issuer
    coverageAmount
    expiresOn
    status
    rejectionReason
    viewerCan {
      resubmit
    }
  }
`);

/** A credential in the list: its row, and the form that corrects it. */
export type ListedCredential = { id: string } & FragmentType<CredentialRow_CredentialFragment> & FragmentType<CredentialForm_CredentialFragment>;

function CredentialRow({ credential: from, onEdit }: { credential: FragmentType<CredentialRow_CredentialFragment>; onEdit: () => void }) {
  const { data: credential, complete } = useFragment({ fragment: CredentialRow_credential, from });
  if (!complete) return null;
  const status = STATUS_DISPLAY[credential.status];
  const headingId = `credential-${credential.id}-name`;
  return (
    <Stack as="li" id={`credential-${credential.id}`} aria-labelledby={headingId} gap="2" p="4" borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.panel">
      <HStack justify="space-between" align="start" wrap="wrap" gap="2">
        <Heading as="h3" size="sm" id={headingId}>
          {credential.kind === 'OTHER' && credential.title ? credential.title : kindLabel(credential.kind)}
        </Heading>
        <Badge colorPalette={status.palette} variant="subtle" size="md">
          {status.label}
        </Badge>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        No. {credential.number} · {credential.issuer}
        {credential.coverageAmount ? ` · ${formatDollars(credential.coverageAmount)} coverage` : ''} · Expires {formatDay(credential.expiresOn)}
      </Text>
      <Text textStyle="sm">{status.meaning}</Text>
      {credential.status === 'REJECTED' && credential.rejectionReason ? (
        <Text textStyle="sm" color="fg.error">
          Reason: {credential.rejectionReason}
        </Text>
      ) : null}
      {credential.viewerCan.resubmit ? (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onEdit}>
          {credential.status === 'SUBMITTED' ? 'Correct details' : 'Correct and send again'}
          <Text as="span" srOnly>
            {' '}
            for {kindLabel(credential.kind)}
          </Text>
        </Button>
      ) : null}
    </Stack>
  );
}

/** The contractor's credentials with the state of each, and the way to add or correct one. */
export function CredentialList({ credentials }: { credentials: readonly ListedCredential[] }) {
  const [form, setForm] = useState<{ editing?: ListedCredential } | null>(null);
  return (
    <Stack as="section" aria-labelledby="credentials-heading" gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id="credentials-heading">
          Licences and insurance
        </Heading>
        <Button onClick={() => setForm({})}>
          <Plus aria-hidden="true" />
          Add a credential
        </Button>
      </HStack>
      <Text color="fg.muted" textStyle="sm">
        Verified, unexpired credentials earn badges on your profile and on every proposal. A renewal is added as a new credential.
      </Text>
      {credentials.length === 0 ? (
        <EmptyState
          icon={FileCheck2}
          headingLevel="h3"
          title="No credentials yet"
          description="Add your WSIB clearance certificate, liability insurance and any licence your trade needs (ECRA/ESA, TSSA, City of Toronto renovator licence)."
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Your credentials">
          {credentials.map((credential) => (
            <CredentialRow key={credential.id} credential={credential} onEdit={() => setForm({ editing: credential })} />
          ))}
        </Stack>
      )}
      {form ? <CredentialForm open onClose={() => setForm(null)} editing={form.editing} /> : null}
    </Stack>
  );
}
