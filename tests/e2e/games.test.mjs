// Games drive the tree: each game loads from a link, is drawn with its
// positions and moves, steps, and follows the depth and order controls.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { clickDrawn, open, press, sweepInPage, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const link = (params) => '?' + new URLSearchParams(params).toString();
const counter = (page) => page.textContent('[data-testid="step-counter"]');
const rootValue = (page) => page.textContent('[data-testid="root-value"]');
const count = (page, selector) => page.$$eval(selector, (e) => e.length);
const param = (page, key) => new URL(page.url()).searchParams.get(key);

test('tic-tac-toe from a link: X wins by taking the centre, shown with boards and moves', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'tictactoe', state: 'XO.....OX', depth: 'none', step: 'end' }));
  await page.waitForSelector('[data-testid="tree"] .picture.ttt');
  assert.equal(await page.$('[data-testid="notice"]'), null, 'no message');
  assert.equal(await rootValue(page), '1');
  const moves = await page.$$eval('[data-testid="tree"] text.move', (t) => t.map((e) => e.textContent));
  assert.ok(moves.includes('2,2'), moves.join(' '));
  // The best play starts with the centre.
  const best = await page.$$eval('[data-testid="tree"] .edge.pv', (e) => e.length);
  assert.ok(best >= 1);
  // Leaves cannot be edited in a game.
  await page.click('[data-testid="tree"] .node.leaf:not(.stub)');
  assert.equal(await page.$('[data-testid="leaf-input"]'), null);
  assert.deepEqual(errors, []);
});

test('a game tree grows as it is searched: step 0 shows the root alone, no stub before its cutoff (a widget too)', async () => {
  for (const embed of [false, true]) {
    const params = { game: 'tictactoe', state: 'XO.XO.O.X', depth: 'none', algo: 'alphabeta', step: '0' };
    if (embed) params.embed = '1';
    const { page, errors } = await open(env.browser, env.server.url, link(params));
    const drawn = () => page.$$eval('[data-testid="tree"] g.node', (g) => g.map((n) => ({ path: n.dataset.path, stub: n.classList.contains('stub'), state: n.dataset.state })));
    const edges = () => count(page, '[data-testid="tree"] g.edges line.edge');
    assert.deepEqual((await drawn()).map((n) => n.path), [''], 'step 0: the root alone');
    assert.equal(await edges(), 0);
    assert.equal(await page.$('[data-testid="tree"] text.move'), null, 'no move named before it is tried');
    // Each step draws what it reached, and nothing the search has not
    // done (a big tree folds what it has left, so the count may drop).
    let most = 1;
    for (let k = 1; k <= 12; k += 1) {
      await press(page, 'ArrowRight');
      await page.waitForFunction((k) => new RegExp(`^step ${k} of`).test(document.querySelector('[data-testid="step-counter"]').textContent), k);
      const now = await drawn();
      most = Math.max(most, now.length);
      assert.ok(now.every((n) => n.path === '' || n.state !== 'unvisited'), `step ${k}: only reached positions`);
    }
    assert.ok(most > 1, 'the tree grew as the search went down');
    // At the end the searched tree, the stubs of the cut moves with it.
    await press(page, 'End');
    await page.waitForFunction(() => /^step (\d+) of \1$/.test(document.querySelector('[data-testid="step-counter"]').textContent));
    const end = await drawn();
    assert.ok(end.every((n) => n.state !== 'unvisited'), 'the end draws no unreached position');
    assert.ok(end.some((n) => n.stub), 'alpha-beta cut some moves: their stubs are drawn at the end');
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('the coin game with four coins: value 1, taking one, stepping forward and back', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'coins', state: '4' }));
  await page.waitForSelector('[data-testid="tree"] .picture.coins');
  assert.match(await counter(page), /^step 0 of \d+$/);
  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  assert.match(await counter(page), /^step 2 of/);
  await press(page, 'ArrowLeft');
  assert.match(await counter(page), /^step 1 of/);
  await press(page, 'End');
  assert.equal(await rootValue(page), '1');
  assert.equal(await count(page, '[data-testid="tree"] .node.stub'), 1, 'alpha-beta never plays one move');
  assert.match(await page.textContent('[data-testid="pseudocode"]'), /TERMINAL-TEST\(state\) then return UTILITY\(state\)/, 'no depth limit');
  // Minimax plays it: no stub, 12 positions.
  await page.selectOption('[data-testid="algorithm"]', 'minimax');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree"] .node.stub').length === 0);
  assert.equal(await count(page, '[data-testid="tree"] .node'), 12);
  // A node opens to its position at full size, with the moves to it.
  await page.click('[data-testid="tree"] [data-path="0.0"]');
  await page.waitForSelector('[data-testid="position-board"][data-node="0.0"]');
  assert.match(await page.textContent('[data-testid="position-board"] figcaption'), /: 1 → 1$/);
  assert.equal(await count(page, '[data-testid="position-board"] .coin'), 2, 'two coins left');
  assert.deepEqual(errors, []);
});

test('rabbit and wolves at depth 2 at 1280×720: the current node\'s position in sight at every step, and the best play\'s at the end (issue 39)', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '?game=rabbit&depth=2&lang=en&step=0', { width: 1280, height: 720 });
  const total = Number((await page.textContent('[data-testid="step-counter"]')).match(/of (\d+)/)[1]);
  // The drawing's box, and each drawn position (or a leaf's value) of the
  // current node that lies outside it.
  const cut = () => {
    const svg = document.querySelector('svg.tree').getBoundingClientRect();
    const node = document.querySelector('svg.tree g.node.current');
    if (!node) return [];
    // Its position, and its texts that are shown (name, value, α/β).
    const shown = (e) => e.matches('.picture') || (e.textContent.trim() !== '' && e.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
    return [...node.querySelectorAll('.picture, text')]
      .filter(shown)
      .map((e) => e.getBoundingClientRect())
      .filter((b) => b.width > 0 && (b.top < svg.top - 0.5 || b.bottom > svg.bottom + 0.5 || b.left < svg.left - 0.5 || b.right > svg.right + 0.5))
      .map((b) => `${node.dataset.path}: ${b.top.toFixed(0)}–${b.bottom.toFixed(0)} outside ${svg.top.toFixed(0)}–${svg.bottom.toFixed(0)}`);
  };
  // Each step drawn, then two frames: the path strip appearing resizes the
  // drawing, and the view follows in the frame after (a ResizeObserver).
  const settled = () => !document.documentElement.hasAttribute('data-input-pending');
  const seen = await sweepInPage(page, { count: total, next: '[data-testid="step-forward"]', settled, frames: 2, check: cut });
  assert.deepEqual(seen.flat(), [], 'every step: the current node drawn whole');
  // At the end, every position on the best play.
  const best = await page.evaluate(() => {
    const svg = document.querySelector('svg.tree').getBoundingClientRect();
    const boxes = [...document.querySelectorAll('svg.tree g.node.pv .picture')].map((e) => e.getBoundingClientRect());
    return { drawn: boxes.length, cut: boxes.filter((b) => b.bottom > svg.bottom + 0.5 || b.top < svg.top - 0.5).length };
  });
  assert.ok(best.drawn >= 3, `the best play's positions are drawn (${best.drawn})`);
  assert.equal(best.cut, 0, 'the best play\'s positions are in sight at the end');
  assert.deepEqual(errors, []);
});

// At the end a folded game tree's best play is one vertical line under the
// root, so keeping it in sight does not shrink it: Connect Four best first
// zigzagged to 8 px type at 1280×720, tic-tac-toe's 4 px (issue 39).
for (const [what, query, viewport] of [
  ['Connect Four best first, 1280×720', '?game=connect4&depth=3&order=best-first&lang=en&step=end', { width: 1280, height: 720 }],
  ['tic-tac-toe from the empty board in presentation, 1920×1080', '?game=tictactoe&lang=en&step=end&present=1', { width: 1920, height: 1080 }],
]) {
  test(`${what}: at the end the best play is drawn straight down, its labels at least 12 px (issue 39)`, async () => {
    const { page, errors } = await open(env.browser, env.server.url, query, viewport);
    await page.waitForFunction(() => /step (\d+) of \1$/.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? ''));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const line = await page.evaluate(() => {
      const nodes = [document.querySelector('svg.tree g.node[data-path=""]'), ...document.querySelectorAll('svg.tree g.node.pv')];
      const centre = (g) => { const r = g.querySelector('.shape').getBoundingClientRect(); return r.left + r.width / 2; };
      const texts = nodes.flatMap((g) => [...g.querySelectorAll('text')].filter((t) => t.textContent.trim() && t.getClientRects().length));
      return { nodes: nodes.length, xs: nodes.map(centre), least: Math.min(...texts.map((t) => t.getBoundingClientRect().height)) };
    });
    assert.ok(line.nodes >= 4, `the best play is drawn (${line.nodes} nodes)`);
    assert.ok(Math.max(...line.xs) - Math.min(...line.xs) < 1, `one vertical: ${line.xs.map((x) => x.toFixed(0)).join(' ')}`);
    assert.ok(line.least >= 12, `its smallest label is ${line.least.toFixed(1)} px`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('rabbit and wolves: depth limit and move order from the Game panel, in the link', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'rabbit', depth: '2', step: 'end' }));
  await page.waitForSelector('[data-testid="tree"] .picture.rabbit');
  assert.equal(await rootValue(page), '254', 'the wolves keep the rabbit off the top row two plies ahead');
  const frontier2 = await count(page, '[data-testid="tree"] .node.frontier');
  assert.equal(frontier2, 14, 'both rabbit moves, each followed by seven wolf moves, evaluated');
  // H-MINIMAX: the cutoff test, and the evaluation said as such.
  assert.match(await page.textContent('[data-testid="pseudocode"]'), /CUTOFF-TEST\(state, depth\) then return EVAL\(state\)/);
  await press(page, 'Home');
  for (let k = 0; k < 3; k += 1) await press(page, 'ArrowRight');
  // Read once the page has drawn step 3 (a loaded machine may lag a key).
  await page.waitForFunction(() => /^step 3 of/.test(document.querySelector('[data-testid="step-counter"]').textContent));
  assert.match(await page.textContent('[data-testid="explanation"]'), /depth limit: the game is not over/);
  await press(page, 'End');
  // Leaves evaluated in all by alpha-beta (its total, said once the
  // search has ended) at each setting.
  const leaves = async () => {
    if (await page.isEnabled('[data-testid="step-end"]')) await clickDrawn(page, '[data-testid="step-end"]');
    await page.waitForFunction(() => /^step (\d+) of \1$/.test(document.querySelector('[data-testid="step-counter"]').textContent));
    return page.$eval('[data-testid="stat-leaves"] + td', (td) => Number(td.textContent));
  };
  assert.equal(await leaves(), 14);
  await page.selectOption('[data-testid="game-depth"]', '3');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('depth') === '3');
  const given = await leaves();
  assert.ok(given > 14, `${given} leaves evaluated at depth 3`);
  await page.selectOption('[data-testid="game-order"]', 'worst-first');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('order') === 'worst-first');
  const worst = await leaves();
  await page.selectOption('[data-testid="game-order"]', 'best-first');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('order') === 'best-first');
  const best = await leaves();
  assert.ok(best < given && given < worst, `best-first ${best}, given ${given}, worst-first ${worst}`);
  await page.selectOption('[data-testid="game-order"]', 'deepening');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('order') === 'deepening');
  const deepening = await leaves();
  assert.ok(best <= deepening && deepening < given, `iterative deepening ${deepening} between best-first ${best} and given ${given}`);
  assert.deepEqual(errors, []);
});

test('a game chosen in the Game panel replaces the tree, and a bad position says what is wrong', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '');
  await page.selectOption('[data-testid="game-select"]', '1');
  await page.waitForSelector('[data-testid="tree"] .picture.ttt');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('game') === 'tictactoe');
  assert.equal(param(page, 'depth'), '2');
  // Clicking squares sets up a position: X in the centre, then O's move.
  await page.click('[data-testid="board-editor"] [data-square="4"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === '....X....');
  await page.fill('[data-testid="game-state"]', 'XXX');
  await page.press('[data-testid="game-state"]', 'Enter');
  assert.match(await page.textContent('[data-testid="game-state-error"]'), /3 squares/);
  assert.equal(param(page, 'state'), '....X....', 'the game on screen is kept');
  // Back to a typed tree.
  await page.selectOption('[data-testid="game-select"]', '0');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('game') === null);
  assert.equal(await page.$('[data-testid="tree"] .picture'), null);
  assert.deepEqual(errors, []);
});

// Plays a whole game against the computer, the person taking the first
// free square (or, with `pick`, another choice) each turn; returns the
// result the page reports.
async function playOut(page, side, pick = (free) => free[0]) {
  await page.click(`[data-testid="play-${side}"]`);
  await page.waitForSelector('[data-testid="play-board"]');
  for (let turn = 0; turn < 9; turn += 1) {
    // The computer may still be thinking (the board is locked meanwhile):
    // wait for the person's turn or the end.
    await page.waitForFunction(() => document.querySelector('[data-testid="play-status"]')?.getAttribute('data-over') === 'true'
      || document.querySelector('[data-testid="play-board"] .cell:not([disabled])'));
    const status = await page.$('[data-testid="play-status"]');
    if ((await status.getAttribute('data-over')) === 'true') break;
    const free = await page.$$eval('[data-testid="play-board"] .cell:not([disabled])', (c) => c.map((e) => e.dataset.square));
    assert.ok(free.length > 0, 'the person can move while the game is on');
    const before = await page.textContent('[data-testid="play-status"]');
    await page.click(`[data-testid="play-board"] [data-square="${pick(free)}"]`);
    await page.waitForFunction((b) => document.querySelector('[data-testid="play-status"]').textContent !== b, before);
  }
  const status = await page.$('[data-testid="play-status"]');
  assert.equal(await status.getAttribute('data-over'), 'true', 'the game ends');
  return { winner: await status.getAttribute('data-winner'), text: await status.textContent() };
}

test('a whole game of tic-tac-toe against the computer, which never loses; each of its moves shows its search', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'tictactoe', state: '.........', depth: '2' }));
  await page.waitForSelector('[data-testid="play-x"]');
  // The person plays X, always the first free square.
  const asX = await playOut(page, 'x');
  assert.notEqual(asX.winner, 'max', `the computer (O) did not lose: ${asX.text}`);
  // The last search is decided and can be stepped back.
  const steps = await counter(page);
  assert.match(steps, /^step (\d+) of \1$/);
  await press(page, 'ArrowLeft');
  assert.notEqual(await counter(page), steps);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('play') === 'max');
  // The computer plays X from the empty board, and shows its first search.
  await page.click('[data-testid="stop-playing"]');
  await page.waitForSelector('[data-testid="play-o"]');
  await page.click('[data-testid="play-o"]');
  await page.waitForSelector('[data-testid="play-board"] .cell.last');
  assert.match(await page.textContent('[data-testid="play-status"]'), /The computer played 1,1/);
  await page.click('[data-testid="stop-playing"]');
  const asO = await playOut(page, 'o', (free) => free[free.length - 1]);
  assert.notEqual(asO.winner, 'min', `the computer (X) did not lose: ${asO.text}`);
  assert.deepEqual(errors, []);
});

test('the horizon effect: one ply deep O loses the game, one more ply fixes it', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'tictactoe', state: '.........', depth: '2' }));
  await page.click('[data-testid="horizon"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === 'X......OX');
  assert.match(await page.textContent('[data-testid="horizon-note"]'), /plays 1,3/);
  await press(page, 'End');
  // The best play drawn starts with 1,3.
  const firstBest = () => page.$$eval('[data-testid="tree"] .edge.pv', (e) => e.length);
  assert.ok(await firstBest() >= 1);
  const chosen = () => page.$eval('[data-testid="tree"] .edges', (g) => {
    const pv = [...g.querySelectorAll('.edge.pv')];
    return pv.length ? pv[0].closest('g').querySelector('text.move')?.textContent : null;
  });
  assert.equal(await chosen(), '1,3');
  await page.selectOption('[data-testid="game-depth"]', '2');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('depth') === '2');
  assert.match(await page.textContent('[data-testid="horizon-note"]'), /blocks at 2,2/);
  await press(page, 'End');
  assert.equal(await chosen(), '2,2');
  assert.deepEqual(errors, []);
});

test('the node-count table: minimax and alpha-beta leaves by depth, beside b^(m/2) and b^(3m/4)', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'rabbit', depth: '2' }));
  await page.click('[data-testid="count-costs"]');
  await page.waitForSelector('[data-testid="cost-table"]');
  const rows = await page.$$eval('[data-testid="cost-table"] tbody tr', (r) => r.map((tr) => [...tr.children].map((td) => td.textContent)));
  assert.ok(rows.length >= 4, `${rows.length} rows`);
  // Depth 1: the rabbit's two moves; depth 2: then the wolves' seven each (as make bench prints).
  assert.deepEqual(rows[0].slice(0, 3), ['1', '3', '2']);
  assert.deepEqual([rows[1][0], rows[1][2]], ['2', '14']);
  for (const row of rows) assert.ok(Number(row[4]) <= Number(row[2]), `alpha-beta evaluates no more leaves than minimax: ${row}`);
  assert.deepEqual(errors, []);
});

test('a transposition table: positions met again are looked up, marked ≡, and the picture says the tree is a graph', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'tictactoe', state: 'XO..O..X.', depth: 'none', step: 'end' }));
  await page.waitForSelector('[data-testid="tree"] .picture.ttt');
  assert.equal(await page.$('[data-testid="graph-note"]'), null, 'no table, no note');
  const plainNodes = Number(await page.textContent('[data-testid="stat-visited"]'));
  await page.check('[data-testid="game-table"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('table') === 'on');
  await page.waitForSelector('[data-testid="graph-note"]');
  const hits = Number(await page.getAttribute('[data-testid="graph-note"]', 'data-hits'));
  assert.ok(hits > 0, `${hits} hits`);
  assert.match(await page.textContent('[data-testid="graph-note"]'), new RegExp(`^${hits} positions were met again.*graph`));
  // Every hit is drawn as one (≡ and its value), and the few hits each
  // get an arc back to the node searched first.
  // The whole tree drawn, not folded around the current path.
  if ((await page.getAttribute('[data-testid="folding"]', 'aria-pressed')) === 'true') await page.click('[data-testid="folding"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="folding"]').getAttribute('aria-pressed') === 'false');
  assert.equal(await count(page, '[data-testid="tree"] .node.transposition'), hits);
  assert.equal(await count(page, '[data-testid="tree"] path.same-as'), hits);
  const marked = await page.$$eval('[data-testid="tree"] .node.transposition', (n) => n.map((e) => e.textContent));
  assert.ok(marked.every((t) => t.includes('≡')), marked.join(' '));
  // Fewer nodes than without the table, the same root value (1: X wins).
  await press(page, 'End');
  assert.equal(await rootValue(page), '1');
  const tableNodes = Number(await page.textContent('[data-testid="stat-visited"]'));
  assert.ok(tableNodes < plainNodes, `${tableNodes} < ${plainNodes}`);
  // A hit's step is explained as a lookup, naming the node searched first.
  const total = Number((await counter(page)).match(/of (\d+)/)[1]);
  let said = '';
  await press(page, 'Home');
  for (let k = 0; k < total; k += 1) {
    await press(page, 'ArrowRight');
    const e = await page.textContent('[data-testid="explanation"]');
    if (/transposition table/.test(e)) { said = e; break; }
  }
  assert.match(said, /is a position met before, at \S+: the transposition table already holds its exact value/);
  assert.deepEqual(errors, []);
});

test('a big search runs in slices with progress, the page stays live, and the other totals say when they are not counted', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'tictactoe', state: '.........', depth: '2' }));
  await page.waitForSelector('[data-testid="tree"] .picture.ttt');
  await page.evaluate(() => {
    window.seen = 0;
    window.long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.long.push(e.duration); }).observe({ type: 'longtask' });
    new MutationObserver(() => {
      const p = document.querySelector('[data-testid="game-progress"]');
      if (p) window.seen = Math.max(window.seen, Number(p.dataset.positions));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  // Alpha-beta from the empty board to the end: 18,297 positions.
  await page.selectOption('[data-testid="game-depth"]', 'none');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('depth') === 'none');
  await page.waitForFunction(() => !document.querySelector('[data-testid="game-progress"]'));
  const seen = await page.evaluate(() => window.seen);
  assert.ok(seen > 0 && seen < 18297, `progress was shown part-way: ${seen} positions`);
  await press(page, 'End');
  assert.equal(await page.textContent('[data-testid="stat-visited"]'), '18297');
  // Minimax's 549,946 positions are over the count's cap: said, not zeros.
  await page.waitForFunction(() => /over 200000 positions/.test(document.querySelector('[data-testid="stat-other-note"]')?.textContent ?? ''));
  // Long tasks are reported for the record; the suite does not time them.
  console.log(`# longest main-thread task while searching: ${Math.round(Math.max(0, ...(await page.evaluate(() => window.long))))} ms`);
  assert.deepEqual(errors, []);
});

test('the coin game: set up with its editor, then the computer, moving first as MAX from four coins, wins', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'coins', state: '4' }));
  await page.waitForSelector('[data-testid="coins-count"]');
  await page.click('[data-testid="coins-more"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === '5');
  await page.selectOption('[data-testid="coins-to-move"]', 'min');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === '5:min');
  await page.fill('[data-testid="coins-count"]', '4');
  await page.press('[data-testid="coins-count"]', 'Tab');
  await page.selectOption('[data-testid="coins-to-move"]', 'max');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === '4');
  // The person plays MIN; the computer (MAX) moves first and takes one.
  await page.click('[data-testid="play-min"]');
  await page.waitForSelector('[data-testid="play-moves"]');
  assert.match(await page.textContent('[data-testid="play-status"]'), /The computer played 1\./);
  for (let turn = 0; turn < 4; turn += 1) {
    const over = await page.getAttribute('[data-testid="play-status"]', 'data-over');
    if (over === 'true') break;
    const before = await page.textContent('[data-testid="play-status"]');
    await page.click('[data-testid="play-moves"] button.move >> nth=0');
    await page.waitForFunction((b) => document.querySelector('[data-testid="play-status"]').textContent !== b, before);
  }
  assert.equal(await page.getAttribute('[data-testid="play-status"]', 'data-over'), 'true');
  assert.equal(await page.getAttribute('[data-testid="play-status"]', 'data-winner'), 'max', 'MAX, the computer, takes the last coin');
  assert.match(await page.textContent('[data-testid="play-status"]'), /MAX took the last coin/);
  assert.deepEqual(errors, []);
});

test('rabbit and wolves: set up with its board editor, and played against the computer', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'rabbit', depth: '2' }));
  await page.waitForSelector('[data-testid="board-editor"] [data-square="e1"]');
  const square = (i) => (new URL(location.href).searchParams.get('state') ?? '').split(/\s/)[0].replaceAll('/', '')[i];
  await page.waitForFunction(() => new URL(location.href).searchParams.get('state') !== null);
  // A fifth wolf is refused, and the board says why.
  await page.click('[data-testid="board-editor"] [data-square="c3"]');
  assert.match(await page.textContent('[data-testid="board-editor-error"]'), /5 wolves; there are one to four/);
  // A wolf clicked becomes the rabbit (which leaves e1); then c3 takes a
  // wolf, and clicked again, the rabbit.
  await page.click('[data-testid="board-editor"] [data-square="h8"]');
  await page.waitForFunction(`(${square})(7) === 'R'`);
  assert.equal(await page.$('[data-testid="board-editor-error"]'), null);
  await page.click('[data-testid="board-editor"] [data-square="c3"]');
  await page.waitForFunction(`(${square})(8 * 5 + 2) === 'W'`);
  await page.click('[data-testid="board-editor"] [data-square="c3"]');
  await page.waitForFunction(`(${square})(8 * 5 + 2) === 'R'`);
  const board = param(page, 'state').split(/\s/)[0].replaceAll('/', '');
  assert.equal(board[8 * 7 + 4], '.', 'the rabbit left e1');
  assert.equal(board[7], '.', 'and h8');
  assert.equal([...board].filter((c) => c === 'R').length, 1);
  // The wolves to move.
  await page.selectOption('[data-testid="rabbit-to-move"]', 'wolves');
  await page.waitForFunction(() => / w$/.test(new URL(location.href).searchParams.get('state')));
  // Play the rabbit from the start: the person moves first.
  await page.fill('[data-testid="game-state"]', 'start');
  await page.press('[data-testid="game-state"]', 'Enter');
  await page.waitForSelector('[data-testid="board-editor"] [data-square="e1"].rabbit');
  await page.click('[data-testid="play-min"]');
  await page.waitForSelector('[data-testid="play-moves"] button.move');
  const first = await page.$$eval('[data-testid="play-moves"] button.move', (b) => b.map((e) => e.dataset.move));
  assert.deepEqual(first, ['e1-d2', 'e1-f2']);
  await page.click('[data-testid="play-moves"] [data-move="e1-d2"]');
  await page.waitForFunction(() => /The computer played [a-h][1-8]-[a-h][1-8]\./.test(document.querySelector('[data-testid="play-status"]').textContent));
  // The computer's wolf move and the rabbit's next moves from d2.
  const next = await page.$$eval('[data-testid="play-moves"] button.move', (b) => b.map((e) => e.dataset.move));
  assert.ok(next.length > 0 && next.every((m) => m.startsWith('d2-')), next.join(' '));
  await page.waitForFunction(() => new URL(location.href).searchParams.get('play') === 'min');
  assert.deepEqual(errors, []);
});

test('a game cutoff names the moves it prunes; rabbit and wolves says why the wolves win at its depth', async () => {
  // Issue 25: never "_, _, _ are pruned".
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'rabbit', step: '22' }));
  await page.waitForSelector('[data-testid="game-note"]');
  const said = await page.textContent('[data-testid="explanation"]');
  assert.match(said, /so the moves d8-e7, f8-e7, f8-g7 and 2 more are pruned\.$/);
  assert.doesNotMatch(said, /_,/);
  // One sentence on why the evaluation says the wolves win at depth 4.
  assert.match(await page.textContent('[data-testid="game-note"]'), /^Why the wolves “win” at this depth: .*254, the rabbit walled in, although the game is far from over\.$/);
  await page.close();
  const ja = await open(env.browser, env.server.url, link({ game: 'rabbit', step: '22', lang: 'ja' }));
  await ja.page.waitForSelector('[data-testid="game-note"]');
  assert.match(await ja.page.textContent('[data-testid="explanation"]'), /手 d8-e7、f8-e7、f8-g7 ほか 2 個 を枝刈りします。$/);
  assert.match(await ja.page.textContent('[data-testid="game-note"]'), /^この深さでオオカミが「勝つ」理由/);
  await ja.page.close();
  const typed = await open(env.browser, env.server.url);
  assert.equal(await typed.page.$('[data-testid="game-note"]'), null);
  await typed.page.close();
  assert.deepEqual(errors, []);
});

test('the tic-tac-toe position field shows the position typed on the board before it is set, in every language', async () => {
  for (const [lang, words] of [['en', /press Set/], ['tr', /Uygula/], ['ja', /設定/], ['zh', /设置/]]) {
    const { page, errors } = await open(env.browser, env.server.url, link({ game: 'tictactoe', state: 'XO..O..X.', depth: 'none', lang }));
    await page.waitForSelector('[data-testid="board-editor"]');
    const board = () => page.$$eval('[data-testid="board-editor"] .cell', (cells) => cells.map((c) => c.textContent || '.').join(''));
    assert.equal(await board(), 'XO..O..X.');
    assert.equal(await page.getAttribute('[data-testid="board-editor"]', 'data-preview'), 'false');
    // Typed, not set: the board draws it and says it is not searched yet.
    await page.fill('[data-testid="game-state"]', 'XO..O..XX');
    assert.equal(await board(), 'XO..O..XX');
    assert.equal(await page.getAttribute('[data-testid="board-editor"]', 'data-preview'), 'true');
    assert.match(await page.textContent('[data-testid="board-preview"]'), words);
    assert.equal(param(page, 'state'), 'XO..O..X.', 'nothing is searched until Set');
    // A text that is no position keeps the board at the position set.
    await page.fill('[data-testid="game-state"]', 'XO..O..');
    assert.equal(await board(), 'XO..O..X.');
    assert.equal(await page.locator('[data-testid="board-preview"]').count(), 0);
    await page.fill('[data-testid="game-state"]', 'XO..O..XX');
    await page.press('[data-testid="game-state"]', 'Enter');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === 'XO..O..XX');
    assert.equal(await page.getAttribute('[data-testid="board-editor"]', 'data-preview'), 'false');
    assert.equal(await board(), 'XO..O..XX');
    // A typed position left unset goes when the game changes another way.
    await page.fill('[data-testid="game-state"]', 'X........');
    assert.equal(await page.getAttribute('[data-testid="board-editor"]', 'data-preview'), 'true');
    await page.click('[data-testid="undo"]');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === 'XO..O..X.');
    assert.equal(await page.getAttribute('[data-testid="board-editor"]', 'data-preview'), 'false');
    assert.equal(await board(), 'XO..O..X.');
    assert.equal(await page.inputValue('[data-testid="game-state"]'), 'XO..O..X.');
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('Connect Four from the Game menu: a board to drop discs on, the tree three plies deep, and a game against the computer', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '');
  await page.selectOption('[data-testid="game-select"]', '4');
  await page.waitForSelector('[data-testid="tree"] .picture.c4');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('game') === 'connect4');
  assert.equal(param(page, 'depth'), '3');
  assert.match(await page.textContent('[data-testid="game-rules"]'), /Four in a row across, up or diagonally wins/);
  // Dropping discs: column 4 twice, then 5; undo takes the last back.
  for (const col of ['4', '4', '5']) {
    const before = param(page, 'state');
    await page.click(`[data-testid="board-editor"] [data-col="${col}"]:not([disabled])`);
    await page.waitForFunction((b) => new URL(location.href).searchParams.get('state') !== b, before);
  }
  assert.equal(param(page, 'state'), '445');
  assert.equal(await count(page, '[data-testid="board-editor"] .c4.max'), 2);
  assert.equal(await count(page, '[data-testid="board-editor"] .c4.min'), 1);
  await page.click('[data-testid="c4-undo"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === '44');
  // A position typed with a full column says which move and where.
  await page.fill('[data-testid="game-state"]', '4444444');
  await page.press('[data-testid="game-state"]', 'Enter');
  assert.match(await page.textContent('[data-testid="game-state-error"]'), /move 7 \(character 7\) is in column 4, which is full/);
  // Best first is centre first: the root's first edge is column 4.
  await page.fill('[data-testid="game-state"]', '');
  await page.press('[data-testid="game-state"]', 'Enter');
  await page.selectOption('[data-testid="game-order"]', 'best-first');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('order') === 'best-first');
  // (The order menu has the focus, where End picks its last choice.)
  await clickDrawn(page, '[data-testid="step-end"]');
  // The tree grows as it is searched: read it once the end is drawn.
  await page.waitForFunction(() => /^step (\d+) of \1$/.test(document.querySelector('[data-testid="step-counter"]').textContent));
  const moves = await page.$$eval('[data-testid="tree"] text.move', (t) => t.map((e) => e.textContent));
  assert.equal(moves[0], '4', moves.join(' '));
  // Playing: the person's moves are the columns; the computer answers.
  await page.click('[data-testid="play-max"]');
  await page.waitForSelector('[data-testid="play-board"] [data-col="4"]:not([disabled])');
  const before = await page.textContent('[data-testid="play-status"]');
  await page.click('[data-testid="play-board"] [data-col="4"]:not([disabled])');
  // The computer's answer: wait for its disc and the person's turn (the
  // search runs in slices; under load the board is redrawn in between).
  await page.waitForFunction(() => /The computer played [1-7]\./.test(document.querySelector('[data-testid="play-status"]').textContent)
    && document.querySelectorAll('[data-testid="play-board"] .c4.min').length === 1
    && document.querySelector('[data-testid="play-board"] .c4:not([disabled])'));
  assert.equal(await count(page, '[data-testid="play-board"] .c4.max'), 1);
  assert.equal(await count(page, '[data-testid="play-board"] .c4.min'), 1);
  assert.equal(await count(page, '[data-testid="play-board"] .c4.min.last'), 1, "the computer's disc is outlined");
  assert.deepEqual(errors, []);
});

test('Nim: piles from the editor, the nim-sum as the known answer in four languages, and the search agrees', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '');
  await page.selectOption('[data-testid="game-select"]', '5');
  await page.waitForSelector('[data-testid="tree"] .picture.nim');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('game') === 'nim');
  assert.equal(param(page, 'state'), '3,4,5');
  assert.equal(param(page, 'table'), 'on', 'searched with the transposition table');
  assert.match(await page.textContent('[data-testid="known-answer"]'), /nim-sum 3 ⊕ 4 ⊕ 5 = 2, not 0: MAX, to move, wins by leaving a nim-sum of 0: 1:2/);
  await press(page, 'End');
  assert.equal(await rootValue(page), '1');
  // Two fewer on the first pile: 1 ⊕ 4 ⊕ 5 = 0, MAX loses.
  for (const state of ['2,4,5', '1,4,5']) {
    await page.click('[data-testid="nim-pile-1"] button[aria-label="−1"]');
    await page.waitForFunction((s) => new URL(location.href).searchParams.get('state') === s, state);
  }
  assert.match(await page.textContent('[data-testid="known-answer"]'), /nim-sum 1 ⊕ 4 ⊕ 5 = 0: MAX, to move, loses against best play/);
  await press(page, 'End');
  assert.equal(await rootValue(page), '-1');
  await page.click('[data-testid="nim-add"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === '1,4,5,1');
  for (const [lang, says] of [['tr', /nim toplamı 1 ⊕ 4 ⊕ 5 ⊕ 1 = 1/], ['ja', /ニム和 1 ⊕ 4 ⊕ 5 ⊕ 1 = 1/], ['zh', /尼姆和 1 ⊕ 4 ⊕ 5 ⊕ 1 = 1/]]) {
    const other = await open(env.browser, env.server.url, link({ game: 'nim', state: '1,4,5,1', lang }));
    await other.page.waitForSelector('[data-testid="known-answer"]');
    assert.match(await other.page.textContent('[data-testid="known-answer"]'), says, lang);
    assert.ok((await other.page.textContent('[data-testid="game-rules"]')).length > 40, lang);
    assert.deepEqual(other.errors, [], lang);
    await other.page.close();
  }
  assert.deepEqual(errors, []);
});

// A game in a small slide frame: the drawing's tools share the top row with
// the path strip (they floated over it), the strip keeps one line, and the
// current node (the root at step 0) is drawn inside the drawing, clear of
// the tools (issue 39: at 480×300 the strip took four lines and hid the node).
for (const [query, viewport] of [
  ['?game=tictactoe&step=30&embed=1&lang=en', { width: 480, height: 300 }],
  ['?game=tictactoe&step=0&embed=1&lang=en', { width: 480, height: 300 }],
  ['?game=connect4&step=30&embed=1&lang=en', { width: 640, height: 360 }],
  ['?game=connect4&step=0&embed=1&lang=en', { width: 640, height: 360 }],
]) {
  test(`a game in a ${viewport.width}×${viewport.height} frame (${query}): tools, path strip and current node apart (issue 39)`, async () => {
    const { page, errors } = await open(env.browser, env.server.url, query, viewport);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const out = await page.evaluate(() => {
      const box = (e) => e && e.getBoundingClientRect();
      const meet = (a, b) => !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const tools = box(document.querySelector('.tree-tools'));
      const strip = box(document.querySelector('.path-strip'));
      const svg = box(document.querySelector('svg.tree'));
      const node = document.querySelector('svg.tree g.node.current') ?? document.querySelector('svg.tree g.node[data-path=""]');
      const parts = [...node.querySelectorAll('.shape, text.label, .picture')].map(box).filter((r) => r.width > 0);
      return {
        toolsOnStrip: meet(tools, strip),
        stripHeight: strip ? strip.height : 0,
        outside: parts.filter((r) => r.top < svg.top - 0.5 || r.bottom > svg.bottom + 0.5 || r.left < svg.left - 0.5 || r.right > svg.right + 0.5).length,
        underTools: parts.filter((r) => meet(r, tools)).length,
        sideways: document.documentElement.scrollWidth - innerWidth,
      };
    });
    assert.equal(out.toolsOnStrip, false, 'the tools are clear of the path strip');
    assert.ok(out.stripHeight < 40, `the strip is one line (${out.stripHeight} px)`);
    assert.equal(out.outside, 0, 'the current node is drawn inside the drawing');
    assert.equal(out.underTools, 0, 'and clear of the tools');
    assert.ok(out.sideways <= 0, `nothing scrolls sideways (${out.sideways} px)`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
