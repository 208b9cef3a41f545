import type {
  CredentialKind as ApiCredentialKind,
  ProjectStatus as ApiProjectStatus,
  ProposalStatus as ApiProposalStatus,
  Urgency as ApiUrgency,
} from '../../gql/graphql';
import type { ProjectStatus, Urgency } from './formOptions';
import type { CredentialKindValue, ProposalStatusValue } from '@marketplace/shared';

/*
 * GraphQL enums are UPPER_SNAKE (IN_PROGRESS); the UI and the data module speak
 * kebab-case (in-progress). These are the only places that translate between them.
 */

const toKebab = (value: string) => value.toLowerCase().replace(/_/g, '-');
const toUpperSnake = (value: string) => value.toUpperCase().replace(/-/g, '_');

export function statusFromApi(status: ApiProjectStatus): ProjectStatus {
  return toKebab(status) as ProjectStatus;
}

export function statusToApi(status: ProjectStatus): ApiProjectStatus {
  return toUpperSnake(status) as ApiProjectStatus;
}

export function urgencyFromApi(urgency: ApiUrgency): Urgency {
  return toKebab(urgency) as Urgency;
}

export function urgencyToApi(urgency: Urgency): ApiUrgency {
  return toUpperSnake(urgency) as ApiUrgency;
}

export function proposalStatusFromApi(status: ApiProposalStatus | null | undefined): ProposalStatusValue {
  return status ? (toKebab(status) as ProposalStatusValue) : 'pending';
}

export function proposalStatusToApi(status: ProposalStatusValue): ApiProposalStatus {
  return toUpperSnake(status) as ApiProposalStatus;
}

export function credentialKindFromApi(kind: ApiCredentialKind): CredentialKindValue {
  return toKebab(kind) as CredentialKindValue;
}

export function credentialKindToApi(kind: CredentialKindValue): ApiCredentialKind {
  return toUpperSnake(kind) as ApiCredentialKind;
}
