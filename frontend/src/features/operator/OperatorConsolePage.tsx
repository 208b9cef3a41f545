import { RequireViewer } from '../../app/session/RequireViewer';
import { Box, Container, EmptyState, LinkButton, PageHero } from '@marketplace/design-system';
import { ShieldX } from 'lucide-react';
import { Seo } from '../../app/seo/Seo';
import { OperatorConsole, type OperatorConsoleProps } from './OperatorConsole';

export const STAFF_ONLY = 'This page is for GTA Home Pros staff';

/**
 * Route `/operator`: the review queue, contact inbox, partner API keys, accounts and audit log.
 * Visitors are asked to sign in; other signed-in people are told it is for staff (the server
 * refuses every operator query and mutation to them anyway).
 */
export default function OperatorConsolePage({ PartnersTab }: OperatorConsoleProps) {
  return (
    <>
      <Seo title="Operator console" description="Review posts and credentials, answer messages, manage API partners and accounts, and watch the site's speed." path="/operator" noindex />
      <PageHero size="md" tone="subtle" eyebrow="GTA Home Pros staff" title="Operator console" subtitle="Posts waiting for review, contractors' credentials, messages from the Contact Us page, API partners and their keys, accounts, the audit log and how fast the site is for real visitors." />
      <Container maxW="6xl" py={{ base: '8', md: '10' }} px={{ base: '4', md: '6' }}>
        <RequireViewer placeholder={{ label: 'Loading the console...', showLabel: true, variant: 'list', count: 3 }} signIn={{ title: 'Sign in to open the console', path: '/operator' }}>
          {(viewer) =>
            viewer.role !== 'OPERATOR' ? (
              <Box>
                <EmptyState
                  title={STAFF_ONLY}
                  description={`You are signed in as ${viewer.email}. If you work for GTA Home Pros, sign in with your staff address.`}
                  icon={ShieldX}
                  action={
                    <LinkButton href="/" variant="outline">
                      Go to the home page
                    </LinkButton>
                  }
                />
              </Box>
            ) : (
              <OperatorConsole PartnersTab={PartnersTab} />
            )
          }
        </RequireViewer>
      </Container>
    </>
  );
}
