import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { viewerMock, viewerNode } from '../../app/session/testing';
import { InviteToQuoteMutation } from '../../app/pros/mutations/useInviteToQuote';
import { InvitingProjectQuery, ProDirectoryQuery, ProsDirectoryPage } from './ProsDirectoryPage';

const pro = (id: string, businessName: string) => ({
  __typename: 'ContractorProfile' as const,
  id,
  businessName,
  logoUrl: null,
  yearsInBusiness: 8,
  completedProjects: 2,
  typicalResponse: null,
  trades: [{ __typename: 'Trade' as const, id: 9, name: 'Decks & Fences' }],
  serviceAreas: [{ __typename: 'ServiceArea' as const, slug: 'oakville', name: 'Oakville' }],
  badges: [],
  rating: { __typename: 'ContractorRating' as const, average: null, count: 0 },
});

const invitation = (id: string, businessName: string) => ({
  __typename: 'ProjectInvitation' as const,
  invitedAt: '2030-03-03T10:00:00.000Z',
  notifiedAt: null,
  contractor: { __typename: 'ContractorProfile' as const, id, businessName },
});

const project = { __typename: 'Project' as const, id: '5', title: 'Backyard Deck in Oakville', viewerCan: { __typename: 'ProjectPermissions' as const, invitePros: true } };

it('lists pros on their own cards and, opened from a project, invites them to quote on it', async () => {
  const user = userEvent.setup({ delay: null });
  const mocks = [
    viewerMock(viewerNode('HOMEOWNER')),
    {
      request: { query: ProDirectoryQuery, variables: { trade: null, city: null, search: null, first: 12 } },
      result: {
        data: {
          pros: {
            __typename: 'ContractorProfileConnection' as const,
            totalCount: 2,
            pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
            nodes: [pro('u-lake', 'Lakeshore Decks Inc.'), pro('u-halton', 'Halton Outdoor Builders')],
          },
        },
      },
    },
    {
      request: { query: InvitingProjectQuery, variables: { id: '5' } },
      result: { data: { project: { ...project, invitations: [invitation('u-lake', 'Lakeshore Decks Inc.')] } } },
    },
    {
      request: { query: InviteToQuoteMutation, variables: { projectId: '5', contractorId: 'u-halton' } },
      result: {
        data: {
          inviteToQuote: {
            ...project,
            category: 'Decks & Fences',
            location: 'Oakville, ON',
            visibility: 'PUBLISHED' as const,
            invitations: [invitation('u-lake', 'Lakeshore Decks Inc.'), invitation('u-halton', 'Halton Outdoor Builders')],
          },
        },
      },
    },
  ];
  renderWithApp(<ProsDirectoryPage />, { path: '/pros?invite=5', routePath: '/pros', mocks });
  const list = await screen.findByRole('list', { name: 'Pros' });
  expect(within(list).getByRole('heading', { name: 'Lakeshore Decks Inc.' })).toBeInTheDocument();
  expect(await screen.findByText(/1 of 5 invited/)).toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: 'Invite to quote: Halton Outdoor Builders' }));
  // The invitation's answer updates the project's invitations, which mark the pro Invited.
  expect(await screen.findByText(/2 of 5 invited/)).toBeInTheDocument();
  expect(within(list).getAllByText('Invited')).toHaveLength(2);
});
