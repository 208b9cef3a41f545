import { useQuery } from '@apollo/client/react';
import { EmptyState, Heading, Stack, Text } from '@marketplace/design-system';
import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { DataView } from '../../app/ui/dataStates';
import { CreateKeyForm, KeyList } from '../../app/api-keys/ApiKeyControls';
import { CreatedKeyPanel } from '../../app/api-keys/CreatedKeyPanel';
import { actionProblem } from '../../app/graphql/actionProblem';
import { useCreateApiKey } from './mutations/useCreateApiKey';
import { ApiKeysQuery } from './operations';

/** Where a key the operator makes goes: to its partner, by hand. */
export const SECRET_WARNING = 'Copy this key now and give it to the partner over a secure channel. It is shown only once: GTA Home Pros does not store it.';

/** Every API key, partners' and those made here by hand: create one (its secret shown once), see when each was last used, revoke. */
export function ApiKeysTab() {
  const { data, loading, error, refetch } = useQuery(ApiKeysQuery);
  const create = useCreateApiKey();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Partner API keys
        </Heading>
        <Text color="fg.muted">Partners send the key in the X-Api-Key header to read open GTA projects through the public API.</Text>
        {created ? (
          <CreatedKeyPanel name={created.name} secret={created.secret} warning={SECRET_WARNING} onDone={() => setCreated(null)} />
        ) : (
          <CreateKeyForm create={create} onCreated={(name, secret) => setCreated({ name, secret })} label="Partner or purpose" placeholder="Durham Reno Leads integration" />
        )}
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
          {(keys) => <KeyList keys={keys} label="API keys, newest first" headingRef={listHeadingRef} />}
        </DataView>
      </Stack>
    </Stack>
  );
}
