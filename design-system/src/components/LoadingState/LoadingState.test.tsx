import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './LoadingState.stories';

const { Cards, ListWithLabel } = composeStories(stories);

describe('LoadingState', () => {
  it('announces the loading label politely and hides skeletons from assistive tech', () => {
    const { container } = render(<Cards />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading projects...');
    expect(container.querySelectorAll('[aria-hidden="true"] .chakra-skeleton').length).toBeGreaterThanOrEqual(3);
  });

  it('can show the label visibly (dashboard)', () => {
    render(<ListWithLabel />);
    expect(screen.getByText('Loading projects...')).toBeVisible();
  });

  itHasNoA11yViolations(composeStories(stories));
});
