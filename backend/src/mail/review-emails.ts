import { projectPath } from '../shared/site-paths';
import { composeEmail, type MailMessage } from './message';

interface ReviewedPost {
  to: string;
  name: string;
  projectId: number;
  title: string;
  siteUrl: string;
}

const FOOTER = ['You get this e-mail because you posted a project on GTA Home Pros. Questions? Reply to this e-mail or write to us from the Contact Us page.'];

/** The post passed review and is public. */
export function projectApprovedEmail(post: ReviewedPost): MailMessage {
  return composeEmail({
    to: post.to,
    subject: `Your project "${post.title}" is live`,
    greeting: `Hi ${post.name},`,
    paragraphs: [
      `Good news: our team reviewed "${post.title}" and it is now public. Verified contractors across the GTA can see it and send you proposals.`,
      'You will find every proposal in My projects, where you can compare them and accept the one that suits you. There is no charge for posting or for accepting a proposal.',
    ],
    action: { label: 'See my project', url: `${post.siteUrl}${projectPath(post.projectId)}` },
    footer: FOOTER,
  });
}

/** The operator asked for changes before publishing; the message says what. */
export function projectChangesRequestedEmail(post: ReviewedPost & { message: string }): MailMessage {
  return composeEmail({
    to: post.to,
    subject: `A change is needed before "${post.title}" goes live`,
    greeting: `Hi ${post.name},`,
    paragraphs: [
      `Thanks for posting "${post.title}". Before we publish it, our review team asks for a change:`,
      post.message,
      'Open My projects, edit the post and send it back; we review it again within 24 hours.',
    ],
    action: { label: 'Edit my project', url: `${post.siteUrl}/my-projects` },
    footer: FOOTER,
  });
}

/** The post will not be published; the reason says why. */
export function projectRejectedEmail(post: ReviewedPost & { reason: string }): MailMessage {
  return composeEmail({
    to: post.to,
    subject: `We could not publish "${post.title}"`,
    greeting: `Hi ${post.name},`,
    paragraphs: [
      `Our review team looked at "${post.title}" and could not publish it on GTA Home Pros. The reason:`,
      post.reason,
      'If you think this is a mistake, or you would like to post a different project, you are welcome to contact us or post again.',
    ],
    action: { label: 'Contact us', url: `${post.siteUrl}/contact` },
    footer: FOOTER,
  });
}
