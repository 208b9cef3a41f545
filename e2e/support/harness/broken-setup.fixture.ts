// Run by e2e/harness.e2e.ts with E2E_CHROMIUM pointing at a browser that cannot start.
import { useProductAndBrowser } from '../app';
import { expect, test } from '../test';

const app = useProductAndBrowser();

test('never runs: the setup fails', () => {
  expect(app.browser).toBeDefined();
});
