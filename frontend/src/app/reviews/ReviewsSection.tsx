import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ConfirmDialog, EmptyState, Heading, HStack, LoadMore, Rating, showToast, Stack, Text, TextareaField } from '@marketplace/design-system';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ReviewsSection_ProfileFragment } from '../../gql/graphql';
import { fieldErrorsOf } from '../graphql/errors';
import { useHideReview } from './mutations/useHideReview';
import { ReplyForm } from './ReplyForm';
import { ReviewCard } from './ReviewCard';
import { hideSchema } from './schema';

/** Reviews the profile shows at first, and adds with each "Show more reviews". */
export const REVIEWS_PAGE_SIZE = 10;

/** The most reviews one request may ask for (the API's limit). */
const REVIEWS_MAX_FIRST = 50;

/**
 * A contractor's reviews as the section shows them. The route's query pages them with its
 * `$first` and `$after`; the pages share one place in the cache (the field policy of
 * `ContractorProfile.reviews` in apollo.ts appends a page asked for after a cursor), so the section
 * reads the whole list whatever the last page asked for.
 */
export const ReviewsSection_profile = graphql(`
  fragment ReviewsSection_profile on ContractorProfile {
    id
    businessName
    rating {
      average
      count
    }
    reviews(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        authorName
        contractorName
        projectTitle
        viewerCan {
          reply
          hide
        }
        ...ReviewCard_review
      }
    }
  }
`);

type Review = ReviewsSection_ProfileFragment['reviews']['nodes'][number];

export interface ReviewsSectionProps {
  profile: FragmentType<ReviewsSection_ProfileFragment>;
  /** Adds the reviews after `after` to the route's query (one more page). */
  onLoadMore(after: string): Promise<unknown>;
  /** Asks the route's query again for the first `first` reviews and the rating (after a review is hidden). */
  onRefresh(first: number): Promise<unknown>;
}

export const NO_REVIEWS_YET = 'No reviews yet. Reviews come only from homeowners who hired this contractor through GTA Home Pros.';

/** "4.5 out of 5 from 2 reviews" */
export function ratingSummary(rating: { average?: number | null; count: number }): string {
  return `${(rating.average ?? 0).toFixed(1)} out of 5 from ${rating.count === 1 ? '1 review' : `${rating.count} reviews`}`;
}

/**
 * A contractor's reviews on their profile: the average and count, newest first, the contractor's
 * reply form on their own reviews and operators' Hide (with a reason). The server says who may do what.
 */
export function ReviewsSection({ profile: from, onLoadMore, onRefresh }: ReviewsSectionProps) {
  const { data: profile, complete } = useFragment({ fragment: ReviewsSection_profile, fragmentName: 'ReviewsSection_profile', from });
  const { hide: hideReview, hiding } = useHideReview();
  const [hidingReview, setHidingReview] = useState<Review | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  if (!complete) return null;
  const { reviews } = profile;

  const confirmHide = async () => {
    if (!hidingReview) return;
    try {
      hideSchema.validateSync({ reason });
    } catch (invalid) {
      setReasonError((invalid as Error).message);
      return;
    }
    try {
      await hideReview(hidingReview.id, reason.trim());
      showToast({ type: 'success', title: 'Review hidden', description: 'It no longer shows publicly or counts in the average. The audit log records why.' });
      setHidingReview(null);
    } catch (problem) {
      const field = fieldErrorsOf(problem)?.reason;
      if (field) setReasonError(field);
      else showToast({ type: 'error', title: 'Not hidden', description: 'Please check your connection and try again.' });
      return;
    }
    // The average and the count now leave the hidden review out: the reviews shown, asked again. If
    // that fails, the review is hidden all the same and the figures catch up on the next visit.
    await onRefresh(Math.min(Math.max(reviews.nodes.length, REVIEWS_PAGE_SIZE), REVIEWS_MAX_FIRST)).catch(() => undefined);
  };

  const loadMore = async (after: string) => {
    setLoadingMore(true);
    try {
      await onLoadMore(after);
    } catch {
      showToast({ type: 'error', title: 'More reviews could not load', description: 'Please check your connection and try again.' });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack as="section" id="reviews" aria-labelledby="reviews-heading" gap="4" scrollMarginTop="24">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Heading as="h2" id="reviews-heading" size="xl">
          Reviews
        </Heading>
        {profile.rating.count > 0 ? (
          <HStack gap="2">
            <Rating value={profile.rating.average ?? 0} reviewCount={profile.rating.count} size="md" />
            <Text srOnly>{ratingSummary(profile.rating)}</Text>
          </HStack>
        ) : null}
      </HStack>
      {reviews.nodes.length === 0 ? (
        <EmptyState icon={MessageSquareText} headingLevel="h3" title="No reviews yet" description={NO_REVIEWS_YET} />
      ) : (
        <Stack gap="4">
          {reviews.nodes.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              replierName={profile.businessName}
              replyForm={review.viewerCan.reply ? <ReplyForm reviewId={review.id} authorName={review.authorName} /> : undefined}
              onHide={
                review.viewerCan.hide
                  ? () => {
                      setReason('');
                      setReasonError(undefined);
                      setHidingReview(review);
                    }
                  : undefined
              }
            />
          ))}
          <LoadMore
            hasMore={reviews.pageInfo.hasNextPage && reviews.pageInfo.endCursor != null}
            onLoadMore={() => {
              if (reviews.pageInfo.endCursor) void loadMore(reviews.pageInfo.endCursor);
            }}
            loading={loadingMore}
            shownCount={reviews.nodes.length}
            totalCount={reviews.totalCount}
            itemLabel="reviews"
            itemLabelOne="review"
            label="Show more reviews"
          />
        </Stack>
      )}
      <ConfirmDialog
        open={hidingReview !== null}
        onOpenChange={(open) => (open ? undefined : setHidingReview(null))}
        title="Hide this review?"
        description={hidingReview ? `${hidingReview.authorName}'s review of ${hidingReview.contractorName} for "${hidingReview.projectTitle}". It stays in the records but leaves the public list and the average; nobody can edit it.` : undefined}
        confirmLabel="Hide review"
        tone="danger"
        isLoading={hiding}
        onConfirm={() => void confirmHide()}
      >
        <TextareaField
          label="Reason"
          required
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          helperText='Which rule it breaks, for the audit log, e.g. "Includes the crew lead’s phone number."'
          errorText={reasonError}
        />
      </ConfirmDialog>
    </Stack>
  );
}
