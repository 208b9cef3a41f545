import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './SkipLink.stories';

const { Default, CustomTarget } = composeStories(stories);

describe('SkipLink', () => {
  it('is the first keyboard stop and points at the main region', async () => {
    render(<Default />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });

  it('targets a custom region with its own label', () => {
    render(<CustomTarget />);
    expect(screen.getByRole('link', { name: 'Skip to projects' })).toHaveAttribute('href', '#project-list');
  });

  itHasNoA11yViolations(composeStories(stories));
});
