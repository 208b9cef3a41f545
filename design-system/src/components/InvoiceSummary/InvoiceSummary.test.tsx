import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './InvoiceSummary.stories';

const composed = composeStories(stories);
const { NoticePossible, Overdue, Paid, HoldbackRelease, Plain, InvoiceList } = composed;

/** The card's amounts as [label, amount]. */
const amounts = (card: HTMLElement) => {
  const terms = within(card).getAllByRole('term').map((term) => term.textContent);
  const values = within(card).getAllByRole('definition').map((value) => value.textContent);
  return terms.map((term, index) => [term, values[index]]);
};

describe('InvoiceSummary', () => {
  it('names the invoice by its number and kind, linked to its page', () => {
    render(<NoticePossible />);
    const card = screen.getByRole('article', { name: 'INV-0002 Invoice for work' });
    expect(within(card).getByRole('heading', { level: 3, name: 'INV-0002 Invoice for work' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'INV-0002' })).toHaveAttribute('href', '/agreements/leslieville-kitchen/invoices/INV-0002');
  });

  it('shows the issue date, the period and the description', () => {
    render(<NoticePossible />);
    const card = screen.getByRole('article');
    expect(within(card).getByText(/^Issued/)).toHaveTextContent('Issued Apr 1, 2027·, Period Mar 1, 2027 to Mar 31, 2027');
    expect(card.querySelectorAll('time')[0]).toHaveAttribute('dateTime', '2027-04-01');
    expect(within(card).getByText('Cabinets installed and counters templated')).toBeInTheDocument();
  });

  it('shows the amounts, what is payable now emphasised', () => {
    render(<NoticePossible />);
    const card = screen.getByRole('article');
    expect(amounts(card)).toEqual([
      ['Subtotal', '$19,400.00'],
      ['HST', '$2,522.00'],
      ['Total', '$21,922.00'],
      ['Kept back (holdback)', '$2,192.20'],
      ['Payable now', '$19,729.80'],
    ]);
    expect(within(card).getByText('Payable now').closest('[data-amount]')).toHaveAttribute('data-amount', 'payable-now');
  });

  it('shows the prompt-payment clock as a badge', () => {
    const { unmount } = render(<NoticePossible />);
    expect(screen.getByText('notice of non-payment possible until Apr 15, 2027').closest('[data-state]')).toHaveAttribute('data-state', 'notice-possible');
    unmount();
    render(<Overdue />);
    expect(screen.getByText('overdue: it was due on Apr 29, 2027').closest('[data-state]')).toHaveAttribute('data-state', 'overdue');
  });

  it('offers the actions and the PDF, named after the invoice', () => {
    render(<NoticePossible />);
    expect(screen.getByRole('button', { name: 'Record a payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give a notice of non-payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF of INV-0002' })).toHaveAttribute('href', '/api/invoices/INV-0002.pdf');
  });

  it('keeps only the PDF once paid', () => {
    render(<Paid />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF of INV-0002' })).toBeInTheDocument();
  });

  it('names a holdback release, with nothing kept back and all of it payable now', () => {
    render(<HoldbackRelease />);
    const card = screen.getByRole('article', { name: 'INV-0004 Holdback release' });
    expect(amounts(card)).toEqual([
      ['Subtotal', '$4,850.00'],
      ['HST', '$630.50'],
      ['Total', '$5,480.50'],
      ['Payable now', '$5,480.50'],
    ]);
    expect(within(card).getByText(/^Issued/)).toHaveTextContent(/^Issued Jul 17, 2027$/);
  });

  it('renders without a clock, links or actions', () => {
    render(<Plain />);
    const card = screen.getByRole('article', { name: 'INV-0001 Invoice for work' });
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(card.querySelector('[data-state]')).toBeNull();
    expect(amounts(card).at(-1)).toEqual(['Payable now', '$14,746.50']);
  });

  it('takes another heading level', () => {
    render(<Plain headingLevel="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'INV-0001 Invoice for work' })).toBeInTheDocument();
  });

  it('lists a job’s invoices: the work adds up to the agreement, and the release pays what was kept back', () => {
    render(<InvoiceList />);
    const cards = within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'INV-0001 Invoice for work',
      'INV-0002 Invoice for work',
      'INV-0003 Invoice for work',
      'INV-0004 Holdback release',
    ]);
    const cents = (card: HTMLElement, label: string) => Number(amounts(card).find(([term]) => term === label)![1]!.replace(/[$,.]/g, ''));
    const work = cards.slice(0, 3);
    const release = cards[3];
    expect(work.reduce((sum, card) => sum + cents(card, 'Total'), 0)).toBe(5_480_500);
    expect(work.reduce((sum, card) => sum + cents(card, 'Kept back (holdback)'), 0)).toBe(cents(release, 'Payable now'));
    expect(cents(release, 'Subtotal')).toBe(485_000);
  });

  itHasNoA11yViolations(composed);
});
