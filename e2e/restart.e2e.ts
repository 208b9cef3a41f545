import { homeownerCookie, postProjectAsHomeowner } from './support/accounts';
import path from 'node:path';
import { freePort, scratchDir, startProduct } from './support/product';
import { expect, test } from './support/test';

test('keeps data across a restart on the embedded PostgreSQL and stops cleanly', async () => {
  test.setTimeout(150_000); // two starts, the first creating the embedded database
  const scratch = scratchDir('marketplace-restart-');
  const env = {
    EMBEDDED_PG_DIR: path.join(scratch.path, 'pg'),
    EMBEDDED_PG_PORT: String(await freePort()),
    UPLOAD_DIR: path.join(scratch.path, 'uploads'),
  };
  try {
    const first = await startProduct(env);
    const created = await postProjectAsHomeowner(first.url, {
      title: 'Cedar fence replacement in Leaside',
      description: '120 linear feet of six-foot cedar privacy fence, old posts removed.',
      category: 'Decks & Fences',
      budget: '$5,000 - $10,000',
      timeline: 'Within 1 month',
      homeowner: 'Grace Liu',
    });
    const cookie = await homeownerCookie(first.url); // the homeowner's session, made before the restart
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('finishing requests and stopping');
    // Its own PostgreSQL stopped last, after the product's connections had closed, not under them.
    expect(first.output()).not.toMatch(/terminating connection due to administrator command|connection lost|connection error/i);

    const second = await startProduct(env);
    try {
      // The post (waiting for review) and the homeowner's session both live in PostgreSQL.
      const response = await fetch(`${second.url}/api/projects/${created.id}`, { headers: { cookie } });
      expect(await response.json()).toEqual(expect.objectContaining({ id: created.id, title: 'Cedar fence replacement in Leaside', visibility: 'in-review' }));
    } finally {
      expect(await second.stop()).toBe(0);
    }
  } finally {
    scratch.remove();
  }
});
