import type { MockLink } from '@apollo/client/testing';
import type { ReviewItemCard_ItemFragment } from '../../gql/graphql';
import { OperatorOverviewQuery, ReviewQueueQuery as QueueQuery } from './operations';
import { REVIEW_PAGE_SIZE } from './ReviewQueueTab';

type ReviewItemNode = ReviewItemCard_ItemFragment;

/** A post waiting for review, as the API sends it (overrides for the project go in `project`). */
export function reviewItem(overrides: Partial<Omit<ReviewItemNode, 'project'>> & { project?: Partial<ReviewItemNode['project']> } = {}) {
  const { project, ...rest } = overrides;
  return {
    __typename: 'ReviewItem' as const,
    submittedAt: '2030-03-03T14:00:00.000Z',
    waitingHours: 30,
    overdue: true,
    flags: [] as ReviewItemNode['flags'],
    homeownerEmail: 'priya.shah@example.ca',
    ...rest,
    project: {
      __typename: 'Project' as const,
      id: '41',
      title: 'Basement Waterproofing in East York',
      description: 'Water comes in along the north wall after heavy rain. Looking for interior weeping tile and a sump pump.',
      category: 'General Contracting',
      location: 'East York, Toronto, ON',
      budget: '$12,000 - $18,000',
      timeline: '1-2 months',
      homeowner: 'Priya Shah',
      ...project,
    },
  };
}

export function overviewMock(counts: { inReview?: number; overdue?: number; unhandledMessages?: number } = {}): MockLink.MockedResponse {
  return {
    request: { query: OperatorOverviewQuery },
    result: { data: { operatorOverview: { __typename: 'OperatorOverview', inReview: 2, overdue: 1, unhandledMessages: 3, ...counts } } },
    maxUsageCount: 10,
  };
}

export function queueMock(items: ReturnType<typeof reviewItem>[], { after, nextCursor = null, totalCount = items.length }: { after?: string; nextCursor?: string | null; totalCount?: number } = {}): MockLink.MockedResponse {
  return {
    request: { query: QueueQuery, variables: after ? { first: REVIEW_PAGE_SIZE, after } : { first: REVIEW_PAGE_SIZE } },
    result: { data: { reviewQueue: { __typename: 'ReviewQueuePage', items, nextCursor, totalCount } } },
  };
}
