import { Box, Button, Heading, HStack, Stack, Text } from '@marketplace/design-system';
import { MailCheck, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { LinkRequestState } from './useLinkRequest';

export interface CheckInboxPanelProps {
  /** The address the link went to. */
  email: string;
  /** Sends the link again. */
  onResend: () => void;
  /** A resend is running. */
  resending?: boolean;
  /** Goes back to the form to use another address. */
  onChangeEmail: () => void;
  /** Shown under the heading, e.g. after a resend or when it failed. */
  message?: { tone: 'success' | 'error'; text: string };
}

/**
 * "Check your inbox": what happens after a sign-in link was requested. Takes focus when it
 * appears, so screen-reader and keyboard users start reading here instead of at a removed form.
 */
export function CheckInboxPanel({ email, onResend, resending = false, onChangeEmail, message }: CheckInboxPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="5" p={{ base: '6', md: '8' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
      <Box color="fg.success">
        <MailCheck aria-hidden="true" size={40} />
      </Box>
      <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none">
        Check your inbox
      </Heading>
      <Stack gap="3" color="fg.muted">
        <Text>
          We’ve sent a sign-in link to{' '}
          <Text as="strong" color="fg" fontWeight="semibold" wordBreak="break-all">
            {email}
          </Text>
          . Open it to sign in.
        </Text>
        <Text>The link works once, within 15 minutes.</Text>
        <Text>Can’t find it? Check your spam or junk folder, or send it again.</Text>
      </Stack>
      <Box aria-live="polite" minH="0">
        {message ? (
          <Text textStyle="sm" fontWeight="medium" color={message.tone === 'success' ? 'fg.success' : 'fg.error'}>
            {message.text}
          </Text>
        ) : null}
      </Box>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={onResend} loading={resending} loadingText="Sending…">
          <RotateCw aria-hidden="true" />
          Send the link again
        </Button>
        <Button variant="ghost" onClick={onChangeEmail} disabled={resending}>
          Use a different e-mail
        </Button>
      </HStack>
    </Stack>
  );
}

/** The panel for a sign-in link flow (sign-in, contractor sign-up) once its link has gone out. */
export function LinkSentPanel<V extends { email: string }>({ flow }: { flow: LinkRequestState<V> }) {
  if (!flow.sentFor) return null;
  return (
    <CheckInboxPanel
      email={flow.sentFor.email.trim()}
      onResend={() => void flow.resend()}
      resending={flow.resending}
      onChangeEmail={flow.reset}
      message={flow.resendMessage}
    />
  );
}
