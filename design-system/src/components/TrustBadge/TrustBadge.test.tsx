import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './TrustBadge.stories';

const { Inline, HeroStrip } = composeStories(stories);

describe('TrustBadge', () => {
  it('shows the claim and its supporting line', () => {
    render(<Inline />);
    expect(screen.getByText('Licensed & Insured')).toBeInTheDocument();
    expect(screen.getByText('WSIB coverage and $2M liability on every job')).toBeInTheDocument();
  });

  it("renders the home hero's three badges", () => {
    render(<HeroStrip />);
    for (const claim of ['Licensed & Insured', 'Quality Guaranteed', 'Local Toronto Team']) {
      expect(screen.getByText(claim)).toBeInTheDocument();
    }
  });

  itHasNoA11yViolations(composeStories(stories));
});
