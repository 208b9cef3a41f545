import { render } from '@testing-library/react';
import { act } from 'react';
import { markHydrating } from '../hydration';
import { startLiveNotifications, useLiveRefresh } from './liveNotifications';

/** The socket's subscriber: the test pushes what the server would send. */
let push: ((result: { data: unknown }) => void) | undefined;
jest.mock('graphql-ws', () => ({
  createClient: () => ({
    subscribe: (_payload: unknown, sink: { next: (result: { data: unknown }) => void }) => {
      push = sink.next;
      return () => undefined;
    },
    dispose: async () => undefined,
  }),
}));

class FakeSocket {}

function Screen({ client }: { client: { refetchQueries(options: { include: 'active' }): unknown } }) {
  useLiveRefresh(client);
  return null;
}

const notification = { id: 'n-1', kind: 'PROPOSAL_STATUS', title: 'Proposal accepted', body: '', link: '/project/3001', read: false, createdAt: '2026-11-26T20:00:00Z' };

beforeAll(() => {
  (globalThis as { WebSocket?: unknown }).WebSocket = FakeSocket;
  // The page arrived rendered by the server, at /.
  markHydrating();
});
afterEach(() => window.history.pushState({}, '', '/'));

test('a screen on the page the app arrived with that starts listening after a notification came refetches once, as it starts', () => {
  const stop = startLiveNotifications();
  // The bell is listening; the server-rendered screen has not hydrated yet.
  act(() => push?.({ data: { notificationAdded: notification } }));
  const client = { refetchQueries: jest.fn() };
  const { unmount } = render(<Screen client={client} />);
  expect(client.refetchQueries).toHaveBeenCalledTimes(1);
  expect(client.refetchQueries).toHaveBeenCalledWith({ include: 'active' });
  // The next screen has missed nothing: it asks for its data itself.
  unmount();
  const next = { refetchQueries: jest.fn() };
  render(<Screen client={next} />).unmount();
  expect(next.refetchQueries).not.toHaveBeenCalled();
  stop();
});

test('a screen listening since before the notification is not refetched as it starts', () => {
  const stop = startLiveNotifications();
  const client = { refetchQueries: jest.fn() };
  const { unmount } = render(<Screen client={client} />);
  expect(client.refetchQueries).not.toHaveBeenCalled();
  unmount();
  stop();
});

test('a screen the app moved to after a notification came asks for its data itself: no second request', () => {
  const stop = startLiveNotifications();
  act(() => push?.({ data: { notificationAdded: notification } }));
  window.history.pushState({}, '', '/my-projects');
  const client = { refetchQueries: jest.fn() };
  render(<Screen client={client} />).unmount();
  expect(client.refetchQueries).not.toHaveBeenCalled();
  stop();
});
