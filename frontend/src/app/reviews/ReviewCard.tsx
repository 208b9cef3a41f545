import { Badge, Box, Button, HStack, Rating, Stack, Text } from '@marketplace/design-system';
import { REVIEW_SCORE_LABELS, REVIEW_SCORES } from '@marketplace/shared';
import { EyeOff, MessageSquareReply } from 'lucide-react';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import type { ReviewCard_ReviewFragment } from '../../gql/graphql';
import { formatDate } from '../marketplace';

/** What a review card shows. */
export const ReviewCard_review = graphql(`
  fragment ReviewCard_review on Review {
    id
    projectTitle
    rating
    quality
    punctuality
    communication
    value
    text
    authorName
    createdAt
    reply {
      text
      createdAt
    }
    hidden
    hiddenReason
  }
`);

export interface ReviewCardProps {
  review: FragmentType<ReviewCard_ReviewFragment>;
  /** Whose reply it is (the contractor's business name). */
  replierName: string;
  /** The reply form, shown where the viewer may reply. */
  replyForm?: ReactNode;
  /** Operators' Hide action. */
  onHide?: () => void;
}

/** One review: overall stars, the four scores, the homeowner's words and the contractor's reply. */
export function ReviewCard({ review: from, replierName, replyForm, onHide }: ReviewCardProps) {
  const { data: review, complete } = useFragment({ fragment: ReviewCard_review, from });
  if (!complete) return null;
  return (
    <Stack
      as="article"
      id={`review-${review.id}`}
      aria-labelledby={`review-${review.id}-by`}
      gap="3"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderColor={review.hidden ? 'border.error' : 'border.muted'}
      borderRadius="card"
      bg="bg.panel"
      scrollMarginTop="24"
    >
      <HStack justify="space-between" align="start" wrap="wrap" gap="2">
        <Stack gap="1">
          <Rating value={review.rating} size="md" />
          <Text id={`review-${review.id}-by`} fontWeight="semibold">
            {review.authorName}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}
              · {review.projectTitle} · {formatDate(review.createdAt)}
            </Text>
          </Text>
        </Stack>
        {onHide ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onHide}>
            <EyeOff aria-hidden="true" />
            Hide<Text as="span" srOnly>{` the review by ${review.authorName}`}</Text>
          </Button>
        ) : null}
      </HStack>
      {review.hidden ? (
        <Badge colorPalette="red" variant="subtle" alignSelf="start" whiteSpace="normal">
          Hidden from the public{review.hiddenReason ? `: ${review.hiddenReason}` : ''}
        </Badge>
      ) : null}
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, auto)' }} gap="2" justifyContent="start" columnGap="6">
        {REVIEW_SCORES.map((score) => (
          <Box key={score}>
            <Text as="dt" textStyle="xs" color="fg.muted">
              {REVIEW_SCORE_LABELS[score]}
            </Text>
            <Text as="dd" textStyle="sm" fontWeight="medium">
              {review[score]} / 5
            </Text>
          </Box>
        ))}
      </Box>
      <Text whiteSpace="pre-line">{review.text}</Text>
      {review.reply ? (
        <Stack gap="1" ps="4" borderStartWidth="3px" borderColor="brand.solid">
          <HStack gap="1.5" color="fg.muted" textStyle="sm">
            <MessageSquareReply aria-hidden="true" size={16} />
            <Text>
              Reply from {replierName} · {formatDate(review.reply.createdAt)}
            </Text>
          </HStack>
          <Text whiteSpace="pre-line">{review.reply.text}</Text>
        </Stack>
      ) : null}
      {replyForm}
    </Stack>
  );
}
