// Big trees you can follow: a tree with hundreds or thousands of leaves
// opens folded (only the search path is open; every other subtree is one
// glyph with its value and how many nodes it holds), the path from the root
// with α and β stays readable in the path strip, a minimap shows the whole
// tree, Fit gives a picture whose type can still be read, and trees of up to
// 20,000 nodes are drawn.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { labelOverlaps, nextFrame, open, press, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);

/** A complete tree: `branching` children per node, leaves `depth` levels
 * down, values from a fixed seed with many ties (the root's brackets are
 * implied). */
function complete(branching, depth, seed = 7) {
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % 20);
  const level = (d) => (d === 0 ? String(next()) : '<' + Array.from({ length: branching }, () => level(d - 1)).join(',') + '>');
  return Array.from({ length: branching }, () => level(depth - 1)).join(',');
}

/** Nodes in a complete tree's subtree `levels` deep below its root. */
const subtree = (branching, levels) => (branching ** (levels + 1) - 1) / (branching - 1);

const link = (tree, rest = '') => `#tree=${encodeURIComponent(tree)}&lang=en${rest}`;

/** The call stack as the side panel lists it: node names, root first. */
const stackNames = (page) => page.$$eval('[data-testid="call-stack"] li b, [data-testid="call-stack"] li strong', (els) => els.map((e) => e.textContent.trim()));

test('a 1,024-leaf tree opens folded: the path open, every other subtree one glyph with its node count', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link(complete(4, 5), '&step=0'));
  assert.equal(await page.getAttribute('[data-testid="folding"]', 'aria-pressed'), 'true');
  // At step 0 the root and its four folded children.
  const folded = await page.$$eval('svg.tree g.node[data-folded]', (gs) => gs.map((g) => [g.dataset.path, Number(g.dataset.folded)]));
  assert.deepEqual(folded, [['0', subtree(4, 4) - 1], ['1', subtree(4, 4) - 1], ['2', subtree(4, 4) - 1], ['3', subtree(4, 4) - 1]]);
  assert.equal(await page.textContent('svg.tree g.node[data-path="0"] .count'), `+${subtree(4, 4) - 1}`);
  // Step into the tree: the drawing stays small, the current node is drawn
  // and on screen, and no label overlaps.
  const svg = await page.locator('svg.tree').boundingBox();
  const nameSize = () => page.$eval('svg.tree g.node .label', (t) => t.getBoundingClientRect().height);
  const size0 = await nameSize();
  for (let step = 1; step <= 60; step++) {
    await press(page, 'ArrowRight');
    const drawn = await page.$$eval('svg.tree g.node', (gs) => gs.length);
    assert.ok(drawn <= 4 * 5 + 1 + 4, `step ${step}: ${drawn} nodes drawn`);
    const current = await page.locator('svg.tree g.node.current .shape').boundingBox();
    assert.ok(current, `step ${step}: the current node is drawn`);
    assert.ok(current.x >= svg.x && current.x + current.width <= svg.x + svg.width && current.y >= svg.y && current.y + current.height <= svg.y + svg.height, `step ${step}: the current node is on screen`);
    if (step % 5 === 0) {
      assert.deepEqual(await labelOverlaps(page), [], `step ${step}`);
      // The type keeps its size as the drawing changes shape (and as the
      // path strip above it appears and wraps).
      await nextFrame(page);
      const size = await nameSize();
      assert.ok(Math.abs(size - size0) < 1.5, `step ${step}: names ${size} px, ${size0} px at the start`);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('the path strip shows the path from the root with α and β at a readable size, as the call stack does', async () => {
  const { page } = await open(env.browser, env.server.url, link(complete(4, 5), '&step=0'));
  for (let step = 1; step <= 40; step++) {
    await press(page, 'ArrowRight');
    const chips = await page.$$eval('[data-testid="path-strip"] li', (lis) => lis.map((li) => ({ name: li.querySelector('b').textContent, ab: li.querySelector('.ab')?.textContent ?? '' })));
    const names = await stackNames(page);
    // The stack panel lists the innermost call first.
    assert.deepEqual(chips.map((c) => c.name), [...names].reverse(), `step ${step}`);
    // α and β of every call on the path, as the drawing's data says.
    for (const chip of chips) assert.match(chip.ab, /^α=\S+ β=\S+$/, `step ${step}: ${chip.name}`);
  }
  const strip = await page.locator('[data-testid="path-strip"]').boundingBox();
  assert.ok(strip && strip.y >= 0 && strip.y + strip.height <= 720, 'in the window');
  const size = await page.$eval('[data-testid="path-strip"]', (e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 14, `${size} px`);
  await page.close();
});

test('clicking a glyph unfolds it; Fold folds it again; the Fold switch draws the whole tree and back', async () => {
  const { page } = await open(env.browser, env.server.url, link(complete(4, 5), '&step=0'));
  const before = await page.locator('svg.tree g.node[data-path="2"] .shape').last().boundingBox();
  await page.click('svg.tree g.node[data-path="2"] .shape');
  assert.equal(await page.$('svg.tree g.node[data-path="2"][data-folded]'), null, 'unfolded');
  // The node the reader clicked stays where it was on screen.
  await nextFrame(page);
  const after = await page.locator('svg.tree g.node[data-path="2"] .shape').last().boundingBox();
  assert.ok(Math.abs(after.x - before.x) < 2 && Math.abs(after.y - before.y) < 2, `moved from ${JSON.stringify(before)} to ${JSON.stringify(after)}`);
  assert.deepEqual(await page.$$eval('svg.tree g.node[data-path^="2."]', (gs) => gs.map((g) => [g.dataset.path, g.dataset.folded])),
    [['2.0', String(subtree(4, 3) - 1)], ['2.1', String(subtree(4, 3) - 1)], ['2.2', String(subtree(4, 3) - 1)], ['2.3', String(subtree(4, 3) - 1)]]);
  await page.click('[data-testid="tool-fold"]');
  assert.ok(await page.$('svg.tree g.node[data-path="2"][data-folded]'), 'folded again');
  // Whole: all 1,365 nodes; folded again: a handful.
  await page.click('[data-testid="folding"]');
  assert.equal(await page.getAttribute('[data-testid="folding"]', 'aria-pressed'), 'false');
  assert.equal(await page.$$eval('svg.tree g.node', (gs) => gs.length), subtree(4, 5));
  await page.click('[data-testid="folding"]');
  assert.equal(await page.$$eval('svg.tree g.node', (gs) => gs.length), 5);
  await page.close();
});

test('a minimap shows the whole tree and where the search is; small trees have none', async () => {
  const { page } = await open(env.browser, env.server.url, link(complete(4, 5), '&step=30'));
  assert.ok(await page.isVisible('[data-testid="minimap"]'));
  // One run per level at least, and the path drawn once the search is inside.
  assert.ok(await page.$$eval('[data-testid="minimap"] rect.mm', (r) => r.length) >= 6);
  assert.ok(await page.$('[data-testid="minimap"] .mm-path'));
  assert.ok(await page.$('[data-testid="minimap"] rect.mm.active'));
  await page.close();
  const small = await open(env.browser, env.server.url, '?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&lang=en');
  assert.equal(await small.page.$('[data-testid="minimap"]'), null);
  assert.equal(await small.page.$('[data-testid="folding"]'), null, 'small trees are drawn whole, with no switch');
  await small.page.close();
});

test('Fit shows the whole folded drawing with type that can still be read', async () => {
  const { page } = await open(env.browser, env.server.url, link(complete(4, 5), '&step=200'));
  await page.click('[data-testid="zoom-fit"]');
  const svg = await page.locator('svg.tree').boundingBox();
  const boxes = await page.$$eval('svg.tree g.node .shape', (ss) => ss.map((s) => s.getBoundingClientRect().toJSON()));
  for (const b of boxes) assert.ok(b.x >= svg.x - 1 && b.right <= svg.x + svg.width + 1 && b.y >= svg.y - 1 && b.bottom <= svg.y + svg.height + 1, JSON.stringify(b));
  // The names are at least 8 px on screen: a picture, not a hairline.
  const name = await page.$eval('svg.tree g.node .label', (t) => t.getBoundingClientRect().height);
  assert.ok(name >= 8, `${name} px`);
  await page.close();
});

test('a tree of almost 20,000 nodes is drawn folded and can be stepped; it cannot be drawn whole', async () => {
  const tree = complete(5, 6); // 19,531 nodes
  const { page, errors } = await open(env.browser, env.server.url, link(tree, '&step=0'));
  assert.equal(await page.$('[data-testid="too-big"]'), null);
  assert.equal(await page.isDisabled('[data-testid="folding"]'), true);
  assert.match(await page.getAttribute('[data-testid="folding"]', 'title'), /19531 nodes/);
  for (let step = 1; step <= 30; step++) await press(page, 'ArrowRight');
  await page.waitForFunction(() => /^step 30 of/.test(document.querySelector('[data-testid="step-counter"]').textContent));
  assert.ok(await page.locator('svg.tree g.node.current').count() === 1);
  await press(page, 'End');
  assert.ok(await page.$('svg.tree g.node.pv'), 'the best play is drawn at the end');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a wide row is cut down when folded: its ends, the current child and its neighbours, the best line; "+N" markers draw the rest', async () => {
  // A root with 3,000 leaf children, values 0–99 (the best, 99, is A...).
  const values = Array.from({ length: 3000 }, (_, i) => (i * 37) % 100);
  const best = values.indexOf(99);
  const { page, errors } = await open(env.browser, env.server.url, link(values.join(','), '&step=0'));
  const drawn = () => page.$$eval('svg.tree g.node', (gs) => gs.map((g) => g.dataset.path));
  const markers = () => page.$$eval('svg.tree [data-testid="elided"]', (gs) => gs.map((g) => Number(g.dataset.count)));
  // Step 0: the root, the first two children and the last, one marker for the 2,997 between.
  assert.deepEqual(await drawn(), ['', '0', '1', '2999']);
  assert.deepEqual(await markers(), [2997]);
  // Mid-search (step 41: the root takes A20's value), the child reached
  // last and two on each side stay drawn, and the child that gave the root
  // its bound; every child is drawn or counted.
  for (let i = 0; i < 41; i++) await press(page, 'ArrowRight');
  await nextFrame(page);
  assert.equal(await page.textContent('[data-testid="step-counter"]'), 'step 41 of 6002');
  const mid = await drawn();
  for (const near of [17, 18, 19, 20, 21]) assert.ok(mid.includes(String(near)), `child ${near}, near A20 (the last reached), is drawn`);
  const bound = Math.max(...values.slice(0, 20));
  const gave = values.indexOf(bound);
  assert.equal(await page.$eval('svg.tree g.node[data-path=""] .value', (t) => t.textContent), `≥ ${bound}`);
  assert.ok(mid.includes(String(gave)), `the child that gave the root ≥ ${bound} (${gave}) is drawn`);
  assert.equal((await drawn()).length - 1 + (await markers()).reduce((a, b) => a + b, 0), 3000, 'every child drawn or counted once');
  // The end: the best child is drawn, on the best line.
  await press(page, 'End');
  await nextFrame(page);
  assert.ok((await drawn()).includes(String(best)), `the best child ${best} is drawn`);
  assert.ok(await page.$(`svg.tree g.node.pv[data-path="${best}"]`), 'and marked as best play');
  // A marker says what it holds, and a click draws the whole row.
  const label = await page.getAttribute('svg.tree [data-testid="elided"]', 'aria-label');
  assert.match(label, /^\d+ more siblings not drawn: click to draw/);
  // The marker in sight (the view follows the best child; the first
  // marker may be panned out of the window).
  const inSight = await page.$$eval('svg.tree [data-testid="elided"]', (gs) =>
    gs.findIndex((g) => {
      const r = g.getBoundingClientRect();
      return r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight;
    }),
  );
  assert.ok(inSight >= 0, 'a marker is in sight');
  await page.locator('svg.tree [data-testid="elided"]').nth(inSight).click();
  await nextFrame(page);
  assert.equal((await drawn()).length, 3001);
  assert.deepEqual(await markers(), []);
  assert.deepEqual(errors, []);
  await page.close();
});
