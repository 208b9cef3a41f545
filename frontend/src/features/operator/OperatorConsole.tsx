import { useQuery } from '@apollo/client/react';
import { Stack, TabGroup } from '@marketplace/design-system';
import { DataView } from '../../app/ui/dataStates';
import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountsTab } from './AccountsTab';
import { ApiKeysTab } from './ApiKeysTab';
import { AuditLogTab } from './AuditLogTab';
import { BackupsTab } from './BackupsTab';
import { CredentialChecksPanel } from './CredentialChecksPanel';
import { actionProblem } from '../../app/graphql/actionProblem';
import { DisputesTab } from './DisputesTab';
import { MessagesTab } from './MessagesTab';
import { OperatorOverviewQuery } from './operations';
import { OPERATOR_TABS, operatorTabOf } from './operatorTabs';
import type { OperatorTab } from './operatorTabs';
import { OverviewCards } from './OverviewCards';
import { ReviewQueueTab } from './ReviewQueueTab';
import { SpeedTab } from './SpeedTab';

const PANELS: Record<Exclude<OperatorTab, 'partners'>, () => ReactNode> = {
  review: () => <ReviewQueueTab />,
  credentials: () => <CredentialChecksPanel />,
  messages: () => <MessagesTab />,
  disputes: () => <DisputesTab />,
  'api-keys': () => <ApiKeysTab />,
  accounts: () => <AccountsTab />,
  audit: () => <AuditLogTab />,
  speed: () => <SpeedTab />,
  backups: () => <BackupsTab />,
};

export interface OperatorConsoleProps {
  /**
   * The API partners tab. The developer portal owns it (a partner's keys, usage and webhooks, which its
   * partner console shows too), so the route table passes it in.
   */
  PartnersTab: ComponentType;
}

/**
 * The signed-in operator's console: the overview, then one tab per job. The open tab is in the URL
 * (?tab=). The console's query is the overview (the cards and the tabs' counts); each tab is mounted
 * when opened and loads its own list.
 */
export function OperatorConsole({ PartnersTab }: OperatorConsoleProps) {
  const [params, setParams] = useSearchParams();
  const tab = operatorTabOf(params.get('tab'));
  const { data, loading, error, refetch } = useQuery(OperatorOverviewQuery, { fetchPolicy: 'cache-and-network' });
  const overview = data?.operatorOverview;
  const counts: Partial<Record<OperatorTab, number>> = overview ? { review: overview.inReview, messages: overview.unhandledMessages } : {};
  return (
    <Stack gap="8">
      <DataView
        data={overview}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        placeholder={{ label: 'Loading the overview...', variant: 'text', count: 1, showLabel: false }}
        errorTitle="We couldn't load the overview"
        errorDescription={actionProblem(error)}
        errorHeadingLevel="h2"
      >
        {(loaded) => <OverviewCards overview={loaded} />}
      </DataView>
      <TabGroup<OperatorTab>
        label="Console sections"
        value={tab}
        onValueChange={(next) => setParams(next === 'review' ? {} : { tab: next }, { replace: true })}
        items={OPERATOR_TABS.map(({ value, label }) => ({ value, label, count: counts[value], content: value === 'partners' ? <PartnersTab /> : PANELS[value]() }))}
      />
    </Stack>
  );
}
