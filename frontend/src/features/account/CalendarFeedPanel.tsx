import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, ConfirmDialog, Heading, HStack, LinkButton, Notice, SecretField, showToast, Stack, Text } from '@marketplace/design-system';
import { CalendarDays, CalendarPlus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { DataView } from '../../app/ui/dataStates';
import { graphql } from '../../gql';
import { formatDateTime } from '../../app/marketplace/format';
/** The server's own words when it gave some, else plain words for connection trouble. */
const accountProblem = (error: unknown) => (CombinedGraphQLErrors.is(error) && error.errors[0]?.message ? error.errors[0].message : 'Please check your connection and try again.');

export const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      active
      createdAt
      lastReadAt
    }
  }
`);

export const CreateCalendarFeedMutation = graphql(`
  mutation CreateCalendarFeed {
    createCalendarFeed {
      url
      webcalUrl
      createdAt
    }
  }
`);

export const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);

const SECRET_WARNING = 'Anyone with this address can read your jobs’ dates and what falls due. It is shown only this once: add it to your calendar now. Make a new one here if it leaks.';

/**
 * Account settings' calendar section: a private feed of the person's jobs (agreement start and completion dates,
 * invoices falling due, the holdback's release) that any calendar app can subscribe to. The address is shown once,
 * when made; making a new one stops the old one, and the feed can be turned off.
 */
export function CalendarFeedPanel() {
  const { data, loading, error, refetch } = useQuery(CalendarFeedQuery, { fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(CreateCalendarFeedMutation, { refetchQueries: ['CalendarFeed'] });
  const [revoke] = useMutation(RevokeCalendarFeedMutation, { refetchQueries: ['CalendarFeed'] });
  const [made, setMade] = useState<{ url: string; webcalUrl: string } | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);

  const make = async () => {
    try {
      const answer = await create();
      if (answer.data) setMade(answer.data.createCalendarFeed);
    } catch (problem) {
      showToast({ title: 'The calendar address could not be made', description: accountProblem(problem), type: 'error' });
    }
  };

  return (
    <Stack as="section" aria-labelledby="calendar-feed" gap="4" p={{ base: '4', md: '6' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="calendar-feed">
          Your jobs in your calendar
        </Heading>
        <Text color="fg.muted">
          A private feed with each signed agreement’s start and completion dates, the day each invoice falls due and the day the holdback falls due. Work addresses are never in it.
        </Text>
      </Stack>
      <DataView data={data?.calendarFeed} loading={loading} error={error} onRetry={() => void refetch()} placeholder={{ label: 'Loading your calendar feed...', variant: 'text', count: 1 }} errorTitle="We couldn't load your calendar feed" errorHeadingLevel="h3">
        {(feed) => (
          <Stack gap="4">
            {made ? (
              <Stack gap="3">
                <SecretField label="Calendar address" value={made.url} warning={SECRET_WARNING} />
                <HStack gap="3" wrap="wrap">
                  <LinkButton href={made.webcalUrl} variant="outline" colorPalette="gray">
                    <CalendarPlus aria-hidden="true" />
                    Open in my calendar app
                  </LinkButton>
                  <Button variant="ghost" onClick={() => setMade(null)}>
                    I have added it
                  </Button>
                </HStack>
              </Stack>
            ) : feed.active ? (
              <Notice tone="info" role="status">
                Your feed is on since {formatDateTime(feed.createdAt)}
                {feed.lastReadAt ? `; a calendar last read it ${formatDateTime(feed.lastReadAt)}` : '; no calendar has read it yet'}.
              </Notice>
            ) : (
              <Text>Your feed is off.</Text>
            )}
            <HStack gap="3" wrap="wrap">
              <Button onClick={() => void make()} loading={creating} variant={feed.active ? 'outline' : 'solid'} colorPalette={feed.active ? 'gray' : 'brand'}>
                {feed.active ? <RefreshCw aria-hidden="true" /> : <CalendarDays aria-hidden="true" />}
                {feed.active ? 'Make a new address' : 'Make my calendar address'}
              </Button>
              {feed.active ? (
                <Button variant="ghost" colorPalette="red" onClick={() => setConfirmOff(true)}>
                  Turn the feed off
                </Button>
              ) : null}
            </HStack>
            {feed.active && !made ? <Text textStyle="sm" color="fg.muted">A new address stops the old one at once: calendars that use it stop updating.</Text> : null}
          </Stack>
        )}
      </DataView>
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title="Turn your calendar feed off?"
        description="Calendars subscribed to it stop updating, and the address stops working. You can make a new one later."
        confirmLabel="Turn it off"
        tone="danger"
        onConfirm={async () => {
          try {
            await revoke();
            setMade(null);
            showToast({ title: 'Calendar feed turned off', type: 'success' });
          } catch (problem) {
            showToast({ title: 'The feed could not be turned off', description: accountProblem(problem), type: 'error' });
          }
        }}
      />
    </Stack>
  );
}
