import { onUnreadCountChange } from './liveNotifications';
import { refreshUnreadCount } from './unreadCount';

/** Answers account checks in the order the test chooses, each with the unread count it names. */
function deferredAccountChecks() {
  const pending: Array<(unread: number) => void> = [];
  globalThis.fetch = jest.fn(
    () =>
      new Promise((resolve) => {
        const viewer = { id: '7', role: 'homeowner', email: 'maria@example.ca' };
        pending.push((unread) => resolve({ ok: true, json: async () => ({ viewer, unreadNotifications: unread }) }));
      }),
  ) as unknown as typeof fetch;
  return pending;
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

it('tells the bell the answer of the last read asked, not of an older one that came back later', async () => {
  const answers = deferredAccountChecks();
  const told: number[] = [];
  const stop = onUnreadCountChange((count) => told.push(count));
  // A reconnect's read is under way when a notification arrives and asks again.
  const older = refreshUnreadCount();
  const newer = refreshUnreadCount();
  answers[1](2);
  await newer;
  answers[0](1);
  await older;
  stop();
  expect(told).toEqual([2]);
});
