import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { ACCOUNT_MESSAGES } from '../../app/session/accountMessages';
import { safeNextPath } from '../../app/session/nextPath';
import { RequestSignInLinkMutation } from './operations';
import { SignInPage } from './SignInPage';

const linkMock = (email: string, redirectTo: string | null, result: object = { data: { requestSignInLink: true } }) => ({
  request: { query: RequestSignInLinkMutation, variables: { email, redirectTo } },
  result,
});

it('sends a link to the address, then says to check the inbox, and can send again', async () => {
  const user = userEvent.setup({ delay: null });
  const { container } = renderWithApp(<SignInPage />, {
    path: '/sign-in?next=%2Fmy-projects',
    mocks: [linkMock('priya@example.ca', '/my-projects'), linkMock('priya@example.ca', '/my-projects')],
  });
  expect(await axe(container)).toHaveNoViolations();
  expect(screen.getByRole('link', { name: 'Join as a contractor' })).toHaveAttribute('href', '/contractors/join');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), ' priya@example.ca ');
  await user.click(screen.getByRole('button', { name: /E-mail me a sign-in link/ }));

  const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('priya@example.ca')).toBeInTheDocument();
  expect(screen.getByText('The link works once, within 15 minutes.')).toBeInTheDocument();
  expect(screen.getByText(/Check your spam or junk folder/)).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();

  await user.click(screen.getByRole('button', { name: /Send the link again/ }));
  expect(await screen.findByText(/We’ve sent another link/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
  expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
});

it('checks the address before sending', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<SignInPage />, { path: '/sign-in' });
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
  await user.click(screen.getByRole('button', { name: /E-mail me a sign-in link/ }));
  expect(await screen.findByText(ACCOUNT_MESSAGES.email)).toBeInTheDocument();
});

it('explains an expired or used link', () => {
  renderWithApp(<SignInPage />, { path: '/sign-in?error=EXPIRED_TOKEN' });
  expect(screen.getByRole('alert')).toHaveTextContent('That sign-in link has expired or was already used. Enter your e-mail to get a new one.');
});

it('says when there were too many requests', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<SignInPage />, {
    path: '/sign-in',
    mocks: [linkMock('priya@example.ca', null, { errors: [{ message: 'Too many', extensions: { code: 'TOO_MANY_REQUESTS' } }] })],
  });
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'priya@example.ca');
  await user.click(screen.getByRole('button', { name: /E-mail me a sign-in link/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in requests. Please wait a few minutes and try again.');
});

it('shows the server\'s field message for an address it refuses', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<SignInPage />, {
    path: '/sign-in',
    mocks: [linkMock('a@b.co', null, { errors: [{ message: 'Invalid', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Valid email is required' } } }] })],
  });
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'a@b.co');
  await user.click(screen.getByRole('button', { name: /E-mail me a sign-in link/ }));
  expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
});

it('follows only same-site paths after signing in', () => {
  expect(safeNextPath('/project/3005')).toBe('/project/3005');
  expect(safeNextPath('/my-projects?posted=4')).toBe('/my-projects?posted=4');
  expect(safeNextPath('//evil.example/x')).toBeNull();
  expect(safeNextPath('/\\evil.example')).toBeNull();
  expect(safeNextPath('https://evil.example')).toBeNull();
  expect(safeNextPath('projects')).toBeNull();
  expect(safeNextPath(null)).toBeNull();
});
