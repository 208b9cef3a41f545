import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavoritesProvider } from '../../app/providers/FavoritesProvider';
import { findContractor } from '../../data/contractors';
import { axe } from '../../test/axe';
import { viewerMock, viewerNode } from '../account/testing';
import { ContractorProfilePage } from '../contractor-profile/ContractorProfilePage';
import { renderWithProviders } from '../marketplace/testing/renderWithProviders';
import { ContractorProfileEditorPage } from './ContractorProfileEditorPage';
import { MyContractorProfileQuery, PublicContractorProfileQuery } from './operations';
import { credentialNode, profileNode } from './testing';

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
    },
  },
  maxUsageCount: 5,
};

describe('ContractorProfileEditorPage', () => {
  it("shows each credential's state, the licence the trade lacks, and checks the form with the shared messages", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(<ContractorProfileEditorPage />, { mocks: [viewerMock(viewerNode('CONTRACTOR')), mine] });
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

  it('asks visitors to sign in', async () => {
    renderWithProviders(<ContractorProfileEditorPage />, { mocks: [viewerMock(null)] });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fcontractor-dashboard%2Fprofile');
  });
});

describe('ContractorProfilePage for a real account', () => {
  it('shows the business, its badges and the missing licence, with no contact details', async () => {
    const { container } = renderWithProviders(<ContractorProfilePage />, {
      path: '/contractor/u-pro',
      route: '/contractor/:id',
      mocks: [{ request: { query: PublicContractorProfileQuery, variables: { id: 'u-pro' } }, result: { data: { contractorProfile: { ...profileNode(), rating: { __typename: 'ContractorRating', average: null, count: 0 } } } } }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lakeshore Decks Inc.' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Credentials of Lakeshore Decks Inc.' })).toHaveTextContent('VerifiedWSIB cleared');
    expect(screen.getByText(/offers Electrician but has no verified ECRA\/ESA electrical contractor licence/)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\w@\w|905-/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says not found for an id that is not a contractor, and keeps the sample contractors', async () => {
    const { unmount } = renderWithProviders(<ContractorProfilePage />, {
      path: '/contractor/nobody',
      route: '/contractor/:id',
      mocks: [{ request: { query: PublicContractorProfileQuery, variables: { id: 'nobody' } }, result: { data: { contractorProfile: null } } }],
    });
    expect(await screen.findByRole('heading', { name: 'Contractor not found' })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <FavoritesProvider>
        <ContractorProfilePage />
      </FavoritesProvider>,
      { path: '/contractor/1', route: '/contractor/:id' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(findContractor(1)!.name);
  });
});
