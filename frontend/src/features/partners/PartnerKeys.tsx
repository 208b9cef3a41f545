import { Button, ConfirmDialog, EmptyState, Heading, showToast, Stack, Text } from '@marketplace/design-system';
import { Formik } from 'formik';
import { KeyRound, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ApiKeyFieldsFragment } from '../../gql/graphql';
import { FormikTextField } from '../../forms';
import { KeyRow } from '../operator/ApiKeysTab';
import { CreatedKeyPanel } from '../operator/CreatedKeyPanel';
import { actionProblem } from '../operator/errors';
import { useCreatePartnerKey } from './mutations/useCreatePartnerKey';
import { useRevokePartnerKey } from './mutations/useRevokePartnerKey';
import { partnerKeySchema } from './schema';

export const PARTNER_SECRET_WARNING =
  'Copy this key now and keep it in your server’s secret store (never in a web page or an app people download). It is shown only once: GTA Home Pros does not store it.';

/** The partner's own keys: make one (the secret shown once), see when each was last used, revoke. */
export function PartnerKeys({ keys, keysPerPartner }: { keys: ApiKeyFieldsFragment[]; keysPerPartner: number }) {
  const create = useCreatePartnerKey();
  const { revoke, revoking } = useRevokePartnerKey();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [pending, setPending] = useState<ApiKeyFieldsFragment | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const revokedRef = useRef(false);
  const live = keys.filter((key) => !key.revokedAt).length;

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
    <Stack gap="4">
      {created ? (
        <CreatedKeyPanel name={created.name} secret={created.secret} warning={PARTNER_SECRET_WARNING} onDone={() => setCreated(null)} />
      ) : live >= keysPerPartner ? (
        <Text color="fg.muted">You have {keysPerPartner} active keys, the most a partner may hold. Revoke one you no longer use to make another.</Text>
      ) : (
        <Formik
          initialValues={{ name: '' }}
          validationSchema={partnerKeySchema}
          onSubmit={async ({ name }, { resetForm, setFieldError }) => {
            try {
              const made = await create(name.trim());
              if (!made) return;
              resetForm();
              setCreated({ name: made.apiKey.name, secret: made.key });
            } catch (problem) {
              setFieldError('name', actionProblem(problem));
            }
          }}
        >
          {(form) => (
            <form onSubmit={form.handleSubmit} noValidate aria-label="Create an API key">
              <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'start' }} gap="3">
                <Stack flex="1" minW="0">
                  <FormikTextField name="name" label="Key label" required placeholder="Production server" helpText="Where the key is used, so you can tell keys apart." />
                </Stack>
                <Button type="submit" loading={form.isSubmitting} loadingText="Creating…" mt={{ sm: '6' }}>
                  <Plus aria-hidden="true" />
                  Create key
                </Button>
              </Stack>
            </form>
          )}
        </Formik>
      )}
      <Heading as="h3" size="md" ref={listHeadingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
        Your keys
      </Heading>
      {keys.length === 0 ? (
        <EmptyState title="No keys yet." description="Create your first key above, then send it in the X-Api-Key header." icon={KeyRound} headingLevel="h4" />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Your API keys, newest first">
          {keys.map((apiKey) => (
            <KeyRow
              key={apiKey.id}
              apiKey={apiKey}
              onRevoke={() => {
                revokedRef.current = false;
                setPending(apiKey);
              }}
            />
          ))}
        </Stack>
      )}
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
