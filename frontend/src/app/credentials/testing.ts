import type {
  AccountProfile_ProfileFragment,
  CheckRow_CheckFragment,
  CredentialForm_CredentialFragment,
  CredentialRow_CredentialFragment,
} from '../../gql/graphql';
import type { FragmentFields } from '../testing/fragmentFields';

/** Every field a credential's components read (its row, its correction form, the operators' check). */
type CredentialNode = FragmentFields<CredentialRow_CredentialFragment> & FragmentFields<CredentialForm_CredentialFragment> & FragmentFields<CheckRow_CheckFragment> & { __typename: 'Credential' };

/** A credential as the API sends it to its contractor: `viewerCan` follows the status unless given. */
export function credentialNode(overrides: Partial<CredentialNode> = {}): CredentialNode {
  const status = overrides.status ?? 'SUBMITTED';
  return {
    viewerCan: { __typename: 'CredentialPermissions', resubmit: status !== 'VERIFIED' } as CredentialNode['viewerCan'],
    __typename: 'Credential',
    id: '7',
    contractorId: 'u-pro',
    contractorName: 'Lakeshore Decks Inc.',
    kind: 'WSIB_CLEARANCE',
    title: null,
    number: 'WSIB 1234567',
    issuer: 'Workplace Safety and Insurance Board',
    coverageAmount: null,
    expiresOn: '2031-06-30',
    document: null,
    documentUrl: null,
    status: 'SUBMITTED',
    submittedAt: '2030-03-02T14:00:00.000Z',
    rejectionReason: null,
    ...overrides,
  };
}

/** A contractor's profile as the API sends it: the public fields (each test adds the rating, reviews or credentials its query asks for). */
type ProfileNode = Omit<FragmentFields<AccountProfile_ProfileFragment>, 'rating'> & { __typename: 'ContractorProfile' };

export function profileNode(overrides: Partial<ProfileNode> = {}): ProfileNode {
  return {
    __typename: 'ContractorProfile',
    id: 'u-pro',
    businessName: 'Lakeshore Decks Inc.',
    trades: [{ __typename: 'Trade', id: 9, name: 'Electrician' }],
    serviceAreas: [{ __typename: 'ServiceArea', slug: 'mississauga', name: 'Mississauga' }],
    yearsInBusiness: 14,
    bio: 'Decks and outdoor lighting in Peel and Halton.',
    logoUrl: null,
    portfolio: [],
    badges: [
      { __typename: 'ContractorBadge', kind: 'VERIFIED_BUSINESS', label: 'Verified' },
      { __typename: 'ContractorBadge', kind: 'WSIB_CLEARED', label: 'WSIB cleared' },
    ],
    missingLicences: [{ __typename: 'MissingLicence', kind: 'ESA_ECRA_ELECTRICAL', trade: { __typename: 'Trade', id: 9, name: 'Electrician' } }],
    ...overrides,
  } as ProfileNode;
}
