import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { CredentialBadges, Heading, HStack, LinkButton, Stack, Text } from '@marketplace/design-system';
import { BadgeCheck } from 'lucide-react';
import { graphql } from '../../../gql';
import type { ContractorStatusPanel_ProfileFragment } from '../../../gql/graphql';
import { MissingLicenceNotice } from '../../../app/credentials/MissingLicenceNotice';

/** What the panel shows of the signed-in contractor's profile: badges, licence gaps, credentials waiting for a check. */
export const ContractorStatusPanel_profile = graphql(`
  fragment ContractorStatusPanel_profile on ContractorProfile {
    id
    businessName
    badges {
      kind
      label
    }
    missingLicences {
      kind
      trade {
        id
        name
      }
    }
    credentials {
      id
      status
    }
  }
`);

/** The dashboard's summary for a signed-in contractor: their badges, licence gaps, and the way to the profile. */
export function ContractorStatusPanel({ profile: from }: { profile: FragmentType<ContractorStatusPanel_ProfileFragment> }) {
  const { data: profile, complete } = useFragment({ fragment: ContractorStatusPanel_profile, from });
  if (!complete) return null;
  const waiting = (profile.credentials ?? []).filter((c) => c.status === 'SUBMITTED').length;
  return (
    <Stack as="section" aria-labelledby="business-profile-heading" gap="3" p={{ base: '5', md: '6' }} borderRadius="card" borderWidth="1px" borderColor="border" bg="bg.panel">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="2">
          <BadgeCheck aria-hidden="true" />
          <Heading as="h2" size="md" id="business-profile-heading">
            {profile.businessName}: your badges
          </Heading>
        </HStack>
        <LinkButton href="/contractor-dashboard/profile" variant="outline" size="sm">
          Profile and credentials
        </LinkButton>
      </HStack>
      {profile.badges.length > 0 ? (
        <CredentialBadges badges={profile.badges} label={`Badges of ${profile.businessName}`} />
      ) : (
        <Text textStyle="sm" color="fg.muted">
          No badges yet. Add your WSIB clearance, liability insurance and licences: homeowners see the verified ones on every proposal you send.
        </Text>
      )}
      {waiting > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {waiting === 1 ? '1 credential is' : `${waiting} credentials are`} waiting for a check.
        </Text>
      ) : null}
      <MissingLicenceNotice missing={profile.missingLicences} audience="contractor" />
    </Stack>
  );
}
