import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './ProposalCard.stories';

const { Pending, Accepted, Declined, Minimal, Interactive } = composeStories(stories);

describe('ProposalCard', () => {
  it('shows bid, timeline, approach, experience and status', () => {
    render(<Pending />);
    expect(screen.getByRole('article', { name: 'Proposal from Lakeshore Basement Co.' })).toBeInTheDocument();
    expect(screen.getByText('$30,000 - $40,000')).toBeInTheDocument();
    expect(screen.getByText('2 months')).toBeInTheDocument();
    expect(screen.getByText(/Pull the building permit/)).toBeInTheDocument();
    expect(screen.getByText(/14 years finishing basements/)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /bids@lakeshorebasement.ca/ })).toHaveAttribute('href', 'mailto:bids@lakeshorebasement.ca');
    expect(screen.getByRole('link', { name: /555-0142/ })).toHaveAttribute('href', 'tel:4165550142');
  });

  it('enables both buttons while pending', async () => {
    render(<Pending />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(Pending.args.onAccept).toHaveBeenCalledTimes(1);
    expect(Pending.args.onDecline).toHaveBeenCalledTimes(1);
  });

  it('disables Accept when accepted', () => {
    render(<Accepted />);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('disables Decline when declined', () => {
    render(<Declined />);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('moves the disabled button with the status', async () => {
    render(<Interactive />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('renders without optional parts or actions', () => {
    render(<Minimal />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Materials')).not.toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
