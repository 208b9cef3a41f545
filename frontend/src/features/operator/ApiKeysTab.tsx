import { useQuery } from '@apollo/client/react';
import { Badge, Button, ConfirmDialog, EmptyState, Heading, HStack, showToast, Stack, Text } from '@marketplace/design-system';
import { Formik } from 'formik';
import { KeyRound, Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ApiKeyFieldsFragment } from '../../gql/graphql';
import { FormikTextField } from '../../forms';
import { CreatedKeyPanel } from './CreatedKeyPanel';
import { DataView } from '../../app/ui/dataStates';
import { actionProblem } from './errors';
import { formatDateTime } from './format';
import { ApiKeysQuery } from './operations';
import { useCreateApiKey } from './mutations/useCreateApiKey';
import { useRevokeApiKey } from './mutations/useRevokeApiKey';
import { apiKeySchema } from './schema';

/** One key: name, state, prefix, when made and last used, and Revoke while it is live. */
export function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyFieldsFragment; onRevoke: () => void }) {
  const titleId = useId();
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
        <Button variant="outline" colorPalette="red" size="sm" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
          Revoke
        </Button>
      )}
    </Stack>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (name: string, secret: string) => void }) {
  const create = useCreateApiKey();
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
            <FormikTextField name="name" label="Partner or purpose" required placeholder="Durham Reno Leads integration" />
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

/** Partner API keys: create one (its secret shown once), see when each was last used, revoke. */
export function ApiKeysTab() {
  const { data, loading, error, refetch } = useQuery(ApiKeysQuery);
  const { revoke, revoking } = useRevokeApiKey();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [pending, setPending] = useState<ApiKeyFieldsFragment | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  /** The revoked key's Revoke button is gone: focus returns to the list's heading instead. */
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
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Partner API keys
        </Heading>
        <Text color="fg.muted">Partners send the key in the X-Api-Key header to read open GTA projects through the public API.</Text>
        {created ? <CreatedKeyPanel name={created.name} secret={created.secret} onDone={() => setCreated(null)} /> : <CreateKeyForm onCreated={(name, secret) => setCreated({ name, secret })} />}
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="md" ref={listHeadingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
          Keys
        </Heading>
        <DataView
          data={data?.apiKeys}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          isEmpty={(keys) => keys.length === 0}
          placeholder={{ label: 'Loading API keys...', variant: 'list', count: 2, showLabel: false }}
          errorTitle="We couldn't load the API keys"
          errorDescription={actionProblem(error)}
          errorHeadingLevel="h4"
          empty={<EmptyState title="No API keys yet." description="Create one above when a partner needs access." icon={KeyRound} headingLevel="h4" />}
        >
          {(keys) => (
            <Stack as="ul" listStyleType="none" gap="3" aria-label="API keys, newest first">
              {keys.map((apiKey) => (
                <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => {
                    revokedRef.current = false;
                    setPending(apiKey);
                  }} />
              ))}
            </Stack>
          )}
        </DataView>
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
        finalFocusEl={() => (revokedRef.current ? listHeadingRef.current : null)}
      />
    </Stack>
  );
}
