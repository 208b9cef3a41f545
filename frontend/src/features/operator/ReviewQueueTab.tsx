import { NoteDialog } from '../../forms';
import { useQuery } from '@apollo/client/react';
import { EmptyState, Heading, LoadMore, showToast, Stack } from '@marketplace/design-system';
import { PartyPopper } from 'lucide-react';
import { useRef, useState } from 'react';
import { DataView } from '../../app/ui/dataStates';
import { actionProblem } from '../../app/graphql/actionProblem';
import { useLoadingMore } from '../../app/ui/useLoadingMore';
import { ReviewQueueQuery } from './operations';
import { useApproveProject } from './mutations/useApproveProject';
import { useRejectProject } from './mutations/useRejectProject';
import { useRequestProjectChanges } from './mutations/useRequestProjectChanges';
import type { ReviewQueueQuery as ReviewQueueResult } from '../../gql/graphql';
import { ReviewItemCard } from './ReviewItemCard';
import { changesSchema, rejectSchema } from './schema';

export const REVIEW_PAGE_SIZE = 20;
export const QUEUE_EMPTY = 'No posts are waiting for review. Nice work.';

type ReviewItem = ReviewQueueResult['reviewQueue']['items'][number];
type Decision = { kind: 'changes' | 'reject'; item: ReviewItem };

/** The review queue, oldest first: approve, ask for changes or reject each post; decided posts leave the list. */
export function ReviewQueueTab() {
  const { data, loading, error, refetch, fetchMore, updateQuery } = useQuery(ReviewQueueQuery, {
    variables: { first: REVIEW_PAGE_SIZE },
    // Back on the tab, the cached list shows at once and the server's current queue replaces it.
    fetchPolicy: 'cache-and-network',
  });
  const approve = useApproveProject();
  const requestChanges = useRequestProjectChanges();
  const reject = useRejectProject();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const { loadingMore, loadMore } = useLoadingMore('More posts could not be loaded');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const page = data?.reviewQueue;

  /** The decided post leaves the list; focus moves to the list's heading so keyboard users keep their place. */
  const removeItem = (id: string) => {
    updateQuery((_, { complete, previousData }) =>
      complete
        ? {
            reviewQueue: {
              ...previousData.reviewQueue,
              items: previousData.reviewQueue.items.filter((entry) => entry.project.id !== id),
              totalCount: Math.max(0, previousData.reviewQueue.totalCount - 1),
            },
          }
        : undefined,
    );
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const decide = async (item: ReviewItem, send: () => Promise<unknown>, title: string, description: string): Promise<boolean> => {
    setBusyId(item.project.id);
    try {
      await send();
      removeItem(item.project.id);
      showToast({ title, description, type: 'success' });
      return true;
    } catch (problem) {
      showToast({ title: 'That did not go through', description: actionProblem(problem), type: 'error' });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const onApprove = (item: ReviewItem) =>
    void decide(item, () => approve(item.project.id), 'Post approved', `“${item.project.title}” is public now; its homeowner was e-mailed.`);

  const loadNext = () =>
    page?.nextCursor &&
    loadMore(() =>
      fetchMore({
        variables: { after: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          reviewQueue: { ...fetchMoreResult.reviewQueue, items: [...previous.reviewQueue.items, ...fetchMoreResult.reviewQueue.items] },
        }),
      }),
    );

  return (
    <DataView
      data={page}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      placeholder={{ label: 'Loading the review queue...', variant: 'list', count: 3 }}
      errorTitle="We couldn't load the review queue"
      errorDescription={actionProblem(error)}
      errorHeadingLevel="h3"
    >
      {(page) => (
        <Stack gap="4">
          <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
            Waiting for review
          </Heading>
          {page.items.length === 0 ? (
            <EmptyState title={QUEUE_EMPTY} description="New posts appear here once their homeowner confirms their e-mail." icon={PartyPopper} headingLevel="h3" />
          ) : (
            <Stack as="ul" listStyleType="none" gap="4" aria-label="Posts waiting for review, oldest first">
              {page.items.map((item) => (
                <li key={item.project.id}>
                  <ReviewItemCard
                    item={item}
                    busy={busyId === item.project.id}
                    onApprove={() => onApprove(item)}
                    onAskForChanges={() => setDecision({ kind: 'changes', item })}
                    onReject={() => setDecision({ kind: 'reject', item })}
                  />
                </li>
              ))}
            </Stack>
      )}
      <LoadMore hasMore={Boolean(page.nextCursor)} onLoadMore={() => void loadNext()} loading={loadingMore} shownCount={page.items.length} totalCount={page.totalCount} itemLabel="posts" itemLabelOne="post" />
      <NoteDialog
        open={decision?.kind === 'changes'}
        onClose={() => setDecision(null)}
        title="Ask for changes"
        description={decision ? `“${decision.item.project.title}” goes back to its homeowner with your message.` : undefined}
        label="What should the homeowner change?"
        placeholder="Please remove the phone number from the description and add the approximate size of the basement."
        submitLabel="Send request"
        schema={changesSchema}
        fallbackFocusRef={headingRef}
        onSubmit={(message) =>
          decision
            ? decide(decision.item, () => requestChanges(decision.item.project.id, message), 'Changes requested', 'The homeowner was e-mailed your message.')
            : Promise.resolve(false)
        }
      />
      <NoteDialog
        open={decision?.kind === 'reject'}
        onClose={() => setDecision(null)}
        title="Reject this post"
        description={decision ? `“${decision.item.project.title}” will not be published. The homeowner is e-mailed your reason.` : undefined}
        label="Reason for the homeowner"
        placeholder="This post advertises a service rather than describing a project at a GTA home."
        submitLabel="Reject post"
        tone="danger"
        schema={rejectSchema}
        fallbackFocusRef={headingRef}
        onSubmit={(reason) =>
          decision
            ? decide(decision.item, () => reject(decision.item.project.id, reason), 'Post rejected', 'The homeowner was e-mailed your reason.')
            : Promise.resolve(false)
        }
      />
    </Stack>
      )}
    </DataView>
  );
}
