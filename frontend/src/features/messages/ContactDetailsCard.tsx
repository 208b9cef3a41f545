import { Box, Button, ConfirmDialog, Heading, HStack, Link, showToast, Stack, Text } from '@marketplace/design-system';
import { Lock, Mail, Phone, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useShareContactDetails } from './mutations/useShareContactDetails';
import type { MessageThreadView } from './operations';

interface Contact {
  name: string;
  email?: string | null;
  phone?: string | null;
}

function ContactLines({ contact }: { contact: Contact }) {
  return (
    <Stack gap="2" textStyle="sm">
      <Text fontWeight="semibold">{contact.name}</Text>
      {contact.email ? (
        <HStack gap="2">
          <Mail size={16} aria-hidden="true" />
          <Link href={`mailto:${contact.email}`} color="fg.brand" overflowWrap="anywhere">
            {contact.email}
          </Link>
        </HStack>
      ) : null}
      {contact.phone ? (
        <HStack gap="2">
          <Phone size={16} aria-hidden="true" />
          <Link href={`tel:${contact.phone}`} color="fg.brand">
            {contact.phone}
          </Link>
        </HStack>
      ) : null}
    </Stack>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The other side's contact details once revealed (accepted, or shared by the homeowner), what stays
 * private until then, and for the homeowner the "Share my contact details" action.
 */
export function ContactDetailsCard({ thread }: { thread: MessageThreadView }) {
  const [confirming, setConfirming] = useState(false);
  const { share, sharing: loading } = useShareContactDetails();
  const { proposal, viewerRole } = thread;
  const contractor: Contact = { name: thread.contractor.name, email: proposal.contractorEmail, phone: proposal.contractorPhone };
  const homeowner = proposal.homeownerContact;

  const onShare = async () => {
    try {
      await share(proposal.id);
      setConfirming(false);
      showToast({ type: 'success', title: 'Contact details shared', description: `${thread.contractor.name} can now see your e-mail and phone, and you can see theirs.` });
    } catch {
      showToast({ type: 'error', title: "We couldn't share your contact details", description: 'Please check your connection and try again.' });
    }
  };

  if (viewerRole === 'CONTRACTOR') {
    return (
      <Panel title="Homeowner's contact details">
        {homeowner ? (
          <ContactLines contact={homeowner} />
        ) : (
          <HStack gap="2" align="start" textStyle="sm" color="fg.muted">
            <Box as="span" flexShrink={0} mt="0.5">
              <Lock size={16} aria-hidden="true" />
            </Box>
            <Text>
              {thread.homeowner.name}'s e-mail and phone appear here once they accept your proposal or choose to share them. Until then, talk here.
            </Text>
          </HStack>
        )}
      </Panel>
    );
  }
  if (viewerRole === 'HOMEOWNER') {
    return (
      <Panel title="Contractor's contact details">
        {thread.contactRevealed && (contractor.email || contractor.phone) ? (
          <ContactLines contact={contractor} />
        ) : (
          <HStack gap="2" align="start" textStyle="sm" color="fg.muted">
            <Box as="span" flexShrink={0} mt="0.5">
              <Lock size={16} aria-hidden="true" />
            </Box>
            <Text>
              {thread.contractor.name}'s e-mail and phone appear here once you accept the proposal or share your contact details. Your own stay private until then.
            </Text>
          </HStack>
        )}
        {thread.viewerCan.shareContact ? (
          <>
            <Button variant="outline" alignSelf="start" onClick={() => setConfirming(true)}>
              <Share2 aria-hidden="true" />
              Share my contact details
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={`Share your contact details with ${thread.contractor.name}?`}
              description={
                <>
                  They will see your name ({homeowner?.name ?? thread.homeowner.name}), e-mail{homeowner?.email ? ` (${homeowner.email})` : ''}
                  {homeowner?.phone ? ` and phone (${homeowner.phone})` : ''}, and you will see theirs. Only this contractor sees them, and sharing cannot be undone.
                </>
              }
              confirmLabel="Share my contact details"
              onConfirm={() => void onShare()}
              isLoading={loading}
            />
          </>
        ) : thread.contactSharedAt ? (
          <Text textStyle="sm" color="fg.muted">
            You shared your contact details: {thread.contractor.name} can see your e-mail and phone.
          </Text>
        ) : null}
      </Panel>
    );
  }
  // Operators read both sides.
  return (
    <Panel title="Contact details">
      <ContactLines contact={contractor} />
      {homeowner ? <ContactLines contact={homeowner} /> : null}
    </Panel>
  );
}
