import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../../test/axe';
import { viewerMock, viewerNode } from '../../../app/session/testing';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { ContractorProfileEditorPage } from './ContractorProfileEditorPage';
import { MyContractorProfileQuery } from './operations';
import { UpdateLeadPreferencesMutation } from '../../../app/leads/mutations/useUpdateLeadPreferences';
import { credentialNode, profileNode } from '../../../app/credentials/testing';

const mine = {
  request: { query: MyContractorProfileQuery },
  result: {
    data: {
      myContractorProfile: {
        ...profileNode(),
        credentials: [
          credentialNode({ id: '3', status: 'REJECTED', kind: 'ESA_ECRA_ELECTRICAL', number: 'ECRA/ESA 7000001', issuer: 'Electrical Safety Authority', rejectionReason: 'The number is not on the ESA public register.' }),
          credentialNode({ id: '2', status: 'VERIFIED' }),
          credentialNode({ id: '1', status: 'EXPIRED', kind: 'LIABILITY_INSURANCE', coverageAmount: 2_000_000, issuer: 'Intact Insurance' }),
        ],
      },
      myLeadPreferences: preferencesNode(),
    },
  },
  maxUsageCount: 5,
};

function preferencesNode() {
  return {
    __typename: 'LeadPreferences' as const,
    minJobSize: 5000,
    maxJobSize: null,
    takesUrgentJobs: true,
    availability: 'NOW' as const,
    availableFrom: null,
    maxLeadAlertsPerDay: 10,
    alertEmail: 'IMMEDIATE' as const,
    trades: [{ __typename: 'Trade' as const, id: 14 }],
    serviceAreas: [{ __typename: 'ServiceArea' as const, slug: 'toronto' }],
  };
}

describe('ContractorProfileEditorPage', () => {
  it("shows each credential's state, the licence the trade lacks, and checks the form with the shared messages", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithApp(<ContractorProfileEditorPage />, { mocks: [viewerMock(viewerNode('CONTRACTOR')), mine] });
    const list = await screen.findByRole('list', { name: 'Your credentials' });
    const rejected = within(list).getByRole('listitem', { name: 'Ontario electrical contractor licence (ECRA/ESA)' });
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Reason: The number is not on the ESA public register.')).toBeInTheDocument();
    expect(within(list).getByText('Verified')).toBeInTheDocument();
    expect(within(list).getByText('Expired')).toBeInTheDocument();
    expect(within(list).getByText(/\$2,000,000 coverage/)).toBeInTheDocument();
    expect(screen.getByText(/Electrician work in Ontario needs an ECRA\/ESA electrical contractor licence/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your badges' })).toHaveTextContent('WSIB cleared');
    expect(await axe(container)).toHaveNoViolations();

    await user.clear(screen.getByLabelText(/Business name/));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a credential' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a credential' });
    await user.selectOptions(within(dialog).getByLabelText(/Kind/), 'LIABILITY_INSURANCE');
    await user.click(within(dialog).getByRole('button', { name: 'Send for checking' }));
    expect(await within(dialog).findByText('Enter the coverage in dollars, e.g. 2000000 for $2 million')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Insurer/)).toBeInTheDocument();
  });

  it('opens a rejected credential with its details, to correct and send again', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ContractorProfileEditorPage />, { mocks: [viewerMock(viewerNode('CONTRACTOR')), mine] });
    const list = await screen.findByRole('list', { name: 'Your credentials' });
    await user.click(within(list).getByRole('button', { name: /Correct and send again for Ontario electrical contractor licence/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct and send again' });
    expect(within(dialog).getByLabelText(/Licence, registration or certificate number/)).toHaveValue('ECRA/ESA 7000001');
    expect(within(dialog).getByLabelText(/Issued by/)).toHaveValue('Electrical Safety Authority');
  });

  it("uploads a certificate's photo as a private file and previews it through the private address", async () => {
    const user = userEvent.setup({ delay: null });
    const name = '3b8f0c2a-5d6e-4f7a-8b9c-0d1e2f3a4b5c-1200x900.webp';
    // jsdom has no Response: the parts of one uploadPhotos reads.
    const upload = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 201, json: async () => ({ files: [{ name, url: `/api/uploads/private/${name}` }] }) }));
    const original = globalThis.fetch;
    globalThis.fetch = upload as unknown as typeof fetch;
    try {
      renderWithApp(<ContractorProfileEditorPage />, { mocks: [viewerMock(viewerNode('CONTRACTOR')), mine] });
      await user.click(await screen.findByRole('button', { name: 'Add a credential' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a credential' });
      await user.upload(within(dialog).getByLabelText('Photo or scan of the certificate'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'wsib.jpg', { type: 'image/jpeg' }));
      expect(await within(dialog).findByText(/Uploaded\./)).toBeInTheDocument();
      expect(dialog.querySelector('img')).toHaveAttribute('src', `/api/uploads/private/${name}`);
      expect(upload.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([['/api/uploads?access=private', 'POST']]);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('saves lead preferences, checking them with the shared messages first', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = {
      request: {
        query: UpdateLeadPreferencesMutation,
        variables: { input: { minJobSize: 5000, maxJobSize: 60000, takesUrgentJobs: false, availability: 'PAUSED', availableFrom: null, maxLeadAlertsPerDay: 4, alertEmail: 'DAILY' } },
      },
      result: { data: { updateLeadPreferences: { ...preferencesNode(), maxJobSize: 60000, takesUrgentJobs: false, availability: 'PAUSED', maxLeadAlertsPerDay: 4, alertEmail: 'DAILY' } } },
    };
    renderWithApp(<ContractorProfileEditorPage />, { mocks: [viewerMock(viewerNode('CONTRACTOR')), mine, saved] });
    const form = await screen.findByRole('form', { name: 'Lead preferences' });
    expect(within(form).getByLabelText(/Smallest job you want/)).toHaveValue('$5,000');
    await user.type(within(form).getByLabelText(/Largest job you want/), '1000');
    await user.clear(within(form).getByLabelText(/Lead alerts a day/));
    await user.type(within(form).getByLabelText(/Lead alerts a day/), '80');
    await user.selectOptions(within(form).getByLabelText(/Availability/), 'FROM_DATE');
    await user.click(within(form).getByRole('button', { name: 'Save lead preferences' }));
    expect(await within(form).findByText('The smallest job size must not be larger than the largest')).toBeInTheDocument();
    expect(within(form).getByText('Choose from 1 to 50 lead alerts a day')).toBeInTheDocument();
    expect(within(form).getByText('Enter the date you can take new work from, today or later (YYYY-MM-DD)')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/Largest job you want/));
    await user.type(within(form).getByLabelText(/Largest job you want/), '$60,000');
    await user.clear(within(form).getByLabelText(/Lead alerts a day/));
    await user.type(within(form).getByLabelText(/Lead alerts a day/), '4');
    await user.selectOptions(within(form).getByLabelText(/Availability/), 'PAUSED');
    await user.selectOptions(within(form).getByLabelText(/Urgent jobs/), 'no');
    await user.selectOptions(within(form).getByLabelText(/How lead alerts reach you/), 'DAILY');
    await user.click(within(form).getByRole('button', { name: 'Save lead preferences' }));
    expect(await screen.findByText('Lead preferences saved')).toBeInTheDocument();
  });

  it('asks visitors to sign in', async () => {
    renderWithApp(<ContractorProfileEditorPage />, { mocks: [viewerMock(null)] });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fcontractor-dashboard%2Fprofile');
  });
});
