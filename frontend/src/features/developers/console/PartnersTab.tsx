import { NoteDialog } from '../../../forms';
import { useQuery } from '@apollo/client/react';
import { EmptyState, Heading, showToast, Stack, Text } from '@marketplace/design-system';
import { Building2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { graphql } from '../../../gql';
import type { PartnerApplicationsQuery as PartnerApplicationsResult } from '../../../gql/graphql';
import { DataView } from '../../../app/ui/dataStates';
import { actionProblem } from '../../../app/graphql/actionProblem';
import { useApprovePartnerApplication, useDeclinePartnerApplication } from './mutations/useDecidePartnerApplication';
import { PartnerApplicationCard } from './PartnerApplicationCard';
import { PartnerDetails } from './PartnerDetails';
import { declineSchema } from './schema';

export const PartnerApplicationsQuery = graphql(`
  query PartnerApplications {
    partnerApplications {
      id
      organisation
      status
      applicant {
        id
        email
      }
      ...PartnerApplicationCard_application
    }
  }
`);

type Application = PartnerApplicationsResult['partnerApplications'][number];

/** The operator's view of API partners: applications waiting first (approve, or decline with a note), then every partner's keys and usage. */
export function PartnersTab() {
  const { data, loading, error, refetch } = useQuery(PartnerApplicationsQuery, { fetchPolicy: 'cache-and-network' });
  const { approve } = useApprovePartnerApplication();
  const decline = useDeclinePartnerApplication();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [declining, setDeclining] = useState<Application | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onApprove = async (application: Application) => {
    setBusyId(application.id);
    try {
      await approve(application.id);
      showToast({ title: 'Partner approved', description: `${application.organisation} can now make keys. We e-mailed ${application.applicant.email}.`, type: 'success' });
    } catch (problem) {
      showToast({ title: 'That did not go through', description: actionProblem(problem), type: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
          API partners
        </Heading>
        <Text color="fg.muted">Applications for API access, waiting ones first. Approving gives the account a partner console; declining e-mails your note.</Text>
      </Stack>
      <DataView
        data={data}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(answer) => answer.partnerApplications.length === 0}
        placeholder={{ label: 'Loading applications…', variant: 'list', count: 2 }}
        errorTitle="We couldn't load the applications"
        empty={<EmptyState title="No applications yet." description="Partners apply at /developers/join; their applications wait here." icon={Building2} headingLevel="h3" />}
      >
        {({ partnerApplications }) => (
          <Stack as="ul" listStyleType="none" gap="4" aria-label="Applications for API access">
            {partnerApplications.map((application) => (
              <li key={application.id}>
                <PartnerApplicationCard
                  application={application}
                  busy={busyId === application.id}
                  onApprove={() => void onApprove(application)}
                  onDecline={() => setDeclining(application)}
                  details={application.status === 'APPROVED' ? <PartnerDetails partnerId={application.applicant.id} organisation={application.organisation} /> : undefined}
                />
              </li>
            ))}
          </Stack>
        )}
      </DataView>
      <NoteDialog
        open={declining !== null}
        onClose={() => setDeclining(null)}
        title={declining ? `Decline ${declining.organisation}?` : 'Decline'}
        description="The applicant receives your note by e-mail and may change the application and send it again."
        label="Note to the applicant"
        placeholder="Please tell us which project data you would show, and to whom."
        submitLabel="Decline and send note"
        tone="danger"
        schema={declineSchema}
        fallbackFocusRef={headingRef}
        onSubmit={async (note) => {
          if (!declining) return false;
          try {
            await decline(declining.id, note);
            showToast({ title: 'Application declined', description: `We e-mailed your note to ${declining.applicant.email}.`, type: 'success' });
            return true;
          } catch (problem) {
            showToast({ title: 'That did not go through', description: actionProblem(problem), type: 'error' });
            return false;
          }
        }}
      />
    </Stack>
  );
}
