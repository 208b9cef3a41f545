import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './SearchInput.stories';

const { Empty, WithQuery, Interactive } = composeStories(stories);

describe('SearchInput', () => {
  it('is a labelled search box without a clear button when empty', () => {
    render(<Empty />);
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search services' })).not.toBeInTheDocument();
  });

  it('clears the query', async () => {
    render(<WithQuery />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search services' }));
    expect(WithQuery.args.onValueChange).toHaveBeenCalledWith('');
  });

  it('filters as the user types and submits on Enter', async () => {
    render(<Interactive />);
    expect(screen.getByRole('search', { name: 'Search services' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search services' });
    await userEvent.type(box, 'pa');
    expect(screen.getByText('1 services: Painting')).toBeInTheDocument();
    await userEvent.type(box, '{Enter}');
    expect(Interactive.args.onSearch).toHaveBeenCalledWith('pa');
  });

  itHasNoA11yViolations(composeStories(stories));
});
