import { createSystem } from '@chakra-ui/react/styled-system';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { getSystem, prepareSystem, startNewSystem } from './system';

type Steps = (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext, void>;
const withSteps = createSystem as typeof createSystem & { steps?: Steps };

afterEach(() => {
  jest.useRealTimers();
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

    jest.useFakeTimers(); // Node has no scheduler.yield: each step waits for a timer, run here one at a time
    const ready = prepareSystem();
    expect(seen).toEqual([]); // nothing in the caller's task

    await jest.runOnlyPendingTimersAsync();
    expect(seen).toEqual(['configs merged']);
    await jest.runOnlyPendingTimersAsync();
    expect(seen).toEqual(['configs merged', 'tokens built']);
    await ready;
    expect(getSystem()).toBe(made);
  });

  it('leaves the system to the first getSystem() where Chakra has no steps (tests, the server)', async () => {
    startNewSystem();
    await prepareSystem();
    expect(getSystem().$$chakra).toBe(true);
  });
});
