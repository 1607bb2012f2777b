// The null-window lab: opened from the page, stepped one recorded step at a
// time with the listing's line and the engine's sentence for each, kept in
// the link (reload, End brought back to the last step), the counts of every
// search of the family beside alpha-beta, proof-number search on a game,
// and the game panel's learnt move orders and quiescence.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, press as pressKey, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const PANEL = '[data-testid="window-panel"]';
const link = (params) => '?' + new URLSearchParams(params).toString();
const param = (page, key) => new URL(page.url()).searchParams.get(key);
const status = (page) => page.textContent('[data-testid="window-status"]');
const explanation = (page) => page.textContent('[data-testid="window-explanation"]');
const currentLine = (page) => page.$eval('[data-testid="window-pseudocode"] .line.current', (l) => Number(l.dataset.line));
const node = (page, name) => page.$eval(`[data-testid="window-tree"] [data-node="${name}"]`, (g) => ({
  cls: g.getAttribute('class'), value: g.dataset.value, window: g.dataset.window, extra: g.dataset.extra,
}));
const counts = (page) => page.$$eval('[data-testid="window-counts"] tbody tr', (trs) => Object.fromEntries(trs.map((tr) => [
  tr.dataset.algo, Object.fromEntries([...tr.querySelectorAll('td')].map((td) => [td.dataset.col, td.textContent])),
])));

/** Clicks a control and waits for the link to say `key=value`. */
async function press(page, testid, key, value) {
  await page.click(`[data-testid="${testid}"]`);
  await page.waitForFunction(([k, v]) => new URL(location.href).searchParams.get(k) === v, [key, String(value)]);
}

test('PVS on the classic example, step by step: the listing\'s line, the sentence, the windows and the cut leaves', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '');
  await page.click('[data-testid="window-toggle"]');
  await page.waitForSelector(PANEL);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('mode') === 'window');
  assert.equal(await page.$('[data-testid="step-log"]'), null, 'the stepper\'s own panels make way');
  assert.match(await status(page), /Step 0 of 40/);
  // Step 0 gives nothing away: each search's cost is there, its value not
  // (issue 39.3).
  const before = await counts(page);
  assert.deepEqual(Object.values(before).map((r) => r.value), Object.keys(before).map(() => '?'));
  assert.equal(before['Alpha-beta'].leaves, '5');
  assert.match(await page.textContent('[data-testid="window-convention"]'), /Null windows test by ≥ only/);
  await press(page, 'window-next', 'wstep', 1);
  assert.match(await explanation(page), /Search the root with the whole window \(α, β\) = \(−∞, ∞\)\./);
  // The scout of B2: a null window, one step wide, from the line that
  // calls it (score ← −PVS(child, −α−1, −α)).
  for (let k = 2; k <= 9; k += 1) await press(page, 'window-next', 'wstep', k);
  assert.match(await explanation(page), /Scout B2 with the null window \(2, 3\)/);
  assert.equal(await currentLine(page), 7);
  assert.match(await page.textContent('[data-testid="window-pseudocode"] .line.current'), /−PVS\(child, −α−1, −α\)/);
  assert.equal((await node(page, 'B2')).window, '(2, 3)');
  assert.match((await node(page, 'B2')).cls, /current/);
  // A clicker's keys step it; End goes to the last step.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await pressKey(page, 'ArrowRight');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('wstep') === '10');
  assert.match(await explanation(page), /Leaf B2 = 5 for MAX/);
  await pressKey(page, 'PageUp');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('wstep') === '9');
  await pressKey(page, 'End');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('wstep') === '40');
  assert.match(await explanation(page), /The root's value is 3\./);
  assert.equal((await node(page, 'A')).value, '3');
  // C failed high for MIN (≥ -2 from its side): its last two leaves, a and
  // b, are pruned, as are D's 7 and 3.
  assert.equal((await node(page, 'C')).value, '≥ -2');
  for (const leaf of ['a', 'b', 'D2', 'D3']) assert.match((await node(page, leaf)).cls, /pruned/, leaf);
  for (const leaf of ['B1', 'C1', 'D1']) assert.match((await node(page, leaf)).cls, /done/, leaf);
  // The counts: PVS and alpha-beta read the same 5 leaves here; MTD(f)
  // from 0 takes two passes.
  const c = await counts(page);
  assert.equal(c['Alpha-beta'].leaves, '5');
  assert.equal(c['PVS / NegaScout'].leaves, '5');
  assert.equal(c['MTD(f)'].passes, '2');
  assert.equal(c['MTD(f)'].value, '3');
  // A reload opens the lab where it was.
  await page.reload();
  await page.waitForSelector(PANEL);
  assert.match(await status(page), /Step 40 of 40/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('negamax fail-soft in the header\'s cut rule, aspiration failing low, MTD(f)\'s table, a link past the end', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: '<3,5,10>,<2,a,b>,<2,7,3>', cut: 'gt', mode: 'window', window: 'negamax', wstep: '999' }), undefined, 'en-US', PANEL);
  // A link asking for more steps than there are is brought back to the last.
  await page.waitForFunction(() => new URL(location.href).searchParams.get('wstep') === '38');
  assert.match(await page.textContent('[data-testid="window-convention"]'), /Cut rule in force: α > β/);
  await page.selectOption('[data-testid="window-fail"]', 'soft');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('fail') === 'soft');
  assert.equal(param(page, 'wstep'), '0');
  assert.match(await page.textContent('[data-testid="window-pseudocode"]'), /if score > β then return score +▷ fail-soft/);
  // Aspiration windows around 8 fail low, widen α and search again.
  await page.selectOption('[data-testid="window-algo"]', 'aspiration');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('window') === 'aspiration');
  await page.fill('[data-testid="window-guess"]', '8');
  await page.press('[data-testid="window-guess"]', 'Tab');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('guess') === '8');
  const asp = (await counts(page))['Aspiration windows'];
  assert.equal(asp['re-searches'], '1');
  assert.equal(asp.passes, '2');
  await page.click('[data-testid="window-last"]');
  await page.waitForFunction(() => Number(new URL(location.href).searchParams.get('wstep')) > 0);
  // A letter in the guess is refused: the field goes back to 8.
  await page.fill('[data-testid="window-guess"]', 'x');
  await page.press('[data-testid="window-guess"]', 'Tab');
  assert.equal(await page.inputValue('[data-testid="window-guess"]'), '8');
  // MTD(f): after its first pass the root's bounds are in the table.
  await page.selectOption('[data-testid="window-algo"]', 'mtdf');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('window') === 'mtdf');
  const steps = Number(await page.getAttribute(PANEL, 'data-steps'));
  assert.equal(steps, 70, 'from the guess 8: two passes, as trace --algo mtdf --guess 8 records them');
  await page.click('[data-testid="window-last"]');
  await page.waitForFunction((n) => new URL(location.href).searchParams.get('wstep') === String(n), steps);
  assert.match(await explanation(page), /The root's value is 3\./);
  assert.match((await node(page, 'A')).cls, /done/);
  assert.match(await page.textContent('[data-testid="window-pass"]'), /Pass 2: the root searched with \(2, 3\)\. The value lies in \[3, 3\]\./);
  // The table's bounds on the root met at 3; C's upper bound is 2.
  assert.equal((await node(page, 'A')).extra, '[3, 3]');
  assert.equal((await node(page, 'C')).extra, '[−∞, 2]');
  assert.deepEqual(errors, []);
  await page.close();
});

test('proof-number search on tic-tac-toe: (pn, dn) at each node, the most-proving node, proved', async () => {
  const query = link({ game: 'tictactoe', state: 'X.O.O...X', depth: 'none', mode: 'window', window: 'pns' });
  const { page, errors } = await open(env.browser, env.server.url, query, undefined, 'en-US', PANEL);
  assert.match(await page.textContent('[data-testid="window-question"]'), /Can MAX \(to move\) force a win\?/);
  assert.match(await status(page), /Iteration 0 of 10/);
  await press(page, 'window-next', 'wstep', 1);
  assert.match(await explanation(page), /Iteration 1: the most-proving node is the root; expanding it makes 5 children\. Update the root: \(pn, dn\) \(1, 1\) → /);
  await press(page, 'window-last', 'wstep', 10);
  assert.match(await page.textContent('[data-testid="window-verdict"]'), /Proved \(pn = 0\): MAX can force a win\./);
  assert.equal((await node(page, 'the root')).value, '0 / ∞');
  // In Japanese, the engine's sentences too.
  const ja = await open(env.browser, env.server.url, query + '&wstep=10&lang=ja', undefined, 'ja-JP', PANEL);
  assert.match(await ja.page.textContent('[data-testid="window-verdict"]'), /証明されました/);
  assert.match(await ja.page.textContent(PANEL), /ヌルウィンドウ|証明数探索/);
  // The listing's comments too; its code as the paper writes it.
  const listing = await ja.page.textContent('[data-testid="window-pseudocode"]');
  assert.match(listing, /EXPAND\(n\)\s+▷ 各子に SET-NUMBERS/);
  assert.doesNotMatch(listing, /of each child|upward/);
  assert.deepEqual(ja.errors, []);
  await ja.page.close();
  const pvs = await open(env.browser, env.server.url, link({ tree: '<3,5,10>,<2,a,b>,<2,7,3>', mode: 'window', window: 'pvs', lang: 'tr' }), undefined, 'tr-TR', PANEL);
  const tr = await pvs.page.textContent('[data-testid="window-pseudocode"]');
  assert.match(tr, /score ← −PVS\(child, −α−1, −α\)\s+▷ boş pencereyle yoklama/);
  assert.doesNotMatch(tr, /▷ (scout|failed high|cutoff|for the mover)/);
  assert.deepEqual(pvs.errors, []);
  await pvs.page.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test('what the lab cannot search says why; closing it brings the drawing back', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: '<a,5>,<2,3>', mode: 'window', window: 'negamax' }), undefined, 'en-US', PANEL);
  assert.match(await page.textContent('[data-testid="window-refused"]'), /The search reached leaf a, a placeholder/);
  await page.click('[data-testid="window-close"]');
  await page.waitForSelector('[data-testid="tree"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('mode') === null);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the game panel: killer and history orders with their tables, the orders compared, quiescence on the horizon example', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ game: 'tictactoe', depth: '3', order: 'history' }), undefined, 'en-US', '[data-testid="game-order"]');
  await page.waitForSelector('[data-testid="history-table"]');
  assert.ok((await page.$$('[data-testid="killer-table"] tbody tr')).length >= 1);
  await page.click('[data-testid="compare-orders"]');
  await page.waitForSelector('[data-testid="orders-table"]');
  const nodes = await page.$$eval('[data-testid="orders-table"] tbody tr', (trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.order, Number(tr.querySelector('[data-col="nodes"]').textContent)])));
  assert.ok(nodes.history < nodes.given, `history ${nodes.history} < given ${nodes.given}`);
  assert.ok(nodes['best-first'] <= nodes.history);
  // The horizon example: one ply deep O plays 1,3; with quiescence it blocks.
  await page.goto(env.server.url + link({ game: 'tictactoe', state: 'X......OX', depth: '1' }));
  await page.waitForSelector('[data-testid="game-quiescence"]');
  await page.check('[data-testid="game-quiescence"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('quiescence') === 'on');
  await page.waitForSelector('[data-testid="quiescence-help"]');
  assert.deepEqual(errors, []);
  await page.close();
});
