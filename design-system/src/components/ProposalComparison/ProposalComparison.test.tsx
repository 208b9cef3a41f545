import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './ProposalComparison.stories';

const composed = composeStories(stories);
const { Pending, Decided, ReadOnly, Interactive } = composed;

const table = () => screen.getByRole('table', { name: 'Proposals side by side', hidden: true });
const rowNames = () => within(table()).getAllByRole('row', { hidden: true }).slice(1).map((row) => within(row).getAllByRole('cell', { hidden: true })[0].textContent);

describe('ProposalComparison', () => {
  it('puts bid, timeline, warranty, materials, rating and status side by side', () => {
    render(<Pending />);
    const headers = within(table()).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    expect(headers).toEqual(['Contractor', 'Bid', 'Timeline', 'Warranty', 'Materials', 'Rating', 'Status', 'Decision']);
    const first = within(table()).getAllByRole('row', { hidden: true })[1];
    expect(within(first).getByText('$30,000 - $40,000')).toBeInTheDocument();
    expect(within(first).getByText('2-year workmanship warranty')).toBeInTheDocument();
    expect(within(first).getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: 'Proposals side by side', hidden: true })).toHaveLength(1);
  });

  it('asks the app to sort, and shows the order it gets', async () => {
    render(<Interactive />);
    expect(rowNames()[0]).toContain('Scarborough Reno Co.');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'bid-asc');
    expect(rowNames().map((name) => name?.split(/Verified|Insured|Full/)[0])).toEqual(['East End Basements', 'Scarborough Reno Co.', 'Guildwood Build Ltd.']);
  });

  it('names each decision button after its contractor and disables the current status', async () => {
    render(<Decided />);
    const accept = within(table()).getByRole('button', { name: 'Accept the proposal from East End Basements', hidden: true });
    expect(accept).toBeDisabled();
    expect(within(table()).getByRole('button', { name: 'Decline the proposal from Guildwood Build Ltd.', hidden: true })).toBeDisabled();
    await userEvent.click(within(table()).getByRole('button', { name: 'Accept the proposal from Guildwood Build Ltd.', hidden: true }));
    expect(Decided.args.onAccept).toHaveBeenCalledWith('43');
  });

  it('shows no buttons when read-only', () => {
    render(<ReadOnly />);
    expect(screen.queryAllByRole('button', { name: /Accept|Decline/, hidden: true })).toHaveLength(0);
  });

  itHasNoA11yViolations(composed);
});
