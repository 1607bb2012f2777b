// Stepping the classic example and reading what each step shows: node
// states, α and β, the pseudocode line in each form, the strict rule, and a
// leaf edit at the last step. (These were wasm-bindgen component tests; the
// page shows all of it, so they run here against the release build.)
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { clickDrawn, open, press as pressKey, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);

const text = (page, testid) => page.textContent(`[data-testid="${testid}"]`);
const attr = (page, path, name) => page.getAttribute(`[data-path="${path}"]`, name);
const state = (page, path) => attr(page, path, 'data-state');
const highlighted = (page) => page.$$eval('.code-line.current', (lines) => lines.map((l) => l.textContent.trim()));
// Presses a key and waits for the step counter to read `expected`.
async function press(page, key, expected) {
  await pressKey(page, key);
  if (expected) await page.waitForFunction((e) => document.querySelector('[data-testid="step-counter"]').textContent === e, expected);
}

test('a first visit opens the classic example at step 0, and End shows the answer', async () => {
  const { page, errors } = await open(env.browser, env.server.url);
  assert.equal(await text(page, 'step-counter'), 'step 0 of 23', 'the answer is not on screen yet');
  assert.equal(await text(page, 'root-value'), '?');
  assert.equal(await state(page, '1.1'), 'unvisited');
  await clickDrawn(page, '[data-testid="step-end"]');
  assert.equal(await text(page, 'root-value'), '3');
  assert.equal(await text(page, 'step-counter'), 'step 23 of 23');
  for (const path of ['1.1', '1.2', '2.1', '2.2']) assert.equal(await state(page, path), 'pruned', `leaf ${path}`);
  assert.equal(await state(page, ''), 'done');
  assert.equal(await page.locator('[data-testid="tree"] [data-path]').count(), 13);
  // Cut marks on the edges into the first pruned children, and the
  // principal variation A → B → 3 at the end.
  assert.equal(await page.locator('.cut-mark').count(), 2);
  assert.equal(await page.locator('.edge.pv').count(), 2);
  assert.equal(await text(page, 'stat-cutoffs'), '2');
  assert.deepEqual(errors, []);
  await page.close();
});

test('stepping changes states, α and β and the pseudocode line, in either form', async () => {
  const { page } = await open(env.browser, env.server.url);
  // Away from step 0 first, or the Start button would have nothing to do.
  await clickDrawn(page, '[data-testid="step-forward"]');
  await clickDrawn(page, '[data-testid="step-forward"]');
  assert.equal(await text(page, 'step-counter'), 'step 2 of 23');
  await clickDrawn(page, '[data-testid="step-start"]');
  assert.equal(await text(page, 'step-counter'), 'step 0 of 23');
  assert.equal(await state(page, ''), 'unvisited');
  assert.equal(await text(page, 'root-value'), '?');
  assert.deepEqual(await highlighted(page), []);
  await clickDrawn(page, '[data-testid="step-forward"]');
  assert.equal(await state(page, ''), 'active');
  assert.equal(await attr(page, '', 'data-alpha'), '-inf');
  assert.deepEqual(await highlighted(page), ['function MAX-VALUE(state, α, β) returns a utility value', 'v ← −∞']);
  assert.ok((await text(page, 'explanation')).startsWith('A is a MAX node'));
  // PageDown is what a presentation clicker sends.
  for (let k = 2; k <= 13; k++) await press(page, 'PageDown', `step ${k} of 23`);
  // AIMA's MIN-VALUE: v ← MIN(v, 2) = 2, and v ≤ α returns before β moves.
  assert.equal(await attr(page, '1', 'data-beta'), 'inf');
  assert.equal(await attr(page, '1', 'data-alpha'), '3');
  assert.equal(await attr(page, '1', 'data-value'), '<=2');
  assert.deepEqual(await highlighted(page), ['v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))']);
  assert.ok((await text(page, 'call-stack')).includes('α = 3, β = ∞'));
  assert.ok((await text(page, 'in-force')).startsWith('AIMA'));
  await press(page, 'ArrowRight', 'step 14 of 23');
  assert.equal(await state(page, '1.1'), 'pruned');
  assert.deepEqual(await highlighted(page), ['if v ≤ α then return v']);
  assert.ok((await text(page, 'explanation')).includes('v = 2 ≤ α = 3, so C returns v at once, without changing β'));
  assert.equal(await attr(page, '1', 'data-beta'), 'inf');
  // The update-first form: β ← MIN(β, v) = 2 first, then α ≥ β breaks.
  await page.selectOption('[data-testid="form"]', 'update-first');
  await page.waitForFunction(() => document.querySelector('[data-path="1"]').getAttribute('data-beta') === '2');
  assert.equal(await text(page, 'step-counter'), 'step 14 of 23', 'the step is kept');
  assert.deepEqual(await highlighted(page), ['if α ≥ β then break']);
  assert.ok((await text(page, 'explanation')).includes('β = 2 ≤ α = 3'));
  // The menu keeps the focus; stepping keys go to the document.
  await page.focus('[data-testid="explanation"]').catch(() => {});
  await page.evaluate(() => document.activeElement?.blur());
  await press(page, 'PageUp', 'step 13 of 23');
  assert.deepEqual(await highlighted(page), ['v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))', 'β ← MIN(β, v)']);
  assert.ok((await text(page, 'call-stack')).includes('α = 3, β = 2'));
  assert.equal(await state(page, '1.1'), 'unvisited');
  await press(page, 'End', 'step 23 of 23');
  assert.equal(await text(page, 'root-value'), '3');
  await page.close();
});

test('the strict rule reads strictly and says why a tie does not cut', async () => {
  const { page } = await open(env.browser, env.server.url, '?tree=%3C3,4%3E,%3C3,5%3E,%3C1,9%3E&cut=gt&step=11');
  const code = await text(page, 'pseudocode');
  assert.ok(code.includes('if v < α then return v') && code.includes('if v > β then return v'), code);
  assert.ok(!code.includes('≤') && !code.includes('≥'), `no non-strict test is shown: ${code}`);
  assert.ok(
    (await text(page, 'explanation')).includes('v = α = 3: equal is not enough under the strict rule (v < α), so no cutoff and C keeps searching'),
  );
  assert.deepEqual(await highlighted(page), ['v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))', 'if v < α then return v', 'β ← MIN(β, v)']);
  await page.selectOption('[data-testid="form"]', 'update-first');
  await page.waitForFunction(() => document.querySelector('[data-testid="pseudocode"]').textContent.includes('if α > β then break'));
  assert.ok((await text(page, 'explanation')).includes('β = α = 3: equal is not enough under the strict rule (α > β), so C keeps searching.'));
  assert.equal(await text(page, 'in-force'), 'update α/β first · Cut at α > β (keeps ties)');
  await page.close();
});

test('a leaf edit at the last step shows the last step of the new search', async () => {
  // (app.test.mjs edits at step 12, which the new search still has; here
  // the old step, 23, is past the new search's end.)
  const { page } = await open(env.browser, env.server.url, '?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=end');
  assert.equal(await text(page, 'step-counter'), 'step 23 of 23');
  await page.click('[data-path="1.0"]');
  await page.fill('[data-testid="leaf-input"]', '9');
  await page.press('[data-testid="leaf-input"]', 'Enter');
  // Alpha-beta now needs a's value and stops there, at its last step.
  await page.waitForFunction(() => document.querySelector('[data-testid="step-counter"]').textContent === 'step 14 of 14');
  assert.ok((await text(page, 'explanation')).includes('needs the value of a'));
  await page.close();
});
