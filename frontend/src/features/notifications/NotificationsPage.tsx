import { RequireViewer } from '../../app/session/RequireViewer';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, Container, EmptyState, LinkButton, LoadMore, NotificationItem, PageHero, showToast, Stack } from '@marketplace/design-system';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { useEffect } from 'react';
import { DataView } from '../../app/ui/dataStates';
import { useViewer } from '../../app/session/useViewer';
import { Seo } from '../../app/seo/Seo';
import { formatDateTime } from '../../app/marketplace';
import { actionProblem } from '../../app/graphql/actionProblem';
import { useLoadingMore } from '../../app/ui/useLoadingMore';
import { announceUnreadCount } from '../../app/live/liveNotifications';
import { NotificationsQuery } from './operations';
import { useMarkNotificationsRead } from './mutations/useMarkNotificationsRead';
import { useLiveRefresh } from '../../app/live/liveNotifications';

function NotificationList() {
  const pollInterval = useLiveRefresh(useApolloClient());
  const { data, loading, error, refetch, fetchMore } = useQuery(NotificationsQuery, { fetchPolicy: 'cache-and-network', pollInterval });
  const { markRead, marking } = useMarkNotificationsRead();
  const { loadingMore, loadMore } = useLoadingMore('Older notifications could not be loaded');
  const page = data?.notifications;
  useEffect(() => {
    if (page) announceUnreadCount(page.unreadCount);
  }, [page]);

  const items = page?.notifications ?? [];
  const read = async (ids?: string[]) => {
    let unread: number;
    try {
      unread = await markRead(ids);
    } catch (problem) {
      showToast({ title: 'Could not mark as read', description: actionProblem(problem), type: 'error' });
      return;
    }
    announceUnreadCount(unread);
    // Opening a notification leaves this page, which cuts the list's refresh short: that is no failure
    // to report (it was marked read), and the list refreshes on its own when it is shown again.
    void refetch().catch(() => undefined);
  };
  const loadOlder = () =>
    page?.nextCursor &&
    loadMore(() =>
      fetchMore({
        variables: { before: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          notifications: { ...fetchMoreResult.notifications, notifications: [...previous.notifications.notifications, ...fetchMoreResult.notifications.notifications] },
        }),
      }),
    );

  return (
    <DataView
      data={page}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(answer) => answer.notifications.length === 0}
      placeholder={{ label: 'Loading your notifications...', variant: 'list', count: 4 }}
      errorTitle="We couldn't load your notifications"
      empty={
        <EmptyState
          title="No notifications yet"
          description="When a contractor sends a proposal, someone writes to you, or a project's status changes, it shows here and we e-mail you."
          icon={BellOff}
        />
      }
    >
      {(page) => (
        <Stack gap="4">
          <Box>
            <Button variant="outline" size="sm" onClick={() => void read()} loading={marking} disabled={page.unreadCount === 0}>
              <CheckCheck aria-hidden="true" />
              Mark all as read
            </Button>
          </Box>
          <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.panel" overflow="hidden" aria-label="Your notifications">
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                title={item.title}
                body={item.body}
                href={item.link}
                time={formatDateTime(item.createdAt)}
                unread={!item.read}
                onOpen={item.read ? undefined : () => void read([item.id])}
              />
            ))}
          </Box>
          <LoadMore hasMore={Boolean(page.nextCursor)} onLoadMore={() => void loadOlder()} loading={loadingMore} shownCount={items.length} itemLabel="notifications" itemLabelOne="notification" label="Show older" />
        </Stack>
      )}
    </DataView>
  );
}

/** Route `/notifications`: what happened for the signed-in person, newest first, updated live. */
export function NotificationsPage() {
  const { viewer } = useViewer();
  return (
    <>
      <Seo title="Notifications" description="New proposals, messages and project updates on GTA Home Pros." path="/notifications" noindex />
      <PageHero size="md" tone="subtle"
        eyebrow="Your account"
        title="Notifications"
        subtitle="New proposals, messages, decisions and project updates, newest first."
        actions={
          viewer ? (
            <LinkButton href="/notifications/settings" variant="outline">
              <Settings aria-hidden="true" />
              E-mail settings
            </LinkButton>
          ) : undefined
        }
      />
      <Container maxW="3xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <RequireViewer placeholder={{ label: 'Loading your notifications...', showLabel: true, variant: 'list', count: 4 }} signIn={{ title: 'Sign in to see your notifications', path: '/notifications' }}>
          <NotificationList />
        </RequireViewer>
      </Container>
    </>
  );
}
