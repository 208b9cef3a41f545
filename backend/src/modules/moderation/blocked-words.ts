/** Words that flag a post for a closer look in the review queue (never block it). Whole words, lower case. */
export const BLOCKED_WORDS = [
  'fuck', 'fucking', 'shit', 'bitch', 'bastard', 'asshole', 'cunt',
  'porn', 'viagra', 'cialis', 'casino', 'bitcoin', 'crypto', 'escort', 'payday',
];
