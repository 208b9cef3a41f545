import { createSystem } from '@chakra-ui/react/styled-system';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { getSystem, prepareSystem, startNewSystem } from './system';

type Steps = (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext, void>;
const withSteps = createSystem as typeof createSystem & { steps?: Steps };

type WithScheduler = { scheduler?: { yield: () => Promise<void> } };
const globals = globalThis as WithScheduler;

/** A `scheduler.yield` whose tasks this test starts one at a time, so it can look between them. */
function tasksByHand() {
  const waiting: Array<() => void> = [];
  globals.scheduler = { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) };
  return {
    /** Starts the next task the code yielded for, and lets it run until it yields again or ends. */
    async next() {
      const start = waiting.shift();
      if (!start) throw new Error('nothing is waiting for a task');
      start();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    },
    get waiting() {
      return waiting.length;
    },
  };
}

afterEach(() => {
  delete globals.scheduler;
  delete withSteps.steps;
  startNewSystem();
});

describe('prepareSystem', () => {
  it('makes the system one step per task where Chakra offers its steps, and getSystem() then returns it', async () => {
    const seen: string[] = [];
    let made: SystemContext | undefined;
    withSteps.steps = function* steps(...configs) {
      seen.push('configs merged');
      yield;
      seen.push('tokens built');
      made = createSystem(...configs);
      return made;
    };
    startNewSystem();

    const tasks = tasksByHand();
    const ready = prepareSystem();
    expect(seen).toEqual([]); // nothing in the caller's task
    expect(tasks.waiting).toBe(1);

    await tasks.next();
    expect(seen).toEqual(['configs merged']);
    expect(tasks.waiting).toBe(1);
    await tasks.next();
    expect(seen).toEqual(['configs merged', 'tokens built']);
    expect(tasks.waiting).toBe(0);
    await ready;
    expect(getSystem()).toBe(made);
  });

  it('leaves the system to the first getSystem() where Chakra has no steps (tests, the server)', async () => {
    startNewSystem();
    await prepareSystem();
    expect(getSystem().$$chakra).toBe(true);
  });
});
