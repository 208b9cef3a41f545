import { timelineSteps } from './AgreementProgress';

const event = (id: string, kind: string, by: string | null = null, note: string | null = null) => ({ __typename: 'AgreementEvent' as const, id, kind, by, note, at: '2027-01-04T15:00:00.000Z' });

it('shows the history as done steps, then what the agreement waits for', () => {
  const steps = timelineSteps({
    status: 'CHANGES_REQUESTED',
    coolingOffEndsOn: null,
    history: [event('1', 'drafted', 'CONTRACTOR'), event('2', 'sent', 'CONTRACTOR'), event('3', 'changes-requested', 'HOMEOWNER', 'Name the permit')],
  });
  expect(steps.map((step) => [step.label, step.state])).toEqual([
    ['Drafted', 'done'],
    ['Sent for signature', 'done'],
    ['Changes requested', 'done'],
    ['The contractor makes the changes and sends it again', 'current'],
    ['Both sign: in force', 'upcoming'],
  ]);
  expect(steps[2]).toMatchObject({ tone: 'warning', detail: 'By the homeowner: Name the permit' });
});

it('ends an agreement in force with the cooling-off period while it lasts, and a closed one on its last step', () => {
  const inForce = { status: 'IN_FORCE' as const, coolingOffEndsOn: '2027-01-14', history: [event('1', 'in-force'), event('2', 'copy-delivered')] };
  expect(timelineSteps(inForce, '2027-01-14').at(-1)).toMatchObject({ label: 'The homeowner may cancel until the end of this day', state: 'current', date: '2027-01-14' });
  expect(timelineSteps(inForce, '2027-01-15').at(-1)).toMatchObject({ label: 'Cooling-off period ended', state: 'done' });
  const cancelled = timelineSteps({ status: 'CANCELLED', coolingOffEndsOn: '2027-01-14', history: [event('1', 'in-force'), event('2', 'cancelled', 'HOMEOWNER')] });
  expect(cancelled.at(-1)).toMatchObject({ label: 'Cancelled', state: 'current', tone: 'danger' });
});
