import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './Notice.stories';

const { Info, Success, Warning } = composeStories(stories);

describe('Notice', () => {
  it('is silent unless asked to be announced', () => {
    render(<Info />);
    expect(screen.getByText(/publish it within 24 hours/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a saved change as a status and a problem as an alert', () => {
    render(<><Success /><Warning /></>);
    expect(screen.getByRole('status')).toHaveTextContent('Your account settings are saved.');
    expect(screen.getByRole('alert')).toHaveTextContent('ECRA/ESA licence');
  });

  itHasNoA11yViolations(composeStories(stories));
});
