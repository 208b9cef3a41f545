import { useQuery } from '@apollo/client/react';
import { AppLink, Badge, Button, EmptyState, Heading, HStack, LinkButton, showToast, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { INVITATIONS_PER_PROJECT, cityForLocation, tradeForCategory } from '@marketplace/rules';
import { MailOpen, Search, Sparkles, UserPlus } from 'lucide-react';
import { graphql } from '../../gql';
import { formatDate } from '../marketplace';
import { ProCard } from './ProCard';
import { directoryHref } from './directoryHref';
import { useInviteToQuote } from './mutations/useInviteToQuote';
import { useWithdrawInvitation } from './mutations/useWithdrawInvitation';

/** The pros a project's homeowner invited; the invite and withdraw answers spread it too. */
export const ProjectInvitations_project = graphql(`
  fragment ProjectInvitations_project on Project {
    id
    visibility
    viewerCan {
      invitePros
    }
    invitations {
      invitedAt
      notifiedAt
      contractor {
        id
        businessName
      }
    }
  }
`);

export const ProjectInvitationsQuery = graphql(`
  query ProjectInvitations($id: ID!) {
    project(id: $id) {
      ...ProjectInvitations_project @unmask
    }
    suggestedPros(projectId: $id) {
      score
      reasons
      invited
      contractor {
        ...ProCard_contractor @unmask
      }
    }
  }
`);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface InviteProsProps {
  /** The project's server id. */
  projectId: string;
  category: string;
  location: string;
}

/**
 * "Invite pros to quote" on the homeowner's own project: who they invited (up to five) and the
 * project's best matches with why, each a click from an invitation. More pros are in the directory.
 */
export function InvitePros({ projectId, category, location }: InviteProsProps) {
  const { data } = useQuery(ProjectInvitationsQuery, { variables: { id: projectId } });
  const { invite, inviting } = useInviteToQuote();
  const { withdraw, withdrawing } = useWithdrawInvitation();
  const invitations = data?.project?.invitations ?? [];
  const suggestions = data?.suggestedPros ?? [];
  const full = invitations.length >= INVITATIONS_PER_PROJECT;
  // Invitations to a project still in review go out when it is published.
  const published = data?.project?.visibility === 'PUBLISHED';
  // Asked of the server with the section's own data: closed or hired projects take no invitations,
  // and until the answer is in (or if it cannot be had) the page goes on without the section.
  if (!data?.project?.viewerCan.invitePros) return null;
  const more = directoryHref({ trade: tradeForCategory(category), city: cityForLocation(location), invite: projectId });

  const inviteOne = async (contractorId: string, name: string) => {
    try {
      await invite(projectId, contractorId);
      showToast({ type: 'success', title: `${name} is invited`, description: published ? 'They have been told about your project.' : 'They will be told as soon as your project is published.' });
    } catch (failure) {
      showToast({ type: 'error', title: 'We couldn’t send that invitation', description: errorText(failure) });
    }
  };
  const withdrawOne = async (contractorId: string, name: string) => {
    try {
      await withdraw(projectId, contractorId);
      showToast({ type: 'success', title: `Invitation to ${name} withdrawn` });
    } catch (failure) {
      showToast({ type: 'error', title: 'We couldn’t withdraw that invitation', description: errorText(failure) });
    }
  };

  return (
    <Stack as="section" aria-labelledby="invite-pros-heading" gap="5">
      <Stack gap="1">
        <Heading as="h2" id="invite-pros-heading" size="lg">
          Invite pros to quote
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Invite up to {INVITATIONS_PER_PROJECT} pros. {published ? 'They hear about your project right away' : 'They hear about your project as soon as it is published'}, and see it marked
          Invited.
        </Text>
      </Stack>
      {invitations.length > 0 ? (
        <Stack gap="2">
          <Text fontWeight="semibold" textStyle="sm">
            Invited ({invitations.length} of {INVITATIONS_PER_PROJECT})
          </Text>
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Pros you invited">
            {invitations.map((invitation) => (
              <HStack as="li" key={invitation.contractor.id} justify="space-between" gap="3" wrap="wrap" p="3" borderWidth="1px" borderColor="border" borderRadius="l2" bg="bg.panel">
                <HStack gap="2" minW="0">
                  <MailOpen size={16} aria-hidden="true" />
                  <AppLink href={`/contractor/${invitation.contractor.id}`} fontWeight="medium">
                    {invitation.contractor.businessName}
                  </AppLink>
                  <Text as="span" textStyle="xs" color="fg.muted">
                    {invitation.notifiedAt ? `Told ${formatDate(invitation.notifiedAt)}` : 'Told when your project is published'}
                  </Text>
                </HStack>
                <Button size="sm" variant="ghost" loading={withdrawing} onClick={() => void withdrawOne(invitation.contractor.id, invitation.contractor.businessName)}>
                  Withdraw
                </Button>
              </HStack>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="md">
            Suggested pros for this project
          </Heading>
          <LinkButton href={more} variant="ghost" size="sm">
            <Search aria-hidden="true" />
            Find more pros
          </LinkButton>
        </HStack>
        {suggestions.length === 0 ? (
          <EmptyState
            icon={Sparkles}
            headingLevel="h4"
            title="No pros match this project yet"
            description="Pros match by trade, the city they serve and the job sizes they take. Search the directory for more pros near you."
            action={<LinkButton href={more}>Browse the pro directory</LinkButton>}
          />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" aria-label="Suggested pros">
            {suggestions.map((suggestion) => (
              <Stack as="li" key={suggestion.contractor.id} gap="2">
                <HStack gap="2" align="start" textStyle="sm">
                  <Sparkles size={16} aria-hidden="true" />
                  <Text>
                    <Text as="span" srOnly>
                      Why they fit:{' '}
                    </Text>
                    {suggestion.reasons.join(' · ')}
                  </Text>
                </HStack>
                <ProCard
                  contractor={suggestion.contractor}
                  headingLevel="h4"
                  actions={
                    suggestion.invited ? (
                      <Badge colorPalette="brand" size="lg" flex="1" justifyContent="center" minH="10">
                        <MailOpen size={14} aria-hidden="true" />
                        Invited
                      </Badge>
                    ) : (
                      <Button
                        colorPalette="brand"
                        flex="1"
                        minW="36"
                        disabled={full}
                        loading={inviting}
                        onClick={() => void inviteOne(suggestion.contractor.id, suggestion.contractor.businessName)}
                        aria-label={`Invite to quote: ${suggestion.contractor.businessName}`}
                      >
                        <UserPlus aria-hidden="true" />
                        Invite to quote
                      </Button>
                    )
                  }
                />
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
