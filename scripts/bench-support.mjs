// What the benchmark scripts share: a free port for each process they start, a wait for a
// condition (the product ready, a job done) that names what it waited for when it gives up, and a
// CPU profile's self time by function and file.
import { createServer } from 'node:http';

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitUntil(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * The profile's self time by function and by script file, largest first. The production build is minified,
 * so a function reads as its short name, file and line; the file says which chunk the time went to.
 */
export function topFunctions(profile, count = 12) {
  const byFunction = new Map();
  const byFile = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const { callFrame } = byId.get(id);
    if (['(idle)', '(program)', '(root)'].includes(callFrame.functionName)) return;
    const file = callFrame.url.split('/').pop() || '(native)';
    const key = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
    const time = (profile.timeDeltas[index] ?? 0) / 1000;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
    byFile.set(file, (byFile.get(file) ?? 0) + time);
  });
  const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { functions: top(byFunction), files: top(byFile) };
}
