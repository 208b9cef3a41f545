import { gql } from '@apollo/client';
import { MarketplaceProjectsQuery } from '../marketplace/operations';
import { listedNode, projectNode } from '../marketplace/testing/fixtures';
import { createApolloClient } from './apollo';

const page = (ids: number[], hasNextPage: boolean) => ({
  projects: {
    __typename: 'ProjectConnection' as const,
    totalCount: 10,
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: `cursor-${ids.at(-1)}` },
    nodes: ids.map((id) => listedNode(projectNode({ id: String(id) }))),
  },
});

describe('the projects cache', () => {
  const variables = { first: 2 };
  const idsIn = (client: ReturnType<typeof createApolloClient>) =>
    client.cache.readQuery({ query: MarketplaceProjectsQuery, variables })?.projects.nodes.map((node) => Number(node.id));

  it('keeps the pages loaded with "Show more" when the first page is refreshed', () => {
    const client = createApolloClient();
    client.cache.writeQuery({ query: MarketplaceProjectsQuery, variables, data: page([9, 8], true) });
    // "Show more" (fetchMore + updateQuery) writes the longer list under the first page's variables.
    client.cache.writeQuery({ query: MarketplaceProjectsQuery, variables, data: page([9, 8, 7, 6], true) });
    // A poll brings a new project: the first page is now 10, 9; 8 moved down but stays listed.
    client.cache.writeQuery({ query: MarketplaceProjectsQuery, variables, data: page([10, 9], true) });
    expect(idsIn(client)).toEqual([10, 9, 8, 7, 6]);
    expect(client.cache.readQuery({ query: MarketplaceProjectsQuery, variables })?.projects.pageInfo.endCursor).toBe('cursor-6');
  });

  it('replaces the list when the refreshed first page is the whole list', () => {
    const client = createApolloClient();
    client.cache.writeQuery({ query: MarketplaceProjectsQuery, variables, data: page([9, 8, 7], false) });
    client.cache.writeQuery({ query: MarketplaceProjectsQuery, variables, data: page([9, 7], false) });
    expect(idsIn(client)).toEqual([9, 7]);
  });
});

describe("a contractor's reviews in the cache", () => {
  const ReviewsPage = gql`
    query ReviewsPage($id: ID!, $first: Int, $after: String) {
      contractorProfile(id: $id) {
        id
        reviews(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            id
          }
        }
      }
    }
  `;
  const answer = (ids: string[], endCursor: string, hasNextPage: boolean) => ({
    contractorProfile: {
      __typename: 'ContractorProfile',
      id: 'u-pro',
      reviews: {
        __typename: 'ReviewConnection',
        totalCount: 3,
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
        nodes: ids.map((id) => ({ __typename: 'Review', id })),
      },
    },
  });
  const shown = (client: ReturnType<typeof createApolloClient>) => {
    const data = client.cache.readQuery<ReturnType<typeof answer>>({ query: ReviewsPage, variables: { id: 'u-pro', first: 2 } });
    return { ids: data?.contractorProfile.reviews.nodes.map((node) => node.id), cursor: data?.contractorProfile.reviews.pageInfo.endCursor };
  };

  it('puts a page asked for after a cursor under the reviews shown, with its cursor', () => {
    const client = createApolloClient();
    client.cache.writeQuery({ query: ReviewsPage, variables: { id: 'u-pro', first: 2 }, data: answer(['1', '2'], 'c-2', true) });
    client.cache.writeQuery({ query: ReviewsPage, variables: { id: 'u-pro', first: 2, after: 'c-2' }, data: answer(['3'], 'c-3', false) });
    expect(shown(client)).toEqual({ ids: ['1', '2', '3'], cursor: 'c-3' });
  });

  it('replaces them with a first page asked for again (a refetch after a review was hidden)', () => {
    const client = createApolloClient();
    client.cache.writeQuery({ query: ReviewsPage, variables: { id: 'u-pro', first: 2 }, data: answer(['1', '2'], 'c-2', true) });
    client.cache.writeQuery({ query: ReviewsPage, variables: { id: 'u-pro', first: 2, after: 'c-2' }, data: answer(['3'], 'c-3', false) });
    client.cache.writeQuery({ query: ReviewsPage, variables: { id: 'u-pro', first: 3 }, data: answer(['1', '3'], 'c-3', false) });
    expect(shown(client)).toEqual({ ids: ['1', '3'], cursor: 'c-3' });
  });
});
