import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { ContactPage } from './ContactPage';
import { SendContactMessageMutation } from './operations';

const input = { name: 'Farah Ahmed', email: 'farah@example.ca', phone: null, subject: 'Basement quote', message: 'Looking to finish a 900 sq ft basement in Scarborough.' };

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Full Name/ }), input.name);
  await user.type(screen.getByRole('textbox', { name: /Email Address/ }), input.email);
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), input.subject);
  await user.type(screen.getByRole('textbox', { name: /Message/ }), input.message);
}

it('shows the side cards with the business hours and location', () => {
  renderWithApp(<ContactPage />);
  expect(screen.getByText('Mon to Fri 8AM to 6PM')).toBeInTheDocument();
  expect(screen.getByText('Sat 9AM to 4PM')).toBeInTheDocument();
  expect(screen.getByText('Toronto Ontario')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Why Choose Us?' })).toBeInTheDocument();
});

it('shows each required message, tied to its field, and focuses the first', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ContactPage />);
  await user.click(screen.getByRole('button', { name: /Send Message/ }));
  for (const message of ['Name is required', 'Valid email is required', 'Subject is required', 'Message is required']) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  const name = screen.getByRole('textbox', { name: /Full Name/ });
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Name is required');
  await waitFor(() => expect(name).toHaveFocus());
  expect(screen.getByRole('textbox', { name: /Phone Number/ })).not.toHaveAttribute('aria-invalid', 'true');
  await user.type(screen.getByRole('textbox', { name: /Email Address/ }), 'not-an-email');
  expect(screen.getByText('Valid email is required')).toBeInTheDocument();
});

it('sends the message, toasts and clears the form', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ContactPage />, {
    mocks: [{ request: { query: SendContactMessageMutation, variables: { input } }, result: { data: { sendContactMessage: { __typename: 'ContactMessage', id: '1' } } } }],
  });
  await fill(user);
  await user.click(screen.getByRole('button', { name: /Send Message/ }));
  expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
  expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue(''));
});

it('toasts the failure and keeps what was typed', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ContactPage />, {
    mocks: [{ request: { query: SendContactMessageMutation, variables: { input } }, error: new Error('Network down') }],
  });
  await fill(user);
  await user.click(screen.getByRole('button', { name: /Send Message/ }));
  expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue(input.name);
});
