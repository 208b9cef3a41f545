import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './Fields.stories';

const { Default, RequiredWithHelp, WithError, Disabled, Textarea, Selects, ContactForm } = composeStories(stories);

describe('TextField / TextareaField / SelectField', () => {
  it('labels the input', async () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'Project title' });
    await userEvent.type(input, 'Basement in Port Credit');
    expect(input).toHaveValue('Basement in Port Credit');
  });

  it('marks required fields and ties help text with aria-describedby', () => {
    render(<RequiredWithHelp />);
    const input = screen.getByRole('textbox', { name: /Project title/ });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('A short title contractors will see first.');
  });

  it('shows the error, marks the input invalid and describes it by the message', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Valid email is required');
  });

  it('disables the control', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: 'Location' })).toBeDisabled();
  });

  it('describes a textarea by both help and error text', () => {
    render(<Textarea />);
    const textarea = screen.getByRole('textbox', { name: /Approach/ });
    expect(textarea).toHaveAccessibleDescription(
      'How you will do the work, in at least 10 characters. Please provide a detailed approach (minimum 10 characters)',
    );
  });

  it('selects from native options and clears the error', async () => {
    render(<Selects />);
    const budget = screen.getByRole('combobox', { name: /Budget range/ });
    expect(budget).toHaveAccessibleDescription('Please choose a budget range');
    await userEvent.selectOptions(budget, '$10,000 - $25,000');
    expect(budget).toHaveValue('$10,000 - $25,000');
    expect(screen.queryByText('Please choose a budget range')).not.toBeInTheDocument();
    const urgency = screen.getByRole('combobox', { name: 'Urgency' });
    expect(urgency).toHaveValue('medium');
    expect(screen.getByRole('option', { name: 'High - Urgent' })).toBeInTheDocument();
  });

  it('renders a whole form with consistent labels', () => {
    render(<ContactForm />);
    for (const name of [/^Name/, /^Email/, /^Phone/, /^Subject/, /^Message/]) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /^Phone/ })).not.toBeRequired();
  });

  itHasNoA11yViolations(composeStories(stories));
});
