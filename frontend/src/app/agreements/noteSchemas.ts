import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES } from '@marketplace/shared';
import * as Yup from 'yup';
import type { NoteValues } from '../../forms';

const note = Yup.string().trim().max(AGREEMENT_LIMITS.note, AGREEMENT_MESSAGES.tooLong(AGREEMENT_LIMITS.note));

/** A reason that may be left empty (declining, cancelling): sent as null when it is. */
export const optionalNote: Yup.ObjectSchema<NoteValues> = Yup.object({ note: note.defined() });

/** A note the step needs (what should change, what both parties agreed), with what to say when it is empty. */
export const requiredNote = (message: string): Yup.ObjectSchema<NoteValues> => Yup.object({ note: note.required(message) });
