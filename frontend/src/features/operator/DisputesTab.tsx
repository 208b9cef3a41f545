import { useMutation, useQuery } from '@apollo/client/react';
import { AgreementStatusBadge, AppLink, Badge, Button, DateClockBadge, EmptyState, Heading, HStack, Ledger, PhotoStrip, showToast, Stack, Text } from '@marketplace/design-system';
import { disputeSubjectWords, formatCents, partyWord, type PaymentClockState } from '@marketplace/shared';
import { Gavel, Scale } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { DataView } from '../../app/ui/dataStates';
import { stripPhotos } from '../../app/ui/photo';
import { NoteDialog } from '../../forms';
import type { DisputeOutcome, DisputeStatus, OperatorDisputesQuery as OperatorDisputesData } from '../../gql/graphql';
import { requiredNote } from '../../app/agreements/noteSchemas';
import { agreementHref, agreementStatusFromApi, byWhom } from '../../app/agreements/apiValues';
import { actionProblem } from '../../app/graphql/actionProblem';
import { DisputeVisitItem } from './DisputeVisitItem';
import { OperatorDisputesQuery, SettleDisputeMutation } from './disputeOperations';
import { formatDate, formatDateTime } from './format';

type Dispute = OperatorDisputesData['disputes'][number];

const STATUS_FILTERS: { value: DisputeStatus; label: string }[] = [
  { value: 'OPEN', label: 'Open' },
  { value: 'RESOLVED', label: 'Resolved' },
  { value: 'REFERRED', label: 'Referred' },
  { value: 'CLOSED', label: 'Closed' },
];

const OUTCOMES: { value: DisputeOutcome; button: string; title: string; help: string }[] = [
  { value: 'RESOLVED', button: 'Mark resolved', title: 'Mark the dispute resolved', help: 'Say what both sides agreed, e.g. a new finish date or a corrected invoice.' },
  { value: 'REFERRED', button: 'Referred to adjudication', title: 'Record a referral to adjudication', help: 'Say that the sides were pointed to Ontario Dispute Adjudication for Construction Contracts (ODACC), and what happens next.' },
  { value: 'CLOSED', button: 'Close', title: 'Close the dispute', help: 'Say why it is closed without a settlement, e.g. withdrawn by the side that opened it.' },
];

const statusPalette = (status: DisputeStatus) => (status === 'OPEN' ? 'orange' : status === 'REFERRED' ? 'purple' : status === 'RESOLVED' ? 'green' : 'gray');
const clockState = (state: string) => state.toLowerCase().replace(/_/g, '-') as PaymentClockState;

/** Something one side wrote, as the record keeps it: when and by whom, the words, and its photos. */
function WrittenEntry({ meta, body, photos, of }: { meta: string; body: string; photos: readonly { url: string; srcset?: string | null }[]; of: string }) {
  return (
    <Stack as="li" gap="1" p="3" borderWidth="1px" borderColor="border" borderRadius="l2">
      <Text color="fg.muted" textStyle="xs">
        {meta}
      </Text>
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {body}
      </Text>
      <PhotoStrip photos={stripPhotos(photos, of)} label={`Photos of ${of}`} />
    </Stack>
  );
}

function RecordList({ title, children, empty }: { title: string; children: ReactNode[]; empty: string }) {
  return (
    <Stack gap="2" minW="0">
      <Heading as="h4" size="sm">
        {title}
      </Heading>
      {children.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" ps="0" textStyle="sm">
          {children}
        </Stack>
      )}
    </Stack>
  );
}

function DisputeCard({ dispute }: { dispute: Dispute }) {
  const titleId = useId();
  const [outcome, setOutcome] = useState<(typeof OUTCOMES)[number] | null>(null);
  const [settle] = useMutation(SettleDisputeMutation);
  const { agreement } = dispute;
  const contractor = agreement.terms.contractor.operatingName || agreement.terms.contractor.legalName;
  return (
    <Stack as="article" aria-labelledby={titleId} gap="5" p={{ base: '4', md: '6' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" minW="0">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
            {dispute.projectTitle}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {agreement.terms.homeowner.name} and {contractor} · opened by the {partyWord(dispute.openedBy).toLowerCase()} {formatDateTime(dispute.openedAt)}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <AgreementStatusBadge status={agreementStatusFromApi(agreement.status)} />
          <Badge colorPalette={statusPalette(dispute.status)} variant="subtle">
            {dispute.statusLabel}
          </Badge>
        </HStack>
      </HStack>

      <Stack gap="2">
        <Text fontWeight="semibold">
          {disputeSubjectWords(dispute.subject, dispute.invoiceNumber)}
          {dispute.amountCents ? ` · ${formatCents(dispute.amountCents)} in question` : ''}
        </Text>
        <Text whiteSpace="pre-line" wordBreak="break-word">
          {dispute.reason}
        </Text>
        {dispute.outcomeNote ? (
          <Text textStyle="sm" color="fg.muted">
            Outcome{dispute.decidedAt ? ` (${formatDateTime(dispute.decidedAt)})` : ''}: {dispute.outcomeNote}
          </Text>
        ) : null}
      </Stack>

      {dispute.photos.length > 0 ? (
        <Stack gap="2">
          <Heading as="h4" size="sm">
            Photos given as evidence
          </Heading>
          <PhotoStrip photos={stripPhotos(dispute.photos, 'the dispute')} label="Photos given as evidence" size="md" />
        </Stack>
      ) : null}

      <RecordList title="Messages given as evidence" empty="No messages were chosen.">
        {dispute.evidence.map((message) => (
          <WrittenEntry key={message.messageId} meta={`${partyWord(message.from)} · ${formatDateTime(message.sentAt)}`} body={message.body} photos={message.photos} of="the message" />
        ))}
      </RecordList>

      <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="start">
        <Stack flex="1" minW="0" w="full">
          <Ledger ledger={agreement.ledger} holdbackReleaseOn={agreement.substantialPerformance?.holdbackReleaseOn ?? null} />
        </Stack>
        <Stack flex="1" gap="5" minW="0" w="full">
          <RecordList title="Invoices" empty="No invoices yet.">
            {agreement.invoices.map((invoice) => (
              <HStack as="li" key={invoice.id} justify="space-between" gap="2" wrap="wrap">
                <Text minW="0">
                  {invoice.number}: {formatCents(invoice.payableNowCents)} payable of {formatCents(invoice.totalCents)}
                  {invoice.notice ? ` · notice of non-payment for ${formatCents(invoice.notice.amountCents)}` : ''}
                </Text>
                <DateClockBadge state={clockState(invoice.clock.state)} label={invoice.clock.label} size="sm" />
              </HStack>
            ))}
          </RecordList>
          <RecordList title="Payments" empty="No payments recorded.">
            {agreement.payments.map((payment) => (
              <Text as="li" key={payment.id}>
                {formatCents(payment.amountCents)} by {payment.methodLabel} on {formatDate(payment.paidOn)}
                {payment.invoiceNumber ? ` for ${payment.invoiceNumber}` : ''} · {payment.status.toLowerCase()}
                {payment.disputeNote ? `: ${payment.disputeNote}` : ''}
              </Text>
            ))}
          </RecordList>
          <RecordList title="Site visits" empty="No site visits.">
            {agreement.visits.map((visit) => (
              <DisputeVisitItem key={visit.id} visit={visit} />
            ))}
          </RecordList>
          <RecordList title="Change orders" empty="No change orders.">
            {agreement.changeOrders.map((change) => (
              <Text as="li" key={change.id}>
                Change order {change.number} ({change.status.toLowerCase()}): {change.description}, {change.totalChangeCents >= 0 ? '+' : ''}
                {formatCents(change.totalChangeCents)}
              </Text>
            ))}
          </RecordList>
        </Stack>
      </Stack>

      <RecordList title="Progress updates" empty="The contractor has posted no progress.">
        {agreement.progress.slice(0, 5).map((update) => (
          <WrittenEntry key={update.id} meta={`${formatDateTime(update.postedAt)}${update.milestone ? ` · ${update.milestone}` : ''}`} body={update.body} photos={update.photos} of="the update" />
        ))}
      </RecordList>

      <RecordList title="History" empty="Nothing recorded yet.">
        {agreement.history
          .slice(-8)
          .reverse()
          .map((event) => (
            <Text as="li" key={event.id} color="fg.muted">
              {formatDateTime(event.at)} · {event.kind.replace(/-/g, ' ')}
              {byWhom(event.by) ? ` by ${byWhom(event.by)}` : ''}
              {event.note ? `: ${event.note}` : ''}
            </Text>
          ))}
      </RecordList>

      <HStack gap="3" wrap="wrap" justify="space-between">
        <AppLink href={agreementHref(agreement.id)}>Open the agreement and its thread</AppLink>
        {dispute.viewerCan.settle ? (
          <HStack gap="2" wrap="wrap">
            {OUTCOMES.map((each) => (
              <Button key={each.value} size="sm" variant={each.value === 'RESOLVED' ? 'solid' : 'outline'} colorPalette={each.value === 'RESOLVED' ? 'brand' : 'gray'} onClick={() => setOutcome(each)}>
                {each.value === 'REFERRED' ? <Scale aria-hidden="true" /> : each.value === 'RESOLVED' ? <Gavel aria-hidden="true" /> : null}
                {each.button}
              </Button>
            ))}
          </HStack>
        ) : null}
      </HStack>
      <NoteDialog
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        title={outcome?.title ?? ''}
        description="Both sides read this note, by e-mail and on the agreement page."
        label="Note to both sides"
        helpText={outcome?.help}
        submitLabel={outcome?.button ?? 'Record'}
        schema={requiredNote('Write the note both sides will read')}
        onSubmit={async (note) => {
          try {
            await settle({ variables: { id: dispute.id, outcome: outcome!.value, note } });
            showToast({ title: 'Outcome recorded', description: `Both sides were told about “${dispute.projectTitle}”.`, type: 'success' });
            return true;
          } catch (problem) {
            return actionProblem(problem);
          }
        }}
      />
    </Stack>
  );
}

/**
 * The operators' Disputes tab: each dispute with the job's whole record, and the outcome an operator records; each
 * site visit in the record with the operator's steps where open (cancel the visit, withdraw a no-show mark).
 */
export function DisputesTab() {
  const [status, setStatus] = useState<DisputeStatus>('OPEN');
  const { data, loading, error, refetch } = useQuery(OperatorDisputesQuery, { variables: { status }, fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="5">
      <HStack as="fieldset" gap="2" wrap="wrap" border="0" p="0" m="0">
        <Text as="legend" textStyle="sm" color="fg.muted" mb="2">
          Show disputes that are
        </Text>
        {STATUS_FILTERS.map((filter) => (
          <Button key={filter.value} size="sm" variant={status === filter.value ? 'solid' : 'outline'} colorPalette={status === filter.value ? 'brand' : 'gray'} aria-pressed={status === filter.value} onClick={() => setStatus(filter.value)}>
            {filter.label}
          </Button>
        ))}
      </HStack>
      <DataView
        data={data?.disputes}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(list) => list.length === 0}
        placeholder={{ label: 'Loading disputes...', variant: 'list', count: 2 }}
        errorTitle="We couldn't load the disputes"
        errorDescription={actionProblem(error)}
        errorHeadingLevel="h3"
        empty={<EmptyState title={status === 'OPEN' ? 'No dispute is waiting.' : `No ${status.toLowerCase()} disputes.`} description="When a homeowner or a contractor opens a dispute on a job, it appears here with the whole record." />}
      >
        {(disputes) => (
          <Stack gap="5">
            {disputes.map((dispute) => (
              <DisputeCard key={dispute.id} dispute={dispute} />
            ))}
          </Stack>
        )}
      </DataView>
    </Stack>
  );
}
