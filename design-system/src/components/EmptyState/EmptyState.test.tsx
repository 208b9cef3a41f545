import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './EmptyState.stories';

const { NoResults, NoFavorites, CategoryEmpty } = composeStories(stories);

describe('EmptyState', () => {
  it('shows what to do when a search finds nothing', () => {
    render(<NoResults />);
    expect(screen.getByRole('heading', { name: 'No projects found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters.')).toBeInTheDocument();
  });

  it("offers 'Browse Projects' when there are no favourites", () => {
    render(<NoFavorites />);
    expect(screen.getByRole('status')).toHaveTextContent('No favorites yet');
    expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute('href', '/projects');
  });

  it('renders a title on its own', () => {
    render(<CategoryEmpty />);
    expect(screen.getByText('No plumbing projects found matching your criteria.')).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
