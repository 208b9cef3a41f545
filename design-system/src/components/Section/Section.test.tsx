import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './Section.stories';

const { Plain } = composeStories(stories);

describe('Section', () => {
  it('is a region labelled by its heading, with actions', () => {
    render(<Plain />);
    expect(screen.getByRole('region', { name: 'Our Recent Work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Recent Work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects');
  });

  itHasNoA11yViolations(composeStories(stories));
});
