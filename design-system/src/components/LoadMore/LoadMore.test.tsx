import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './LoadMore.stories';

const { MorePages, WithoutTotal, LastPage, OneItem } = composeStories(stories);

describe('LoadMore', () => {
  it('shows the count and asks for the next page', async () => {
    render(<MorePages />);
    expect(screen.getByText('Showing 20 of 46 projects')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(MorePages.args.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('counts without a total', () => {
    render(<WithoutTotal />);
    expect(screen.getByText('Showing 50 messages')).toBeInTheDocument();
  });

  it('has no button on the last page', () => {
    render(<LastPage />);
    expect(screen.getByText('Showing 46 of 46 projects')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uses the singular for a count of one', () => {
    render(<OneItem />);
    expect(screen.getByText('Showing 1 entry')).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
