import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { ContractorJoinPage } from './ContractorJoinPage';
import { SignUpContractorMutation } from './operations';

it('pitches joining, checks the form and then says to check the inbox', async () => {
  const user = userEvent.setup({ delay: null });
  const { container } = renderWithApp(<ContractorJoinPage />, {
    path: '/contractors/join',
    mocks: [
      {
        request: { query: SignUpContractorMutation, variables: { input: { businessName: 'Lakeshore Decks Inc.', email: 'bids@lakeshoredecks.ca', phone: null } } },
        result: { data: { signUpContractor: true } },
      },
    ],
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Join as a contractor' })).toBeInTheDocument();
  for (const reason of ['Free to bid', 'Show your WSIB clearance', 'Licensed trades stand out']) {
    expect(screen.getByRole('heading', { name: reason })).toBeInTheDocument();
  }
  expect(screen.getByText(/ECRA\/ESA-licensed/)).toBeInTheDocument();
  expect(screen.getByText(/TSSA-registered/)).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();

  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Business name is required')).toBeInTheDocument();
  expect(screen.getByText('Valid email is required')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: /Business name/ }), 'Lakeshore Decks Inc.');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'bids@lakeshoredecks.ca');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '12');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Enter a phone number like 416-555-0123')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  expect(screen.getByText('bids@lakeshoredecks.ca')).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});
