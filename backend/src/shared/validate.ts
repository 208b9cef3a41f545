import { validate, type ValidationError as ClassValidationError } from 'class-validator';
import { ValidationError, type FieldErrors } from './errors';
import { NO_NUL_CHARACTER } from '@marketplace/shared';

/** When several rules fail at once, the most basic one speaks (wrong type before too long). */
const PRIORITY = [
  'whitelistValidation',
  'isInt',
  'isEmail',
  'isString',
  'isArray',
  'matches',
  'minLength',
  'isIn',
  'min',
  'isDateLike',
  'arrayMaxSize',
  'maxLength',
];

function firstMessage(constraints: Record<string, string> | undefined): string | undefined {
  if (!constraints) return undefined;
  const key = PRIORITY.find((name) => name in constraints) ?? Object.keys(constraints)[0];
  return key ? constraints[key] : undefined;
}

function collect(errors: ClassValidationError[], prefix = '', into: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const message = firstMessage(error.constraints);
    if (message && !into[path]) into[path] = message;
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/**
 * Builds an input class from untrusted data and validates it; unknown fields are rejected.
 * Throws ValidationError with one message per field.
 */
/** Whether a value (text, or a list or object holding text) contains the NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 3 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}

/** Refuses text PostgreSQL cannot store (a NUL character) with a field error instead of a failed write. */
export function assertNoNul(fields: Record<string, unknown>): void {
  const refused = Object.fromEntries(Object.keys(fields).filter((key) => containsNul(fields[key])).map((key) => [key, NO_NUL_CHARACTER]));
  if (Object.keys(refused).length > 0) throw new ValidationError(refused);
}

export async function parseInput<T extends object>(Input: new () => T, data: unknown): Promise<T> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new ValidationError({ body: 'Expected a JSON object' }, 'Expected a JSON object');
  }
  const instance = new Input();
  const forbidden: FieldErrors = {};
  for (const [key, value] of Object.entries(data)) {
    // Own properties only, defined rather than assigned: `__proto__` and friends stay plain data.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
      forbidden[key] = `Unknown field "${key}"`;
      continue;
    }
    Object.defineProperty(instance, key, { value, enumerable: true, writable: true, configurable: true });
  }
  if (Object.keys(forbidden).length > 0) throw new ValidationError(forbidden);
  assertNoNul(data as Record<string, unknown>);
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  if (errors.length > 0) {
    const fieldErrors = collect(errors);
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (message.endsWith('should not exist')) fieldErrors[field] = `Unknown field "${field}"`;
    }
    throw new ValidationError(fieldErrors);
  }
  return instance;
}

/** Parses an id from a path or argument: digits only, after stripping the legacy `db-` prefix. */
export function parseId(raw: unknown, field = 'id'): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.replace(/^db-/, '') : '';
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
    throw new ValidationError({ [field]: 'Must be a positive whole number' }, `Invalid ${field}`);
  }
  return Number(text);
}
