import type { EntityManager } from 'typeorm';
import { BLOCKED_WORDS } from './blocked-words';

/** Why a post may be spam. Flags mark it in the review queue; they never block it. */
export const SPAM_FLAGS = ['links', 'repeated-email', 'repeated-address', 'blocked-words'] as const;
export type SpamFlag = (typeof SPAM_FLAGS)[number];

/** More posts than this from one e-mail or one address within a day look automated. */
export const REPEAT_POSTS_PER_DAY = 3;

const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|xyz|ru|top|io|ly)\b/i;
const BLOCKED = new Set(BLOCKED_WORDS);

export function textFlags(text: string): SpamFlag[] {
  const flags: SpamFlag[] = [];
  if (LINK.test(text)) flags.push('links');
  if (text.toLowerCase().split(/[^a-z]+/).some((word) => BLOCKED.has(word))) flags.push('blocked-words');
  return flags;
}

/** The checks for a new post: its text, and how often its owner and its address posted in the last day. */
export async function spamFlags(
  manager: EntityManager,
  post: { ownerId: string; postedFrom: string | null; text: string },
): Promise<SpamFlag[]> {
  const [counts] = await manager.query(
    `SELECT COUNT(*) FILTER (WHERE owner_id = $1)::int AS "byOwner",
            COUNT(*) FILTER (WHERE $2::text IS NOT NULL AND posted_from = $2)::int AS "byAddress"
     FROM project WHERE created_at > now() - interval '1 day'`,
    [post.ownerId, post.postedFrom],
  );
  const flags = textFlags(post.text);
  if (counts.byOwner >= REPEAT_POSTS_PER_DAY) flags.push('repeated-email');
  if (counts.byAddress >= REPEAT_POSTS_PER_DAY) flags.push('repeated-address');
  return flags;
}
