import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Button, ConfirmDialog, HStack, showToast, Stack, Text } from '@marketplace/design-system';
import { Formik } from 'formik';
import { Plus } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { graphql } from '../../gql';
import type { KeyRow_ApiKeyFragment } from '../../gql/graphql';
import { FormikTextField } from '../../forms';
import { actionProblem } from '../graphql/actionProblem';
import { formatDateTime } from '../marketplace/format';
import { useRevokeApiKey } from './useRevokeApiKey';
import { apiKeySchema } from './schema';

/**
 * The API key controls operators and partners share: a key's row, the form that makes one, and the
 * list whose Revoke asks first. Each screen says who the keys are for (its labels) and how a key is
 * made (its create hook); revoking is the same mutation for both.
 */

export const KeyRow_apiKey = graphql(`
  fragment KeyRow_apiKey on ApiKey {
    id
    name
    prefix
    createdAt
    lastUsedAt
    revokedAt
  }
`);

/** A key as a screen's query lists it: its id beside the row's fragment. */
export type KeyRef = { id: string } & FragmentType<KeyRow_ApiKeyFragment>;

/** One key: name, state, prefix, when made and last used, and Revoke while it is live (given the key it shows). */
export function KeyRow({ apiKey: ref, onRevoke }: { apiKey: FragmentType<KeyRow_ApiKeyFragment>; onRevoke: (apiKey: KeyRow_ApiKeyFragment) => void }) {
  const titleId = useId();
  const { data: apiKey, complete } = useFragment({ fragment: KeyRow_apiKey, from: ref });
  if (!complete) return null;
  const revoked = Boolean(apiKey.revokedAt);
  return (
    <Stack as="li" aria-labelledby={titleId} direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" p="4" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card">
      <Stack gap="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text id={titleId} fontWeight="semibold" wordBreak="break-word">
            {apiKey.name}
          </Text>
          <Badge colorPalette={revoked ? 'red' : 'green'} variant="subtle">
            {revoked ? 'Revoked' : 'Active'}
          </Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
          <Text as="span" fontFamily="mono">
            {apiKey.prefix}…
          </Text>
          {' · '}Created {formatDateTime(apiKey.createdAt)}
          {' · '}
          {apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt)}` : 'Never used'}
          {revoked ? ` · Revoked ${formatDateTime(apiKey.revokedAt)}` : ''}
        </Text>
      </Stack>
      {revoked ? null : (
        <Button variant="outline" colorPalette="red" size="sm" onClick={() => onRevoke(apiKey)} aria-label={`Revoke ${apiKey.name}`}>
          Revoke
        </Button>
      )}
    </Stack>
  );
}

export interface CreateKeyFormProps {
  /** Makes the key; resolves with its secret (shown once) and its row. */
  create(name: string): Promise<{ key: string; apiKey: { name: string } } | undefined>;
  onCreated(name: string, secret: string): void;
  label: string;
  placeholder: string;
  helpText?: string;
}

/** The one field and button that make a key; the server's refusal (e.g. the partner's 3-key limit) shows on the field. */
export function CreateKeyForm({ create, onCreated, label, placeholder, helpText }: CreateKeyFormProps) {
  return (
    <Formik
      initialValues={{ name: '' }}
      validationSchema={apiKeySchema}
      onSubmit={async ({ name }, { resetForm, setFieldError }) => {
        try {
          const created = await create(name.trim());
          if (!created) return;
          resetForm();
          onCreated(created.apiKey.name, created.key);
        } catch (problem) {
          setFieldError('name', actionProblem(problem));
        }
      }}
    >
      {(form) => (
        <form onSubmit={form.handleSubmit} noValidate aria-label="Create an API key">
          <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'start' }} gap="3">
            <Stack flex="1" minW="0">
              <FormikTextField name="name" label={label} required placeholder={placeholder} helpText={helpText} />
            </Stack>
            <Button type="submit" loading={form.isSubmitting} loadingText="Creating…" mt={{ sm: '6' }}>
              <Plus aria-hidden="true" />
              Create key
            </Button>
          </Stack>
        </form>
      )}
    </Formik>
  );
}

/**
 * Keys, newest first, each revoked after a confirmation. A revoked key's Revoke button is gone, so
 * focus then returns to `headingRef` (the list's heading).
 */
export function KeyList({ keys, label, headingRef }: { keys: readonly KeyRef[]; label: string; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { revoke, revoking } = useRevokeApiKey();
  const [pending, setPending] = useState<KeyRow_ApiKeyFragment | null>(null);
  const revokedRef = useRef(false);

  const confirmRevoke = async () => {
    if (!pending) return;
    try {
      await revoke(pending.id);
      revokedRef.current = true;
      showToast({ title: 'Key revoked', description: `“${pending.name}” stops working at once.`, type: 'success' });
    } catch (problem) {
      showToast({ title: 'That did not go through', description: actionProblem(problem), type: 'error' });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={label}>
        {keys.map((apiKey) => (
          <KeyRow
            key={apiKey.id}
            apiKey={apiKey}
            onRevoke={(shown) => {
              revokedRef.current = false;
              setPending(shown);
            }}
          />
        ))}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title="Revoke this key?"
        description={pending ? `Requests with “${pending.name}” (${pending.prefix}…) are refused at once. This cannot be undone.` : undefined}
        confirmLabel="Revoke key"
        tone="danger"
        isLoading={revoking}
        onConfirm={() => void confirmRevoke()}
        finalFocusEl={() => (revokedRef.current ? headingRef.current : null)}
      />
    </>
  );
}
