import { EmptyState } from '@marketplace/design-system';
import { ShieldCheck } from 'lucide-react';

/**
 * PLACEHOLDER: contractors' licence and insurance checks. The real panel
 * (features/credentials/CredentialChecksPanel) replaces this component when it lands.
 */
export function CredentialsTab() {
  return (
    <EmptyState
      title="Credential checks appear here."
      description="Contractors' licences and insurance certificates waiting for a check will be listed in this tab."
      icon={ShieldCheck}
      headingLevel="h2"
    />
  );
}
