// The page at 1280×720: the search is the hero. At every step of the
// classic example, AIMA Figure 5.2, Wikipedia's tree and an exam-sized
// tree of 27 leaves, the whole tree with every label at least 10 px (or,
// when it cannot be read so, a zoom at 12 px with the overview, the path
// strip and the step's node or the best line), the explanation, the
// step controls and the highlighted pseudocode line are on screen without
// scrolling the page; the step log lists the steps so far.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { nextFrame, open, press, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);

const TREES = {
  classic: '<3,5,10>,<2,a,b>,<2,7,3>',
  'AIMA Figure 5.2': 'max(min(3,12,8), min(2,4,6), min(14,5,2))',
  Wikipedia: '<<<5,6>,<7,4,5>>,<<3>>>,<<<6>,<6,9>>,<<7>>>,<<<5>>,<<9,8>,<6>>>',
  'an exam-sized tree': '<<3,12,8>,<2,4,6>,<14,5,2>>,<<5,1,9>,<7,3,4>,<2,8,6>>,<<1,11,3>,<6,9,2>,<4,7,5>>',
};

/** What is not fully inside the window now (empty when all is in sight).
 * After step 0 the current step-log row (unless `log` is false) and
 * pseudocode line must exist. */
function outOfSight(page, step, last = false, log = true) {
  return page.evaluate(([step, last, log]) => {
    const inWindow = (r) => r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5 && r.width > 0;
    const problems = [];
    if (scrollY !== 0 || scrollX !== 0) problems.push(`page scrolled to ${scrollX},${scrollY}`);
    const svg = document.querySelector('svg.tree').getBoundingClientRect();
    // The whole tree, or (a tree that cannot be read whole, issue 39) a
    // readable zoom with the overview, the path strip once the search has
    // started, and the step's node (the root before it) in sight.
    const seen = (shape) => {
      const r = shape.getBoundingClientRect();
      return inWindow(r) && r.left >= svg.left - 0.5 && r.right <= svg.right + 0.5 && r.top >= svg.top - 0.5 && r.bottom <= svg.bottom + 0.5;
    };
    const shapes = [...document.querySelectorAll('svg.tree [data-path] .shape')];
    const whole = shapes.every(seen);
    if (!whole) {
      if (!document.querySelector('[data-testid="minimap"]')) problems.push('zoomed without the overview');
      if (last) {
        // The search over: the best line in sight (the path strip is empty).
        for (const shape of document.querySelectorAll('svg.tree [data-path].pv .shape')) if (!seen(shape)) problems.push(`best-line node ${shape.parentElement.dataset.path} outside`);
      } else {
        if (step > 0 && !document.querySelector('[data-testid="path-strip"]')) problems.push('zoomed without the path strip');
        const focus = document.querySelector(step > 0 ? 'svg.tree [data-path].current .shape' : 'svg.tree [data-path=""] .shape');
        if (!focus || !seen(focus)) problems.push(`the ${step > 0 ? "step's node" : 'root'} is outside`);
      }
    }
    // Every label in sight at least 10 px when the tree is whole (12 px
    // where it can be drawn tight, α/β in the path strip: see the sweep of
    // tight trees), 12 px when it opened zoomed for its labels (to a tenth:
    // the measured size).
    const least = whole ? 9.95 : 11.85;
    for (const t of document.querySelectorAll('svg.tree [data-path] text')) {
      const r = t.getBoundingClientRect();
      if (!t.textContent.trim() || r.width === 0 || r.right < svg.left || r.left > svg.right || r.bottom < svg.top || r.top > svg.bottom) continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
      if (px < least) problems.push(`"${t.textContent.trim()}" at ${px.toFixed(1)} px`);
    }
    for (const id of ['explanation', 'step-forward', 'step-back', 'step-counter', 'scrub']) {
      if (!inWindow(document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect())) problems.push(`${id} outside`);
    }
    const row = log && document.querySelector('[data-testid="step-log"] tr.current');
    if (!row && log && step > 0) problems.push('no current step-log row');
    if (row) {
      // The log is a grid of cells (its rows have no box of their own): the
      // row is its first cell's top to its explanation's foot, under the
      // sticky headings.
      const top = row.cells[0].getBoundingClientRect().top;
      const bottom = row.cells[row.cells.length - 1].getBoundingClientRect().bottom;
      const box = row.closest('.step-log').getBoundingClientRect();
      const head = row.closest('table').querySelector('thead th').getBoundingClientRect().bottom;
      if (top < head - 0.5 || bottom > box.bottom + 0.5 || bottom > innerHeight + 0.5) problems.push(`step log row ${row.dataset.step} outside`);
    }
    const line = document.querySelector('.code-line.current');
    if (!line && step > 0) problems.push('no current pseudocode line');
    if (line) {
      const r = line.getBoundingClientRect();
      const box = line.closest('.code-scroll').getBoundingClientRect();
      if (!inWindow(r) || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) problems.push(`current line "${line.textContent.trim()}" outside`);
    }
    return problems;
  }, [step, last, log]);
}

for (const [name, tree] of Object.entries(TREES)) {
  test(`1280×720, ${name}: at every step the tree, the explanation, the controls and the current line are in sight`, async () => {
    const { page, errors } = await open(env.browser, env.server.url, `?tree=${encodeURIComponent(tree)}&step=0&lang=en`, { width: 1280, height: 720 });
    const steps = Number((await page.textContent('[data-testid="step-counter"]')).match(/of (\d+)/)[1]);
    const seen = [];
    for (let step = 0; step <= steps; step++) {
      if (step > 0) await press(page, 'PageDown');
      // The boxes keep their current line in sight in the next frame.
      await nextFrame(page);
      for (const p of await outOfSight(page, step, step === steps)) seen.push(`step ${step}: ${p}`);
    }
    assert.deepEqual(seen.slice(0, 10), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// A game's page: its panel (the board, the depth limit, the order) sits
// under the listing, so at laptop sizes the current line stays in sight as
// on a typed tree's page (above it, it pushed the line 110–350 px below the
// window). The step log comes after the game's panel: not checked here.
for (const [name, query] of [
  ['tic-tac-toe from the empty board', '?game=tictactoe&lang=en&step=0'],
  ['Nim', '?game=nim&lang=en&step=0'],
]) {
  for (const viewport of [{ width: 1280, height: 720 }, { width: 1366, height: 768 }]) {
    test(`${viewport.width}×${viewport.height}, ${name}: over the first 40 steps the tree, the explanation, the controls and the current line are in sight (issue 39)`, async () => {
      const { page, errors } = await open(env.browser, env.server.url, query, viewport);
      await page.waitForSelector('[data-testid="game-depth"]');
      const seen = [];
      for (let step = 0; step <= 40; step++) {
        if (step > 0) await press(page, 'PageDown');
        await nextFrame(page);
        for (const p of await outOfSight(page, step, false, false)) seen.push(`step ${step}: ${p}`);
      }
      assert.deepEqual(seen.slice(0, 10), []);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

test('the step log lists the steps so far as trace does; a click on a row goes there', async () => {
  const { page } = await open(env.browser, env.server.url, `?tree=${encodeURIComponent(TREES.classic)}&step=14&lang=en`);
  const rows = await page.$$eval('[data-testid="step-log"] tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  assert.equal(rows.length, 14);
  // Step 14 is C's cutoff, α = 3, β = ∞ in AIMA's form, as `trace` prints.
  assert.deepEqual(rows[13].slice(0, 6), ['14', 'C', 'cutoff', '3', '∞', '≤ 2']);
  assert.match(rows[13][6], /^Now v = 2 ≤ α = 3, so C returns v at once/);
  assert.equal(await page.getAttribute('[data-testid="step-log"] tr.current', 'data-step'), '14');
  await page.click('[data-testid="step-log"] tr[data-step="4"]');
  assert.equal(await page.textContent('[data-testid="step-counter"]'), 'step 4 of 23');
  assert.equal(await page.$$eval('[data-testid="step-log"] tbody tr', (trs) => trs.length), 4);
  await page.close();
});

test('presentation mode: pseudocode, call stack and step log in type of at least 20 px at 1920×1080, and the current line in sight when it is switched on (issue 26.3)', async () => {
  const tree = encodeURIComponent('<<<5,6>,<7,4,5>>,<<3>>>,<<<6>,<6,9>>,<<7>>>,<<<5>>,<<9,8>,<6>>>');
  const { page, errors } = await open(env.browser, env.server.url, `?tree=${tree}&step=40`, { width: 1920, height: 1080 });
  await page.waitForSelector('[data-testid="tree"]');
  const sizes = () => page.evaluate(() => {
    const px = (sel) => parseFloat(getComputedStyle(document.querySelector(sel)).fontSize);
    return { code: px('.code-line'), stack: px('[data-testid="call-stack"] li'), log: px('.step-log td') };
  });
  const off = await sizes();
  assert.ok(off.code < 20, `without presentation the type is the page's (${off.code})`);
  // The code box scrolled to its top, then presentation switched on.
  await page.evaluate(() => (document.querySelector('.code-scroll').scrollTop = 0));
  await page.click('[data-testid="projector"]');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-present'));
  // The pseudocode, call stack and step log bring their lines into sight in
  // the next animation frame (the page has no transitions or smooth
  // scrolling to wait out).
  await nextFrame(page);
  for (const [what, size] of Object.entries(await sizes())) assert.ok(size >= 20, `${what}: ${size} px`);
  const inSight = await page.evaluate(() => {
    const line = document.querySelector('.code-line.current').getBoundingClientRect();
    const box = document.querySelector('.code-scroll').getBoundingClientRect();
    return line.top >= box.top - 1 && line.bottom <= box.bottom + 1 && line.bottom <= innerHeight;
  });
  assert.ok(inSight, 'the current pseudocode line is in its box');
  // Every call-stack number is inside the panel (not cut at its edge).
  const cut = await page.evaluate(() => {
    const panel = document.querySelector('[data-testid="call-stack"]').closest('section').getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="call-stack"] li')].some((li) => li.getBoundingClientRect().left - 1.8 * parseFloat(getComputedStyle(li).fontSize) < panel.left);
  });
  assert.equal(cut, false);
  // The step log fits its side column: no sideways scrolling, each row's
  // explanation whole inside the log, on a line of its own (issue 39).
  const log = await page.evaluate(() => {
    const box = document.querySelector('.step-log');
    const b = box.getBoundingClientRect();
    const cells = [...box.querySelectorAll('tbody tr')].map((tr) => [tr.cells[0].getBoundingClientRect(), tr.cells[6].getBoundingClientRect()]);
    return {
      sideways: box.scrollWidth - box.clientWidth,
      outside: cells.filter(([, e]) => e.left < b.left - 1 || e.right > b.right + 1).length,
      ownLine: cells.every(([n, e]) => e.top >= n.bottom - 1),
      rows: cells.length,
      // The current step's row (its first and last cells) in the log's box.
      current: (() => {
        const [first, last] = [box.querySelector('tr.current td:first-child'), box.querySelector('tr.current td:last-child')].map((c) => c?.getBoundingClientRect());
        return Boolean(first && last && first.top >= b.top - 1 && last.bottom <= b.bottom + 1);
      })(),
    };
  });
  assert.ok(log.rows > 5, `${log.rows} rows`);
  assert.deepEqual({ sideways: log.sideways <= 1, outside: log.outside, ownLine: log.ownLine, current: log.current }, { sideways: true, outside: 0, ownLine: true, current: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test('presentation at 1280×720 folds the header into its menu, which opens with every option (issue 26.3)', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14&lang=en&present=1', { width: 1280, height: 720 });
  assert.equal(await page.isVisible('[data-testid="menu"]'), true, 'the menu button');
  assert.equal(await page.isVisible('[data-testid="projector"]'), false, 'the options are folded');
  const header = await page.$eval('.app-header', (h) => h.getBoundingClientRect().height);
  assert.ok(header <= 60, `the header is one row (${header} px)`);
  await page.click('[data-testid="menu"]');
  assert.equal(await page.isVisible('[data-testid="projector"]'), true, 'the menu shows the options');
  // Presentation off: the header is the usual one again.
  await page.click('[data-testid="projector"]');
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-present'));
  assert.equal(await page.isVisible('[data-testid="menu"]'), false);
  assert.equal(await page.isVisible('[data-testid="algorithm"]'), true);
  assert.deepEqual(errors, []);
  await page.close();
});
