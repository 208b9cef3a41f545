import type { MockLink } from '@apollo/client/testing';
import type { ViewerQuery as ViewerQueryResult } from '../../gql/graphql';
import { ViewerQuery } from './operations';

type ViewerNode = NonNullable<ViewerQueryResult['viewer']> & { __typename: 'Viewer' };

/** A signed-in homeowner, contractor, operator or partner as the API describes them. */
export function viewerNode(role: ViewerNode['role'], overrides: Partial<ViewerNode> = {}): ViewerNode {
  const people = {
    HOMEOWNER: { id: 'u-home', name: 'Marcus Lee', email: 'marcus.lee@example.ca', phone: null, businessName: null },
    CONTRACTOR: { id: 'u-pro', name: 'Dana Kowalski', email: 'bids@lakeshoredecks.ca', phone: '905-555-0142', businessName: 'Lakeshore Decks Inc.' },
    OPERATOR: { id: 'u-ops', name: 'Sam Okafor', email: 'sam@gtahomepros.ca', phone: null, businessName: null },
    PARTNER: { id: 'u-partner', name: 'Leah Tremblay', email: 'api@renoledger.ca', phone: null, businessName: null },
  } as const;
  return { __typename: 'Viewer', role, ...people[role], ...overrides };
}

/** The answer to the Viewer query: a person, or null for a visitor. Usable several times. */
export function viewerMock(viewer: ViewerNode | null): MockLink.MockedResponse {
  return { request: { query: ViewerQuery }, result: { data: { viewer } }, maxUsageCount: 10 };
}
