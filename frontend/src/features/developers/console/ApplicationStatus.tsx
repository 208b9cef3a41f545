import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, HStack, Stack, Text } from '@marketplace/design-system';
import { graphql } from '../../../gql';
import type { ApplicationStatus_ApplicationFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../app/marketplace/format';

export const ApplicationStatus_application = graphql(`
  fragment ApplicationStatus_application on PartnerApplication {
    id
    organisation
    website
    useCase
    status
    decisionNote
    decidedAt
    updatedAt
  }
`);

/** How an application's status reads on its badge, to the applicant (`label`) and to staff (`staffLabel`). */
export const APPLICATION_STATUS = {
  PENDING: { label: 'Waiting for review', staffLabel: 'Waiting', palette: 'orange' },
  APPROVED: { label: 'Approved', staffLabel: 'Approved', palette: 'green' },
  DECLINED: { label: 'Declined', staffLabel: 'Declined', palette: 'red' },
} as const;

/** An application as its applicant sees it: where it stands, what they sent, and the note if declined. */
export function ApplicationStatus({ application: ref }: { application: FragmentType<ApplicationStatus_ApplicationFragment> }) {
  const { data: application, complete } = useFragment({ fragment: ApplicationStatus_application, from: ref });
  if (!complete) return null;
  const status = APPLICATION_STATUS[application.status];
  return (
    <Stack gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card">
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Text fontWeight="semibold">{application.organisation}</Text>
        <Badge colorPalette={status.palette} variant="subtle">
          {status.label}
        </Badge>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        Sent {formatDateTime(application.updatedAt)}
        {application.decidedAt ? ` · Decided ${formatDateTime(application.decidedAt)}` : ''}
        {application.website ? ` · ${application.website}` : ''}
      </Text>
      <Text textStyle="sm" whiteSpace="pre-wrap">
        {application.useCase}
      </Text>
      {application.decisionNote ? (
        <Stack gap="1" p="3" borderRadius="card" bg="bg.muted">
          <Text textStyle="sm" fontWeight="semibold">
            Note from our team
          </Text>
          <Text textStyle="sm" whiteSpace="pre-wrap">
            {application.decisionNote}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
