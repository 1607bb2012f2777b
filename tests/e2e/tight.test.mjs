// A whole tree whose α/β would be under 12 px beside its nodes is drawn
// tight, α/β in the path strip, where that reads at 12 px (issue 39): the
// choice made from the drawing's measured room (`spacing_in`), the same
// rule a phone's whole tree follows.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { nextFrame, open, press, until, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const FIFTEEN = '<<1,2,3>,<4,5,6>,<7,8,9>>,<<10,11,12>,<13,14,15>>';
const CLASSIC = '<3,5,10>,<2,a,b>,<2,7,3>';
const link = (params) => '?' + new URLSearchParams({ lang: 'en', ...params }).toString();

/** For each drawing: whether it is whole, its α/β texts, its smallest label in px, its path strip's text. */
function drawings(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('svg.tree')].map((svg) => {
      const box = svg.getBoundingClientRect();
      const shapes = [...svg.querySelectorAll('[data-path] .shape')].map((s) => s.getBoundingClientRect());
      const texts = [...svg.querySelectorAll('[data-path] text')].filter((t) => t.textContent.trim() && t.getBoundingClientRect().width > 0);
      return {
        whole: shapes.every((r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5),
        windows: texts.filter((t) => /[αβ]=/.test(t.textContent)).length,
        least: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)),
        strip: svg.closest('.tree-panel').querySelector('[data-testid="path-strip"]')?.textContent ?? null,
        viewBox: svg.getAttribute('viewBox'),
      };
    }),
  );
}

test('a 15-leaf tree at 1280×720 is drawn whole and tight: every label at least 12 px, α/β in the path strip, the same drawing at every step', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: FIFTEEN, step: '0' }), { width: 1280, height: 720 });
  // The room is measured after the first render: wait for the tight
  // drawing (the drawing says it is tight; at step 0 the path strip is
  // empty, so it is not shown).
  await until(page, () => document.querySelector('svg.tree')?.dataset.tight === 'true' && document.querySelector('svg.tree [data-path] text'), undefined, () => drawings(page));
  const first = (await drawings(page))[0];
  const viewBoxes = new Set();
  for (let step = 0; step <= 20; step++) {
    if (step > 0) await press(page, 'PageDown');
    await nextFrame(page);
    const [d] = await drawings(page);
    viewBoxes.add(d.viewBox);
    assert.equal(d.whole, true, `step ${step}: the whole tree in sight`);
    assert.equal(d.windows, 0, `step ${step}: no α/β beside the nodes`);
    assert.ok(d.least >= 11.95, `step ${step}: the smallest label is ${d.least.toFixed(1)} px`);
    if (step > 0) assert.match(d.strip ?? '', /α=.*β=/, `step ${step}: α/β in the path strip`);
  }
  assert.equal(first.windows, 0);
  assert.deepEqual([...viewBoxes], [first.viewBox], 'the drawing does not flip between tight and not as the strip shows');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the same tree at 1920×1080 keeps α/β beside its nodes (they read there), with no path strip', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: FIFTEEN, step: '12' }), { width: 1920, height: 1080 });
  await nextFrame(page);
  const [d] = await drawings(page);
  assert.ok(d.windows > 0, 'α/β beside the nodes');
  assert.equal(d.strip, null);
  assert.ok(d.whole && d.least >= 11.95, `whole, the smallest label ${d.least.toFixed(1)} px`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a comparison at 1280×720: both panes whole, every label at least 12 px, alpha-beta\'s α/β in its pane\'s path strip', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: CLASSIC, compare: 'algorithm', step: '14' }), { width: 1280, height: 720 });
  await until(page, () => document.querySelectorAll('[data-testid="path-strip"]').length === 2, undefined, () => drawings(page));
  const panes = await drawings(page);
  assert.equal(panes.length, 2);
  for (const [k, d] of panes.entries()) {
    assert.ok(d.whole, `pane ${k} whole`);
    assert.ok(d.least >= 11.95, `pane ${k}: the smallest label is ${d.least.toFixed(1)} px`);
    assert.equal(d.windows, 0, `pane ${k}: no α/β beside the nodes`);
  }
  assert.match(panes[0].strip ?? '', /A\s*≥ 3\s*α=3 β=∞.*C\s*≤ 2\s*α=3 β=∞/);
  assert.deepEqual(errors, []);
  await page.close();
});
