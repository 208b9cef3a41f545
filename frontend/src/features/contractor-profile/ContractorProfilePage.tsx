import { useQuery } from '@apollo/client/react';
import { Container, Heading, LinkButton } from '@marketplace/design-system';
import { UserX } from 'lucide-react';
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { Seo } from '../../app/seo/Seo';
import { DataView, EmptyState } from '../../app/ui/dataStates';
import { SampleProfile } from './SampleProfile';
import { REVIEWS_PAGE_SIZE } from '../../app/reviews/ReviewsSection';
import { AccountProfile } from './AccountProfile';

/**
 * A built-in sample contractor's profile by its public number: the business as its content states it,
 * and the finished samples by them.
 */
export const SampleContractorProfileQuery = graphql(`
  query SampleContractorProfile($number: Int!) {
    showcaseContractor(number: $number) {
      number
      ...SampleProfile_contractor
    }
  }
`);

/**
 * A real contractor's profile: the business and its reviews, one page of them at a time
 * (`$first` after `$after`), all in one request.
 */
export const ContractorProfilePageQuery = graphql(`
  query ContractorProfilePage($id: ID!, $first: Int, $after: String) {
    contractorProfile(id: $id) {
      id
      ...AccountProfile_profile
      ...ReviewsSection_profile
    }
  }
`);

function ContractorNotFound() {
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <Seo title="Contractor not found" noindex />
      <Heading as="h1" srOnly>
        Contractor profile
      </Heading>
      <EmptyState
        icon={UserX}
        headingLevel="h2"
        title="Contractor not found"
        description="This contractor profile does not exist or is no longer listed. Browse finished projects to find a pro for your job."
        action={<LinkButton href="/projects">Browse Projects</LinkButton>}
      />
    </Container>
  );
}

/** A profile's loading, failure and not-found states, either kind: the profile lays out its own page, so the placeholder is as wide as the profile, the failure narrower. */
const profileStates = (notFound: ReactElement) => ({
  placeholder: { label: 'Loading profile...', count: 1 },
  errorTitle: "We couldn't load this profile",
  frame: (state: ReactElement, which: 'loading' | 'failure') => (
    <Container maxW={which === 'loading' ? '7xl' : '3xl'} py="12">
      {state}
    </Container>
  ),
  empty: notFound,
});

/** A real contractor's profile, at their account id: the route's query, the profile, and its states. */
function AccountProfileRoute({ id, notFound }: { id: string; notFound: ReactElement }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(ContractorProfilePageQuery, { variables: { id, first: REVIEWS_PAGE_SIZE } });
  // The next page goes under the reviews shown: the cache's field policy for ContractorProfile.reviews
  // appends a page asked for after a cursor (apollo.ts).
  const loadMoreReviews = (after: string) => fetchMore({ variables: { first: REVIEWS_PAGE_SIZE, after } });
  return (
    <DataView
      data={data}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(answer) => !answer.contractorProfile}
      {...profileStates(notFound)}
    >
      {({ contractorProfile: profile }) =>
        profile && <AccountProfile profile={profile} reviews={profile} onLoadMoreReviews={loadMoreReviews} onRefreshReviews={(first) => refetch({ first })} />
      }
    </DataView>
  );
}

/** A sample contractor's profile, at its public number (1-3): the route's query, the profile, and its states. */
function SampleProfileRoute({ number, notFound }: { number: number; notFound: ReactElement }) {
  const { data, loading, error, refetch } = useQuery(SampleContractorProfileQuery, { variables: { number } });
  return (
    <DataView
      data={data}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(answer) => !answer.showcaseContractor}
      {...profileStates(notFound)}
    >
      {({ showcaseContractor }) => showcaseContractor && <SampleProfile contractor={showcaseContractor} />}
    </DataView>
  );
}

/** /contractor/:id : who the contractor is, what they do and what they have built. A number is a sample contractor's; anything else an account's id. */
export function ContractorProfilePage() {
  const { id = '' } = useParams();
  const notFound = <ContractorNotFound />;
  if (/^\d{1,3}$/.test(id) && Number(id) > 0) return <SampleProfileRoute number={Number(id)} notFound={notFound} />;
  if (id && !/^\d+$/.test(id)) return <AccountProfileRoute id={id} notFound={notFound} />;
  return notFound;
}
