// Chance nodes and EXPECTIMINIMAX in the page: the notes' exercise from the
// Example menu, stepped; exact values, probabilities on edges, the weighted
// sum explained term by term and its pseudocode line lit; bad probabilities
// located in the editor.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, press, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const link = (params) => '?' + new URLSearchParams(params).toString();
const rootValue = (page) => page.textContent('[data-testid="root-value"]');

test('the notes\' chance exercise: circles, probabilities, exact sums explained and lit in EXPECTIMINIMAX', async () => {
  const { page, errors } = await open(env.browser, env.server.url);
  await page.waitForSelector('[data-testid="tree"]');
  const names = await page.$$eval('[data-testid="examples"] option', (o) => o.map((e) => e.textContent));
  const index = names.findIndex((n) => /notes' exercise/.test(n));
  assert.ok(index >= 0, names.join(' | '));
  // The first option is "Choose…"; the examples are numbered from 0 after it.
  await page.selectOption('[data-testid="examples"]', String(index - 1));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree"] .node.chance').length === 2);
  // Every edge below a chance node carries its share: 0.5.
  const labels = await page.$$eval('[data-testid="tree"] text.move', (t) => t.map((e) => e.textContent));
  assert.deepEqual(labels, ['0.5', '0.5', '0.5', '0.5']);
  // Alpha-beta's listing gains CHANCE-VALUE, which passes the whole window on.
  assert.match(await page.textContent('[data-testid="pseudocode"]'), /function CHANCE-VALUE\(state, α, β\)[^]*VALUE\(RESULT\(state, r\), −∞, \+∞\)/);
  await page.selectOption('[data-testid="algorithm"]', 'minimax');
  await page.waitForFunction(() => /function EXPECTIMINIMAX-DECISION/.test(document.querySelector('[data-testid="pseudocode"]').textContent));
  assert.match(await page.textContent('[data-testid="pseudocode"]'), /function CHANCE-VALUE\(state\) returns an expected value/);
  // Step to the first chance node's second update: the sum, term by term.
  let said = '';
  for (let k = 0; k < 40 && !/= 1\.5, its value/.test(said); k += 1) {
    await press(page, 'ArrowRight');
    said = await page.textContent('[data-testid="explanation"]');
    if (/B = 0\.5 × 2 = 1, so far/.test(said)) {
      // Part-way, the node shows its sum so far.
      assert.match(await page.textContent('[data-testid="tree"] .node.chance.active .value'), /^Σ 1 \+ …$/);
    }
  }
  assert.equal(said, 'B is a chance node: E, with probability 0.5, gives 1. B = 0.5 × 2 + 0.5 × 1 = 1.5, its value, the expected value.');
  const lit = await page.$$eval('[data-testid="pseudocode"] .code-line.current', (l) => l.map((e) => e.textContent.trim()));
  assert.deepEqual(lit, ['v ← v + P(r) × VALUE(RESULT(state, r))']);
  await press(page, 'End');
  assert.equal(await rootValue(page), '1.5');
  assert.equal(await page.getAttribute('[data-testid="tree"] [data-path="1"]', 'data-value'), '-0.5');
  assert.deepEqual(errors, []);
});

test('a value with no finite decimal is shown as a fraction, and bad probabilities say where', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: '?(1/3: 1, 2, 4)', algo: 'minimax', step: 'end' }));
  await page.waitForSelector('[data-testid="tree"] .node.chance');
  assert.equal(await rootValue(page), '7/3');
  assert.match(await page.textContent('[data-testid="explanation"]'), /7\/3/);
  await page.fill('[data-testid="notation"]', '?(0.5: 1, 0.6: 2)');
  await page.waitForSelector('[data-testid="notation-errors"]');
  assert.match(await page.textContent('[data-testid="notation-errors"]'), /probabilities add up to 1\.1, not 1[^]*--> 1:1/);
  assert.equal(await rootValue(page), '7/3', 'the last good tree stays');
  assert.deepEqual(errors, []);
});

test('with leaves bounded to [−2, 2] the exercise never looks at its last three leaves, and says why (Star1)', async () => {
  const tree = 'max(chance(<2,2>,<1,2>), chance(<0,2>,<-1,0>))';
  const { page, errors } = await open(env.browser, env.server.url, link({ tree, algo: 'alphabeta' }));
  await page.waitForSelector('[data-testid="bounds-panel"]');
  // Bounds switched on from the panel: the fields offer the leaves' range.
  assert.equal(await page.inputValue('[data-testid="bounds-lo"]'), '-1');
  await page.fill('[data-testid="bounds-lo"]', '-2');
  await page.check('[data-testid="bounds-on"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('bounds') === '-2,2');
  assert.match(await page.textContent('[data-testid="pseudocode"]'), /function CHANCE-VALUE\(state, α, β\) returns an expected value {3}\(leaves in \[L, U\]\)/);
  // Step to C's update: its interval after F (at most 0) is [−2, 1].
  let said = '';
  for (let k = 0; k < 40 && !/^Star1 cut at C/.test(said); k += 1) {
    await press(page, 'ArrowRight');
    said = await page.textContent('[data-testid="explanation"]');
    if (/^C is a chance node: F/.test(said)) {
      assert.match(said, /C now lies in -2 … 1 whatever the rest give/);
      assert.equal(await page.textContent('[data-testid="tree"] [data-path="1"] .value'), '-2 … 1');
    }
  }
  assert.equal(said, 'Star1 cut at C: even with its remaining children at 2 (the leaves lie in [-2, 2]), C is at most 1 ≤ α = 1.5, so MAX above already has something as good: G pruned.');
  const lit = await page.$$eval('[data-testid="pseudocode"] .code-line.current', (l) => l.map((e) => e.textContent.trim()));
  assert.deepEqual(lit, ['if hi ≤ α then return hi;  if lo ≥ β then return lo']);
  await press(page, 'End');
  assert.equal(await page.textContent('[data-testid="root-value"]'), '1.5');
  const pruned = await page.$$eval('[data-testid="tree"] .node.leaf[data-state="pruned"]', (n) => n.map((e) => e.getAttribute('data-path')));
  assert.deepEqual(pruned, ['1.0.1', '1.1.0', '1.1.1'], 'the last three leaves');
  // A leaf outside the bounds: they are set aside, and the page says so.
  await page.fill('[data-testid="bounds-hi"]', '1');
  await page.press('[data-testid="bounds-hi"]', 'Tab');
  await page.waitForSelector('[data-testid="notice"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /Leaf D1 = 2 lies outside the declared leaf bounds/);
  assert.deepEqual(errors, []);
});

test('Monte Carlo playouts: averages converge to the exact values, plotted; the same seed replays the same games', async () => {
  const tree = 'max(chance(<2,2>,<1,2>), chance(<0,2>,<-1,0>))';
  const { page, errors } = await open(env.browser, env.server.url, link({ tree, algo: 'minimax' }));
  await page.waitForSelector('[data-testid="montecarlo"]');
  const column = (id) => page.$$eval(`[data-testid="${id}"]`, (c) => c.map((e) => e.textContent));
  assert.deepEqual(await column('mc-exact'), ['1.5', '-0.5']);
  assert.deepEqual(await column('mc-playouts'), ['0', '0']);
  const counter = await page.textContent('[data-testid="step-counter"]');
  await page.click('[data-testid="mc-1000"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="mc-playouts"]').textContent === '1000');
  // The panel's buttons (drawn by the on-demand module) run only its own
  // handlers, never one of the page's.
  await page.click('[data-testid="mc-1"]');
  await page.click('[data-testid="mc-reset"]');
  await page.click('[data-testid="mc-1000"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="mc-playouts"]').textContent === '1000');
  assert.equal(await page.textContent('[data-testid="step-counter"]'), counter);
  assert.equal(await page.getAttribute('[data-testid="play"]', 'title'), 'Play (Space)');
  const first = await column('mc-average');
  await page.click('[data-testid="mc-1000"]');
  await page.click('[data-testid="mc-1000"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="mc-playouts"]').textContent === '3000');
  const averages = (await column('mc-average')).map(Number);
  assert.ok(Math.abs(averages[0] - 1.5) < 0.05 && Math.abs(averages[1] + 0.5) < 0.05, `${averages} approach 1.5 and -0.5`);
  // One line per move, with its exact value dashed.
  assert.equal(await page.$$eval('[data-testid="mc-plot"] polyline.mc-line', (l) => l.length), 2);
  assert.equal(await page.$$eval('[data-testid="mc-plot"] line.mc-exact', (l) => l.length), 2);
  // Reset and replay with the same seed: the same averages.
  await page.click('[data-testid="mc-reset"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="mc-playouts"]').textContent === '0');
  await page.click('[data-testid="mc-1000"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="mc-playouts"]').textContent === '1000');
  assert.deepEqual(await column('mc-average'), first);
  // Another seed starts afresh.
  await page.fill('[data-testid="mc-seed"]', '2');
  await page.press('[data-testid="mc-seed"]', 'Tab');
  await page.waitForFunction(() => document.querySelector('[data-testid="mc-playouts"]').textContent === '0');
  // The panel is drawn by the on-demand module: an edited tree reaches it
  // (its exact values change), a tree without chance nodes removes it, and
  // a chance tree brings it back.
  await page.fill('[data-testid="notation"]', 'max(chance(<4,4>,<2,2>), chance(<0,2>,<-1,0>))');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="mc-exact"]')].map((e) => e.textContent).join() === '3,-0.5');
  await page.fill('[data-testid="notation"]', '<3,5>,<2,9>');
  await page.waitForFunction(() => !document.querySelector('[data-testid="montecarlo"]'));
  await page.fill('[data-testid="notation"]', tree);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="mc-exact"]')].map((e) => e.textContent).join() === '1.5,-0.5');
  assert.equal(await page.$$eval('[data-testid="montecarlo"]', (p) => p.length), 1, 'one panel, not two');
  assert.deepEqual(errors, []);
});

test('the evaluation-scale lesson side by side: the same order of leaves, rescaled, picks the other move', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: '1', algo: 'minimax' }));
  await page.waitForSelector('[data-testid="tree"]');
  const names = await page.$$eval('[data-testid="examples"] option', (o) => o.map((e) => e.textContent));
  const index = names.findIndex((n) => /side by side/.test(n));
  assert.ok(index > 0, names.join(' | '));
  await page.selectOption('[data-testid="examples"]', String(index - 1));
  await page.waitForSelector('[data-testid="pane-1"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('compare') === 'rescale');
  assert.equal(new URL(page.url()).searchParams.get('rescale'), '1:1,2:20,3:30,4:400');
  assert.deepEqual(await page.$$eval('[data-testid="pane-label"]', (l) => l.map((e) => e.textContent)), ['Leaves as written', 'Leaves rescaled, same order']);
  const leaves = (k) => page.$$eval(`[data-testid="pane-${k}"] .node.leaf`, (n) => n.map((e) => e.getAttribute('data-value')));
  assert.deepEqual(await leaves(0), ['2', '3', '1', '4']);
  assert.deepEqual(await leaves(1), ['20', '30', '1', '400']);
  await press(page, 'End');
  const rootOf = (k) => page.getAttribute(`[data-testid="pane-${k}"] .node[data-path=""]`, 'data-value');
  assert.equal(await rootOf(0), '2.1');
  assert.equal(await rootOf(1), '40.9');
  // The best play: the left chance node as written, the right one rescaled.
  const best = (k) => page.$$eval(`[data-testid="pane-${k}"] .node.pv`, (n) => n.map((e) => e.getAttribute('data-path')));
  assert.deepEqual(await best(0), ['', '0']);
  assert.deepEqual(await best(1), ['', '1']);
  assert.deepEqual(errors, []);
});

test('practice mode grades a chance tree exactly: 1.5 or 3/2, −0.5', async () => {
  const tree = 'max(chance(<2,2>,<1,2>), chance(<0,2>,<-1,0>))';
  const { page, errors } = await open(env.browser, env.server.url, link({ tree, algo: 'minimax', mode: 'practice' }));
  await page.waitForSelector('[data-testid="practice"]');
  const answers = { '': '1.5', 0: '3/2', 1: '-0.5', '0.0': '2', '0.1': '1', '1.0': '0', '1.1': '-1' };
  for (const [path, value] of Object.entries(answers)) {
    await page.fill(`[data-testid="sheet-row"][data-node="${path}"] [data-field="value"]`, value);
  }
  await page.click('[data-testid="check"]');
  assert.equal(await page.textContent('[data-testid="score"]'), 'Score: 7 of 7');
  assert.ok(await page.$('[data-testid="full-marks"]'));
  // A near miss is wrong: expectations are exact.
  await page.fill('[data-testid="sheet-row"][data-node="1"] [data-field="value"]', '-0.4');
  await page.click('[data-testid="check"]');
  assert.equal(await page.textContent('[data-testid="score"]'), 'Score: 6 of 7');
  assert.deepEqual(errors, []);
});

test('toggling leaf bounds keeps the Monte Carlo playouts, which do not depend on them', async () => {
  // Issue 25: bounds change what Star1 may prune, not the playouts.
  const tree = 'max(chance(<2,2>,<1,2>), chance(<0,2>,<-1,0>))';
  const { page, errors } = await open(env.browser, env.server.url, link({ tree, algo: 'alphabeta' }));
  await page.waitForSelector('[data-testid="montecarlo"]');
  await page.click('[data-testid="mc-1000"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="mc-playouts"]').textContent === '1000');
  const before = await page.$$eval('[data-testid="mc-average"]', (c) => c.map((e) => e.textContent));
  await page.check('[data-testid="bounds-on"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.has('bounds'));
  assert.deepEqual(await page.$$eval('[data-testid="mc-playouts"]', (c) => c.map((e) => e.textContent)), ['1000', '1000']);
  assert.deepEqual(await page.$$eval('[data-testid="mc-average"]', (c) => c.map((e) => e.textContent)), before);
  await page.uncheck('[data-testid="bounds-on"]');
  // The address bar drops the bounds once the page has drawn without them:
  // playouts started afresh would have been reset by then.
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('bounds'));
  assert.deepEqual(await page.$$eval('[data-testid="mc-playouts"]', (c) => c.map((e) => e.textContent)), ['1000', '1000']);
  // A changed tree does start afresh.
  await page.fill('[data-testid="notation"]', 'max(chance(<2,3>,<1,2>), chance(<0,2>,<-1,0>))');
  await page.waitForFunction(() => document.querySelector('[data-testid="mc-playouts"]').textContent === '0');
  await page.close();
  assert.deepEqual(errors, []);
});
