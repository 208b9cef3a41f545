import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './StatusTimeline.stories';

const composed = composeStories(stories);
const { WaitingForTheHomeowner, ChangesRequested, InForce, Cancelled } = composed;

const steps = () => within(screen.getByRole('list', { name: 'Agreement progress' })).getAllByRole('listitem');

describe('StatusTimeline', () => {
  it('is an ordered list whose current step is marked aria-current="step"', () => {
    render(<WaitingForTheHomeowner />);
    const list = screen.getByRole('list', { name: 'Agreement progress' });
    expect(list.tagName).toBe('OL');
    const items = steps();
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming']);
    expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toEqual([items[1]]);
  });

  it('says each step’s state in words, not by colour alone', () => {
    render(<WaitingForTheHomeowner />);
    expect(steps().map((item) => item.textContent)).toEqual([
      'Done: DraftedApr 14, 2026, 10:20 a.m.',
      'Current step: SentApr 15, 2026, 9:05 a.m.',
      'Upcoming: Signed by the homeowner',
      'Upcoming: Signed by the contractor',
      'Upcoming: In force',
    ]);
  });

  it('shows moments with the time and calendar days as dates, each in a <time>', () => {
    render(<InForce />);
    const items = steps();
    expect(within(items[4]).getByText('Apr 18, 2026, 7:12 p.m.')).toHaveAttribute('dateTime', '2026-04-18T23:12:00.000Z');
    const coolingOff = items.at(-1)!;
    expect(within(coolingOff).getByText('Apr 29, 2026')).toHaveAttribute('dateTime', '2026-04-29');
    expect(coolingOff).toHaveTextContent('Until the end of this day the homeowner may cancel for any reason.');
    expect(items[7]).toHaveAttribute('aria-current', 'step');
  });

  it('shows the note of a step that needs attention', () => {
    render(<ChangesRequested />);
    expect(steps()[2]).toHaveTextContent('Current step: Changes requested');
    expect(steps()[2]).toHaveTextContent('Priya Raman asked to start on June 1 rather than May 25.');
  });

  it('ends with the step that ended the agreement', () => {
    render(<Cancelled />);
    const last = steps().at(-1)!;
    expect(last).toHaveAttribute('aria-current', 'step');
    expect(last).toHaveTextContent('Cancelled by the homeowner');
  });

  itHasNoA11yViolations(composed);
});
