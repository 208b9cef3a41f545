import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { AppLink, Badge, Button, EmptyState, Heading, HStack, LinkButton, showToast, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { INVITATIONS_PER_PROJECT, cityForLocation, tradeForCategory } from '@marketplace/shared';
import { MailOpen, Search, Sparkles, UserPlus } from 'lucide-react';
import { graphql } from '../../gql';
import type { InvitePros_ProjectFragment, ProCard_ContractorFragment } from '../../gql/graphql';
import { formatDate } from '../marketplace';
import { ProCard } from './ProCard';
import { directoryHref } from './directoryHref';
import { useInviteToQuote } from './mutations/useInviteToQuote';
import { useWithdrawInvitation } from './mutations/useWithdrawInvitation';

/**
 * Whether the viewer may invite pros to the project and whom they invited (the invite and withdraw
 * answers spread it too, so the list follows them). The server answers invitations only to the
 * project's homeowner and staff (null for everyone else).
 */
export const InvitePros_project = graphql(`
  fragment InvitePros_project on Project {
    id
    category
    location
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

/**
 * One of the project's best matches (the route asks for `suggestedPros` beside the project): why
 * they fit and their card. A suggestion has no id of its own, so it comes as data, not a fragment.
 */
export interface ProSuggestionItem {
  reasons: readonly string[];
  contractor: { id: string; businessName: string } & FragmentType<ProCard_ContractorFragment>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface InviteProsProps {
  project: FragmentType<InvitePros_ProjectFragment>;
  /** The project's best matches, once the route has them (only after the server said the viewer may invite). */
  suggestions?: readonly ProSuggestionItem[];
}

/**
 * "Invite pros to quote" on the homeowner's own project: who they invited (up to five) and the
 * project's best matches with why, each a click from an invitation. More pros are in the directory.
 */
export function InvitePros({ project: ref, suggestions }: InviteProsProps) {
  const { data: project, complete } = useFragment({ fragment: InvitePros_project, from: ref });
  const { invite, inviting } = useInviteToQuote();
  const { withdraw, withdrawing } = useWithdrawInvitation();
  // The server decides: closed or hired projects take no invitations, and only the homeowner and staff
  // may invite; until the suggestions are in, the page goes on without the section.
  if (!complete || !project.viewerCan.invitePros || !suggestions) return null;
  const projectId = project.id;
  const invitations = project.invitations ?? [];
  // A suggestion is marked Invited from the invitations, which the invite and withdraw answers bring.
  const invitedIds = new Set(invitations.map((invitation) => invitation.contractor.id));
  const full = invitations.length >= INVITATIONS_PER_PROJECT;
  // Invitations to a project still in review go out when it is published.
  const published = project.visibility === 'PUBLISHED';
  const more = directoryHref({ trade: tradeForCategory(project.category), city: cityForLocation(project.location), invite: projectId });

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
                    invitedIds.has(suggestion.contractor.id) ? (
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
