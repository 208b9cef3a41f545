import { useQuery } from '@apollo/client/react';
import { ConfirmDialog, EmptyState, Heading, HStack, LoadMore, Rating, showToast, Stack, Text, TextareaField } from '@marketplace/design-system';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { DataView } from '../../app/ui/dataStates';
import type { ReviewFieldsFragment } from '../../gql/graphql';
import { fieldErrorsOf } from '../account/errors';
import { ContractorReviewsQuery } from './operations';
import { useHideReview } from './mutations/useHideReview';
import { ReplyForm } from './ReplyForm';
import { ReviewCard } from './ReviewCard';
import { hideSchema } from './schema';

const PAGE_SIZE = 10;

export const NO_REVIEWS_YET = 'No reviews yet. Reviews come only from homeowners who hired this contractor through GTA Home Pros.';

/** "4.5 out of 5 from 2 reviews" */
export function ratingSummary(rating: { average?: number | null; count: number }): string {
  return `${(rating.average ?? 0).toFixed(1)} out of 5 from ${rating.count === 1 ? '1 review' : `${rating.count} reviews`}`;
}

/**
 * A contractor's reviews on their profile: the average and count, newest first, the contractor's
 * reply form on their own reviews and operators' Hide (with a reason). The server says who may do what.
 */
export function ReviewsSection({ contractorId }: { contractorId: string }) {
  const [first, setFirst] = useState(PAGE_SIZE);
  const { data, loading, error, refetch } = useQuery(ContractorReviewsQuery, { variables: { id: contractorId, first }, notifyOnNetworkStatusChange: true });
  const { hide: hideReview, hiding } = useHideReview();
  const [hidingReview, setHidingReview] = useState<ReviewFieldsFragment | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

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
      await refetch();
    } catch (problem) {
      const field = fieldErrorsOf(problem)?.reason;
      if (field) setReasonError(field);
      else showToast({ type: 'error', title: 'Not hidden', description: 'Please check your connection and try again.' });
    }
  };

  const profile = data?.contractorProfile;
  const reviews = profile?.reviews;
  return (
    <Stack as="section" id="reviews" aria-labelledby="reviews-heading" gap="4" scrollMarginTop="24">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Heading as="h2" id="reviews-heading" size="xl">
          Reviews
        </Heading>
        {profile && profile.rating.count > 0 ? (
          <HStack gap="2">
            <Rating value={profile.rating.average ?? 0} reviewCount={profile.rating.count} size="md" />
            <Text srOnly>{ratingSummary(profile.rating)}</Text>
          </HStack>
        ) : null}
      </HStack>
      <DataView
        data={data}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(answer) => !answer.contractorProfile?.reviews || answer.contractorProfile.reviews.nodes.length === 0}
        placeholder={{ label: 'Loading reviews...', count: 2 }}
        errorTitle="We couldn't load the reviews"
        empty={<EmptyState icon={MessageSquareText} headingLevel="h3" title="No reviews yet" description={NO_REVIEWS_YET} />}
      >
        {() =>
          profile && reviews ? (
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
                hasMore={reviews.pageInfo.hasNextPage}
                onLoadMore={() => setFirst((count) => Math.min(count + PAGE_SIZE, 50))}
                loading={loading}
                shownCount={reviews.nodes.length}
                totalCount={reviews.totalCount}
                itemLabel="reviews"
                itemLabelOne="review"
                label="Show more reviews"
              />
            </Stack>
          ) : null
        }
      </DataView>
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
