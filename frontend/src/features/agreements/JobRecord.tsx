import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Heading, HStack, PhotoStrip, showToast, Stack, Text } from '@marketplace/design-system';
import { DISPUTE_LIMITS, DISPUTE_MESSAGES, disputeSubjectWords, formatCents, formatDate, formatDateTime, partyWord, PROGRESS_LIMITS, PROGRESS_MESSAGES } from '@marketplace/shared';
import { Camera, Flag } from 'lucide-react';
import { useState } from 'react';
import { FormikCheckboxGroupField, FormikDialog, FormikSelectField, FormikTextareaField, FormikTextField, PhotoPicker } from '../../forms';
import { stripPhotos } from '../../app/ui/photo';
import { graphql } from '../../gql';
import type { DisputeSubject, JobRecord_AgreementFragment } from '../../gql/graphql';
import { AgreementPart } from './AgreementPart';
import { dollarsToCents } from './formValues';
import { AgreementPageQuery } from './operations';
import { stepProblem } from '../../app/agreements/stepProblem';

/** The job's record beyond its money: the contractor's progress with photos, and disputes either side opened. */
export const JobRecord_agreement = graphql(`
  fragment JobRecord_agreement on Agreement {
    id
    proposalId
    status
    terms {
      payments {
        description
      }
    }
    invoices {
      id
      number
    }
    payments {
      id
      amountCents
      paidOn
    }
    visits {
      id
      startsAt
      statusLabel
    }
    progress {
      id
      milestone
      body
      postedAt
      photos {
        url
        srcset
        width
        height
      }
    }
    disputes {
      id
      subject
      invoiceNumber
      openedBy
      reason
      amountCents
      status
      statusLabel
      outcomeNote
      openedAt
      photos {
        url
        srcset
      }
    }
    jobCan {
      openDispute
      postProgress
    }
  }
`);

const PostProgressMutation = graphql(`
  mutation PostProgressUpdate($agreementId: ID!, $input: ProgressUpdateInput!) {
    postProgressUpdate(agreementId: $agreementId, input: $input) {
      id
    }
  }
`);

const OpenDisputeMutation = graphql(`
  mutation OpenDispute($agreementId: ID!, $input: OpenDisputeInput!) {
    openDispute(agreementId: $agreementId, input: $input) {
      id
      status
    }
  }
`);

/** The job's thread, newest 30 messages: the dispute dialog offers them as evidence. */
const DisputeThreadQuery = graphql(`
  query DisputeThread($proposalId: ID!) {
    messageThread(proposalId: $proposalId) {
      id
      messages(last: 30) {
        nodes {
          id
          body
          sentAt
          fromViewer
          sender {
            name
          }
          photos {
            url
          }
        }
      }
    }
  }
`);

const REFETCH = { refetchQueries: [AgreementPageQuery], awaitRefetchQueries: true };


interface ProgressValues {
  milestone: string;
  body: string;
  images: string[];
}

interface DisputeValues {
  about: string;
  amount: string;
  reason: string;
  messageIds: string[];
  images: string[];
}

/** A message as the evidence list names it: who, when, and its first words. */
function messageOption(message: { id: string; body: string; sentAt: string; fromViewer: boolean; sender: { name: string }; photos: readonly unknown[] }) {
  const words = message.body.length > 140 ? `${message.body.slice(0, 140).trimEnd()}…` : message.body;
  const photos = message.photos.length > 0 ? ` · ${message.photos.length} photo${message.photos.length === 1 ? '' : 's'}` : '';
  return { value: message.id, label: `${message.fromViewer ? 'You' : message.sender.name}, ${formatDateTime(message.sentAt)}${photos}`, description: words };
}

function ProgressDialog({ open, onClose, milestones, onPost }: { open: boolean; onClose: () => void; milestones: string[]; onPost: (values: ProgressValues) => Promise<string | undefined> }) {
  return (
    <FormikDialog<ProgressValues>
      open={open}
      onClose={onClose}
      title="Post progress"
      description="The homeowner is told, and sees it on this page with the photos. Only the two of you and our team see them."
      initialValues={{ milestone: '', body: '', images: [] }}
      validate={(values) => (values.body.trim() ? {} : { body: PROGRESS_MESSAGES.body })}
      onSubmit={onPost}
      submitLabel="Post it"
      submittingLabel="Posting"
    >
      {(form) => (
        <>
          <FormikSelectField name="milestone" label="Milestone" options={[{ value: '', label: 'None in particular' }, ...milestones.map((each) => ({ value: each, label: each }))]} />
          <FormikTextareaField name="body" label="What was done" required placeholder="Framing passed the City of Toronto inspection this morning; drywall starts Monday." />
          <PhotoPicker value={form.values.images} onChange={(names) => void form.setFieldValue('images', names)} disabled={form.isSubmitting} max={PROGRESS_LIMITS.photos} tooMany={PROGRESS_MESSAGES.images} per="update" />
        </>
      )}
    </FormikDialog>
  );
}

function DisputeDialog({
  open,
  onClose,
  proposalId,
  invoices,
  payments,
  visits,
  onOpenDispute,
}: {
  open: boolean;
  onClose: () => void;
  proposalId: string;
  invoices: { id: string; number: string }[];
  payments: { id: string; amountCents: number; paidOn: string }[];
  visits: { id: string; startsAt?: string | null; statusLabel: string }[];
  onOpenDispute: (input: {
    subject: DisputeSubject;
    invoiceId?: string;
    paymentId?: string;
    visitId?: string;
    reason: string;
    amountCents?: number | null;
    messageIds: string[];
    images: string[];
  }) => Promise<string | undefined>;
}) {
  // The thread is read only once the dialog opens; newest last, as the thread shows it, so the list starts with the latest.
  const thread = useQuery(DisputeThreadQuery, { variables: { proposalId }, skip: !open, fetchPolicy: 'cache-and-network' });
  const messages = [...(thread.data?.messageThread?.messages.nodes ?? [])].reverse();
  const options = [
    { value: 'job', label: 'The whole job' },
    ...invoices.map((invoice) => ({ value: `invoice:${invoice.id}`, label: `Invoice ${invoice.number}` })),
    ...payments.map((payment) => ({ value: `payment:${payment.id}`, label: `Payment of ${formatCents(payment.amountCents)} on ${formatDate(payment.paidOn)}` })),
    ...visits.map((visit) => ({ value: `visit:${visit.id}`, label: visit.startsAt ? `Site visit of ${formatDateTime(visit.startsAt)}` : `Site visit (${visit.statusLabel.toLowerCase()})` })),
  ];
  return (
    <FormikDialog<DisputeValues>
      open={open}
      onClose={onClose}
      title="Open a dispute"
      description="Our team sees the whole record of the job (the agreement, change orders, invoices, payments and this page's history) and contacts you both. Try talking it through first: most problems are settled that way."
      initialValues={{ about: 'job', amount: '', reason: '', messageIds: [], images: [] }}
      validate={(values) => ({
        ...(values.reason.trim().length < DISPUTE_LIMITS.minReason ? { reason: DISPUTE_MESSAGES.reasonShort } : {}),
        ...(values.amount.trim() && !(dollarsToCents(values.amount) > 0) ? { amount: DISPUTE_MESSAGES.amount } : {}),
        ...(values.messageIds.length > DISPUTE_LIMITS.messages ? { messageIds: DISPUTE_MESSAGES.messages } : {}),
      })}
      onSubmit={(values) => {
        const [kind, id] = values.about.split(':');
        return onOpenDispute({
          subject: kind === 'invoice' ? 'INVOICE' : kind === 'payment' ? 'PAYMENT' : kind === 'visit' ? 'VISIT' : 'JOB',
          ...(kind === 'invoice' ? { invoiceId: id } : kind === 'payment' ? { paymentId: id } : kind === 'visit' ? { visitId: id } : {}),
          reason: values.reason.trim(),
          amountCents: values.amount.trim() ? dollarsToCents(values.amount) : null,
          messageIds: values.messageIds,
          images: values.images,
        });
      }}
      submitLabel="Open the dispute"
      submittingLabel="Opening"
      tone="danger"
    >
      {(form) => (
        <>
          <FormikSelectField name="about" label="What is it about?" options={options} />
          <FormikTextField name="amount" label="Amount in question (optional)" inputMode="decimal" placeholder="$3,000.00" />
          <FormikTextareaField name="reason" label="What went wrong" required placeholder="INV-0002 bills drywall the crew has not finished: the north wall is still open." />
          {messages.length > 0 ? (
            <FormikCheckboxGroupField
              name="messageIds"
              legend="Messages that matter (optional)"
              helpText={`Our team reads the ones you tick, as they were written. At most ${DISPUTE_LIMITS.messages}.`}
              options={messages.map(messageOption)}
              disabled={form.isSubmitting}
            />
          ) : thread.loading ? (
            <Text textStyle="sm" color="fg.muted">
              Loading your messages…
            </Text>
          ) : null}
          <PhotoPicker value={form.values.images} onChange={(names) => void form.setFieldValue('images', names)} disabled={form.isSubmitting} max={DISPUTE_LIMITS.photos} tooMany={DISPUTE_MESSAGES.images} per="dispute" />
        </>
      )}
    </FormikDialog>
  );
}

/**
 * The job's record on the agreement page: the contractor's progress updates with their photos (newest first),
 * and the disputes either side opened with what our team decided. Shown once the agreement is in force.
 */
export function JobRecord({ agreement: from }: { agreement: FragmentType<JobRecord_AgreementFragment> }) {
  const { data: agreement, complete } = useFragment({ fragment: JobRecord_agreement, fragmentName: 'JobRecord_agreement', from });
  const [dialog, setDialog] = useState<'progress' | 'dispute' | null>(null);
  const [postProgress] = useMutation(PostProgressMutation, REFETCH);
  const [openDispute] = useMutation(OpenDisputeMutation, REFETCH);
  if (!complete) return null;
  if (agreement.status !== 'IN_FORCE' && agreement.progress.length === 0 && agreement.disputes.length === 0) return null;
  const close = () => setDialog(null);
  const attempt = async (action: () => Promise<unknown>, done: string, description: string) => {
    try {
      await action();
      showToast({ title: done, description, type: 'success' });
      return undefined;
    } catch (error) {
      return stepProblem(error).message;
    }
  };
  return (
    <AgreementPart title="Progress and disputes" id="progress" description="The contractor’s updates on the work, with photos, and any dispute either side opened. Only the two of you and our team see them.">
      {agreement.jobCan.postProgress || agreement.jobCan.openDispute ? (
        <HStack gap="3" wrap="wrap">
          {agreement.jobCan.postProgress ? (
            <Button onClick={() => setDialog('progress')}>
              <Camera aria-hidden="true" />
              Post progress
            </Button>
          ) : null}
          {agreement.jobCan.openDispute ? (
            <Button variant="outline" colorPalette="red" onClick={() => setDialog('dispute')}>
              <Flag aria-hidden="true" />
              Open a dispute
            </Button>
          ) : null}
        </HStack>
      ) : null}
      <Stack gap="3">
        <Heading as="h3" size="md">
          Progress
        </Heading>
        {agreement.progress.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            No updates yet.
          </Text>
        ) : (
          <Stack as="ol" gap="4" m="0" p="0" listStyleType="none" aria-label="Progress updates">
            {agreement.progress.map((update) => (
              <Stack as="li" key={update.id} gap="2" p="4" borderWidth="1px" borderColor="border" borderRadius="l2" minW="0">
                <Text textStyle="xs" color="fg.muted">
                  {formatDateTime(update.postedAt)}
                  {update.milestone ? ` · ${update.milestone}` : ''}
                </Text>
                <Text whiteSpace="pre-line" wordBreak="break-word">
                  {update.body}
                </Text>
                <PhotoStrip photos={stripPhotos(update.photos, 'the update')} label="Photos of the update" size="md" />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      {agreement.disputes.length > 0 ? (
        <Stack gap="3">
          <Heading as="h3" size="md">
            Disputes
          </Heading>
          <Stack as="ul" gap="3" m="0" p="0" listStyleType="none">
            {agreement.disputes.map((dispute) => (
              <Stack as="li" key={dispute.id} gap="2" p="4" borderWidth="1px" borderColor="border" borderRadius="l2">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">
                    {disputeSubjectWords(dispute.subject, dispute.invoiceNumber)}
                    {dispute.amountCents ? ` · ${formatCents(dispute.amountCents)}` : ''}
                  </Text>
                  <Badge colorPalette={dispute.status === 'OPEN' ? 'orange' : 'gray'} variant="subtle">
                    {dispute.statusLabel}
                  </Badge>
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  Opened by the {partyWord(dispute.openedBy).toLowerCase()} {formatDateTime(dispute.openedAt)}
                </Text>
                <Text whiteSpace="pre-line" wordBreak="break-word">
                  {dispute.reason}
                </Text>
                <PhotoStrip photos={stripPhotos(dispute.photos, 'the dispute')} label="Photos given as evidence" size="md" />
                {dispute.outcomeNote ? <Text textStyle="sm">Our team: {dispute.outcomeNote}</Text> : null}
              </Stack>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <ProgressDialog
        open={dialog === 'progress'}
        onClose={close}
        milestones={agreement.terms.payments.map((payment) => payment.description)}
        onPost={(values) =>
          attempt(
            () => postProgress({ variables: { agreementId: agreement.id, input: { milestone: values.milestone || null, body: values.body.trim(), images: values.images } } }),
            'Progress posted',
            'The homeowner has been told.',
          )
        }
      />
      <DisputeDialog
        open={dialog === 'dispute'}
        onClose={close}
        proposalId={agreement.proposalId}
        invoices={agreement.invoices}
        payments={agreement.payments}
        visits={agreement.visits}
        onOpenDispute={(input) => attempt(() => openDispute({ variables: { agreementId: agreement.id, input } }), 'Dispute opened', 'Our team will look at the whole record and contact you both.')}
      />
    </AgreementPart>
  );
}
