import { toaster } from '@marketplace/design-system';
import { PARTNER_MESSAGES } from '@marketplace/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { axe } from '../../../test/axe';
import { ApprovePartnerApplicationMutation, DeclinePartnerApplicationMutation } from './mutations/useDecidePartnerApplication';
import { PartnerApplicationsQuery, PartnersTab } from './PartnersTab';

beforeEach(() => toaster.remove());

const application = (overrides: object = {}) => ({
  __typename: 'PartnerApplication' as const,
  id: '7',
  organisation: 'RenoLedger Inc.',
  website: 'https://renoledger.ca',
  useCase: 'A budgeting app for Toronto homeowners that lists open renovation projects by trade and city.',
  status: 'PENDING' as const,
  decisionNote: null,
  decidedAt: null,
  updatedAt: '2030-03-04T14:00:00.000Z',
  applicant: { __typename: 'PartnerApplicant' as const, id: 'u-partner', name: 'Leah Tremblay', email: 'api@renoledger.ca' },
  ...overrides,
});

it('approves a waiting application and says who was e-mailed', async () => {
  const user = userEvent.setup({ delay: null });
  const { container } = renderWithApp(<PartnersTab />, {
    mocks: [
      { request: { query: PartnerApplicationsQuery }, result: { data: { partnerApplications: [application()] } } },
      { request: { query: ApprovePartnerApplicationMutation, variables: { id: '7' } }, result: { data: { approvePartnerApplication: application({ status: 'APPROVED', decidedAt: '2030-03-04T15:00:00.000Z' }) } } },
    ],
  });
  expect(await screen.findByRole('heading', { name: 'RenoLedger Inc.' })).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
  await user.click(screen.getByRole('button', { name: 'Approve RenoLedger Inc.' }));
  expect(await screen.findByText(/We e-mailed api@renoledger.ca/)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Keys, usage and webhooks' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve RenoLedger Inc.' })).not.toBeInTheDocument();
});

it('declines only with a note, which it sends', async () => {
  const user = userEvent.setup({ delay: null });
  const note = 'Please tell us which project data you would show, and to whom.';
  renderWithApp(<PartnersTab />, {
    mocks: [
      { request: { query: PartnerApplicationsQuery }, result: { data: { partnerApplications: [application()] } } },
      { request: { query: DeclinePartnerApplicationMutation, variables: { id: '7', note } }, result: { data: { declinePartnerApplication: application({ status: 'DECLINED', decisionNote: note }) } } },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Decline RenoLedger Inc.' }));
  await user.click(await screen.findByRole('button', { name: 'Decline and send note' }));
  expect(await screen.findByText(PARTNER_MESSAGES.declineNote)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Note to the applicant/ }), note);
  await user.click(screen.getByRole('button', { name: 'Decline and send note' }));
  expect(await screen.findByText(`Note sent: ${note}`)).toBeInTheDocument();
});
