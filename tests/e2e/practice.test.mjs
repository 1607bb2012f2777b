// Practice mode: solving the classic example, and each kind of mistake
// reported at its node.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const link = (params) => '?' + new URLSearchParams(params).toString();
const CLASSIC = '<3,5,10>,<2,a,b>,<2,7,3>';

async function fill(page, answers) {
  for (const [path, value] of Object.entries(answers)) {
    await page.fill(`[data-testid="sheet-row"][data-node="${path}"] [data-field="value"]`, value);
  }
}

test('solving the classic example scores full marks; each mistake is reported at its node', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: CLASSIC, mode: 'practice' }));
  await page.waitForSelector('[data-testid="practice"]');
  await page.uncheck('[data-testid="grade-window"]');
  // No internal values are shown.
  const shown = await page.$$eval('[data-testid="tree"] .node:not(.leaf) .value', (v) => v.map((t) => t.textContent).join(''));
  assert.equal(shown, '');
  await fill(page, { '': '3', '0': '3', '1': '≤ 2', '2': '2' });
  for (const child of ['1.1', '1.2', '2.1', '2.2']) await page.check(`[data-testid="prune"][data-child="${child}"]`);
  await page.click('[data-testid="check"]');
  assert.equal(await page.textContent('[data-testid="score"]'), 'Score: 8 of 8');
  assert.ok(await page.$('[data-testid="full-marks"]'));
  // One wrong value, one missing prune, one extra prune.
  await fill(page, { '0': '5' });
  await page.uncheck('[data-testid="prune"][data-child="2.2"]');
  await page.check('[data-testid="prune"][data-child="0.2"]');
  await page.click('[data-testid="check"]');
  const mistakes = await page.$$eval('[data-testid="mistakes"] li', (li) => li.map((l) => [l.dataset.node, l.dataset.kind]));
  assert.deepEqual(mistakes.sort(), [['0', 'value'], ['0.2', 'extra-prune'], ['2.2', 'missing-prune']]);
  assert.equal(await page.textContent('[data-testid="score"]'), 'Score: 6 of 9');
  assert.equal(await page.getAttribute('[data-testid="tree"] [data-path="0"]', 'class').then((c) => c.includes('practice-wrong')), true);
  assert.deepEqual(errors, []);
});
