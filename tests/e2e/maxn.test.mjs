// More than two players (max^n) in the page: AIMA's three-player example
// from the Example menu, one shape and colour per player, the vector at
// every node with the deciding component bold, the root's tie explained
// and its MAXN-VALUE line lit; the paranoid switch turns the same tree
// into two-player alpha-beta, pruning included; vectors are checked and
// edited in place.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, press, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const link = (params) => '?' + new URLSearchParams(params).toString();
const rootValue = (page) => page.textContent('[data-testid="root-value"]');
const AIMA = '<<{1,2,6},{4,2,3}>,<{6,1,2},{7,4,1}>>,<<{5,1,1},{1,5,2}>,<{7,7,1},{5,4,5}>>';

test('AIMA\'s three players: shapes per player, vectors at every node, the root\'s tie kept to the left and said', async () => {
  const { page, errors } = await open(env.browser, env.server.url);
  const names = await page.$$eval('[data-testid="examples"] option', (o) => o.map((e) => e.textContent));
  const index = names.findIndex((n) => /Three players/.test(n));
  assert.ok(index >= 0, names.join(' | '));
  await page.selectOption('[data-testid="examples"]', String(index - 1));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree"] .node.player').length === 7);
  assert.equal(await page.inputValue('[data-testid="notation"]'), AIMA);
  // Player 1 at the root, 2 below it, 3 above the leaves: three shapes.
  const movers = await page.$$eval('[data-testid="tree"] .node.player', (n) => n.map((e) => [e.dataset.path, [...e.classList].find((c) => /^p\d$/.test(c)), e.querySelector('.shape').tagName]));
  assert.deepEqual(movers.map(([path, p]) => `${path}:${p}`).sort(), ['0.0:p3', '0.1:p3', '0:p2', '1.0:p3', '1.1:p3', '1:p2', ':p1']);
  assert.equal(await page.getAttribute('[data-testid="players-note"]', 'data-players'), '3');
  assert.deepEqual(await page.$$eval('.legend span', (s) => s.slice(0, 3).map((e) => e.textContent)), ['player 1', 'player 2', 'player 3']);
  // Leaves show their vectors, the parent's component (player 3's) bold.
  assert.equal(await page.textContent('[data-testid="tree"] [data-path="0.0.0"] .value'), '(1, 2, 6)');
  assert.equal(await page.textContent('[data-testid="tree"] [data-path="0.0.0"] .value .decides'), '6');
  assert.match(await page.textContent('[data-testid="pseudocode"]'), /function MAXN-VALUE\(state\) returns a utility vector/);
  // Step to the root's last update: the tie on player 1's component.
  let said = '';
  for (let k = 0; k < 40 && !/A tie/.test(said); k += 1) {
    await press(page, 'ArrowRight');
    said = await page.textContent('[data-testid="explanation"]');
  }
  assert.equal(said, 'C gives (1, 5, 2): player 1 gets 1 there, the same as in the best so far (1, 2, 6). A tie: ties go to the child found first, so A keeps (1, 2, 6). That was its last child: A\'s value is (1, 2, 6).');
  const lit = await page.$$eval('[data-testid="pseudocode"] .code-line.current', (l) => l.map((e) => e.textContent.trim()));
  assert.deepEqual(lit, ['w ← MAXN-VALUE(RESULT(state, a))', 'if best = none or w[i] > best[i] then best ← w']);
  // max^n keeps no window: no α/β on the path, under alpha-beta too.
  assert.equal(await page.$eval('[data-testid="algorithm"]', (s) => s.value), 'alphabeta');
  assert.equal(await page.$$eval('[data-testid="tree"] .window', (w) => w.length), 0);
  // The root, still searching, holds its best vector so far.
  assert.equal(await page.textContent('[data-testid="tree"] [data-path=""] .value'), '(1, 2, 6) …');
  // Every node shows its vector; B (player 2) decides on its 2.
  assert.equal(await page.textContent('[data-testid="tree"] [data-path="0"] .value'), '(1, 2, 6)');
  assert.equal(await page.textContent('[data-testid="tree"] [data-path="0"] .value .decides'), '2');
  assert.equal(await page.textContent('[data-testid="tree"] [data-path="1"] .value'), '(1, 5, 2)');
  await press(page, 'End');
  await page.waitForFunction(() => document.querySelector('[data-testid="root-value"]').textContent === '(1, 2, 6)');
  assert.equal(await page.textContent('[data-testid="tree"] [data-path=""] .value .decides'), '1');
  // Nothing is pruned under max^n.
  assert.equal(await page.$$eval('[data-testid="tree"] .node.pruned', (n) => n.length), 0);
  assert.deepEqual(errors, []);
});

test('the paranoid switch makes the same tree two-player alpha-beta, pruning included, and back', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: AIMA, algo: 'alphabeta', step: 'end' }));
  await page.waitForSelector('[data-testid="paranoid"]');
  assert.equal(await rootValue(page), '(1, 2, 6)');
  await page.check('[data-testid="paranoid"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('paranoid') === 'on');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree"] .node.max').length === 1);
  assert.equal(await page.$$eval('[data-testid="tree"] .node.min', (n) => n.length), 6);
  assert.match(await page.textContent('[data-testid="players-note"]'), /Paranoid reduction of a 3-player tree: player 1 is MAX, everyone else MIN/);
  await press(page, 'End');
  await page.waitForFunction(() => document.querySelector('[data-testid="root-value"]').textContent === '1');
  // G's leaves (7 and 5 for player 1) are cut off, as in two-player alpha-beta.
  const pruned = await page.$$eval('[data-testid="tree"] .node.leaf.pruned', (n) => n.map((e) => e.dataset.path));
  assert.deepEqual(pruned, ['1.1.0', '1.1.1']);
  assert.match(await page.textContent('[data-testid="pseudocode"]'), /function ALPHA-BETA-SEARCH/);
  // The text keeps the vectors; the reduction's leaves are not edited.
  assert.equal(await page.inputValue('[data-testid="notation"]'), AIMA);
  await page.click('[data-path="0.0.0"] .shape');
  assert.match(await page.textContent('[data-testid="notice"]'), /paranoid reduction of the vectors in the text/);
  assert.equal(await page.$('[data-testid="leaf-input"]'), null);
  await page.uncheck('[data-testid="paranoid"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree"] .node.player').length === 7);
  await press(page, 'End');
  await page.waitForFunction(() => document.querySelector('[data-testid="root-value"]').textContent === '(1, 2, 6)');
  assert.deepEqual(errors, []);
});

test('vectors are checked where they are typed, and a leaf\'s vector is edited in place', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: AIMA, step: 'end' }));
  await page.waitForSelector('[data-testid="tree"] .node.player');
  // The editor shows a leaf's vector as it is typed; the wrong length is refused.
  await page.click('[data-path="0.0.1"] .shape');
  assert.equal(await page.inputValue('[data-testid="leaf-input"]'), '{4, 2, 3}');
  await page.fill('[data-testid="leaf-input"]', '{1, 2}');
  await press(page, 'Enter');
  assert.match(await page.textContent('[data-testid="notice"]'), /this vector has 2 utilities, but the tree's others have 3/);
  await page.click('[data-path="0.0.1"] .shape');
  await page.fill('[data-testid="leaf-input"]', '{4, 9, 7}');
  await press(page, 'Enter');
  await page.waitForSelector('[data-testid="leaf-input"]', { state: 'detached' });
  assert.equal(await page.inputValue('[data-testid="notation"]'), '<<{1,2,6},{4,9,7}>,<{6,1,2},{7,4,1}>>,<<{5,1,1},{1,5,2}>,<{7,7,1},{5,4,5}>>');
  // Player 3 now takes (4, 9, 7) at D, player 2 keeps it at B, and player 1
  // prefers its 4 to C's 1.
  await press(page, 'End');
  await page.waitForFunction(() => document.querySelector('[data-testid="root-value"]').textContent === '(4, 9, 7)');
  // A scalar among vectors is located in the editor.
  await page.fill('[data-testid="notation"]', '<{1,2,3},4>,<{1,2,3},{3,2,1}>');
  await page.waitForSelector('[data-testid="notation-errors"]');
  assert.match(await page.textContent('[data-testid="notation-errors"]'), /'4' is a single value, but this is a tree of 3 players[^]*--> 1:10/);
  assert.deepEqual(errors, []);
});

test('in Japanese the tie and the MAXN listing\'s note are Japanese', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: AIMA, lang: 'ja', step: '35' }));
  await page.waitForSelector('[data-testid="tree"] .node.player');
  assert.match(await page.textContent('[data-testid="explanation"]'), /同点のときは先に見つけた子を残すので、A は \(1, 2, 6\) のままです/);
  assert.match(await page.textContent('[data-testid="pseudocode"]'), /同点なら先に見つけた子を残す/);
  assert.match(await page.textContent('[data-testid="players-note"]'), /3 人が順番に/);
  assert.deepEqual(errors, []);
});

test('predict mode on the three players: every vector predicted in turn, no window and no cut asked', async () => {
  // The questions a plain recursive max^n asks: each update's best vector
  // so far (the first child best in the mover's component), each return.
  const T = [[[[1, 2, 6], [4, 2, 3]], [[6, 1, 2], [7, 4, 1]]], [[[5, 1, 1], [1, 5, 2]], [[7, 7, 1], [5, 4, 5]]]];
  const expected = [];
  const search = (node, path, depth) => {
    if (typeof node[0] === 'number') return node;
    const i = depth % 3;
    let best = null;
    node.forEach((c, k) => {
      const at = path === '' ? `${k}` : `${path}.${k}`;
      const v = search(c, at, depth + 1);
      if (best === null || v[i] > best[i]) best = v;
      expected.push({ kind: 'update', node: path, child: at, v: best });
    });
    expected.push({ kind: 'return', node: path, v: best });
    return best;
  };
  search(T, '', 0);
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: AIMA, mode: 'practice', task: 'predict' }));
  await page.waitForSelector('[data-testid="question"]');
  let asked = 0;
  for (let guard = 0; guard < 200 && !(await page.$('[data-testid="predict-done"]')); guard += 1) {
    const form = await page.$('[data-testid="question"]');
    if ((await form.getAttribute('data-kind')) === 'none') {
      await page.click('[data-testid="continue"]');
      continue;
    }
    const q = expected[asked];
    assert.deepEqual([await form.getAttribute('data-kind'), await form.getAttribute('data-node')], [q.kind, q.node], `question ${asked + 1}`);
    assert.equal(await page.$('[data-testid="predict-bound"]'), null, 'max^n keeps no window');
    assert.equal(await page.$('[data-testid="predict-cuts-yes"]'), null, 'max^n never cuts');
    // Vectors are typed either way round: (1, 2, 6) or {1,2,6}.
    await page.fill('[data-testid="predict-v"]', asked % 2 ? `(${q.v.join(', ')})` : `{${q.v.join(',')}}`);
    await page.click('[data-testid="predict-check"]');
    const verdict = await page.waitForSelector('[data-testid="verdict"]');
    assert.equal(await verdict.getAttribute('data-right'), 'true', `question ${asked + 1}: ${await verdict.textContent()}`);
    asked += 1;
    await page.click('[data-testid="continue"]');
  }
  assert.equal(asked, expected.length);
  assert.deepEqual(errors, []);
});
