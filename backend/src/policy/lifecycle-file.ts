/**
 * How a person relates to a private file: a credential's document or a photo sent in a message
 * thread. holder: the contractor whose credential it is; owner and proposer: the two parties of the
 * thread (the project's homeowner, the proposal's contractor); operator: staff; uploader: the
 * person who uploaded it (POST /api/uploads?access=private); homeowner and contractor: the two parties of the
 * agreement whose progress update shows it.
 */
export type PrivateFileRelation = 'holder' | 'owner' | 'proposer' | 'operator' | 'uploader' | 'homeowner' | 'contractor';

/**
 * Private files are seen by the people of the place they are attached to, as the place itself is
 * (a credential: CONTRACTOR_PROFILE_ACTIONS.viewCredentials; a thread: PROJECT_ACTIONS.viewThread),
 * and, until attached, by their uploader, who alone may attach them (so nobody gains a file by
 * attaching its name to a place of theirs). Everyone else is told there is no such file (404).
 */
export const PRIVATE_FILE_ACTIONS = {
  viewCredentialDocument: { by: ['holder', 'operator'] },
  viewMessagePhoto: { by: ['owner', 'proposer', 'operator'] },
  /** A photo of a progress update: the agreement's two parties and staff (AGREEMENT_ACTIONS.view). */
  viewProgressPhoto: { by: ['homeowner', 'contractor', 'operator'] },
  /** A photo given as a dispute's evidence: the agreement's two parties and staff (as the dispute itself). */
  viewDisputePhoto: { by: ['homeowner', 'contractor', 'operator'] },
  /** The form's preview, before the credential or message is saved. */
  viewUnattached: { by: ['uploader'] },
  attach: { by: ['uploader'] },
} as const satisfies Record<string, { by: readonly PrivateFileRelation[] }>;
export type PrivateFileAction = keyof typeof PRIVATE_FILE_ACTIONS;
