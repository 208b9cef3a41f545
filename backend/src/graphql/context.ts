import DataLoader from 'dataloader';
import type { Response } from 'express';
import type { Project } from '../modules/project/project.entity';
import type { Proposal } from '../modules/proposal/proposal.entity';
import type { RequestInfo } from '../modules/account/account.service';
import type { Actor } from '../policy/actor';
import type { Services } from '../services';
import type { CountingCredential } from '../modules/contractor/badges';
import type { RatingSummary, ReviewRow } from '../modules/review/review.service';
import type { TrackRecord } from '../modules/matching/pro-directory';
import type { AgreementRow } from '../modules/agreement/agreement-rows';
import { JobReads } from '../modules/job/job-money.service';

/** Per-request batching: a page of projects loads its proposals in one query, not one per project. */
export interface Loaders {
  proposalsByProject: DataLoader<number, Proposal[]>;
  projectById: DataLoader<number, Project | undefined>;
  /** Each contractor's verified, unexpired credentials (badges on a page of proposals: one query). */
  countingCredentials: DataLoader<string, CountingCredential[]>;
  /** Each contractor's average and count over visible reviews (ratings on a page of proposals: one query). */
  contractorRating: DataLoader<string, RatingSummary>;
  /** Reviews of each project's hire, hidden ones included. */
  reviewsByProject: DataLoader<number, ReviewRow[]>;
  /** Each contractor's finished hires and typical response (a page of pro cards: one query). */
  trackRecord: DataLoader<string, TrackRecord>;
  /** Each proposal's live agreement the viewer may see (a list of proposals with their agreements: one query). */
  agreementByProposal: DataLoader<number, AgreementRow | undefined>;
  /** The public number of the sample contractor of each name (a page of finished samples' cards: one query). */
  showcaseContractorNumber: DataLoader<string, number | null>;
  /** Each agreement's job rows, read once however many of its fields (invoices, payments, ledger, jobCan…) ask. */
  jobReads: (agreement: AgreementRow) => JobReads;
}

export interface GraphQLContext {
  services: Services;
  loaders: Loaders;
  requestId: string;
  /** Who is asking; resolved once per request (auth/current-actor.ts). */
  actor: Actor;
  request: RequestInfo;
  /** For the few mutations that set cookies (sign-out). */
  res?: Response;
}

export function createContext(
  services: Services,
  requestId: string,
  actor: Actor,
  request: RequestInfo,
  res?: Response,
): GraphQLContext {
  // Keyed by the row itself: a mutation's answer is a fresh row, so it never sees reads made before the change.
  const jobReads = new WeakMap<AgreementRow, JobReads>();
  return {
    services,
    requestId,
    actor,
    request,
    res,
    loaders: {
      proposalsByProject: new DataLoader(async (ids) => {
        const proposals = await services.proposals.listForProjects(ids);
        return ids.map((id) => proposals.filter((proposal) => proposal.projectId === id));
      }),
      projectById: new DataLoader(async (ids) => {
        const projects = await services.projects.findByIds(ids);
        return ids.map((id) => projects.find((project) => project.id === id));
      }),
      countingCredentials: new DataLoader(async (ids) => {
        const byContractor = await services.credentials.countingFor(ids);
        return ids.map((id) => byContractor.get(id) ?? []);
      }),
      contractorRating: new DataLoader(async (ids) => {
        const ratings = await services.reviews.ratingsFor(ids);
        return ids.map((id) => ratings.get(id) ?? { average: null, count: 0 });
      }),
      reviewsByProject: new DataLoader(async (ids) => {
        const reviews = await services.reviews.forProjects(ids);
        return ids.map((id) => reviews.filter((review) => review.projectId === id));
      }),
      agreementByProposal: new DataLoader(async (ids) => {
        const byProposal = await services.agreements.forProposals(actor, ids);
        return ids.map((id) => byProposal.get(id));
      }),
      showcaseContractorNumber: new DataLoader((names) => services.contractors.showcaseNumbers(names)),
      jobReads: (agreement) => {
        let reads = jobReads.get(agreement);
        if (!reads) {
          reads = new JobReads(services.jobMoney, agreement);
          jobReads.set(agreement, reads);
        }
        return reads;
      },
      trackRecord: new DataLoader(async (ids) => {
        const records = await services.proDirectory.trackRecords(ids);
        return ids.map((id) => records.get(id) ?? { completedProjects: 0, typicalResponse: null });
      }),
    },
  };
}
