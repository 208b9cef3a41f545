import { EmptyState, Heading, Stack, Text } from '@marketplace/design-system';
import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { CreateKeyForm, KeyList, type KeyRef } from '../../../app/api-keys/ApiKeyControls';
import { CreatedKeyPanel } from '../../../app/api-keys/CreatedKeyPanel';
import { useCreatePartnerKey } from './mutations/useCreatePartnerKey';

export const PARTNER_SECRET_WARNING =
  'Copy this key now and keep it in your server’s secret store (never in a web page or an app people download). It is shown only once: GTA Home Pros does not store it.';

/** The partner's own keys: make one (the secret shown once) while fewer than `keysPerPartner` are `live`, see when each was last used, revoke. */
export function PartnerKeys({ keys, live, keysPerPartner }: { keys: readonly KeyRef[]; live: number; keysPerPartner: number }) {
  const create = useCreatePartnerKey();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  return (
    <Stack gap="4">
      {created ? (
        <CreatedKeyPanel name={created.name} secret={created.secret} warning={PARTNER_SECRET_WARNING} onDone={() => setCreated(null)} />
      ) : live >= keysPerPartner ? (
        <Text color="fg.muted">You have {keysPerPartner} active keys, the most a partner may hold. Revoke one you no longer use to make another.</Text>
      ) : (
        <CreateKeyForm
          create={create}
          onCreated={(name, secret) => setCreated({ name, secret })}
          label="Key label"
          placeholder="Production server"
          helpText="Where the key is used, so you can tell keys apart."
        />
      )}
      <Heading as="h3" size="md" ref={listHeadingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
        Your keys
      </Heading>
      {keys.length === 0 ? (
        <EmptyState title="No keys yet." description="Create your first key above, then send it in the X-Api-Key header." icon={KeyRound} headingLevel="h4" />
      ) : (
        <KeyList keys={keys} label="Your API keys, newest first" headingRef={listHeadingRef} />
      )}
    </Stack>
  );
}
