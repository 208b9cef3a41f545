import { VISIT_MESSAGES, torontoLocalInput, torontoLocalToDate, visitTimesProblems } from '@marketplace/shared';

describe('visit times on Toronto’s wall clock', () => {
  it('reads a date-time field’s value as Toronto time, on both sides of the daylight-saving changes', () => {
    expect(torontoLocalToDate('2027-01-15T09:00')?.toISOString()).toBe('2027-01-15T14:00:00.000Z');
    expect(torontoLocalToDate('2027-07-15T09:00')?.toISOString()).toBe('2027-07-15T13:00:00.000Z');
    // Spring forward on March 14, 2027: 3:30 a.m. is already EDT; 2:30 a.m. never happens.
    expect(torontoLocalToDate('2027-03-14T03:30')?.toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(torontoLocalToDate('2027-03-14T02:30')).toBeNull();
    expect(torontoLocalToDate('tomorrow at nine')).toBeNull();
  });

  it('writes a moment back as the field’s value', () => {
    for (const local of ['2027-01-15T09:00', '2027-03-14T03:30', '2027-11-07T16:45']) expect(torontoLocalInput(torontoLocalToDate(local)!)).toBe(local);
  });

  it('takes one to three distinct future times within 180 days, and a duration from 15 minutes to 8 hours', () => {
    const now = new Date('2027-01-10T15:00:00Z');
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
    expect(visitTimesProblems([at(1), at(2)], 60, now)).toEqual([]);
    expect(visitTimesProblems([], 60, now)).toEqual([{ field: 'times', message: VISIT_MESSAGES.times }]);
    expect(visitTimesProblems([at(1), at(2), at(3), at(4)], 60, now)).toEqual([{ field: 'times', message: VISIT_MESSAGES.times }]);
    expect(visitTimesProblems([at(-1)], 60, now)).toEqual([{ field: 'times', message: VISIT_MESSAGES.future }]);
    expect(visitTimesProblems([at(181)], 60, now)).toEqual([{ field: 'times', message: VISIT_MESSAGES.tooFar }]);
    expect(visitTimesProblems([at(1), at(1)], 60, now)).toEqual([{ field: 'times', message: VISIT_MESSAGES.sameTime }]);
    expect(visitTimesProblems([null], 60, now)).toEqual([{ field: 'times', message: VISIT_MESSAGES.time }]);
    expect(visitTimesProblems([at(1)], 10, now)).toEqual([{ field: 'durationMinutes', message: VISIT_MESSAGES.duration }]);
    expect(visitTimesProblems([at(1)], 45.5, now)).toEqual([{ field: 'durationMinutes', message: VISIT_MESSAGES.duration }]);
  });
});
