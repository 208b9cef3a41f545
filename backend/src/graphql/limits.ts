/**
 * Limits for a public endpoint: generous for real screens, fatal to abusive documents. maxCost
 * bounds the field values one operation may produce, list sizes (`first:`) multiplied in
 * (query-cost.ts); the heaviest screen, the marketplace at its largest page of 100, costs about 4,700 as sent.
 */
export const GRAPHQL_LIMITS = { maxDepth: 8, maxAliases: 15, maxTokens: 2000, maxCost: 5000, maxDirectives: 20 };
