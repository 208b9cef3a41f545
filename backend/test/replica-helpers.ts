import { sampleProject, type TestServer } from './test-server';

/** Polls `check` until it holds; fails naming what did not happen by the deadline. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface WriteResult {
  /** The HTTP status, or 0 when no answer came (connection refused or cut). */
  status: number;
  /** The project's id, when created. */
  id?: number;
  /** When the answer (or the failure) came. */
  at: number;
}

/** POST /api/projects with a fresh title; never throws. */
export async function postProject(server: TestServer, fields: { title: string; email: string }, headers: Record<string, string> = {}): Promise<WriteResult> {
  try {
    const response = await fetch(`${server.url}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ ...sampleProject, ...fields }),
    });
    const text = await response.text();
    const id = response.status === 201 ? (JSON.parse(text) as { id: number }).id : undefined;
    return { status: response.status, id, at: Date.now() };
  } catch {
    return { status: 0, at: Date.now() };
  }
}

/**
 * `writers` clients posting projects to one server back to back, each from its own address per
 * request (no write limit), until the server stops answering (or `max` writes in all).
 */
export function writeBurst(server: TestServer, writers: number, max = 5_000): { results: WriteResult[]; done: Promise<WriteResult[]> } {
  const results: WriteResult[] = [];
  let next = 0;
  const writer = async () => {
    while (next < max) {
      const n = next++;
      const result = await postProject(server, { title: `Burst write ${n}`, email: `burst-${n}@example.ca` }, { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
      results.push(result);
      if (result.status === 0) return;
    }
  };
  const done = Promise.all(Array.from({ length: writers }, writer)).then(() => results);
  return { results, done };
}
