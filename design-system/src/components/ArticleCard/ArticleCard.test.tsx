import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './ArticleCard.stories';

const { Default, WithoutImage } = composeStories(stories);

describe('ArticleCard', () => {
  it('shows category, title link, excerpt, author, date and read time', () => {
    render(<Default />);
    expect(screen.getByText('Permits & Regulations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Do You Need a Building Permit for Your Toronto Basement?' })).toHaveAttribute('href', '/article/1');
    expect(screen.getByText(/Underpinning, new bedrooms/)).toBeInTheDocument();
    expect(screen.getByText('Daniel Okafor')).toBeInTheDocument();
    expect(screen.getByText('June 12, 2025').closest('time')).toHaveAttribute('datetime', '2025-06-12');
    expect(screen.getByText('7 min read')).toBeInTheDocument();
  });

  it('keeps a preformatted date as written', () => {
    render(<WithoutImage />);
    expect(screen.getByText(/Mei Lin/)).toBeInTheDocument();
    expect(screen.getByText('March 3, 2025')).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
