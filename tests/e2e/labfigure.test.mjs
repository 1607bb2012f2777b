// The labs' one figure (crates/engine/src/drawing/mod.rs, drawn by
// crates/extras/src/figure.rs) at every size a lab is used at: the MCTS
// lab at each phase of iterations 1–12 and after +100, the null-window lab
// at every step of each algorithm. At each state every text in the
// drawing is at least 12 px, meets no other text, no other node's shape
// and no edge; the drawing is inside its frame or its frame scrolls with
// the node of the step in sight; nothing of the lab runs off the page.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, useBrowser, nextFrame, PAGE_GEOMETRY, sweepInPage } from './harness.mjs';

const env = useBrowser(before, after);
const link = (params) => '?' + new URLSearchParams(params).toString();

/** Page-side (self-contained): what is wrong with the lab drawing `sel`
 * now, as readable strings. */
function figureInPage([sel, least, geometry]) {
    const { hit, crosses } = new Function(geometry)();
    const found = [];
    const root = document.querySelector(sel);
    if (!root) return [`no ${sel}`];
    const m = root.getScreenCTM();
    const scale = Math.hypot(m.a, m.b);
    const box = (el) => el.getBoundingClientRect();
    const texts = [];
    const shapes = [];
    for (const g of root.querySelectorAll('g.lab-node')) {
      const n = g.dataset.index;
      for (const t of g.querySelectorAll('text')) {
        if (!t.textContent.trim()) continue;
        const px = parseFloat(getComputedStyle(t).fontSize) * scale;
        if (px < least - 0.01) found.push(`${n} "${t.textContent}" at ${px.toFixed(1)} px`);
        // The text inside a node's own shape belongs there.
        texts.push({ n, what: `${n}:"${t.textContent.trim()}"`, r: box(t), inside: t.classList.contains('lab-inside') });
      }
      const s = g.querySelector('.shape');
      if (s) shapes.push({ n, r: box(s) });
    }
    // Every edge's segments on screen (a polyline: down, across, down).
    const edges = [...root.querySelectorAll('polyline.lab-edge')].flatMap((line) => {
      const c = line.getScreenCTM();
      const at = ({ x, y }) => ({ x: c.a * x + c.c * y + c.e, y: c.b * x + c.d * y + c.f });
      const pts = [...line.points].map(at);
      return pts.slice(1).map((b, k) => ({ a: pts[k], b, child: line.dataset.child }));
    });
    if (edges.length === 0 && root.querySelectorAll('g.lab-node').length > 1) found.push('no edges drawn');
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) if (hit(texts[i].r, texts[j].r, 0.5)) found.push(`${texts[i].what} × ${texts[j].what}`);
      for (const s of shapes) if (s.n !== texts[i].n && hit(texts[i].r, s.r, 0.5)) found.push(`${texts[i].what} × shape ${s.n}`);
      for (const e of edges) if (crosses(e, texts[i].r, 1)) found.push(`${texts[i].what} × edge to ${e.child}`);
    }
    for (const s of shapes) for (const e of edges) if (crosses(e, s.r, 2)) found.push(`shape ${s.n} × edge to ${e.child}`);
    // Inside its frame, or the frame scrolls and the node of the step
    // (else the root) is in sight.
    const frame = root.closest('.lab-figure-frame');
    const f = box(frame);
    // The node the figure keeps in sight: the step's (the iteration's path's end).
    const focus = root.querySelector(`g.lab-node[data-index="${root.dataset.focus}"]`);
    if (!focus) found.push(`no focus node ${root.dataset.focus}`);
    const current = root.querySelector('g.lab-node.current');
    if (current && current !== focus) found.push(`the figure keeps ${root.dataset.focus} in sight, not the step's node ${current.dataset.index}`);
    const fits = box(root).width <= f.width + 1;
    if (!fits && frame.scrollWidth <= frame.clientWidth) found.push('wider than its frame, which does not scroll');
    // Scrolled past the root, the path strip names the path over the
    // frame, in the figure's least type, clear of the node of the step;
    // with the root in sight, no strip.
    const strip = frame.querySelector('.lab-path-line');
    const rootShape = root.querySelector('g.lab-node[data-index="0"] .shape');
    const rootBottom = rootShape ? box(rootShape).bottom : Infinity;
    if (rootBottom < f.top - 2 && !strip) found.push('scrolled past the root, and no path strip');
    if (rootBottom > f.top + 2 && strip) found.push('a path strip though the root is in sight');
    if (strip) {
      const px = parseFloat(getComputedStyle(strip).fontSize);
      if (px < least - 0.05) found.push(`the path strip at ${px.toFixed(1)} px`);
      if (focus && hit(box(strip), box(focus.querySelector('.shape')), 0.5)) found.push('the path strip covers the node of the step');
      const names = [...strip.querySelectorAll('.lab-path-node')].length;
      if (names < 2) found.push(`the path strip names ${names} nodes`);
    }
    if (focus) {
      const r = box(focus.querySelector('.shape'));
      if (r.left < f.left - 1 || r.right > f.right + 1 || r.top < f.top - 1 || r.bottom > f.bottom + 1) found.push(`node ${focus.dataset.index} out of sight`);
    }
    // The page itself never scrolls sideways.
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    return found;
}

/** What is wrong with the lab drawing `svg` now, as readable strings. */
function figureProblems(page, svg, least) {
  return page.evaluate(figureInPage, [svg, least, PAGE_GEOMETRY]);
}

/** On a desktop window a lab is one screen: its drawing whole in its
 * frame (this tree can be drawn whole at the least type), the frame, the
 * explanation and the listing's current line inside the window, and the
 * page not scrolled to get there. */
function screenInPage([sel, acrossOnly]) {
    const found = [];
    const root = document.querySelector(sel);
    const frame = root.closest('.lab-figure-frame');
    const inWindow = (el, what) => {
      if (!el) return;
      const r = el.getBoundingClientRect();
      if (r.top < -1 || r.bottom > innerHeight + 1 || r.left < -1 || r.right > innerWidth + 1) found.push(`${what} is out of the window (${Math.round(r.top)}…${Math.round(r.bottom)} of ${innerHeight})`);
    };
    if (scrollY > 0) found.push(`the page is scrolled by ${scrollY}`);
    if ((!acrossOnly && frame.scrollHeight > frame.clientHeight + 1) || frame.scrollWidth > frame.clientWidth + 1) found.push(`the drawing (${frame.scrollWidth}×${frame.scrollHeight}) does not fit its frame (${frame.clientWidth}×${frame.clientHeight})`);
    inWindow(frame, 'the drawing');
    inWindow(document.querySelector('.mcts-explanation'), 'the explanation');
    inWindow(document.querySelector('.mcts-pseudocode .line.current'), 'the current line');
    return found;
}

/** Page-side (self-contained): the null-window lab's problems at step `k`
 * (only every `every`th step and the last are looked at): the figure's,
 * a node the sentence names that the drawing does not (issue 39.4) and,
 * on a desktop, the screen's. */
function windowStepInPage([figureSrc, screenSrc, sel, least, geometry, desktop, every, steps], k) {
  if (k % every !== 0 && k !== steps) return [];
  const [figure, screen] = [figureSrc, screenSrc].map((src) => new Function(`return (${src})`)());
  const found = figure([sel, least, geometry]);
  const said = document.querySelector('[data-testid="window-explanation"]')?.textContent ?? '';
  const drawn = new Set([...document.querySelectorAll(`${sel} text`)].map((t) => t.textContent.trim()));
  for (const name of new Set(said.match(/\b(?:[A-D]|[B-D][1-3])\b/g) ?? [])) if (!drawn.has(name)) found.push(`the sentence names ${name}, the drawing does not`);
  if (desktop) found.push(...screen([sel, false]));
  return found;
}

/** Page-side (self-contained): the MCTS lab's figure now, as where each
 * node is (`now`), and its problems (the figure's and, on a desktop, the
 * screen's). */
function mctsStateInPage([figureSrc, screenSrc, sel, least, geometry, desktop]) {
  const [figure, screen] = [figureSrc, screenSrc].map((src) => new Function(`return (${src})`)());
  const svg = document.querySelector(sel);
  const now = [svg.getAttribute('viewBox'), ...[...svg.querySelectorAll('g.lab-node')].map((g) => {
    const b = g.querySelector('.shape').getBBox();
    return `${g.dataset.index}@${b.x.toFixed(1)},${b.y.toFixed(1)}`;
  })].join(' ');
  const found = figure([sel, least, geometry]);
  if (desktop) found.push(...screen([sel, false]));
  return { now, found };
}

const SIZES = [
  { name: 'laptop', viewport: { width: 1280, height: 720 }, desktop: true },
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'wide', viewport: { width: 1366, height: 768 }, desktop: true },
  { name: 'projector', viewport: { width: 1920, height: 1080 }, present: true, least: 16.8, desktop: true },
  { name: 'small projector', viewport: { width: 1280, height: 720 }, present: true, least: 14.4, desktop: true },
];

async function waitParam(page, key, value) {
  await page.waitForFunction(([k, v]) => new URL(location.href).searchParams.get(k) === v, [key, String(value)]);
  await nextFrame(page);
}

for (const size of SIZES) {
  test(`the MCTS lab's tree at every phase of iterations 1–12 and after +100 (${size.name})`, async () => {
    const params = { tree: '<3,5,10>,<2,12,14>,<2,7,3>', mode: 'mcts', mcts_seed: '1', iterations: '1', phase: '1' };
    if (size.present) params.present = '1';
    const { page, errors } = await open(env.browser, env.server.url, link(params), size.viewport, 'en-US', '[data-testid="mcts-tree"]');
    const problems = [];
    // Iterations 1–12, each phase (state k is iteration k / 4 + 1, phase
    // k % 4 + 1), stepped in the page; from a backpropagation the next
    // phase is the next iteration's selection.
    const seen = await sweepInPage(page, {
      count: 47,
      next: '[data-testid="mcts-next-phase"]',
      settled: (k) => {
        const panel = document.querySelector('[data-testid="mcts-panel"]');
        return panel?.dataset.iterations === String(Math.floor(k / 4) + 1) && panel?.dataset.phase === String((k % 4) + 1);
      },
      frames: 2,
      check: mctsStateInPage,
      arg: [figureInPage.toString(), screenInPage.toString(), '[data-testid="mcts-tree"]', size.least ?? 12, PAGE_GEOMETRY, Boolean(size.desktop)],
    });
    let placed = null;
    for (const [k, { now, found }] of seen.entries()) {
      const [it, phase] = [Math.floor(k / 4) + 1, (k % 4) + 1];
      // From expansion on, the iteration's nodes stay put as its phases
      // are stepped: each phase's lines keep their room in the others.
      if (phase > 2 && now !== placed) problems.push(`iteration ${it} phase ${phase}: the tree moved (${placed} → ${now})`);
      placed = now;
      for (const p of found) problems.push(`iteration ${it} phase ${phase}: ${p}`);
    }
    assert.equal(await page.getAttribute('[data-testid="mcts-panel"]', 'data-iterations'), '12');
    await page.click('[data-testid="mcts-100"]');
    await waitParam(page, 'iterations', 112);
    for (const p of await figureProblems(page, '[data-testid="mcts-tree"]', size.least ?? 12)) problems.push(`+100: ${p}`);
    // The plot's ticks: at least 12 px, inside the plot.
    const ticks = await page.$$eval('[data-testid="mcts-plot"] .mc-tick', (ts) => ts.map((t) => {
      const svg = t.ownerSVGElement;
      const px = parseFloat(getComputedStyle(t).fontSize) * svg.getScreenCTM().a;
      const [r, p] = [t.getBoundingClientRect(), svg.getBoundingClientRect()];
      return { text: t.textContent, px, inside: r.left >= p.left - 0.5 && r.right <= p.right + 0.5 && r.top >= p.top - 0.5 && r.bottom <= p.bottom + 0.5 };
    }));
    assert.ok(ticks.length >= 5, 'the plot has its ticks');
    for (const t of ticks) {
      if (t.px < 12 - 0.01) problems.push(`the plot's tick "${t.text}" is ${t.px.toFixed(1)} px`);
      if (!t.inside) problems.push(`the plot's tick "${t.text}" leaves the plot`);
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`the null-window lab's tree at every step of each algorithm (${size.name})`, async () => {
    const problems = [];
    for (const algo of ['negamax', 'pvs', 'aspiration', 'mtdf', 'pns']) {
      const params = { tree: '<3,5,10>,<6,7,8>,<2,7,3>', mode: 'window', window: algo, wstep: '0' };
      if (size.present) params.present = '1';
      const { page, errors } = await open(env.browser, env.server.url, link(params), size.viewport, 'en-US', '[data-testid="window-tree"]');
      const steps = Number(await page.getAttribute('[data-testid="window-panel"]', 'data-steps'));
      assert.ok(steps > 0, `${algo} has steps`);
      // Every step on the laptop and the phone; every third elsewhere.
      const every = size.name === 'laptop' || size.name === 'phone' ? 1 : 3;
      const seen = await sweepInPage(page, {
        count: steps,
        next: '[data-testid="window-next"]',
        settled: (k) => document.querySelector('[data-testid="window-panel"]')?.dataset.step === String(k),
        frames: 2,
        check: windowStepInPage,
        arg: [figureInPage.toString(), screenInPage.toString(), '[data-testid="window-tree"]', size.least ?? 12, PAGE_GEOMETRY, Boolean(size.desktop), every, steps],
      });
      for (const [k, found] of seen.entries()) for (const p of found) problems.push(`${algo} step ${k}: ${p}`);
      assert.equal(await page.getAttribute('[data-testid="window-panel"]', 'data-step'), String(steps), `${algo} reached its last step`);
      assert.deepEqual(errors, [], algo);
      await page.close();
    }
    assert.deepEqual(problems, []);
  });
}

test('a tree too wide for its frame is folded around the node of the step: labels clear and readable, what is folded counted; the MCTS lab on it stays clear (issue 39)', async () => {
  const exam = '<<3,12,8>,<2,4,6>,<14,5,2>>,<<5,1,9>,<7,3,4>,<2,8,6>>,<<1,11,3>,<6,9,2>,<4,7,5>>';
  const problems = [];
  let strips = 0;
  for (const size of SIZES.filter((s) => s.name !== 'projector')) {
    const base = { tree: exam, ...(size.present ? { present: '1' } : {}) };
    // The null-window lab, every eighth step of PVS: folded, it fits across
    // its frame; a path deeper than the frame scrolls down with the node of
    // the step in sight (figureProblems).
    const w = await open(env.browser, env.server.url, link({ ...base, mode: 'window', window: 'pvs', wstep: '0' }), size.viewport, 'en-US', '[data-testid="window-tree"]');
    const steps = Number(await w.page.getAttribute('[data-testid="window-panel"]', 'data-steps'));
    // Stepped in the page; every eighth step looked at.
    const seen = await sweepInPage(w.page, {
      count: steps,
      next: '[data-testid="window-next"]',
      settled: (k) => document.querySelector('[data-testid="window-panel"]')?.dataset.step === String(k),
      frames: 2,
      check: ([figureSrc, screenSrc, sel, least, geometry, desktop], k) => {
        if (k % 8 !== 0) return null;
        const [figure, screen] = [figureSrc, screenSrc].map((src) => new Function(`return (${src})`)());
        const found = figure([sel, least, geometry]);
        if (desktop) found.push(...screen([sel, true]));
        const tree = document.querySelector(sel);
        // A folded subtree's "+N" or a cut row's run of "+k" moves, each
        // explained by the key under the figure exactly when it is drawn
        // (a "+3" under a value reads as a value otherwise).
        const key = document.querySelector(`${sel}-key`.replace('"]-key', '-key"]'));
        const shows = (what) => Boolean(key?.querySelector(`[data-key="${what}"]`)?.textContent.includes('+'));
        const hasCount = tree.querySelector('.lab-count') !== null;
        const hasRun = tree.querySelector('.lab-node.lab-more') !== null;
        if (shows('count') !== hasCount) found.push(`count key ${shows('count')} with counts drawn ${hasCount}`);
        if (shows('run') !== hasRun) found.push(`run key ${shows('run')} with runs drawn ${hasRun}`);
        return { found, folded: tree.dataset.folded === 'true', counts: tree.querySelectorAll('.lab-count, .lab-more').length };
      },
      arg: [figureInPage.toString(), screenInPage.toString(), '[data-testid="window-tree"]', size.least ?? 12, PAGE_GEOMETRY, Boolean(size.desktop)],
    });
    let folded = 0;
    for (const [k, look] of seen.entries()) {
      if (!look) continue;
      for (const p of look.found) problems.push(`${size.name} pvs step ${k}: ${p}`);
      if (look.folded) {
        folded += 1;
        // What is folded says how many nodes it holds.
        assert.ok(look.counts > 0, `${size.name} step ${k}: counts`);
      }
    }
    assert.ok(folded > 0, `${size.name}: the 27-leaf tree is folded in the null-window lab`);
    assert.deepEqual(w.errors, []);
    await w.page.close();
    // The MCTS lab once most of the tree is grown, each phase (it draws the
    // nodes it has expanded, the rest of a node's children as "+k", so
    // it stays narrow; deeper than its frame it scrolls, the node of the
    // phase in sight, which figureProblems checks).
    const m = await open(env.browser, env.server.url, link({ ...base, mode: 'mcts', mcts_seed: '1', iterations: '300', phase: '1' }), size.viewport, 'en-US', '[data-testid="mcts-tree"]');
    for (let phase = 1; phase <= 4; phase += 1) {
      await m.page.waitForSelector(`[data-testid="mcts-panel"][data-phase="${phase}"]`);
      await nextFrame(m.page);
      if (await m.page.$('[data-testid="mcts-tree-path"]')) strips += 1;
      for (const p of await figureProblems(m.page, '[data-testid="mcts-tree"]', size.least ?? 12)) problems.push(`${size.name} mcts phase ${phase}: ${p}`);
      if (phase < 4) await m.page.click('[data-testid="mcts-next-phase"]');
    }
    assert.deepEqual(m.errors, []);
    await m.page.close();
  }
  assert.deepEqual(problems, []);
  // The 300-iteration tree is deeper than the frame somewhere: its path
  // strip was seen (and checked by figureProblems).
  assert.ok(strips > 0, 'a path strip over a drawing scrolled past its root');
});

test('tic-tac-toe in the MCTS lab and in proof-number search: labels clear on a phone', async () => {
  const problems = [];
  const ttt = await open(env.browser, env.server.url, link({ game: 'tictactoe', state: 'XO.XO....', mode: 'mcts', iterations: '40', phase: '3' }), { width: 390, height: 844 }, 'en-US', '[data-testid="mcts-tree"]');
  for (const p of await figureProblems(ttt.page, '[data-testid="mcts-tree"]', 12)) problems.push(`tic-tac-toe: ${p}`);
  await ttt.page.close();
  const pns = await open(env.browser, env.server.url, link({ game: 'tictactoe', state: 'XO.XO....', mode: 'window', window: 'pns', wstep: '4' }), { width: 390, height: 844 }, 'en-US', '[data-testid="window-tree"]');
  for (const p of await figureProblems(pns.page, '[data-testid="window-tree"]', 12)) problems.push(`pns: ${p}`);
  await pns.page.close();
  assert.deepEqual(problems, []);
});

test("tic-tac-toe from the empty board: the root's nine moves, too wide for the frame at the least type, are cut to the path's move and runs of '+k', at every size and phase; the frame never scrolls sideways (issue 39)", async () => {
  const problems = [];
  for (const size of SIZES) {
    let cut = 0;
    const query = link({ game: 'tictactoe', lang: 'en', mode: 'mcts', iterations: '30', phase: '1', ...(size.present ? { present: '1' } : {}) });
    const { page, errors } = await open(env.browser, env.server.url, query, size.viewport, 'en-US', '[data-testid="mcts-tree"]');
    for (let phase = 1; phase <= 4; phase += 1) {
      await page.waitForSelector(`[data-testid="mcts-panel"][data-phase="${phase}"]`);
      await nextFrame(page);
      const where = `${size.name} phase ${phase}`;
      for (const p of await figureProblems(page, '[data-testid="mcts-tree"]', size.least ?? 12)) problems.push(`${where}: ${p}`);
      const look = await page.evaluate(() => {
        const frame = document.querySelector('[data-testid="mcts-tree"]').closest('.lab-figure-frame');
        const runs = [...frame.querySelectorAll('g.lab-node.lab-more .lab-inside')].map((t) => t.textContent);
        return { sideways: frame.scrollWidth - frame.clientWidth, runs };
      });
      if (look.sideways > 1) problems.push(`${where}: the frame scrolls ${look.sideways} px sideways`);
      if (look.runs.length > 0) cut += 1;
      for (const r of look.runs) if (!/^\+[1-9]\d*$/.test(r)) problems.push(`${where}: a run says "${r}"`);
      if (phase < 4) await page.click('[data-testid="mcts-next-phase"]');
    }
    // Its rows are cut at some phase (the root's nine moves do not fit
    // any of these frames at the least type once the phase's labels are on).
    if (cut === 0) problems.push(`${size.name}: no row cut at any phase`);
    assert.deepEqual(errors, []);
    await page.close();
  }
  assert.deepEqual(problems, []);
});
