// Predict mode on the Wikipedia tree: every question answered from a plain
// recursive alpha-beta written here (not read off the page), each answer
// checked right, to the end of the search.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const WIKIPEDIA = '<<<5,6>,<7,4,5>>,<<3>>>,<<<6>,<6,9>>,<<7>>>,<<<5>>,<<9,8>,<6>>>';

// `<a,b,<c,d>>` into nested arrays of numbers.
function parse(text) {
  let at = 0;
  const node = () => {
    if (text[at] === '<') {
      at += 1;
      const children = [node()];
      while (text[at] === ',') { at += 1; children.push(node()); }
      assert.equal(text[at], '>');
      at += 1;
      return children;
    }
    const start = at;
    while (at < text.length && /[-0-9.]/.test(text[at])) at += 1;
    return Number(text.slice(start, at));
  };
  const root = [node()];
  while (text[at] === ',') { at += 1; root.push(node()); }
  return root;
}

const show = (x) => (x === Infinity ? '∞' : x === -Infinity ? '-∞' : String(x));

// The questions a student is asked, in order: after each child's value
// comes back (v, the node's own α or β, whether it cuts off while children
// are left), at each cutoff (which children are pruned), and at each return.
function questions(root, { form, cut }) {
  const out = [];
  const holds = (a, b) => (cut === 'gt' ? a > b : a >= b);
  const search = (node, path, alpha, beta, max) => {
    if (typeof node === 'number') return node;
    let v = max ? -Infinity : Infinity;
    const at = (i) => (path === '' ? String(i) : `${path}.${i}`);
    for (let i = 0; i < node.length; i += 1) {
      const value = search(node[i], at(i), alpha, beta, !max);
      v = max ? Math.max(v, value) : Math.min(v, value);
      let held;
      if (form === 'update-first') {
        if (max) alpha = Math.max(alpha, v); else beta = Math.min(beta, v);
        held = holds(alpha, beta);
      } else {
        held = max ? holds(v, beta) : holds(alpha, v);
        if (!held) { if (max) alpha = Math.max(alpha, v); else beta = Math.min(beta, v); }
      }
      const last = i === node.length - 1;
      out.push({ kind: 'update', node: path, child: at(i), v, bound: max ? alpha : beta, cuts: last ? null : held });
      if (held) {
        if (!last) out.push({ kind: 'cutoff', node: path, pruned: node.slice(i + 1).map((_, j) => at(i + 1 + j)) });
        break;
      }
    }
    out.push({ kind: 'return', node: path, v });
    return v;
  };
  search(parse(WIKIPEDIA), '', -Infinity, Infinity, true);
  return out;
}

async function answer(page, q) {
  if (q.kind === 'cutoff') {
    // Each box names its child as the drawing shows it: a leaf with its
    // value ("D2 (7)"), since the drawing shows values, not leaf names.
    const boxes = await page.$$eval('[data-testid="predict-prune"]', (inputs) =>
      inputs.map((b) => {
        const node = document.querySelector(`[data-testid="tree"] .node[data-path="${b.dataset.child}"]`);
        return { label: b.parentElement.textContent.trim(), leaf: node?.classList.contains('leaf'), value: node?.dataset.value };
      }),
    );
    assert.ok(boxes.length > 0, 'boxes to tick');
    for (const box of boxes) {
      if (box.leaf) assert.match(box.label, new RegExp(`^\\S+ \\(${box.value}\\)$`), JSON.stringify(box));
      else assert.match(box.label, /^\S+$/, JSON.stringify(box));
    }
    for (const child of q.pruned) await page.check(`[data-testid="predict-prune"][data-child="${child}"]`);
    return;
  }
  await page.fill('[data-testid="predict-v"]', show(q.v));
  if (q.kind === 'update') {
    await page.fill('[data-testid="predict-bound"]', show(q.bound));
    if (q.cuts !== null) await page.check(`[data-testid="predict-cuts-${q.cuts ? 'yes' : 'no'}"]`);
    else {
      // No cut question after the last child, and the page says why.
      assert.equal(await page.$('[data-testid="predict-cuts-yes"]'), null, 'no cut question after the last child');
      assert.match(await page.textContent('[data-testid="no-cut-question"]'), /^No “does \S+ cut off\?” here: \S+( \(\S+\))? was \S+'s last child, so nothing is left to prune\.$/);
    }
  }
  if (q.kind === 'update' && q.cuts !== null) {
    assert.equal(await page.$('[data-testid="no-cut-question"]'), null, 'asked, so no note');
  }
}

for (const options of [{ form: 'aima', cut: 'ge' }, { form: 'update-first', cut: 'gt' }]) {
  test(`predict mode on the Wikipedia tree reaches the end with all answers right (${options.form}, ${options.cut})`, async () => {
    const expected = questions(parse(WIKIPEDIA), options);
    const link = '?' + new URLSearchParams({ tree: WIKIPEDIA, mode: 'practice', task: 'predict', ...options }).toString();
    const { page, errors } = await open(env.browser, env.server.url, link);
    await page.waitForSelector('[data-testid="question"]');
    let asked = 0;
    for (let guard = 0; guard < 500; guard += 1) {
      if (await page.$('[data-testid="predict-done"]')) break;
      const form = await page.$('[data-testid="question"]');
      const kind = await form.getAttribute('data-kind');
      if (kind === 'none') {
        await page.click('[data-testid="continue"]');
        continue;
      }
      // A new question starts unchecked (a "Next step" click once also
      // submitted the next question's form, empty).
      assert.equal(await page.$('[data-testid="verdict"]'), null, `question ${asked + 1} starts unchecked`);
      const q = expected[asked];
      assert.ok(q, `question ${asked + 1} was not expected: ${kind} at ${await form.getAttribute('data-node')}`);
      assert.deepEqual([kind, await form.getAttribute('data-node')], [q.kind, q.node], `question ${asked + 1}`);
      if (q.kind === 'update') assert.equal(await form.getAttribute('data-child'), q.child);
      await answer(page, q);
      await page.click('[data-testid="predict-check"]');
      const verdict = await page.waitForSelector('[data-testid="verdict"]');
      assert.equal(await verdict.getAttribute('data-right'), 'true', `question ${asked + 1} (${JSON.stringify(q)}): ${await verdict.textContent()}`);
      asked += 1;
      await page.click('[data-testid="continue"]');
    }
    assert.equal(asked, expected.length, 'every question was asked');
    const done = await page.textContent('[data-testid="predict-done"]');
    assert.match(done, new RegExp(`\\b${asked}\\b.*\\b${asked}\\b`));
    assert.match(await page.textContent('[data-testid="predict-score"]'), new RegExp(`\\b${asked}\\b.*\\b${asked}\\b`));
    assert.deepEqual(errors, []);
  });
}

test('a wrong prediction is marked wrong and explained, and the score counts it', async () => {
  const link = '?' + new URLSearchParams({ tree: WIKIPEDIA, mode: 'practice', task: 'predict' }).toString();
  const { page, errors } = await open(env.browser, env.server.url, link);
  await page.waitForSelector('[data-testid="question"]');
  while ((await page.getAttribute('[data-testid="question"]', 'data-kind')) === 'none') await page.click('[data-testid="continue"]');
  const q = questions(parse(WIKIPEDIA), { form: 'aima', cut: 'ge' })[0];
  await answer(page, { ...q, v: q.v + 1 });
  await page.click('[data-testid="predict-check"]');
  assert.equal(await page.getAttribute('[data-testid="verdict"]', 'data-right'), 'false');
  assert.ok((await page.textContent('[data-testid="predict-explanation"]')).length > 10);
  assert.match(await page.textContent('[data-testid="predict-score"]'), /\b0\b.*\b1\b/);
  assert.deepEqual(errors, []);
});

// Checks and goes on until the question about C (path 1) receiving its
// first child's value (path 1.0) in the classic example.
async function toCsFirstUpdate(page) {
  for (let guard = 0; guard < 60; guard += 1) {
    const form = await page.$('[data-testid="question"]');
    const [kind, node, child] = [await form.getAttribute('data-kind'), await form.getAttribute('data-node'), await form.getAttribute('data-child')];
    if (kind === 'update' && node === '1' && child === '1.0') return;
    if (kind !== 'none') await page.click('[data-testid="predict-check"]');
    await page.click('[data-testid="continue"]');
  }
}

test('a checked prediction marks each field right or wrong and says what the search has; AIMA\'s early return is explained', async () => {
  // Issue 25: at C's update in the classic example, AIMA's form returns
  // before β moves, so β stays ∞; a student who writes β = 2 is told so.
  const tree = '<3,5,10>,<2,a,b>,<2,7,3>';
  const { page, errors } = await open(env.browser, env.server.url, '?' + new URLSearchParams({ tree, mode: 'practice', task: 'predict' }));
  await page.waitForSelector('[data-testid="question"]');
  await toCsFirstUpdate(page);
  assert.equal(await page.getAttribute('[data-testid="question"]', 'data-child'), '1.0');
  await page.fill('[data-testid="predict-v"]', '2');
  await page.fill('[data-testid="predict-bound"]', '2');
  await page.check('[data-testid="predict-cuts-yes"]');
  await page.click('[data-testid="predict-check"]');
  const items = await page.$$eval('[data-testid="field-verdicts"] li', (li) => li.map((l) => [l.dataset.field, l.dataset.right, l.textContent]));
  assert.deepEqual(items.map(([f, r]) => [f, r]), [['v', 'true'], ['bound', 'false'], ['cuts', 'true']]);
  assert.equal(items[0][2], '✓ v: right.');
  assert.match(items[1][2], /^✗ β: the search has ∞\. Decided by if v ≤ α then return v → v = 2 ≤ α = 3: true\. In AIMA's form C tests v first and returns v at once when the test holds, before β ← … is reached: β keeps its value\.$/);
  // Only the wrong field gets a rule; the pseudocode marks the same line,
  // in MIN-VALUE (C is a MIN node).
  assert.equal(await page.locator('[data-testid="field-rule"]').count(), 1);
  const ruleLine = await page.getAttribute('[data-testid="field-rule"]', 'data-line');
  const deciding = await page.$$eval('[data-testid="pseudocode"] .code-line.deciding', (ls) => ls.map((l) => [l.dataset.line, l.textContent.trim()]));
  assert.deepEqual(deciding, [[ruleLine, 'if v ≤ α then return v']]);
  const minStart = await page.$$eval('[data-testid="pseudocode"] .code-line', (ls) => ls.findIndex((l) => l.textContent.startsWith('function MIN-VALUE')));
  assert.ok(Number(ruleLine) > minStart, `${ruleLine} is in MIN-VALUE (from ${minStart})`);
  // Going on clears the mark.
  await page.click('[data-testid="continue"]');
  assert.equal(await page.locator('[data-testid="pseudocode"] .code-line.deciding').count(), 0);
  // The same in the update-first form: β moves first, no such note.
  await page.close();
  const uf = await open(env.browser, env.server.url, '?' + new URLSearchParams({ tree, mode: 'practice', task: 'predict', form: 'update-first' }));
  await uf.page.waitForSelector('[data-testid="question"]');
  await toCsFirstUpdate(uf.page);
  await uf.page.fill('[data-testid="predict-v"]', '2');
  await uf.page.fill('[data-testid="predict-bound"]', '∞');
  await uf.page.check('[data-testid="predict-cuts-yes"]');
  await uf.page.click('[data-testid="predict-check"]');
  const bound = await uf.page.$eval('[data-testid="field-verdicts"] li[data-field="bound"]', (l) => [l.dataset.right, l.textContent]);
  assert.deepEqual(bound, ['false', '✗ β: the search has 2. Decided by β ← MIN(β, v) → MIN(∞, 2) = 2.']);
  const ufDeciding = await uf.page.$$eval('[data-testid="pseudocode"] .code-line.deciding', (ls) => ls.map((l) => l.textContent.trim()));
  assert.deepEqual(ufDeciding, ['β ← MIN(β, v)']);
  await uf.page.close();
  assert.deepEqual(errors, []);
});

test('a wrong cut answer is decided by the cut test worked out, in the page\'s language (Japanese, update-first form, strict rule)', async () => {
  const tree = '<3,5,10>,<2,a,b>,<2,7,3>';
  const link = '?' + new URLSearchParams({ tree, mode: 'practice', task: 'predict', form: 'update-first', cut: 'gt', lang: 'ja' });
  const { page, errors } = await open(env.browser, env.server.url, link);
  await page.waitForSelector('[data-testid="question"]');
  await toCsFirstUpdate(page);
  // Under the strict rule α = 3 > β = 2 still holds: C cuts off.
  await page.fill('[data-testid="predict-v"]', '2');
  await page.fill('[data-testid="predict-bound"]', '2');
  await page.check('[data-testid="predict-cuts-no"]');
  await page.click('[data-testid="predict-check"]');
  const cuts = await page.$eval('[data-testid="field-verdicts"] li[data-field="cuts"]', (l) => [l.dataset.right, l.textContent]);
  assert.equal(cuts[0], 'false');
  assert.match(cuts[1], /決める行 if α > β then break → α = 3 > β = 2: 成り立つ。?/);
  const deciding = await page.$$eval('[data-testid="pseudocode"] .code-line.deciding', (ls) => ls.map((l) => l.textContent.trim()));
  assert.deepEqual(deciding, ['if α > β then break']);
  assert.deepEqual(errors, []);
});
