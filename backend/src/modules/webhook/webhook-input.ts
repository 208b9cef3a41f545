import { SERVICE_AREAS, TRADES, WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX, type WebhookEventTypeValue } from '@marketplace/shared';
import { ValidationError, type FieldErrors } from '../../shared/errors';
import { assertNoNul } from '../../shared/validate';

/** An endpoint's fields as a partner (or an operator) sends them. */
export interface EndpointInput {
  url?: unknown;
  description?: unknown;
  events?: unknown;
  tradeIds?: unknown;
  cities?: unknown;
  enabled?: unknown;
}

export interface CleanEndpointInput {
  url?: string;
  description?: string;
  events?: WebhookEventTypeValue[];
  tradeIds?: number[];
  cities?: string[];
  enabled?: boolean;
}

/** Checks an endpoint's fields; `creating` requires the URL and events. Every message is specific. */
export function cleanEndpointInput(data: EndpointInput, options: { creating: boolean; production: boolean }): CleanEndpointInput {
  const errors: FieldErrors = {};
  const input: CleanEndpointInput = {};
  assertNoNul({ url: data.url, description: data.description, events: data.events, cities: data.cities });
  if (data.url !== undefined && data.url !== null) {
    const url = typeof data.url === 'string' ? data.url.trim() : '';
    const message = urlProblem(url, options.production);
    if (message) errors.url = message;
    else input.url = url;
  } else if (options.creating) errors.url = WEBHOOK_MESSAGES.url;
  if (data.description !== undefined && data.description !== null) {
    const description = typeof data.description === 'string' ? data.description.trim() : null;
    if (description === null || description.length > WEBHOOK_DESCRIPTION_MAX) errors.description = WEBHOOK_MESSAGES.description;
    else input.description = description;
  }
  if (data.events !== undefined && data.events !== null) {
    const events = Array.isArray(data.events) ? data.events : [];
    if (events.length === 0) errors.events = WEBHOOK_MESSAGES.events;
    else if (!events.every((event) => (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(event))) errors.events = WEBHOOK_MESSAGES.unknownEvent;
    else input.events = [...new Set(events as WebhookEventTypeValue[])];
  } else if (options.creating) errors.events = WEBHOOK_MESSAGES.events;
  if (data.tradeIds !== undefined && data.tradeIds !== null) {
    const ids = Array.isArray(data.tradeIds) ? data.tradeIds : [null];
    if (!ids.every((id) => TRADES.some((trade) => trade.id === id))) errors.tradeIds = WEBHOOK_MESSAGES.unknownTrade;
    else input.tradeIds = [...new Set(ids as number[])];
  }
  if (data.cities !== undefined && data.cities !== null) {
    const cities = Array.isArray(data.cities) ? data.cities : [null];
    if (!cities.every((city) => SERVICE_AREAS.some((area) => area.slug === city))) errors.cities = WEBHOOK_MESSAGES.unknownCity;
    else input.cities = [...new Set(cities as string[])];
  }
  if (data.enabled !== undefined && data.enabled !== null) input.enabled = data.enabled === true;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return input;
}

/** What is wrong with an endpoint's address, or null. Addresses are checked again when connecting. */
function urlProblem(url: string, production: boolean): string | null {
  if (url.length > WEBHOOK_URL_MAX) return WEBHOOK_MESSAGES.urlTooLong;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_MESSAGES.url;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return WEBHOOK_MESSAGES.scheme;
  if (production && parsed.protocol !== 'https:') return WEBHOOK_MESSAGES.httpsOnly;
  if (parsed.username || parsed.password) return WEBHOOK_MESSAGES.credentials;
  if (!parsed.hostname) return WEBHOOK_MESSAGES.url;
  return null;
}

/** A webhook endpoint's id as GraphQL or REST hands it over. */
export function parseEndpointId(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new ValidationError({ id: 'Must be a webhook endpoint id' }, 'Invalid webhook endpoint id');
  return Number(text);
}
