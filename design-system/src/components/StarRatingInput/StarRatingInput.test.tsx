import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './StarRatingInput.stories';

const { NotRated, Rated, WithError } = composeStories(stories);

describe('StarRatingInput', () => {
  it('is a labelled radio group the keyboard can change', async () => {
    render(<NotRated />);
    const group = screen.getByRole('group', { name: /Quality of work/ });
    expect(group).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
  });

  it('shows the chosen score', () => {
    render(<Rated />);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('announces its error with the group', () => {
    render(<WithError />);
    expect(screen.getByRole('group', { name: /Value for money/ })).toHaveAccessibleDescription('Rate value for money from 1 to 5 stars');
  });

  itHasNoA11yViolations(composeStories(stories));
});
