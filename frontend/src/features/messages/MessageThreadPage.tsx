import { SignInPrompt } from '../../app/session/SignInPrompt';
import { Box, Button, Container, EmptyState, Grid, LinkButton, LoadingState, MessageBubble, PageHero, ProposalStatusBadge, Stack, Text } from '@marketplace/design-system';
import { MESSAGE_MESSAGES, formatDateTime } from '@marketplace/shared';
import { ArrowLeft, MessagesSquare, ShieldAlert } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { DataView } from '../../app/ui/dataStates';
import { errorCodeOf } from '../../app/graphql/errors';
import { useViewer } from '../../app/session/useViewer';
import { Seo } from '../../app/seo/Seo';
import { projectPath, proposalStatusFromApi } from '../../app/marketplace';
import { ProposalAgreement } from '../../app/agreements/AgreementLink';
import { ContactDetailsCard } from './ContactDetailsCard';
import { MessageComposer } from './MessageComposer';
import type { MessageThreadView } from './operations';
import { threadHref } from '../../app/messages/ProposalMessagesLink';
import { useMessageThread } from './useMessageThread';


const [EMPTY_TITLE, ...EMPTY_REST] = MESSAGE_MESSAGES.empty.split('. ');

function MessageList({ thread, onLoadEarlier }: { thread: MessageThreadView; onLoadEarlier: () => void }) {
  const { nodes, hasEarlier } = thread.messages;
  if (nodes.length === 0) {
    return <EmptyState title={`${EMPTY_TITLE}.`} description={EMPTY_REST.join('. ')} icon={MessagesSquare} headingLevel="h2" />;
  }
  return (
    <Stack gap="4">
      {hasEarlier ? (
        <Button variant="ghost" size="sm" alignSelf="center" onClick={onLoadEarlier}>
          Show earlier messages
        </Button>
      ) : null}
      <Stack as="ol" gap="4" listStyleType="none" aria-label="Messages">
        {nodes.map((message) => {
          const name = message.fromViewer ? 'You' : message.sender.name;
          return (
            <li key={message.id}>
              <MessageBubble
                senderName={name}
                sentAt={message.sentAt}
                sentLabel={formatDateTime(message.sentAt)}
                body={message.body}
                fromViewer={message.fromViewer}
                images={message.photos.map((photo, index) => ({
                  src: photo.url,
                  srcSet: photo.srcset ?? undefined,
                  alt: `Photo ${index + 1} from ${message.sender.name}`,
                }))}
              />
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}

function ThreadScreen({ state }: { state: ReturnType<typeof useMessageThread> }) {
  const { thread, loading, error, refetch, loadEarlier } = state;
  // The server answers a thread the viewer may not read as forbidden or not found: it shows as private,
  // not as a failure to retry.
  const code = errorCodeOf(error);
  const hidden = code === 'FORBIDDEN' || code === 'NOT_FOUND';
  return (
    <DataView
      data={thread ?? undefined}
      loading={loading}
      error={hidden ? undefined : error}
      onRetry={() => void refetch()}
      placeholder={{ label: 'Loading the conversation...', variant: 'list', count: 3 }}
      errorTitle="We couldn't load the conversation"
      empty={
        hidden ? (
          <EmptyState
            title="This conversation is private"
            description="Only the homeowner and the contractor on this proposal can read its messages."
            icon={ShieldAlert}
            action={<LinkButton href="/">Back to the home page</LinkButton>}
          />
        ) : (
          <EmptyState
            title="No message thread for this proposal"
            description={MESSAGE_MESSAGES.noThread}
            icon={MessagesSquare}
            action={<LinkButton href="/">Back to the home page</LinkButton>}
          />
        )
      }
    >
      {(thread) => {
        const other = thread.viewerRole === 'CONTRACTOR' ? thread.homeowner : thread.contractor;
        return (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '6', lg: '8' }} alignItems="start">
          <Stack gap="6" minW="0">
            <MessageList thread={thread} onLoadEarlier={loadEarlier} />
            {thread.viewerCan.send ? (
              <MessageComposer proposalId={thread.proposal.id} recipientName={other.name} onSent={() => void refetch()} />
            ) : (
              <Text textStyle="sm" color="fg.muted">
                Staff can read this conversation; only the homeowner and the contractor write in it.
              </Text>
            )}
          </Stack>
          <Stack gap="4">
            <ContactDetailsCard thread={thread} />
            <Stack gap="2" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" textStyle="sm">
              <Text fontWeight="semibold">The proposal</Text>
              <Text color="fg.muted">
                {thread.contractor.name}: {thread.proposal.bidAmount}
              </Text>
              <Box>
                <ProposalStatusBadge status={proposalStatusFromApi(thread.proposal.status)} />
              </Box>
              {/* The written agreement once the proposal is accepted; the hired contractor prepares it from here too. */}
              <ProposalAgreement proposal={thread.proposal} canPrepare={thread.viewerRole === 'CONTRACTOR'} />
              <LinkButton href={projectPath(thread.project)} variant="outline" size="sm" alignSelf="start">
                <ArrowLeft aria-hidden="true" />
                Back to the project
              </LinkButton>
            </Stack>
          </Stack>
        </Grid>
        );
      }}
    </DataView>
  );
}

/** Title band: the project, and who the viewer is talking with (known once the thread loads). */
function ThreadIntro({ thread }: { thread: MessageThreadView | null }) {
  const other = thread ? (thread.viewerRole === 'CONTRACTOR' ? thread.homeowner.name : thread.contractor.name) : null;
  return (
    <PageHero size="md" tone="subtle"
      eyebrow="Messages"
      title={thread ? thread.project.title : 'Conversation'}
      subtitle={
        other
          ? `Your private conversation with ${other} about this proposal. Contact details stay hidden until the homeowner accepts the proposal or shares them.`
          : 'The private conversation between a homeowner and a contractor about one proposal.'
      }
    />
  );
}

function SignedInThread({ proposalId }: { proposalId: string }) {
  const state = useMessageThread(proposalId);
  return (
    <>
      <ThreadIntro thread={state.thread} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <ThreadScreen state={state} />
      </Container>
    </>
  );
}

/** Route `/proposals/:id/messages`: one proposal's thread. Signed-out visitors are asked to sign in. */
export function MessageThreadPage() {
  const { id = '' } = useParams();
  const { viewer, loading } = useViewer();
  const path = threadHref(id);
  return (
    <>
      <Seo title="Messages" description="Your private conversation about a proposal." path={path} noindex />
      {viewer ? (
        <SignedInThread proposalId={id} />
      ) : (
        <>
          <PageHero size="md" tone="subtle" eyebrow="Messages" title="Conversation" subtitle="The private conversation between a homeowner and a contractor about one proposal." />
          <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
            {loading ? (
              <LoadingState label="Loading the conversation..." showLabel variant="list" count={3} />
            ) : (
              <SignInPrompt title="Sign in to see your messages" path={path} />
            )}
          </Container>
        </>
      )}
    </>
  );
}
