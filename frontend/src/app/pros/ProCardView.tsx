import { ContractorCard, type ContractorCardProps } from '@marketplace/design-system';
import type { ReactNode } from 'react';
// Types only: the services pages render pro cards without the GraphQL client's documents.
import type { ProCard_ContractorFragment } from '../../gql/graphql';

export interface ProCardViewProps {
  /** The ProCard_contractor fragment's fields (a services page has them without the GraphQL client). */
  contractor: ProCard_ContractorFragment;
  /** Buttons beside View Profile (Invite to quote, Request a quote). */
  actions?: ReactNode;
  headingLevel?: ContractorCardProps['headingLevel'];
}

/** A real pro from the database (the ProCard_contractor fragment's fields), on the design system's ContractorCard: only what is true of them. */
export function ProCardView({ contractor: pro, actions, headingLevel }: ProCardViewProps) {
  const verified = pro.badges.some((badge) => badge.kind === 'VERIFIED_BUSINESS');
  return (
    <ContractorCard
      name={pro.businessName}
      imageUrl={pro.logoUrl ?? undefined}
      rating={pro.rating.count > 0 ? pro.rating.average : null}
      reviewCount={pro.rating.count}
      specialties={pro.trades.map((trade) => trade.name)}
      location={pro.serviceAreas.map((area) => area.name).join(', ')}
      verified={verified}
      credentials={pro.badges.filter((badge) => badge.kind !== 'VERIFIED_BUSINESS').map((badge) => badge.label)}
      yearsExperience={pro.yearsInBusiness ?? undefined}
      // No finished hire yet is no track record, not a figure: the line is left out rather than saying 0.
      completedProjects={pro.completedProjects > 0 ? pro.completedProjects : undefined}
      responseTime={pro.typicalResponse ?? undefined}
      href={`/contractor/${pro.id}`}
      actions={actions}
      headingLevel={headingLevel}
    />
  );
}
