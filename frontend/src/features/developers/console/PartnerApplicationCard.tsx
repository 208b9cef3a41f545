import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { AppLink, Badge, Button, Heading, HStack, Stack, Text } from '@marketplace/design-system';
import { useId, type ReactNode } from 'react';
import { graphql } from '../../../gql';
import type { PartnerApplicationCard_ApplicationFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../app/marketplace/format';
import { APPLICATION_STATUS } from './ApplicationStatus';

export const PartnerApplicationCard_application = graphql(`
  fragment PartnerApplicationCard_application on PartnerApplication {
    id
    organisation
    website
    useCase
    status
    decisionNote
    decidedAt
    updatedAt
    applicant {
      id
      name
      email
    }
  }
`);

export interface PartnerApplicationCardProps {
  application: FragmentType<PartnerApplicationCard_ApplicationFragment>;
  busy?: boolean;
  onApprove(): void;
  onDecline(): void;
  /** For approved partners: their keys, usage and webhooks. */
  details?: ReactNode;
}

/** One application in the operator's queue: who, what they will build, and the two decisions while it waits. */
export function PartnerApplicationCard({ application: ref, busy = false, onApprove, onDecline, details }: PartnerApplicationCardProps) {
  const titleId = useId();
  const { data: application, complete } = useFragment({ fragment: PartnerApplicationCard_application, from: ref });
  if (!complete) return null;
  const status = APPLICATION_STATUS[application.status];
  return (
    <Stack as="article" aria-labelledby={titleId} gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
          {application.organisation}
        </Heading>
        <Badge colorPalette={status.palette} variant="subtle">
          {status.staffLabel}
        </Badge>
      </HStack>
      <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
        {[application.applicant.name.trim(), application.applicant.email, `Sent ${formatDateTime(application.updatedAt)}`].filter(Boolean).join(' · ')}
        {application.decidedAt ? ` · Decided ${formatDateTime(application.decidedAt)}` : ''}
      </Text>
      {application.website ? (
        <Text textStyle="sm">
          <AppLink href={application.website} rel="noopener noreferrer nofollow" target="_blank">
            {application.website}
          </AppLink>
        </Text>
      ) : null}
      <Text whiteSpace="pre-wrap">{application.useCase}</Text>
      {application.decisionNote ? (
        <Text textStyle="sm" color="fg.muted">
          Note sent: {application.decisionNote}
        </Text>
      ) : null}
      {application.status === 'PENDING' ? (
        <HStack gap="3" wrap="wrap">
          <Button onClick={onApprove} loading={busy} loadingText="Approving…" aria-label={`Approve ${application.organisation}`}>
            Approve
          </Button>
          <Button variant="outline" colorPalette="red" onClick={onDecline} disabled={busy} aria-label={`Decline ${application.organisation}`}>
            Decline
          </Button>
        </HStack>
      ) : null}
      {details}
    </Stack>
  );
}
