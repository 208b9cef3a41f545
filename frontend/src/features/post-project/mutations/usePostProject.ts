import { useMutation } from '@apollo/client/react';
import { showToast } from '@marketplace/design-system';
import { useCallback } from 'react';
import { fieldMessagesOf } from '../../../app/graphql/errors';
import { urgencyToApi } from '../../../app/marketplace';
import { CreateProjectMutation } from '../operations';
import type { PostProjectValues } from '../schema';
import { PhotoUploadError, uploadPhotos } from '../../../forms';

/** The toasts' texts (title and description) for a posted project and a failure. */
export const POST_PROJECT_TOASTS = {
  success: { title: 'Project Posted Successfully!', description: 'Your project is now available for contractors to view and bid on.' },
  failure: { title: 'Error', description: 'Failed to post project. Please try again.' },
} as const;

/** What happens next when the project was posted signed out: the e-mail is confirmed, then the post is reviewed. */
export function confirmEmailMessage(email: string): string {
  return `We've e-mailed a link to ${email}. Open it within 15 minutes to confirm your address. Our team then reviews your project and publishes it within 24 hours; we'll e-mail you when contractors can bid on it.`;
}

/** What happens next when a signed-in homeowner posts: the review team publishes it within 24 hours. */
export const IN_REVIEW_MESSAGE =
  "Your project is with our review team and will be published within 24 hours. We'll e-mail you when contractors can bid on it; you can follow it in My projects.";

/** How a post went: posted (and what it waits for: the e-mail, or the review), or not. */
export type PostOutcome =
  | {
      posted: true;
      confirmEmail: string | null;
      inReview: boolean;
      /** The project, when its owner can invite pros to it now (signed in, not waiting for a confirmation). */
      invitable: { id: string; category: string; location: string } | null;
    }
  | { posted: false };

/** The notice the form shows after a post, saying what happens next. */
export function nextStepMessage(outcome: Extract<PostOutcome, { posted: true }>): string | null {
  if (outcome.confirmEmail) return confirmEmailMessage(outcome.confirmEmail);
  return outcome.inReview ? IN_REVIEW_MESSAGE : null;
}

/** The server's own explanation of a refusal (the photo upload's, or the post's field messages), if it sent one. */
function serverMessageOf(error: unknown): string | undefined {
  return error instanceof PhotoUploadError ? error.serverMessage : fieldMessagesOf(error);
}

/**
 * Uploads the photos, then creates the project with their stored names. The
 * cached project lists are dropped so the dashboard and Our Projects load it.
 * Signed out, the e-mail (and optional phone) go along: the project waits unpublished until
 * the homeowner opens the link sent there. Resolves to the outcome; both are toasted.
 */
export function usePostProject() {
  const [createProject] = useMutation(CreateProjectMutation, {
    update(cache) {
      cache.evict({ fieldName: 'projects' });
      cache.gc();
    },
  });

  return useCallback(
    async (values: PostProjectValues, photos: readonly File[], { signedIn }: { signedIn: boolean }): Promise<PostOutcome> => {
      try {
        const images = await uploadPhotos(photos, { asVisitor: !signedIn });
        const email = values.email.trim();
        const phone = values.phone.trim();
        const contact = signedIn ? {} : { email, ...(phone ? { phone } : {}) };
        const { data } = await createProject({
          variables: {
            input: {
              title: values.title.trim(),
              description: values.description.trim(),
              category: values.category,
              budget: values.budget,
              timeline: values.timeline,
              urgency: urgencyToApi(values.urgency),
              homeowner: values.homeowner.trim(),
              location: values.location.trim(),
              images,
              requirements: values.requirements,
              ...contact,
            },
          },
        });
        const waiting = !signedIn || data?.createProject.visibility === 'UNCONFIRMED';
        const created = data?.createProject;
        const outcome = {
          posted: true as const,
          confirmEmail: waiting && email ? email : null,
          inReview: created?.visibility === 'IN_REVIEW',
          invitable: !waiting && created ? { id: created.id, category: values.category, location: values.location.trim() } : null,
        };
        showToast({
          title: POST_PROJECT_TOASTS.success.title,
          description: nextStepMessage(outcome) ?? POST_PROJECT_TOASTS.success.description,
          type: 'success',
        });
        return outcome;
      } catch (error) {
        const detail = serverMessageOf(error);
        showToast({
          title: POST_PROJECT_TOASTS.failure.title,
          description: detail ? `${POST_PROJECT_TOASTS.failure.description} ${detail}` : POST_PROJECT_TOASTS.failure.description,
          type: 'error',
        });
        return { posted: false };
      }
    },
    [createProject],
  );
}
