// What if: one leaf's value varies, live, and the page says exactly for
// which values the other leaves are pruned and the root keeps its move.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, press, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const link = (params) => '?' + new URLSearchParams(params).toString();

// The classic example with numbers for a and b.
const TREE = '<3,5,10>,<2,4,6>,<2,7,3>';

test('What if on the second MIN node\'s first leaf: live readouts and exact sentences', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: TREE, step: 'end' }));
  await page.click('[data-path="1.0"] .shape');
  await page.click('[data-testid="tool-what-if"]');
  const panel = '[data-testid="what-if"]';
  await page.waitForSelector(panel);
  const read = (id) => page.textContent(`[data-testid="what-if-${id}"]`);
  assert.match(await page.textContent(`${panel} h2`), /What if C1 changes\?/);
  assert.equal(await read('root'), '3');
  assert.equal(await read('move'), 'B');
  // Pruned leaves named with what their boxes show (the drawing shows
  // values, not names: issue 39.4).
  assert.equal(await read('pruned'), 'C2 (4), C3 (6), D2 (7), D3 (3)');
  const sentences = await page.$$eval('[data-testid="what-if-sentences"] li', (li) => li.map((l) => l.textContent));
  assert.deepEqual(sentences, [
    'The root keeps its move B for C1 ≤ 3.',
    'C2 (4) and C3 (6) are pruned for C1 ≤ 3.',
  ]);
  // Marked on the drawing: C1 itself, and the leaves its value decides.
  const marks = await page.$$eval('[data-testid="tree"] [data-path]', (nodes) =>
    nodes.filter((n) => /what-if/.test(n.getAttribute('class'))).map((n) => [n.dataset.path, n.getAttribute('class').match(/what-if-\w+/)[0]]),
  );
  assert.deepEqual(marks, [['1.0', 'what-if-x'], ['1.1', 'what-if-depends'], ['1.2', 'what-if-depends']]);
  // Typing 5: C is now worth min(5, 4, 6) = 4 > 3, so the root's move
  // changes to C and C2, C3 are searched.
  await page.fill('[data-testid="what-if-input"]', '5');
  await page.waitForFunction(() => document.querySelector('[data-testid="what-if-root"]')?.textContent === '4');
  assert.equal(await read('move'), 'C');
  assert.equal(await read('pruned'), 'D2 (7), D3 (3)');
  // A trial: on the drawing, not in the tree's text (issue 25).
  assert.equal(await page.inputValue('[data-testid="notation"]'), TREE);
  assert.equal(await page.getAttribute('[data-path="1.0"]', 'data-value'), '5');
  assert.match(await read('status'), /^A trial: not written in the tree yet/);
  assert.equal(await page.isEnabled('[data-testid="what-if-keep"]'), true);
  // The sentences are about the tree as it is now.
  const now = await page.$$eval('[data-testid="what-if-sentences"] li', (li) => li.map((l) => l.textContent));
  assert.equal(now[0], 'The root keeps its move C for C1 > 3.');
  assert.equal(await page.textContent('[data-testid="step-counter"]'), 'step 26 of 26', 'at the end of the search, it stays at the end');
  // Revert: back to the tree's own value; nothing to undo.
  await page.click('[data-testid="what-if-revert"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="what-if-root"]')?.textContent === '3');
  assert.equal(await page.inputValue('[data-testid="what-if-input"]'), '2');
  assert.equal(await page.isEnabled('[data-testid="what-if-keep"]'), false);
  assert.equal(await page.isEnabled('[data-testid="undo"]'), false);
  // A run of trial values, kept: one undo step.
  await page.fill('[data-testid="what-if-input"]', '5');
  await page.fill('[data-testid="what-if-input"]', '1');
  await page.waitForFunction(() => document.querySelector('[data-testid="what-if-root"]')?.textContent === '3');
  await page.click('[data-testid="what-if-keep"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="notation"]').value === '<3,5,10>,<1,4,6>,<2,7,3>');
  assert.match(await read('status'), /^The tree's own value/);
  await page.click('[data-testid="undo"]');
  assert.equal(await page.inputValue('[data-testid="notation"]'), TREE);
  // The slider sets values too.
  await page.$eval('[data-testid="what-if-slider"]', (s) => {
    s.value = '6';
    s.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.waitForFunction(() => document.querySelector('[data-testid="what-if-root"]')?.textContent === '4');
  // Scrolling over the value steps it: 6 − 1 − 1 = 4, so C = min(4, 4, 6) = 4.
  await page.hover('[data-testid="what-if-input"]');
  await page.mouse.wheel(0, 100);
  await page.mouse.wheel(0, 100);
  await page.waitForFunction(() => document.querySelector('[data-testid="what-if-input"]')?.value === '4');
  assert.equal(await page.inputValue('[data-testid="notation"]'), TREE, 'still a trial');
  // Arrow keys on the focused slider move the value, not the search.
  await page.focus('[data-testid="what-if-slider"]');
  await press(page, 'ArrowLeft');
  await page.waitForFunction(() => document.querySelector('[data-testid="what-if-input"]')?.value === '3');
  // Still at the end of the (new) search: the key did not step back.
  assert.match(await page.textContent('[data-testid="step-counter"]'), /^step (\d+) of \1$/);
  // Text that is not a value is marked, and Revert shows the value again.
  await page.fill('[data-testid="what-if-input"]', 'abc');
  assert.equal(await page.getAttribute('[data-testid="what-if-input"]', 'aria-invalid'), 'true');
  await page.fill('[data-testid="what-if-input"]', '-inf');
  await page.waitForFunction(() => document.querySelector('[data-testid="what-if-root"]')?.textContent === '3');
  await page.click('[data-testid="what-if-revert"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="what-if-input"]')?.value === '2');
  // Closing with a trial not kept drops it: the tree keeps its value.
  await page.fill('[data-testid="what-if-input"]', '8');
  await page.waitForFunction(() => document.querySelector('[data-testid="what-if-root"]')?.textContent === '4');
  await page.click('[data-testid="what-if-close"]');
  assert.equal(await page.$(panel), null);
  await page.waitForFunction(() => document.querySelector('[data-path="1.0"]').dataset.value === '2');
  assert.equal(await page.inputValue('[data-testid="notation"]'), TREE);
  assert.equal(await page.textContent('[data-testid="root-value"]'), '3');
  assert.deepEqual(errors, []);
  await page.close();
});

test('What if speaks the page language and refuses nothing it cannot read', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: TREE, step: 'end', lang: 'ja' }));
  await page.click('[data-path="1.0"] .shape');
  await page.click('[data-testid="tool-what-if"]');
  await page.waitForSelector('[data-testid="what-if"]');
  const sentences = await page.$$eval('[data-testid="what-if-sentences"] li', (li) => li.map((l) => l.textContent));
  assert.deepEqual(sentences, ['C1 ≤ 3 のとき、根は手 B のままです。', 'C1 ≤ 3 のとき、C2 (4)、C3 (6) は枝刈りされます。']);
  // Text that is not a number yet changes nothing and breaks nothing.
  await page.fill('[data-testid="what-if-input"]', '2.');
  await page.fill('[data-testid="what-if-input"]', 'abc');
  assert.equal(await page.inputValue('[data-testid="notation"]'), TREE);
  assert.deepEqual(errors, []);
  await page.close();
});
