import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './Ledger.stories';

const composed = composeStories(stories);
const { MidJob, HoldbackFallsDue, AfterHoldbackRelease, ChangeOrderAdded, ChangeOrderRemoved, Overpaid, WithFooter } = composed;

const table = (name = 'Where the money stands') => screen.getByRole('table', { name });
/** Each row as [its header, its amount]. */
const rows = () =>
  within(table())
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
const amountOf = (label: string) => rows().find(([header]) => header?.startsWith(label))?.[1];

describe('Ledger', () => {
  it('says where the money stands mid-job, in order, with the payment awaiting confirmation', () => {
    render(<MidJob />);
    expect(rows()).toEqual([
      ['Agreed total', '$54,805.00'],
      ['Change orders (signed)', '$0.00'],
      ['Contract total', '$54,805.00'],
      ['Invoiced (work)', '$38,307.00'],
      ['Paid and confirmed', '$14,746.50'],
      ['Recorded, awaiting confirmationRecorded by the homeowner, not yet confirmed by the contractor', '$19,729.80'],
      ['Holdback kept back10 % of the work invoiced, with its HST', '$3,830.70'],
      ['Holdback still kept back', '$3,830.70'],
      ['OutstandingInvoiced as payable now, not yet confirmed as paid', '$19,729.80'],
    ]);
  });

  it('emphasises what is outstanding and right-aligns every amount', () => {
    render(<MidJob />);
    const outstanding = within(table()).getByRole('rowheader', { name: /^Outstanding/ }).closest('tr')!;
    expect(outstanding).toHaveAttribute('data-emphasis', 'outstanding');
    expect(outstanding.parentElement!.tagName).toBe('TFOOT');
    for (const cell of within(table()).getAllByRole('cell')) expect(cell).toHaveAttribute('data-numeric');
  });

  it('leaves out the rows about money that has not moved', () => {
    render(<MidJob />);
    expect(within(table()).queryByRole('rowheader', { name: 'Holdback released' })).not.toBeInTheDocument();
    expect(within(table()).queryByRole('rowheader', { name: /^Overpaid/ })).not.toBeInTheDocument();
  });

  it('says when the holdback falls due, once substantial performance is confirmed', () => {
    render(<HoldbackFallsDue />);
    const header = within(table()).getByRole('rowheader', { name: /^Holdback still kept back/ });
    expect(header).toHaveTextContent('Holdback still kept backFalls due on Jul 17, 2027');
    expect(header.querySelector('time')).toHaveAttribute('dateTime', '2027-07-17');
    expect(amountOf('Holdback still kept back')).toBe('$5,480.50');
    expect(amountOf('Outstanding')).toBe('$0.00');
    expect(within(table()).queryByRole('rowheader', { name: /^Recorded, awaiting confirmation/ })).not.toBeInTheDocument();
  });

  it('shows the holdback released, and no due day once nothing is kept back', () => {
    render(<AfterHoldbackRelease />);
    expect(amountOf('Holdback kept back')).toBe('$5,480.50');
    expect(amountOf('Holdback released')).toBe('$5,480.50');
    expect(within(table()).getByRole('rowheader', { name: /^Holdback still kept back/ })).toHaveTextContent(/^Holdback still kept back$/);
    expect(amountOf('Holdback still kept back')).toBe('$0.00');
    expect(amountOf('Paid and confirmed')).toBe('$54,805.00');
    expect(amountOf('Outstanding')).toBe('$0.00');
    expect(screen.queryByText(/Falls due on/)).not.toBeInTheDocument();
  });

  it('signs change orders: + for work added, - for work taken away', () => {
    const { unmount } = render(<ChangeOrderAdded />);
    expect(amountOf('Change orders (signed)')).toBe('+$1,356.00');
    expect(amountOf('Contract total')).toBe('$56,161.00');
    unmount();
    render(<ChangeOrderRemoved />);
    expect(amountOf('Change orders (signed)')).toBe('-$508.50');
    expect(amountOf('Contract total')).toBe('$54,296.50');
  });

  it('shows an overpayment', () => {
    render(<Overpaid />);
    expect(amountOf('Overpaid')).toBe('$1,638.50');
    expect(amountOf('Outstanding')).toBe('$0.00');
  });

  it('takes another accessible name and a footer', () => {
    render(<WithFooter label="Leslieville kitchen: the money" />);
    expect(table('Leslieville kitchen: the money')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every invoice and payment' })).toHaveAttribute('href', '/agreements/leslieville-kitchen/invoices');
    expect(screen.getByText('Amounts include any HST charged.')).toBeInTheDocument();
  });

  itHasNoA11yViolations(composed);
});
