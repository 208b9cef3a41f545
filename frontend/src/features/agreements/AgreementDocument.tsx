import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Notice, PaymentSchedule, PriceLinesTable, SignatureBlock, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { CANCELLATION_STATEMENT, TORONTO_PERMIT_NOTE, formatDate } from '@marketplace/shared';
import { graphql } from '../../gql';
import type { AgreementDocument_AgreementFragment } from '../../gql/graphql';
import { AgreementPart, Panel, Terms } from './AgreementPart';
import { changeOrderStatusFromApi, lineFromApi, partyFromApi, paymentFromApi } from '../../app/agreements/apiValues';

/** Everything the written agreement says, as both parties read it (the PDF says the same). */
export const AgreementDocument_agreement = graphql(`
  fragment AgreementDocument_agreement on Agreement {
    id
    depositNeedsConfirmation
    largeDepositConfirmed
    warnings {
      field
      message
    }
    terms {
      homeowner {
        name
        workAddress
      }
      contractor {
        legalName
        operatingName
        businessAddress
        phone
        email
        representative
        hstNumber
      }
      work {
        description
        materials
        subcontractors
      }
      lines {
        description
        quantity
        unitPriceCents
        kind
        taxable
      }
      payments {
        description
        fixedAmountCents
        basisPoints
        dueOn
        deposit
      }
      startDate
      completionDate
      permits {
        permit
        obtainedBy
      }
      warranty
      conditions
      insurance {
        status
        expiresOn
        detail
      }
      wsib {
        status
        expiresOn
        detail
      }
      acceptedBid {
        minCents
        maxCents
        text
      }
    }
    totals {
      totalCents
    }
    signatures {
      id
      party
      fullName
      signedAt
      ipAddress
      userAgent
      documentSha256
      drawnSignature
    }
    changeOrders {
      id
      number
      status
      description
      decidedAt
      lines {
        description
        quantity
        unitPriceCents
        kind
        taxable
      }
    }
  }
`);

const CREDENTIAL_STATUS: Record<string, string> = {
  verified: 'Verified by GTA Home Pros',
  submitted: 'Submitted, not verified yet',
  expired: 'Expired',
  rejected: 'Not accepted',
  none: 'None on file',
};

function credentialText(credential: { status: string; expiresOn?: string | null; detail?: string | null }): string {
  const status = CREDENTIAL_STATUS[credential.status.toLowerCase()] ?? credential.status;
  return [status, credential.detail, credential.expiresOn ? `expires ${formatDate(credential.expiresOn)}` : null].filter(Boolean).join(' · ');
}

const dayOrMissing = (day: string) => (day ? formatDate(day) : 'Not set yet');

/** The cancellation statement the law asks for, in a box (as in the PDF). */
export function CancellationStatement() {
  return (
    <Box as="section" aria-label="Your right to cancel" p={{ base: '4', md: '5' }} borderWidth="2px" borderColor="border.emphasized" borderRadius="l3" bg="bg.subtle">
      <Text fontWeight="bold" mb="2">
        Your right to cancel
      </Text>
      <Text textStyle="sm">{CANCELLATION_STATEMENT}</Text>
    </Box>
  );
}

/**
 * The agreement as written: the parties, the work, the price (with each change order and the current
 * total), the payment schedule with its holdback, dates and permits (with the Toronto permit note), the
 * warranty and conditions, the contractor's credentials, the cancellation statement and the signatures.
 */
export function AgreementDocument({ agreement: from }: { agreement: FragmentType<AgreementDocument_AgreementFragment> }) {
  const { data: agreement, complete } = useFragment({ fragment: AgreementDocument_agreement, fragmentName: 'AgreementDocument_agreement', from });
  if (!complete) return null;
  const { terms } = agreement;
  const { homeowner, contractor, work } = terms;
  const changes = agreement.changeOrders
    .filter((change) => change.status === 'SIGNED' || change.status === 'PROPOSED')
    .map((change) => ({ id: change.id, title: `Change order ${change.number}: ${change.description}`, lines: change.lines.map(lineFromApi), status: changeOrderStatusFromApi(change.status), signedAt: change.decidedAt }));
  const signatureOf = (party: 'HOMEOWNER' | 'CONTRACTOR') => {
    const signature = agreement.signatures.find((each) => each.party === party);
    return signature
      ? { typedName: signature.fullName, signedAt: signature.signedAt, ipAddress: signature.ipAddress, userAgent: signature.userAgent, documentSha256: signature.documentSha256, drawnSignature: signature.drawnSignature }
      : null;
  };
  // The schedule's own warning covers a large deposit; the others (bid, credentials) are said here.
  const warnings = agreement.warnings.filter((warning) => warning.field !== 'payments' && warning.field !== 'lines');

  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <AgreementPart title="The parties">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Panel title="Homeowner">
            <Terms
              items={[
                { term: 'Name', value: homeowner.name || 'Not given yet' },
                { term: 'Work address', value: homeowner.workAddress || 'Not given yet' },
              ]}
            />
          </Panel>
          <Panel title="Contractor">
            <Terms
              items={[
                { term: 'Legal name', value: contractor.legalName || 'Not given yet' },
                contractor.operatingName ? { term: 'Operating as', value: contractor.operatingName } : null,
                { term: 'Business address', value: contractor.businessAddress || 'Not given yet' },
                { term: 'Phone', value: contractor.phone || 'Not given yet' },
                { term: 'E-mail', value: contractor.email || 'Not given yet' },
                { term: 'Representative', value: contractor.representative || 'Not given yet' },
                { term: 'HST number', value: contractor.hstNumber || 'Not registered for HST' },
              ]}
            />
          </Panel>
        </SimpleGrid>
      </AgreementPart>

      <AgreementPart title="The work">
        <Terms
          items={[
            { term: 'Description', value: work.description || 'Not described yet' },
            { term: 'Materials', value: work.materials || 'Not listed yet' },
            { term: 'Subcontractors', value: work.subcontractors || 'The contractor does all of the work' },
          ]}
        />
      </AgreementPart>

      <AgreementPart title="The price" description="Each line is an estimate or a fixed price. HST at 13 % applies to the taxable lines.">
        {terms.lines.length > 0 ? (
          <PriceLinesTable lines={terms.lines.map(lineFromApi)} changes={changes} acceptedBid={terms.acceptedBid} label="Price lines" />
        ) : (
          <Text color="fg.muted">No price lines yet.</Text>
        )}
      </AgreementPart>

      <AgreementPart title="Payment schedule">
        {terms.payments.length > 0 ? (
          <PaymentSchedule payments={terms.payments.map(paymentFromApi)} totalCents={agreement.totals.totalCents} depositConfirmed={agreement.largeDepositConfirmed} />
        ) : (
          <Text color="fg.muted">No payments scheduled yet.</Text>
        )}
      </AgreementPart>

      <AgreementPart title="Dates and permits">
        <Terms
          items={[
            { term: 'Start date', value: dayOrMissing(terms.startDate) },
            { term: 'Completion date', value: dayOrMissing(terms.completionDate) },
          ]}
        />
        {terms.permits.length > 0 ? (
          <Stack as="ul" gap="1" ps="5" textStyle="sm" listStyleType="disc" aria-label="Building permits">
            {terms.permits.map((permit, index) => (
              <li key={index}>
                {permit.permit}: obtained by the {partyFromApi(permit.obtainedBy)}
              </li>
            ))}
          </Stack>
        ) : (
          <Text textStyle="sm">No building permit is named for this work.</Text>
        )}
        <Notice tone="info">{TORONTO_PERMIT_NOTE}</Notice>
      </AgreementPart>

      <AgreementPart title="Warranty and conditions">
        <Terms
          items={[
            { term: 'Warranty', value: terms.warranty || 'Not stated yet' },
            { term: 'Conditions', value: terms.conditions || 'None' },
          ]}
        />
      </AgreementPart>

      <AgreementPart title="Credentials" description="The contractor's insurance and WSIB clearance as GTA Home Pros had them on file when the agreement was sent.">
        <Terms
          items={[
            { term: 'Liability insurance', value: credentialText(terms.insurance) },
            { term: 'WSIB clearance', value: credentialText(terms.wsib) },
          ]}
        />
        {warnings.map((warning) => (
          <Notice key={warning.field} tone="warning">
            {warning.message}
          </Notice>
        ))}
      </AgreementPart>

      <CancellationStatement />

      <AgreementPart title="Signatures">
        <SignatureBlock
          homeowner={{ name: homeowner.name || 'The homeowner', signature: signatureOf('HOMEOWNER') }}
          contractor={{
            name: contractor.legalName || 'The contractor',
            detail: contractor.representative ? `Signed for the business by ${contractor.representative}` : null,
            signature: signatureOf('CONTRACTOR'),
          }}
        />
      </AgreementPart>
    </Stack>
  );
}
