import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { AppLink, Badge, Box, Button, Heading, HStack, Stack, Text } from '@marketplace/design-system';
import { CircleAlert, Clock, Flag, MapPin, Tag, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { graphql } from '../../gql';
import type { ReviewItemCard_ItemFragment } from '../../gql/graphql';
import { FLAG_LABELS, formatDateTime, waitingLabel } from './format';

export const ReviewItemCard_item = graphql(`
  fragment ReviewItemCard_item on ReviewItem {
    project {
      id
      title
      description
      category
      location
      budget
      timeline
      homeowner
    }
    submittedAt
    waitingHours
    overdue
    flags
    homeownerEmail
  }
`);

export interface ReviewItemCardProps {
  /** The queue's reference to the item (its cache key is its project's id). */
  item: FragmentType<ReviewItemCard_ItemFragment>;
  /** True while a decision on this post is being sent. */
  busy?: boolean;
  onApprove: () => void;
  onAskForChanges: () => void;
  onReject: () => void;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="1.5" minW="0">
      {icon}
      <Text as="span" minW="0" wordBreak="break-word">
        {children}
      </Text>
    </HStack>
  );
}

/** One post waiting for review: what it is, who posted it, how long it has waited, the spam flags, and the three decisions. */
export function ReviewItemCard({ item: ref, busy = false, onApprove, onAskForChanges, onReject }: ReviewItemCardProps) {
  const titleId = useId();
  const { data: item, complete } = useFragment({ fragment: ReviewItemCard_item, from: ref });
  if (!complete) return null;
  const { project } = item;
  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      gap="4"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor={item.overdue ? 'border.warning' : 'border'}
      borderRadius="card"
      boxShadow="card"
      minW="0"
    >
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge variant="subtle" colorPalette="gray" gap="1">
            <Clock size={12} aria-hidden="true" />
            {waitingLabel(item.waitingHours)}
          </Badge>
          {item.overdue ? (
            <Badge variant="solid" colorPalette="orange" gap="1">
              <CircleAlert size={12} aria-hidden="true" />
              Over 24 h
            </Badge>
          ) : null}
          {item.flags.map((flag) => (
            <Badge key={flag} variant="outline" colorPalette="red" gap="1">
              <Flag size={12} aria-hidden="true" />
              {FLAG_LABELS[flag]}
            </Badge>
          ))}
        </HStack>
        <Heading as="h3" size="md" id={titleId} lineHeight="short" wordBreak="break-word">
          {project.title}
        </Heading>
        <Stack as="ul" listStyleType="none" direction={{ base: 'column', sm: 'row' }} gap={{ base: '1.5', sm: '5' }} rowGap="1.5" wrap="wrap" textStyle="sm" color="fg.muted">
          <Fact icon={<Tag size={14} aria-hidden="true" />}>{project.category}</Fact>
          <Fact icon={<MapPin size={14} aria-hidden="true" />}>{project.location}</Fact>
          <Fact icon={<Wallet size={14} aria-hidden="true" />}>{project.budget}</Fact>
        </Stack>
      </Stack>
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {project.description}
      </Text>
      <Box textStyle="sm" color="fg.muted">
        <Text>
          Posted by {project.homeowner}
          {item.homeownerEmail ? (
            <>
              {' · '}
              <AppLink href={`mailto:${item.homeownerEmail}`} wordBreak="break-all">
                {item.homeownerEmail}
              </AppLink>
            </>
          ) : null}
        </Text>
        <Text>
          Timeline {project.timeline} · In the queue since {formatDateTime(item.submittedAt)}
        </Text>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" justify="flex-end">
        <Button colorPalette="green" onClick={onApprove} loading={busy} loadingText="Approving…">
          Approve
        </Button>
        <Button variant="outline" colorPalette="gray" onClick={onAskForChanges} disabled={busy}>
          Ask for changes
        </Button>
        <Button variant="outline" colorPalette="red" onClick={onReject} disabled={busy}>
          Reject
        </Button>
      </Stack>
    </Stack>
  );
}
