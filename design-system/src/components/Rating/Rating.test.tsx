import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './Rating.stories';

const { Default, EveryFill } = composeStories(stories);

describe('Rating', () => {
  it('is announced as one phrase, its stars and figures hidden from assistive technology', () => {
    render(<Default />);
    const rating = screen.getByRole('img', { name: 'Rated 4.8 out of 5 from 127 reviews' });
    for (const child of Array.from(rating.children)) expect(child).toHaveAttribute('aria-hidden', 'true');
  });

  it('fills a star from a quarter below it', () => {
    render(<EveryFill />);
    const filled = screen.getAllByRole('img').map((rating) => rating.querySelectorAll('svg[fill="currentColor"]').length);
    expect(filled).toEqual([5, 5, 4, 3, 2, 1, 0]);
  });

  itHasNoA11yViolations(composeStories(stories));
});
