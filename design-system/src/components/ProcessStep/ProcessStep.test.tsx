import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './ProcessStep.stories';

const { Numbered, ServiceStep, HowItWorks } = composeStories(stories);

describe('ProcessStep', () => {
  it('shows the step number, title and description', () => {
    render(<Numbered />);
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it("uses the service wording 'Step n: {name}'", () => {
    render(<ServiceStep />);
    expect(screen.getByRole('heading', { name: 'Step 2: Panel Assessment' })).toBeInTheDocument();
  });

  it('lists How It Works in order', () => {
    render(<HowItWorks />);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Contact Us', 'Get Quote', 'Project Complete']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  itHasNoA11yViolations(composeStories(stories));
});
