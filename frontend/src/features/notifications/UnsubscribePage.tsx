import { Button, Container, EmptyState, LinkButton, PageHero, Stack, Text } from '@marketplace/design-system';
import { MailCheck, MailX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Seo } from '../../app/seo/Seo';

type State = { step: 'ask' } | { step: 'sending' } | { step: 'done'; labels: string[] } | { step: 'failed'; message: string };

const FAILED = 'We could not reach GTA Home Pros. Please check your connection and try again.';

/**
 * Route `/notifications/unsubscribe?token=...`: the link at the bottom of every notification e-mail. Works
 * without signing in; one click on the button stops that kind of e-mail at once. Opening the page
 * changes nothing, so mail scanners that follow links cannot unsubscribe anyone.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'ask' });

  const unsubscribe = async () => {
    setState({ step: 'sending' });
    try {
      const response = await fetch(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', credentials: 'same-origin' });
      const body = (await response.json().catch(() => ({}))) as { unsubscribed?: string[]; error?: string };
      if (response.ok) setState({ step: 'done', labels: body.unsubscribed ?? [] });
      else setState({ step: 'failed', message: body.error ?? FAILED });
    } catch {
      setState({ step: 'failed', message: FAILED });
    }
  };

  return (
    <>
      <Seo title="Unsubscribe" description="Stop a kind of GTA Home Pros e-mail." path="/notifications/unsubscribe" noindex />
      <PageHero size="md" tone="subtle" eyebrow="E-mail" title="Unsubscribe" subtitle="Stop this kind of e-mail with one click. No sign-in needed." />
      <Container maxW="2xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        {state.step === 'done' ? (
          <EmptyState
            title="You are unsubscribed"
            description={`We won't e-mail you about ${state.labels.map((label) => label.toLowerCase()).join(', ') || 'this'} any more. You will still see them on the site, and sign-in links are always sent.`}
            icon={MailCheck}
            action={<LinkButton href="/notifications/settings" variant="outline">Change e-mail settings</LinkButton>}
          />
        ) : !token ? (
          <EmptyState title="This link is incomplete" description="Open the unsubscribe link again from the e-mail, or sign in and choose your e-mails in E-mail settings." icon={MailX} />
        ) : (
          <Stack gap="4" align="start">
            <Text>Click the button to stop getting this kind of notification e-mail from GTA Home Pros.</Text>
            {state.step === 'failed' ? (
              <Text color="fg.error" role="alert">
                {state.message}
              </Text>
            ) : null}
            <Button onClick={() => void unsubscribe()} loading={state.step === 'sending'} loadingText="Unsubscribing…">
              Unsubscribe
            </Button>
          </Stack>
        )}
      </Container>
    </>
  );
}
