import { canTakeCredentialTransition } from '../../policy/contractor';
import { connectionOf } from '../../graphql/connection';
import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { SERVICE_AREAS, TRADES } from '../../shared/catalogue';
import { CONTRACTOR_BADGE_KIND_VALUES, CREDENTIAL_KIND_VALUES, CREDENTIAL_STATUS_VALUES } from '../../shared/graphql-enums';
import { parseId } from '../../shared/validate';
import { badgesFrom, missingLicences } from './badges';
import { credentialCursor } from './credential.service';
import { imageUrl, privateImageUrl, responsivePhoto } from '../upload/photo-urls';

const uploadUrl = (name: string | null) => (name ? imageUrl(name) : null);
const counting = (contractorId: string, { loaders }: GraphQLContext) => loaders.countingCredentials.load(contractorId);

export const contractorResolvers: Resolvers = {
  CredentialKind: CREDENTIAL_KIND_VALUES,
  CredentialStatus: CREDENTIAL_STATUS_VALUES,
  ContractorBadgeKind: CONTRACTOR_BADGE_KIND_VALUES,
  Query: {
    myContractorProfile: (_parent, _args, { services, actor }) => services.contractors.mine(actor),
    showcaseContractor: (_parent, { number }, { services }) => services.contractors.showcase(number),
    contractorProfile: (_parent, { id }, { services }) => services.contractors.find(id),
    credentialChecks: async (_parent, { status, first, after }, { services, actor }) => {
      return connectionOf(await services.credentials.checks(actor, { status, first, after }), Boolean(after), credentialCursor);
    },
  },
  Mutation: {
    updateContractorProfile: (_parent, { input }, { services, actor }) => services.contractors.update(actor, input),
    submitCredential: (_parent, { input }, { services, actor }) => services.credentials.submit(actor, input),
    verifyCredential: (_parent, { id }, { services, actor }) => services.credentials.verify(actor, parseId(id)),
    rejectCredential: (_parent, { id, reason }, { services, actor }) => services.credentials.reject(actor, parseId(id), reason),
  },
  ContractorProfile: {
    trades: (profile) => TRADES.filter((trade) => profile.trades.includes(trade.id)),
    serviceAreas: (profile) => SERVICE_AREAS.filter((area) => profile.serviceAreas.includes(area.slug)),
    logoUrl: (profile) => uploadUrl(profile.logo),
    portfolio: (profile) => profile.portfolio.map(({ photo, caption }) => ({ name: photo, photo: responsivePhoto(photo), caption: caption ?? null })),
    badges: async (profile, _args, context) => badgesFrom(await counting(profile.id, context)),
    missingLicences: async (profile, _args, context) => missingLicences(profile.trades, await counting(profile.id, context)),
    credentials: (profile, _args, { services, actor }) => services.credentials.listFor(actor, profile.id),
  },
  Credential: {
    coverageAmount: (credential) => (credential.coverageCents == null ? null : Math.round(credential.coverageCents / 100)),
    // A private file: served only to the contractor and staff, never through the CDN.
    documentUrl: (credential) => (credential.document ? privateImageUrl(credential.document) : null),
    viewerCan: (credential, _args, { actor }) => ({
      resubmit: canTakeCredentialTransition(actor, 'submit', credential),
      verify: canTakeCredentialTransition(actor, 'verify', credential),
      reject: canTakeCredentialTransition(actor, 'reject', credential),
    }),
  },
  Proposal: {
    contractorBadges: async (proposal, _args, context) => (proposal.contractorId ? badgesFrom(await counting(proposal.contractorId, context)) : []),
    contractorProfileId: (proposal) => proposal.contractorId,
  },
};
