import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { AppLink, DateClockBadge, HStack, Text } from '@marketplace/design-system';
import { formatCents } from '@marketplace/shared';
import { Receipt, Wallet } from 'lucide-react';
import { graphql } from '../../gql';
import type { JobDue_AgreementFragment } from '../../gql/graphql';
import { agreementHref, clockStateFromApi } from './apiValues';

/** What lists show of a job's money: what is outstanding, and the invoice owed next with its clock. */
export const JobDue_agreement = graphql(`
  fragment JobDue_agreement on Agreement {
    id
    status
    ledger {
      outstandingCents
    }
    nextDue {
      id
      number
      payableNowCents
      paidCents
      clock {
        state
        label
      }
    }
  }
`);

/** The section of the agreement page the line links to. */
export const jobMoneyHref = (agreementId: string) => `${agreementHref(agreementId)}#invoices-and-payments`;

/**
 * One line on a job's money in a list, once its agreement is in force. For the contractor (the Jobs tab): what
 * is outstanding to them and the next invoice due with its clock. For the homeowner (My projects): what they
 * owe next, the invoice's number, what is payable now and its clock, linked to the agreement's invoices.
 */
export function JobDue({ agreement: from, viewpoint = 'contractor' }: { agreement: FragmentType<JobDue_AgreementFragment>; viewpoint?: 'contractor' | 'homeowner' }) {
  const { data: agreement, complete } = useFragment({ fragment: JobDue_agreement, fragmentName: 'JobDue_agreement', from });
  if (!complete) return null;
  const { nextDue } = agreement;
  if (agreement.status !== 'IN_FORCE' && !nextDue && agreement.ledger.outstandingCents === 0) return null;
  const clock = nextDue ? <DateClockBadge state={clockStateFromApi(nextDue.clock.state)} label={nextDue.clock.label} size="sm" /> : null;

  if (viewpoint === 'homeowner') {
    return (
      <HStack gap="2" rowGap="1.5" wrap="wrap" textStyle="sm">
        <AppLink
          href={jobMoneyHref(agreement.id)}
          color={nextDue ? 'fg.brand' : 'fg.muted'}
          fontWeight={nextDue ? 'medium' : 'normal'}
          display="inline-flex"
          alignItems="flex-start"
          gap="1.5"
        >
          <Receipt size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          {nextDue ? `Next to pay: ${nextDue.number}, ${formatCents(Math.max(0, nextDue.payableNowCents - nextDue.paidCents))} payable now` : 'Nothing to pay now'}
        </AppLink>
        {clock}
      </HStack>
    );
  }

  return (
    <HStack gap={{ base: '3', md: '5' }} rowGap="2" wrap="wrap" textStyle="sm">
      <HStack gap="1.5" color={agreement.ledger.outstandingCents > 0 ? 'fg' : 'fg.muted'} fontWeight={agreement.ledger.outstandingCents > 0 ? 'medium' : 'normal'}>
        <Wallet size={14} aria-hidden="true" />
        <Text as="span" fontVariantNumeric="tabular-nums">
          {agreement.ledger.outstandingCents > 0 ? `${formatCents(agreement.ledger.outstandingCents)} outstanding to you` : 'Nothing outstanding'}
        </Text>
      </HStack>
      {nextDue ? (
        <HStack gap="1.5" wrap="wrap">
          <Text as="span" color="fg.muted">
            Next due: {nextDue.number}
          </Text>
          {clock}
        </HStack>
      ) : null}
    </HStack>
  );
}
