import type { Proposal } from '../modules/proposal/proposal.entity';
import { NotFoundError, UnauthenticatedError } from '../shared/errors';
import { isUser, type Actor } from './actor';
import { agreementRelations, type AgreementRef } from './agreement';
import { credentialRelations } from './contractor';
import { PRIVATE_FILE_ACTIONS, type PrivateFileAction, type PrivateFileRelation } from './lifecycle-file';
import { relationsTo, type ProjectRef } from './policy';

/** The message for a visitor uploading without an account or a posting pass. */
export const UPLOAD_NEEDS_ACCOUNT = 'Sign in, or post a project, to upload photos.';

/**
 * Photos come from signed-in people, or from a visitor posting a project with the one-time pass
 * the posting form asks for (a visitor cannot otherwise fill the storage).
 */
export function assertCanUpload(actor: Actor, hasPostingPass: boolean): void {
  if (!isUser(actor) && !hasPostingPass) throw new UnauthenticatedError(UPLOAD_NEEDS_ACCOUNT);
}

/** Where a private file is attached, and who uploaded it, as the private-file rules need it. */
export interface PrivateFilePlaces {
  /** Null for a file that is not a private upload (or was uploaded before uploads were recorded). */
  upload: { uploaderId: string | null; private: boolean } | null;
  credentials: readonly { contractorId: string }[];
  messages: readonly { project: ProjectRef; proposal: Pick<Proposal, 'contractorId'> }[];
  /** The agreements whose progress updates show it. */
  progress?: readonly Pick<AgreementRef, 'homeownerId' | 'contractorId'>[];
  /** The agreements whose disputes hold it as evidence. */
  disputes?: readonly Pick<AgreementRef, 'homeownerId' | 'contractorId'>[];
}

const allowsFile = (action: PrivateFileAction, relations: ReadonlySet<string>) =>
  (PRIVATE_FILE_ACTIONS[action].by as readonly string[]).some((relation) => relations.has(relation));

function uploaderRelations(actor: Actor, upload: PrivateFilePlaces['upload']): Set<PrivateFileRelation> {
  return new Set(isUser(actor) && upload?.private && upload.uploaderId === actor.userId ? ['uploader'] : []);
}

/** Whether the actor may fetch a private file (PRIVATE_FILE_ACTIONS), from any place it is attached to. */
export async function canViewPrivateFile(actor: Actor, places: PrivateFilePlaces): Promise<boolean> {
  for (const credential of places.credentials) {
    if (allowsFile('viewCredentialDocument', credentialRelations(actor, credential.contractorId))) return true;
  }
  for (const message of places.messages) {
    if (allowsFile('viewMessagePhoto', await relationsTo(actor, message.project, message.proposal))) return true;
  }
  for (const agreement of places.progress ?? []) {
    if (allowsFile('viewProgressPhoto', agreementRelations(actor, agreement))) return true;
  }
  for (const agreement of places.disputes ?? []) {
    if (allowsFile('viewDisputePhoto', agreementRelations(actor, agreement))) return true;
  }
  const attached = places.credentials.length > 0 || places.messages.length > 0 || (places.progress?.length ?? 0) > 0 || (places.disputes?.length ?? 0) > 0;
  return !attached && allowsFile('viewUnattached', uploaderRelations(actor, places.upload));
}

/** A private file the actor may not see does not exist for them (no leak of its existence). */
export async function assertCanViewPrivateFile(actor: Actor, name: string, places: PrivateFilePlaces): Promise<void> {
  if (!(await canViewPrivateFile(actor, places))) throw new NotFoundError('File', name);
}

/** Whether the actor may attach this upload to a credential or a message: only their own private uploads. */
export function canAttachPrivateFile(actor: Actor, upload: PrivateFilePlaces['upload']): boolean {
  return allowsFile('attach', uploaderRelations(actor, upload));
}

/** Private uploads (credential documents, message photos) come from signed-in people only. */
export function assertCanUploadPrivately(actor: Actor): void {
  if (!isUser(actor)) throw new UnauthenticatedError('Sign in to upload a document or a photo for a message.');
}
