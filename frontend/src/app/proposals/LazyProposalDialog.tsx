import { Suspense, lazy } from 'react';
import { withApollo } from '../graphql/withApollo';
import type { ProposalDialogProps } from './ProposalDialog';

const ScopedProposalDialog = lazy(async () => ({
  default: await withApollo(async () => (await import('./ProposalDialog')).ProposalDialog),
}));

/**
 * The Submit Proposal dialog for pages that otherwise never talk to the API: the form, its
 * validation and the GraphQL client download when the dialog first opens, not with the page.
 */
export function LazyProposalDialog(props: ProposalDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ScopedProposalDialog {...props} />
    </Suspense>
  );
}
