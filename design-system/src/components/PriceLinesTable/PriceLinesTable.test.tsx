import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './PriceLinesTable.stories';

const composed = composeStories(stories);
const { BasementFinish, KitchenInLeslieville, OutsideTheBid, BelowAnOpenEndedBid, WithChangeOrders } = composed;

/** The totals as [term, value] pairs, in order. */
function totals(): [string, string][] {
  const list = screen.getByText(/^(Current )?[Tt]otal payable$/).closest('dl') as HTMLElement;
  const terms = within(list).getAllByRole('term').map((term) => term.textContent ?? '');
  const values = within(list).getAllByRole('definition').map((value) => value.textContent ?? '');
  return terms.map((term, index) => [term, values[index]]);
}

const table = (name: string) => screen.getByRole('table', { name, hidden: true });
const bodyRows = (name: string) => within(table(name)).getAllByRole('row', { hidden: true }).slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent);

describe('PriceLinesTable', () => {
  it('shows each line: description, kind, quantity, unit price, amount and whether HST applies', () => {
    render(<BasementFinish />);
    const headers = within(table('Price lines')).getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent);
    expect(headers).toEqual(['Description', 'Price', 'Quantity', 'Unit price', 'Amount', 'HST']);
    const rows = bodyRows('Price lines');
    expect(rows).toHaveLength(6);
    expect(cells(rows[1])).toEqual(['Drywall, tape, prime and paint walls and ceilings (square feet)', 'Fixed price', '850', '$6.50', '$5,525.00', 'Taxable']);
    expect(cells(rows[2])).toEqual(['DRIcore subfloor and luxury vinyl plank (square feet)', 'Estimate', '780', '$9.25', '$7,215.00', 'Taxable']);
    expect(cells(rows[5])).toEqual(['City of Toronto building permit fee, passed through at cost', 'Fixed price', '1', '$1,186.00', '$1,186.00', 'No HST']);
  });

  it('totals with HST at 13 % on the taxable lines only, and shows the accepted bid beside the total', () => {
    render(<BasementFinish />);
    expect(totals()).toEqual([
      ['Subtotal', '$35,636.00'],
      ['HST 13 % on $34,450.00', '$4,478.50'],
      ['Total payable', '$40,114.50'],
      ['Bid the homeowner accepted', '$35,000.00 to $45,000.00'],
    ]);
    expect(screen.queryByText(/outside the bid/)).not.toBeInTheDocument();
  });

  it('says HST is on the subtotal when every line is taxable', () => {
    render(<KitchenInLeslieville />);
    expect(totals()).toEqual([
      ['Subtotal', '$26,905.00'],
      ['HST 13 %', '$3,497.65'],
      ['Total payable', '$30,402.65'],
    ]);
  });

  it('warns plainly, with the difference, when the total is outside the accepted bid', () => {
    const { unmount } = render(<OutsideTheBid />);
    expect(screen.getByText('The total is outside the bid the homeowner accepted: $40,114.50 is $114.50 above its upper end.')).toBeInTheDocument();
    unmount();
    render(<BelowAnOpenEndedBid />);
    expect(totals().at(-1)).toEqual(['Bid the homeowner accepted', '$45,000.00 or more']);
    expect(screen.getByText('The total is outside the bid the homeowner accepted: $40,114.50 is $4,885.50 below its lower end.')).toBeInTheDocument();
  });

  it('shows each change order after the originals, with signed amounts, and counts only the signed ones in the current total', () => {
    render(<WithChangeOrders />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Original agreement',
      'Change order 1: egress window in the bedroom',
      'Change order 2: keep the laminate in the storage room',
      'Change order 3: heated bathroom floor',
    ]);
    expect(cells(bodyRows('Change order 2: keep the laminate in the storage room')[0])).toEqual([
      'Luxury vinyl plank in the storage room, no longer needed (square feet)',
      'Estimate',
      '-120',
      '$9.25',
      '-$1,110.00',
      'Taxable',
    ]);
    expect(cells(within(table('Change order 1: egress window in the bedroom')).getAllByRole('row', { hidden: true }).at(-1)!)).toEqual(['Change, before tax', '+$4,200.00', '']);
    expect(screen.getByText('Waiting for signature')).toBeInTheDocument();
    expect(screen.getByText(/Not in the total/)).toBeInTheDocument();
    expect(screen.getByText('May 12, 2026, 2:40 p.m.')).toHaveAttribute('dateTime', '2026-05-12T18:40:00.000Z');
    // 35,636.00 + 4,200.00 - 1,110.00 before tax; HST on 37,540.00 taxable; the heated floor is not counted.
    expect(totals()).toEqual([
      ['Original total payable', '$40,114.50'],
      ['Signed change orders, before tax', '+$3,090.00'],
      ['Subtotal', '$38,726.00'],
      ['HST 13 % on $37,540.00', '$4,880.20'],
      ['Current total payable', '$43,606.20'],
      ['Bid the homeowner accepted', '$35,000.00 to $45,000.00'],
    ]);
  });

  it('lists the same lines as cards for phones, quantity at unit price', () => {
    render(<BasementFinish />);
    const cards = within(screen.getByRole('list', { name: 'Price lines', hidden: true })).getAllByRole('listitem', { hidden: true });
    expect(cards).toHaveLength(6);
    expect(cards[2]).toHaveTextContent('DRIcore subfloor and luxury vinyl plank (square feet)$7,215.00Estimate780 at $9.25Taxable');
  });

  it('says how much of the price is an estimate, and the 10 % rule', () => {
    render(<BasementFinish />);
    expect(screen.getByText(/\$20,015\.00 of the price is an estimate\. Ontario’s Consumer Protection Act: the price may not rise more than 10 %/)).toBeInTheDocument();
  });

  itHasNoA11yViolations(composed);
});
