import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './TestimonialCard.stories';

const { Default, WithoutRating } = composeStories(stories);

describe('TestimonialCard', () => {
  it('is a figure with the quote, the customer and the rating', () => {
    render(<Default />);
    expect(screen.getByRole('figure')).toBeInTheDocument();
    expect(screen.getByText(/two weeks early/).tagName).toBe('BLOCKQUOTE');
    expect(screen.getByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByText('Basement finishing · Leslieville, Toronto')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('omits the rating when there is none', () => {
    render(<WithoutRating />);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
