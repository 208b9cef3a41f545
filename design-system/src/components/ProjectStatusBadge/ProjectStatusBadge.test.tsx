import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './ProjectStatusBadge.stories';

const { OpenForBids, ContractorHired, AllStatuses, UnknownStatus, ProposalStatuses } = composeStories(stories);

describe('ProjectStatusBadge', () => {
  it("labels open projects 'Open for Bids'", () => {
    render(<OpenForBids />);
    expect(screen.getByText('Open for Bids')).toBeInTheDocument();
  });

  it("labels an open project with a hire 'Contractor Hired', and leaves other statuses as they are", () => {
    const { unmount } = render(<ContractorHired />);
    expect(screen.getByText('Contractor Hired')).toHaveAttribute('data-hired', 'true');
    expect(screen.queryByText('Open for Bids')).not.toBeInTheDocument();
    unmount();
    render(<ContractorHired status="completed" />);
    expect(screen.getByText('Completed')).not.toHaveAttribute('data-hired');
  });

  it('gives every status a human label', () => {
    render(<AllStatuses />);
    for (const label of ['Open for Bids', 'Awaiting Estimation', 'Estimated', 'In Progress', 'Pending', 'Completed', 'Cancelled']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('humanises unknown statuses', () => {
    render(<UnknownStatus />);
    expect(screen.getByText('On Hold')).toBeInTheDocument();
  });

  it('defaults proposals to Pending', () => {
    render(<ProposalStatuses />);
    expect(screen.getAllByText('Pending')).toHaveLength(2);
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
