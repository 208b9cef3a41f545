/**
 * The developer portal's copy and examples (/developers). The limits are the API's own defaults
 * (backend/src/config.ts: READ_RATE_LIMIT, PARTNER_READ_RATE_LIMIT, WRITE_RATE_LIMIT; the GraphQL limits
 * in backend/src/graphql/server.ts): change them here when those change.
 */
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@marketplace/shared';

/** The portal's pages, in the order its navigation lists them. */
export const DEVELOPER_PAGES = [
  { label: 'Overview', href: '/developers' },
  { label: 'Schema reference', href: '/developers/reference' },
  { label: 'Explorer', href: '/developers/explorer' },
  { label: 'Changelog', href: '/developers/changelog' },
] as const;

/** Where a business asks for a key (sign-up) and, once approved, manages keys, usage and webhooks. */
export const JOIN_HREF = '/developers/join';
export const CONSOLE_HREF = '/developers/console';

export const API_OFFERS = [
  {
    title: 'Public projects',
    icon: 'projects',
    text: 'Every published homeowner project in Toronto and the GTA: trade, city, budget range, timeline, urgency and how many quotes it still takes. Filter by status, trade and words; page with cursors.',
    example: 'projects(first: 20, filter: { status: OPEN, category: "Plumbing" })',
  },
  {
    title: 'The pro directory',
    icon: 'pros',
    text: 'Contractors with a trade and a service area on their profile, verified pros and the best rated first: credentials checked by our team, ratings from verified hires, typical response time.',
    example: 'pros(trade: 8, city: "mississauga", verifiedOnly: true)',
  },
  {
    title: 'Site figures',
    icon: 'figures',
    text: "The marketplace's own figures, counted from the database: projects completed, verified contractors, cities served, average rating; for the whole site or one trade.",
    example: 'siteFigures(trade: 8) { verifiedContractors averageRating }',
  },
  {
    title: 'Webhooks for new projects',
    icon: 'webhooks',
    text: 'Hear of a project the moment it is published, closed or changes status, signed so you can prove it came from us. Register endpoints in the partner console.',
    example: 'project.published',
  },
] as const;

/** The production defaults of READ_RATE_LIMIT, PARTNER_READ_RATE_LIMIT and WRITE_RATE_LIMIT (backend/src/config.ts); a partner's console shows the limits in force (apiLimits). */
export const READ_LIMITS = {
  /** Reads (GraphQL queries and REST GETs, one budget) per minute, per client address. */
  anonymous: 300,
  /** The same, per API key. */
  partner: 3000,
  /** GraphQL mutations and REST writes per minute, per client address. */
  writes: 60,
} as const;

/** The GraphQL limits every operation is checked against before it runs. */
export const GRAPHQL_LIMITS = { maxCost: 5000, maxDepth: 8, maxAliases: 15, maxTokens: 2000 } as const;

export const RATE_LIMIT_HEADERS = {
  policy: 'RateLimit-Policy: "reads";q=3000;w=60',
  remaining: 'RateLimit: "reads";r=2999;t=42',
} as const;

export const ERRORS = [
  { status: '200', code: 'BAD_USER_INPUT', meaning: 'The input broke a rule; extensions.fieldErrors names each field and what to fix, e.g. { "budget": "Budget is required" }.' },
  { status: '200', code: 'NOT_FOUND', meaning: 'No record with that id (or not one you may see).' },
  { status: '200', code: 'FORBIDDEN', meaning: 'Your key may not do this: most mutations belong to homeowners, contractors and our operators.' },
  { status: '200', code: 'CONFLICT', meaning: 'The record is not in a state that allows it, e.g. a proposal the homeowner has already decided on.' },
  { status: '400', code: 'GRAPHQL_VALIDATION_FAILED', meaning: 'The operation does not fit the schema or a limit: cost over 5,000, depth over 8, more than 15 aliases.' },
  { status: '401', code: 'UNAUTHENTICATED', meaning: 'The X-Api-Key is invalid or has been revoked. Nothing was read or written.' },
  { status: '429', code: 'TOO_MANY_REQUESTS', meaning: 'Over the rate limit: wait the Retry-After seconds, then try again.' },
  { status: '503', code: 'SERVICE_UNAVAILABLE', meaning: 'The marketplace is briefly unavailable (maintenance, a database fail-over). Retry with backoff.' },
] as const;

/** The events, worded once for the server, the console's form and these pages (@marketplace/shared). */
export const WEBHOOK_EVENTS = WEBHOOK_EVENT_TYPES.map((name) => ({ name, when: WEBHOOK_EVENT_LABELS[name].description }));

/** The default query of the explorer and the examples: open plumbing projects in Mississauga. */
export const EXAMPLE_QUERY = `query OpenProjects($trade: String = "Plumbing", $city: String = "Mississauga") {
  projects(first: 10, filter: { status: OPEN, category: $trade, search: $city }) {
    totalCount
    nodes {
      id
      title
      category
      location
      budget
      timeline
      urgency
      postedDate
      proposalCount
      acceptingQuotes
    }
  }
}`;

export const EXAMPLE_VARIABLES = { trade: 'Plumbing', city: 'Mississauga' } as const;

/** A curl call of the example query against `origin`. */
export function curlExample(origin: string): string {
  const body = JSON.stringify({ query: EXAMPLE_QUERY.replace(/\s+/g, ' '), variables: EXAMPLE_VARIABLES });
  return `curl -s ${origin}/graphql \\
  -H 'content-type: application/json' \\
  -H "X-Api-Key: $GTA_HOME_PROS_API_KEY" \\
  -d '${body}'`;
}

/** The same call with fetch (Node 18+ or a server-side function: never ship your key to a browser). */
export function fetchExample(origin: string): string {
  return `const response = await fetch('${origin}/graphql', {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'X-Api-Key': process.env.GTA_HOME_PROS_API_KEY,
  },
  body: JSON.stringify({
    query: \`${EXAMPLE_QUERY.split('\n').join('\n    ')}\`,
    variables: ${JSON.stringify(EXAMPLE_VARIABLES).replace(/"(\w+)":/g, '$1: ').replace(/,/g, ', ').replace(/"/g, "'")},
  }),
});
if (response.status === 429) {
  const seconds = Number(response.headers.get('Retry-After'));
  throw new Error(\`Rate limited: try again in \${seconds} s\`);
}
const { data, errors, extensions } = await response.json();
if (errors) throw new Error(errors.map((error) => error.message).join('; '));
console.log(data.projects.totalCount, 'open plumbing projects in Mississauga');
console.log('Cost', extensions.rateLimit.cost, 'of', extensions.rateLimit.maxCost);`;
}

/** An example answer's rate-limit extension for a partner. */
export const RATE_LIMIT_EXTENSION = `{
  "data": { "projects": { "totalCount": 14, "nodes": [ … ] } },
  "extensions": {
    "rateLimit": {
      "cost": 142,
      "maxCost": 5000,
      "limit": 3000,
      "remaining": 2988,
      "resetAt": "2026-11-26T15:04:00.000Z"
    }
  }
}`;

export const WEBHOOK_VERIFICATION = `import express from 'express';
import { Webhook } from 'standardwebhooks';

// The endpoint's signing secret, from the partner console (whsec_…).
const webhook = new Webhook(process.env.GTA_HOME_PROS_WEBHOOK_SECRET);
const app = express();

// Verify the raw body: parsing it to JSON first changes the bytes that were signed.
app.post('/hooks/gta-home-pros', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body, {
      'webhook-id': req.get('webhook-id'),
      'webhook-timestamp': req.get('webhook-timestamp'),
      'webhook-signature': req.get('webhook-signature'),
    });
  } catch {
    return res.status(400).send('Bad signature');
  }
  // webhook-id is the same on every retry of one event: skip ids you have handled.
  if (event.type === 'project.published') {
    console.log('New project', event.data);
  }
  res.sendStatus(204);
});`;
