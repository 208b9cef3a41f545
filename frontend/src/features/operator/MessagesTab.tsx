import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { AppLink, Badge, Button, EmptyState, Heading, HStack, LoadMore, showToast, Stack, Text } from '@marketplace/design-system';
import { Check, Filter, MailOpen, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { graphql } from '../../gql';
import type { ContactMessagesQuery, MessageCard_MessageFragment } from '../../gql/graphql';
import { DataView } from '../../app/ui/dataStates';
import { actionProblem } from '../../app/graphql/actionProblem';
import { useLoadingMore } from '../../app/ui/useLoadingMore';
import { formatDateTime } from './format';
import { ContactMessagesQuery as MessagesQuery } from './operations';
import { useMarkContactMessageHandled } from './mutations/useMarkContactMessageHandled';

export const MESSAGES_PAGE_SIZE = 20;

type ContactMessage = ContactMessagesQuery['contactMessages'][number];

export const MessageCard_message = graphql(`
  fragment MessageCard_message on ContactMessage {
    id
    name
    email
    phone
    subject
    message
    createdAt
    handledAt
  }
`);

function MessageCard({ message: ref, busy, onToggle }: { message: FragmentType<MessageCard_MessageFragment>; busy: boolean; onToggle: () => void }) {
  const titleId = useId();
  const { data: message, complete } = useFragment({ fragment: MessageCard_message, from: ref });
  if (!complete) return null;
  const handled = Boolean(message.handledAt);
  return (
    <Stack as="article" aria-labelledby={titleId} gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" minW="0">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Heading as="h3" size="md" id={titleId} wordBreak="break-word" minW="0">
          {message.subject}
        </Heading>
        <Badge colorPalette={handled ? 'green' : 'orange'} variant="subtle">
          {handled ? `Handled ${formatDateTime(message.handledAt)}` : 'Waiting'}
        </Badge>
      </HStack>
      <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
        From {message.name} · <AppLink href={`mailto:${message.email}`}>{message.email}</AppLink>
        {message.phone ? (
          <>
            {' · '}
            <AppLink href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</AppLink>
          </>
        ) : null}
        {' · '}Received {formatDateTime(message.createdAt)}
      </Text>
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {message.message}
      </Text>
      <HStack justify="flex-end">
        <Button variant="outline" colorPalette="gray" size="sm" onClick={onToggle} loading={busy} w={{ base: 'full', sm: 'auto' }}>
          {handled ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
          {handled ? 'Reopen' : 'Mark handled'}
        </Button>
      </HStack>
    </Stack>
  );
}

function MessageList({ unhandledOnly }: { unhandledOnly: boolean }) {
  const { data, loading, error, refetch, fetchMore, updateQuery } = useQuery(MessagesQuery, { variables: { first: MESSAGES_PAGE_SIZE, unhandledOnly }, fetchPolicy: 'cache-and-network' });
  const mark = useMarkContactMessageHandled();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [exhausted, setExhausted] = useState(false);
  const { loadingMore, loadMore } = useLoadingMore('More messages could not be loaded');

  const messages = data?.contactMessages ?? [];
  const hasMore = !exhausted && messages.length >= MESSAGES_PAGE_SIZE;

  const toggle = async (message: ContactMessage) => {
    const handled = !message.handledAt;
    setBusyId(message.id);
    try {
      await mark(message.id, handled);
      // With "Waiting only" on, a handled message no longer belongs in the list.
      if (unhandledOnly && handled) updateQuery((_, { complete, previousData }) =>
          complete ? { contactMessages: previousData.contactMessages.filter((m) => m.id !== message.id) } : undefined,
        );
      showToast({ title: handled ? 'Marked handled' : 'Reopened', description: `“${message.subject}” from ${message.name}.`, type: 'success' });
    } catch (problem) {
      showToast({ title: 'That did not go through', description: actionProblem(problem), type: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  const loadOlder = () =>
    loadMore(async () => {
      const { data: more } = await fetchMore({
        variables: { before: messages.at(-1)?.id },
        updateQuery: (previous, { fetchMoreResult }) => ({ ...previous, contactMessages: [...previous.contactMessages, ...fetchMoreResult.contactMessages] }),
      });
      if ((more?.contactMessages.length ?? 0) < MESSAGES_PAGE_SIZE) setExhausted(true);
    });

  return (
    <DataView
      data={data?.contactMessages}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(list) => list.length === 0}
      placeholder={{ label: 'Loading messages...', variant: 'list', count: 3 }}
      errorTitle="We couldn't load the messages"
      errorDescription={actionProblem(error)}
      errorHeadingLevel="h3"
      empty={
        <EmptyState
          title={unhandledOnly ? 'No messages are waiting.' : 'No messages yet.'}
          description="Messages sent from the Contact Us page appear here, newest first."
          icon={MailOpen}
          headingLevel="h3"
        />
      }
    >
      {(messages) => (
        <Stack gap="4">
          <Stack as="ul" listStyleType="none" gap="4" aria-label="Contact messages, newest first">
            {messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} busy={busyId === message.id} onToggle={() => void toggle(message)} />
              </li>
            ))}
          </Stack>
          <LoadMore hasMore={hasMore} onLoadMore={() => void loadOlder()} loading={loadingMore} shownCount={messages.length} itemLabel="messages" itemLabelOne="message" />
        </Stack>
      )}
    </DataView>
  );
}

/** The Contact Us inbox: newest first, optionally only messages nobody has handled yet. */
export function MessagesTab() {
  const [unhandledOnly, setUnhandledOnly] = useState(true);
  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          Contact messages
        </Heading>
        <Button variant={unhandledOnly ? 'solid' : 'outline'} colorPalette={unhandledOnly ? 'brand' : 'gray'} size="sm" aria-pressed={unhandledOnly} onClick={() => setUnhandledOnly((on) => !on)}>
          <Filter aria-hidden="true" />
          Waiting only
        </Button>
      </HStack>
      <MessageList key={String(unhandledOnly)} unhandledOnly={unhandledOnly} />
    </Stack>
  );
}
