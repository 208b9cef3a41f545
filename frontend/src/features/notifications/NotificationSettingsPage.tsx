import { RequireViewer } from '../../app/session/RequireViewer';
import { useQuery } from '@apollo/client/react';
import { Container, Heading, LinkButton, PageHero, SelectField, showToast, Stack, Text } from '@marketplace/design-system';
import { ArrowLeft } from 'lucide-react';
import type { NotificationEmail, NotificationKind } from '../../gql/graphql';
import { DataView } from '../../app/ui/dataStates';
import { Seo } from '../../app/seo/Seo';
import { actionProblem } from '../../app/graphql/actionProblem';
import { NotificationSettingsQuery } from './operations';
import { useUpdateNotificationSetting } from './mutations/useUpdateNotificationSetting';

const CHOICES: { value: NotificationEmail; label: string }[] = [
  { value: 'IMMEDIATE', label: 'E-mail me right away' },
  { value: 'DAILY', label: 'Once a day, in a summary at 7 a.m.' },
  { value: 'OFF', label: 'No e-mail (still shown here on the site)' },
];

function SettingsForm() {
  const { data, loading, error, refetch } = useQuery(NotificationSettingsQuery);
  const update = useUpdateNotificationSetting();
  const change = async (kind: NotificationKind, email: NotificationEmail, label: string) => {
    try {
      await update(kind, email);
      showToast({ title: 'Saved', description: `${label}: ${CHOICES.find((choice) => choice.value === email)?.label}`, type: 'success' });
    } catch (problem) {
      showToast({ title: 'Your choice was not saved', description: actionProblem(problem), type: 'error' });
    }
  };
  return (
    <DataView
      data={data}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      placeholder={{ label: 'Loading your settings...', variant: 'list', count: 3 }}
      errorTitle="We couldn't load your settings"
    >
      {({ notificationSettings }) => (
        <Stack gap="6">
          {notificationSettings.map((setting) => (
            <SelectField
              key={setting.kind}
              label={setting.label}
              helperText={setting.description}
              options={CHOICES}
              value={setting.email}
              onValueChange={(value) => void change(setting.kind, value as NotificationEmail, setting.label)}
            />
          ))}
          <Text textStyle="sm" color="fg.muted">
            Sign-in links and security e-mails are always sent. Every notification e-mail also has a one-click unsubscribe link, honoured at once.
          </Text>
        </Stack>
      )}
    </DataView>
  );
}

/** Route `/notifications/settings`: which e-mails the signed-in person gets, and how often. */
export function NotificationSettingsPage() {
  return (
    <>
      <Seo title="E-mail settings" description="Choose which GTA Home Pros e-mails you get." path="/notifications/settings" noindex />
      <PageHero size="md" tone="subtle" eyebrow="Your account" title="E-mail settings" subtitle="Choose which notifications reach your inbox, right away or in one daily summary." />
      <Container maxW="2xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack gap="6">
          <Heading as="h2" size="md">
            Notification e-mails
          </Heading>
          <RequireViewer
            placeholder={{ label: 'Loading your settings...', showLabel: true, variant: 'list', count: 3 }}
            signIn={{ title: 'Sign in to choose your e-mails', path: '/notifications/settings', description: 'To stop one kind of e-mail without signing in, use the unsubscribe link at the bottom of that e-mail.' }}
          >
            <SettingsForm />
          </RequireViewer>
          <LinkButton href="/notifications" variant="ghost" alignSelf="start">
            <ArrowLeft aria-hidden="true" />
            Back to notifications
          </LinkButton>
        </Stack>
      </Container>
    </>
  );
}
