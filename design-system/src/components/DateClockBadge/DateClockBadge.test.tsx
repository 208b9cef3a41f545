import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import { paymentClockPalette } from '../../theme/status';
import * as stories from './DateClockBadge.stories';

const composed = composeStories(stories);
const { Due, NoticePossible, Overdue, Disputed, Paid, AllStates, UnknownState } = composed;

const badge = (text: string | RegExp) => screen.getByText(text).closest('[data-state]') as HTMLElement;

describe('DateClockBadge', () => {
  it('shows the server’s label as it is, prefixed for screen readers', () => {
    render(<Due />);
    const pill = badge('due in 12 days');
    expect(pill).toHaveAttribute('data-state', 'due');
    expect(pill).toHaveTextContent(/^Payment: due in 12 days$/);
  });

  it('says every state of the clock in words', () => {
    render(<AllStates />);
    expect(badge('notice of non-payment possible until Apr 15, 2027')).toHaveAttribute('data-state', 'notice-possible');
    expect(badge('due in 12 days')).toHaveAttribute('data-state', 'due');
    expect(badge('overdue: it was due on Apr 29, 2027')).toHaveAttribute('data-state', 'overdue');
    expect(badge('notice of non-payment given on Apr 9, 2027; the rest is due by Apr 29, 2027')).toHaveAttribute('data-state', 'disputed');
    expect(badge('paid on Apr 22, 2027')).toHaveAttribute('data-state', 'paid');
  });

  it('renders each state of its own story', () => {
    for (const [Story, state] of [
      [NoticePossible, 'notice-possible'],
      [Overdue, 'overdue'],
      [Disputed, 'disputed'],
      [Paid, 'paid'],
    ] as const) {
      const { container, unmount } = render(<Story />);
      expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', state);
      unmount();
    }
  });

  it('gives each state its own palette: info, warning, danger, purple, success', () => {
    expect(paymentClockPalette).toEqual({ 'notice-possible': 'blue', due: 'orange', overdue: 'red', disputed: 'purple', paid: 'green' });
  });

  it('takes another prefix, or none', () => {
    const { unmount } = render(<Overdue prefix="INV-0002: " />);
    expect(badge(/overdue: it was due/)).toHaveTextContent(/^INV-0002: overdue: it was due on Apr 29, 2027$/);
    unmount();
    render(<Paid prefix="" />);
    expect(badge('paid on Apr 22, 2027')).toHaveTextContent(/^paid on Apr 22, 2027$/);
  });

  it('keeps a state it does not know readable, without an icon', () => {
    render(<UnknownState />);
    const pill = badge('referred to adjudication');
    expect(pill).toHaveAttribute('data-state', 'adjudication');
    expect(pill.querySelector('svg')).toBeNull();
  });

  itHasNoA11yViolations(composed);
});
