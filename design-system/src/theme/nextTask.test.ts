import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './nextTask';

type Globals = { scheduler?: unknown; MessageChannel?: unknown };
const globals = globalThis as Globals;

describe('nextTask', () => {
  afterEach(() => {
    delete globals.scheduler;
    delete globals.MessageChannel; // the test's DOM has none
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    globals.scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });

  it('else resumes in a later task, after the tasks already queued (a message, not a timer)', async () => {
    globals.MessageChannel = NodeMessageChannel; // as in every browser
    const order: string[] = [];
    const queued = new Promise<void>((resolve) => {
      const { port1, port2 } = new NodeMessageChannel();
      port1.once('message', () => {
        order.push('task queued before');
        port1.close();
        resolve();
      });
      port2.postMessage(undefined);
    });
    const waited = nextTask().then(() => order.push('after nextTask'));
    order.push('same task');
    await Promise.all([queued, waited]);
    expect(order).toEqual(['same task', 'task queued before', 'after nextTask']);
  });

  it('where there is neither (a test DOM), lets queued promise callbacks run', async () => {
    expect(typeof MessageChannel).toBe('undefined');
    const order: string[] = [];
    void Promise.resolve().then(() => order.push('queued callback'));
    await nextTask();
    expect(order).toEqual(['queued callback']);
  });
});
