// Run by e2e/harness.e2e.ts: the file's product starts, then the file's own setup fails.
import { useProductAndBrowser } from '../app';
import { expect, test } from '../test';

const app = useProductAndBrowser();

test.beforeAll(() => {
  throw new Error('The file’s own setup failed after its product had started');
});

test('never runs: the setup fails', () => {
  expect(app.browser).toBeDefined();
});
