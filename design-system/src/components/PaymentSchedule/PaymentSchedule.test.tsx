import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './PaymentSchedule.stories';

const composed = composeStories(stories);
const { BasementInShares, KitchenInAmounts, LargeDeposit, LargeDepositConfirmed, DoesNotAddUp } = composed;

const table = () => screen.getByRole('table', { name: 'Payment schedule', hidden: true });
const rows = () => within(table()).getAllByRole('row', { hidden: true });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent);

describe('PaymentSchedule', () => {
  it('shows each payment with its due event, amount, 10 % holdback and net payable, the deposit marked', () => {
    render(<BasementInShares />);
    const headers = within(table()).getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent);
    expect(headers).toEqual(['Payment', 'Due on', 'Amount', 'Holdback (10 %)', 'Net payable']);
    const [, deposit, framing] = rows();
    expect(cells(deposit)).toEqual(['Deposit to order materialsDeposit', 'On signing', '$4,011.4510 % of the total', '$401.15', '$3,610.30']);
    expect(deposit).toHaveAttribute('data-deposit');
    expect(cells(framing)).toEqual(['Framing and insulation', 'When the framing and insulation pass the City’s inspection', '$12,034.3530 % of the total', '$1,203.44', '$10,830.91']);
    expect(framing).not.toHaveAttribute('data-deposit');
  });

  it('totals the schedule to the agreement’s total, to the cent', () => {
    render(<BasementInShares />);
    expect(cells(rows().at(-1)!)).toEqual(['Total', '$40,114.50', '$4,011.47', '$36,103.03']);
    expect(screen.queryByText(/must add up/)).not.toBeInTheDocument();
  });

  it('explains the Construction Act’s holdback', () => {
    render(<BasementInShares />);
    expect(screen.getByText(/Construction Act has 10 % of each payment kept back until the time to register a lien has passed/)).toBeInTheDocument();
  });

  it('shows fixed amounts as they are, with no share', () => {
    render(<KitchenInAmounts />);
    expect(cells(rows()[1])).toEqual(['DepositDeposit', 'On signing', '$3,000.00', '$300.00', '$2,700.00']);
    expect(screen.queryByText(/of the total$/)).not.toBeInTheDocument();
    // A deposit just under 10 % (9.87 %) warns nobody.
    expect(screen.queryByText(/deposit is more than 10 %/)).not.toBeInTheDocument();
  });

  it('warns when the deposit is over 10 %, until the homeowner confirms it', () => {
    const { unmount } = render(<LargeDeposit />);
    expect(screen.getByText(/The deposit is more than 10 % of the total\. Consumer Protection Ontario advises against paying a larger deposit; the homeowner must confirm it before signing\. This one is 25 % of the total\./)).toBeInTheDocument();
    // 25 % of $40,114.50 four times: the two half cents go to the first two payments.
    expect(rows().slice(1, 5).map((row) => cells(row)[2])).toEqual(['$10,028.6325 % of the total', '$10,028.6325 % of the total', '$10,028.6225 % of the total', '$10,028.6225 % of the total']);
    unmount();
    render(<LargeDepositConfirmed />);
    expect(screen.getByText(/The homeowner has confirmed it\./)).toBeInTheDocument();
    expect(screen.queryByText(/must confirm it before signing/)).not.toBeInTheDocument();
  });

  it('says when the payments do not add up to the total', () => {
    render(<DoesNotAddUp />);
    expect(screen.getByText('The payments must add up to the total payable: they add up to $30,000.00, and the total payable is $30,402.65.')).toBeInTheDocument();
  });

  it('lists the payments in order as cards for phones', () => {
    render(<BasementInShares />);
    const cards = within(screen.getByRole('list', { name: 'Payment schedule', hidden: true })).getAllByRole('listitem', { hidden: true });
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('Deposit to order materialsDeposit$4,011.4510 % of the totalDue: On signingHoldback $401.15, net payable $3,610.30');
  });

  itHasNoA11yViolations(composed);
});
