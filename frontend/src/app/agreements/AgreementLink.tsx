import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { AgreementStatusBadge, AppLink, Button, HStack, showToast } from '@marketplace/design-system';
import { FilePen, FileText } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AgreementLink_AgreementFragment, ProposalAgreement_ProposalFragment } from '../../gql/graphql';
import { agreementHref, agreementStatusFromApi } from './apiValues';
import { PrepareAgreementMutation } from './operations';
import { stepProblem } from './stepProblem';

/** What a list shows of an agreement: where it stands, linked to its page. */
export const AgreementLink_agreement = graphql(`
  fragment AgreementLink_agreement on Agreement {
    id
    status
  }
`);

/** "Agreement" with its status badge, linked to the agreement page (lists: My projects, the thread, My proposals). */
export function AgreementLink({ agreement: from, label = 'Open the agreement' }: { agreement: FragmentType<AgreementLink_AgreementFragment>; label?: string }) {
  const { data, complete } = useFragment({ fragment: AgreementLink_agreement, fragmentName: 'AgreementLink_agreement', from });
  if (!complete) return null;
  return (
    <HStack gap="2" wrap="wrap">
      <AppLink href={agreementHref(data.id)} color="fg.brand" fontWeight="medium" textStyle="sm" display="inline-flex" alignItems="center" gap="1.5">
        <FileText size={16} aria-hidden="true" />
        {label}
      </AppLink>
      <AgreementStatusBadge status={agreementStatusFromApi(data.status)} size="sm" />
    </HStack>
  );
}

/** A proposal's agreement: its link once drafted. */
export const ProposalAgreement_proposal = graphql(`
  fragment ProposalAgreement_proposal on Proposal {
    id
    status
    agreement {
      id
      ...AgreementLink_agreement
    }
  }
`);

/**
 * On an accepted proposal: "Open the agreement" with its state once there is one; before that, for the
 * hired contractor (`canPrepare`), "Prepare the agreement", which drafts it from the proposal and opens it.
 */
export function ProposalAgreement({ proposal: from, canPrepare = false }: { proposal: FragmentType<ProposalAgreement_ProposalFragment>; canPrepare?: boolean }) {
  const { data, complete } = useFragment({ fragment: ProposalAgreement_proposal, fragmentName: 'ProposalAgreement_proposal', from });
  const [prepare] = useMutation(PrepareAgreementMutation);
  const [preparing, setPreparing] = useState(false);
  const navigate = useNavigate();
  if (!complete) return null;
  if (data.agreement) return <AgreementLink agreement={data.agreement} />;
  if (!canPrepare || data.status !== 'ACCEPTED') return null;
  const start = async () => {
    setPreparing(true);
    try {
      const answer = await prepare({ variables: { proposalId: data.id } });
      const id = answer.data?.prepareAgreement.id;
      if (id) navigate(agreementHref(id));
    } catch (error) {
      showToast({ title: 'The agreement was not prepared', description: stepProblem(error).message, type: 'error' });
      setPreparing(false);
    }
  };
  return (
    <Button size="sm" onClick={() => void start()} loading={preparing} loadingText="Preparing…" alignSelf="start">
      <FilePen aria-hidden="true" />
      Prepare the agreement
    </Button>
  );
}
