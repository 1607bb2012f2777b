// The deepest tree the notation allows (10,000 levels: a chain with a fork
// at the bottom) through the stepper and every lab of the page. The page's
// WebAssembly stack is 1 MiB: a search, replay, layout or lab that recursed
// once per level would overflow it and kill the page.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { clickDrawn, open, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const CHAIN = '<'.repeat(9_998) + '3,<1,2>' + '>'.repeat(9_998);
// After `#`, as the page writes a long link (no server takes a 60 KB
// request line).
const link = (params) => '#' + new URLSearchParams({ tree: CHAIN, ...params }).toString();
// A parameter of the page's own link, before or after `#`.
const where = () => {
  const u = new URL(location.href);
  return (key) => u.searchParams.get(key) ?? new URLSearchParams(u.hash.slice(1)).get(key);
};
const param = (page, key) => page.evaluate(([w, k]) => new Function(`return (${w})()`)()(k), [where.toString(), key]);

for (const algo of ['alphabeta', 'minimax']) {
  test(`the stepper steps ${algo} through a 10,000-level chain to its end`, async () => {
    // Too deep to draw (the page says so and steps it all the same).
    const { page, errors } = await open(env.browser, env.server.url, link({ algo }), undefined, 'en-US', '[data-testid="step-counter"]');
    const counter = () => page.textContent('[data-testid="step-counter"]');
    assert.match(await counter(), /^step 0 of \d+$/);
    await clickDrawn(page, '[data-testid="step-end"]');
    await page.waitForFunction(() => {
      const m = document.querySelector('[data-testid="step-counter"]')?.textContent.match(/^step (\d+) of (\d+)$/);
      return m && m[1] === m[2] && Number(m[2]) > 20_000;
    });
    assert.match(await page.textContent('[data-testid="root-value"]'), /^\d+$/);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// Aspiration from a window that holds the value (one pass: 10,002 nodes,
// within the lab's 20,000).
for (const [window, extra] of [['negamax', {}], ['pvs', {}], ['aspiration', { guess: '2', delta: '5' }], ['pns', {}]]) {
  test(`the null-window lab runs ${window} on a 10,000-level chain and goes to its last step`, async () => {
    const PANEL = '[data-testid="window-panel"]';
    const { page, errors } = await open(env.browser, env.server.url, link({ mode: 'window', window, ...extra }), undefined, 'en-US', PANEL);
    assert.equal(await page.$('[data-testid="window-refused"]'), null, 'the search is not refused');
    await page.click('[data-testid="window-last"]');
    await page.waitForFunction((w) => Number(new Function(`return (${w})()`)()('wstep')) > 1_000, where.toString());
    assert.ok(Number(await param(page, 'wstep')) > 1_000, 'every level entered');
    // The figure at the last step: the node of the step drawn, and a path
    // deeper than a frame can show cut in the middle into one "+k" run
    // (proof-number search ends at the chain's bottom; the others at the
    // root), so the drawing stays small.
    const figure = await page.evaluate(() => {
      const svg = document.querySelector('[data-testid="window-tree"]');
      return {
        nodes: svg.querySelectorAll('g.lab-node').length,
        focus: svg.querySelector(`g.lab-node[data-index="${svg.dataset.focus}"]`) !== null,
        runs: [...svg.querySelectorAll('g.lab-node.lab-more')].map((g) => g.textContent.trim()),
      };
    });
    assert.ok(figure.focus, 'the node of the step is drawn');
    assert.ok(figure.nodes < 600, `${figure.nodes} nodes drawn`);
    if (window === 'pns') assert.ok(figure.runs.some((r) => /^\+\d{4,}$/.test(r)), `the levels left out are one run: ${figure.runs}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('MTD(f) on a 10,000-level chain: two passes pass the lab\'s 20,000 nodes, and the lab says so', async () => {
  const PANEL = '[data-testid="window-panel"]';
  const { page, errors } = await open(env.browser, env.server.url, link({ mode: 'window', window: 'mtdf' }), undefined, 'en-US', PANEL);
  assert.match(await page.textContent('[data-testid="window-refused"]'), /More than 20000 nodes/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the MCTS lab plays out a 10,000-level chain and shows its exact value', async () => {
  const PANEL = '[data-testid="mcts-panel"]';
  const { page, errors } = await open(env.browser, env.server.url, link({ mode: 'mcts', iterations: '30', phase: '4', exact: '1' }), undefined, 'en-US', PANEL);
  await page.waitForFunction(() => /Iteration 30\b/.test(document.querySelector('[data-testid="mcts-status"]')?.textContent ?? ''));
  assert.equal(await page.$('[data-testid="mcts-unsearchable"]'), null);
  // The root's one move, with its exact minimax value beside MCTS's figures.
  const exact = await page.$$eval('[data-testid="mcts-children"] td[data-col="exact"]', (tds) => tds.map((td) => td.textContent));
  assert.equal(exact.length, 1);
  assert.match(exact[0], /^[123]$/);
  assert.deepEqual(errors, []);
  await page.close();
});
