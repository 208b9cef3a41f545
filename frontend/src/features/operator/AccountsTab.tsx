import { NoteDialog } from '../../forms';
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { Badge, Button, EmptyState, Heading, HStack, LoadMore, SearchInput, showToast, Stack, Text } from '@marketplace/design-system';
import { UserSearch } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { AccountRow_AccountFragment, AccountsQuery as AccountsResult } from '../../gql/graphql';
import { DataView } from '../../app/ui/dataStates';
import { actionProblem } from '../../app/graphql/actionProblem';
import { useLoadingMore } from '../../app/ui/useLoadingMore';
import { formatDate, ROLE_LABELS } from './format';
import { AccountsQuery } from './operations';
import { useDisableAccount } from './mutations/useDisableAccount';
import { useEnableAccount } from './mutations/useEnableAccount';
import { disableSchema } from './schema';

export const ACCOUNTS_PAGE_SIZE = 25;

export const AccountRow_account = graphql(`
  fragment AccountRow_account on Account {
    id
    name
    email
    role
    businessName
    emailVerified
    disabled
    disabledReason
    createdAt
  }
`);

type Account = AccountsResult['accounts']['accounts'][number];

function AccountRow({ account: ref, busy, onDisable, onEnable }: { account: FragmentType<AccountRow_AccountFragment>; busy: boolean; onDisable: () => void; onEnable: () => void }) {
  const titleId = useId();
  const { data: account, complete } = useFragment({ fragment: AccountRow_account, from: ref });
  if (!complete) return null;
  return (
    <Stack as="li" aria-labelledby={titleId} direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" p="4" bg="bg.panel" borderWidth="1px" borderColor={account.disabled ? 'border.error' : 'border'} borderRadius="card">
      <Stack gap="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text id={titleId} fontWeight="semibold" wordBreak="break-word">
            {account.businessName ? `${account.businessName} (${account.name})` : account.name}
          </Text>
          <Badge colorPalette={account.role === 'OPERATOR' ? 'purple' : account.role === 'CONTRACTOR' ? 'blue' : 'gray'} variant="subtle">
            {ROLE_LABELS[account.role]}
          </Badge>
          {account.disabled ? (
            <Badge colorPalette="red" variant="solid">
              Disabled
            </Badge>
          ) : null}
          {account.emailVerified ? null : (
            <Badge colorPalette="orange" variant="outline">
              E-mail not confirmed
            </Badge>
          )}
        </HStack>
        <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
          {account.email} · Joined {formatDate(account.createdAt)}
        </Text>
        {account.disabled && account.disabledReason ? (
          <Text textStyle="sm" color="fg.error" wordBreak="break-word">
            Reason: {account.disabledReason}
          </Text>
        ) : null}
      </Stack>
      {account.disabled ? (
        <Button variant="outline" colorPalette="gray" size="sm" onClick={onEnable} loading={busy} aria-label={`Enable ${account.name}`}>
          Enable
        </Button>
      ) : (
        <Button variant="outline" colorPalette="red" size="sm" onClick={onDisable} disabled={busy} aria-label={`Disable ${account.name}`}>
          Disable
        </Button>
      )}
    </Stack>
  );
}

/** Searchable accounts, newest first: disable one (with a reason; it is signed out everywhere) or enable it again. */
export function AccountsTab() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  // Search as the operator types, once they pause.
  useEffect(() => {
    const next = query.trim();
    if (next === search) return undefined;
    const timer = setTimeout(() => setSearch(next), 300);
    return () => clearTimeout(timer);
  }, [query, search]);
  const { data, loading, error, refetch, fetchMore } = useQuery(AccountsQuery, { variables: { search: search || undefined, first: ACCOUNTS_PAGE_SIZE } });
  const disable = useDisableAccount();
  const enable = useEnableAccount();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [disabling, setDisabling] = useState<Account | null>(null);
  const { loadingMore, loadMore } = useLoadingMore('More accounts could not be loaded');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const run = async (account: Account, send: () => Promise<unknown>, title: string): Promise<boolean> => {
    setBusyId(account.id);
    try {
      await send();
      showToast({ title, description: account.email, type: 'success' });
      return true;
    } catch (problem) {
      showToast({ title: 'That did not go through', description: actionProblem(problem), type: 'error' });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const page = data?.accounts;
  const loadNext = () =>
    page?.nextCursor &&
    loadMore(() =>
      fetchMore({
        variables: { after: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({ accounts: { ...fetchMoreResult.accounts, accounts: [...previous.accounts.accounts, ...fetchMoreResult.accounts.accounts] } }),
      }),
    );

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
        Accounts
      </Heading>
      <SearchInput label="Search accounts" showLabel value={query} onValueChange={setQuery} placeholder="Name, e-mail or business name" />
      <DataView
        data={page}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(found) => found.accounts.length === 0}
        placeholder={{ label: 'Loading accounts...', variant: 'list', count: 3 }}
        errorTitle="We couldn't load the accounts"
        errorDescription={actionProblem(error)}
        errorHeadingLevel="h3"
        empty={<EmptyState title={search ? `No accounts match “${search}”.` : 'No accounts yet.'} description="Search matches a name, an e-mail address or a business name." icon={UserSearch} headingLevel="h3" />}
      >
        {(page) => (
          <>
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Accounts, newest first">
              {page.accounts.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  busy={busyId === account.id}
                  onDisable={() => setDisabling(account)}
                  onEnable={() => void run(account, () => enable(account.id), 'Account enabled')}
                />
              ))}
            </Stack>
            <LoadMore hasMore={Boolean(page.nextCursor)} onLoadMore={() => void loadNext()} loading={loadingMore} shownCount={page.accounts.length} itemLabel="accounts" itemLabelOne="account" />
          </>
        )}
      </DataView>
      <NoteDialog
        open={disabling !== null}
        onClose={() => setDisabling(null)}
        title="Disable this account"
        description={disabling ? `${disabling.email} is signed out everywhere and cannot sign in until enabled again.` : undefined}
        label="Reason"
        helpText="Kept in the audit log."
        placeholder="Repeated spam posts advertising duct cleaning in Scarborough."
        submitLabel="Disable account"
        tone="danger"
        schema={disableSchema}
        fallbackFocusRef={headingRef}
        onSubmit={(reason) => (disabling ? run(disabling, () => disable(disabling.id, reason), 'Account disabled') : Promise.resolve(false))}
      />
    </Stack>
  );
}
