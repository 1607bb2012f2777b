// End-to-end tests of the release build in a real Chromium.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFile, cachedHolds as cachedHoldsIn, clickDrawn, open, press, saved, savedTree, until, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);

const CLASSIC = '<3,5,10>,<2,a,b>,<2,7,3>';
const link = (params) => '?' + new URLSearchParams(params).toString();

const states = (page) =>
  page.$$eval('[data-testid="tree"] [data-path]', (nodes) =>
    Object.fromEntries(nodes.map((n) => [n.dataset.path, n.dataset.state])),
  );
const counter = (page) => page.textContent('[data-testid="step-counter"]');
const rootValue = (page) => page.textContent('[data-testid="root-value"]');
// Waits until the step counter reads "step N of N" (End has been drawn).
const atEnd = (page) => page.waitForFunction(() => /^step (\d+) of \1$/.test(document.querySelector('[data-testid="step-counter"]').textContent));

test('the first page shows the classic example at step 0, and End shows the search done', async () => {
  const { page, errors } = await open(env.browser, env.server.url);
  assert.equal(await counter(page), 'step 0 of 23');
  assert.equal(await rootValue(page), '?', 'the answer is not given away');
  const start = Object.values(await states(page));
  assert.equal(start.length, 13, 'every node is drawn');
  assert.ok(start.every((s) => s === 'unvisited'));
  await press(page, 'End');
  assert.equal(await rootValue(page), '3');
  const s = await states(page);
  // a, b, 7 and 3 are never looked at.
  for (const path of ['1.1', '1.2', '2.1', '2.2']) assert.equal(s[path], 'pruned', `leaf ${path}`);
  for (const path of ['', '0', '0.0', '0.1', '0.2', '1', '1.0', '2', '2.0']) assert.equal(s[path], 'done', `node ${path}`);
  assert.equal(await page.getAttribute('[data-path=""]', 'data-value'), '3');
  assert.equal(await counter(page), 'step 23 of 23');
  assert.equal(await page.inputValue('[data-testid="notation"]'), CLASSIC);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a link reproduces the state: step=end shows root 3 with a, b, 7 and 3 pruned', async () => {
  const { page } = await open(env.browser, env.server.url, link({ tree: CLASSIC, algo: 'alphabeta', cut: 'ge', root: 'max', step: 'end' }));
  assert.equal(await rootValue(page), '3');
  const s = await states(page);
  for (const path of ['1.1', '1.2', '2.1', '2.2']) assert.equal(s[path], 'pruned', `leaf ${path}`);
  // A numbered step and another algorithm.
  const minimax = await open(env.browser, env.server.url, link({ tree: CLASSIC, algo: 'minimax', step: '5' }));
  assert.equal(await counter(minimax.page), 'step 5 of 29');
  assert.equal(await minimax.page.inputValue('[data-testid="algorithm"]'), 'minimax');
  await minimax.page.close();
  await page.close();
});

test('keys step through the search, forward and back, and the URL follows', async () => {
  const { page } = await open(env.browser, env.server.url);
  await press(page, 'Home');
  assert.equal(await counter(page), 'step 0 of 23');
  assert.equal((await states(page))[''], 'unvisited');
  await press(page, 'ArrowRight');
  await press(page, 'PageDown');
  assert.equal(await counter(page), 'step 2 of 23');
  const s = await states(page);
  assert.equal(s[''], 'active');
  assert.equal(s['0'], 'active');
  assert.equal(await page.getAttribute('[data-path="0"]', 'data-alpha'), '-inf');
  assert.equal(await page.getAttribute('[data-path="0"]', 'data-beta'), 'inf');
  for (let i = 0; i < 12; i++) await press(page, 'ArrowRight');
  // Step 14 is C's cutoff: in AIMA's form v = 2 ≤ α = 3, β untouched.
  assert.match(await page.textContent('[data-testid="explanation"]'), /v = 2 ≤ α = 3, so C returns v at once.*a and b are pruned/);
  assert.equal(await page.getAttribute('[data-path="1"]', 'data-beta'), 'inf');
  assert.equal((await states(page))['1.1'], 'pruned');
  assert.match(await page.textContent('.code-line.current'), /if v ≤ α then return v/);
  await page.waitForFunction(() => location.search.includes('step=14'));
  await press(page, 'PageUp');
  assert.equal((await states(page))['1.1'], 'unvisited');
  // D's cutoff (step 20) prunes two numeric leaves: named with what their
  // boxes show, since the drawing shows their values, not D2 and D3
  // (issue 39.4).
  for (let i = 0; i < 10 && (await counter(page)) !== 'step 20 of 23'; i++) await press(page, 'ArrowRight');
  assert.equal(await counter(page), 'step 20 of 23');
  assert.match(await page.textContent('[data-testid="explanation"]'), /so D2 \(7\) and D3 \(3\) are pruned\.$/);
  assert.deepEqual([await page.textContent('[data-path="2.1"]'), await page.textContent('[data-path="2.2"]')].map((t) => t.trim()), ['7', '3']);
  await press(page, 'End');
  assert.equal(await rootValue(page), '3');
  await page.close();
});

test('clicking a leaf edits it in place; Enter commits and the trace is recomputed', async () => {
  const { page } = await open(env.browser, env.server.url, link({ tree: CLASSIC, step: '12' }));
  // Give C's first leaf 9: now a (1.1) must be looked at.
  await page.click('[data-path="1.0"] .shape');
  await page.fill('[data-testid="leaf-input"]', '9');
  await press(page, 'Enter');
  await page.waitForSelector('[data-testid="leaf-input"]', { state: 'detached' });
  assert.equal(await page.inputValue('[data-testid="notation"]'), '<3,5,10>,<9,a,b>,<2,7,3>');
  assert.equal(await counter(page), 'step 12 of 14', 'the view stays at the same step');
  await press(page, 'End');
  await atEnd(page);
  assert.match(await page.textContent('[data-testid="explanation"]'), /needs the value of a/);
  // Esc cancels without changing anything.
  await page.click('[data-path="1.1"] .shape');
  await page.fill('[data-testid="leaf-input"]', '-4');
  await press(page, 'Escape');
  assert.equal(await page.$('[data-testid="leaf-input"]'), null);
  assert.equal(await page.inputValue('[data-testid="notation"]'), '<3,5,10>,<9,a,b>,<2,7,3>');
  // Now give a a value and check the new root.
  await page.click('[data-path="1.1"] .shape');
  await page.fill('[data-testid="leaf-input"]', '-4.5');
  await press(page, 'Enter');
  await page.waitForSelector('[data-testid="leaf-input"]', { state: 'detached' });
  await press(page, 'End');
  await atEnd(page);
  assert.equal(await rootValue(page), '3');
  assert.equal(await page.getAttribute('[data-path="1"]', 'data-value'), '<=-4.5');
  // Undo twice brings the classic example back.
  await press(page, 'Control+z');
  await press(page, 'Control+z');
  assert.equal(await page.inputValue('[data-testid="notation"]'), CLASSIC);
  await page.close();
});

test('broken notation shows its error and keeps the last tree; fixing it redraws', async () => {
  const { page } = await open(env.browser, env.server.url);
  await page.fill('[data-testid="notation"]', '<3,5,10>,<2,a,b');
  const errors = await page.textContent('[data-testid="notation-errors"]');
  assert.match(errors, /expected '>' to close '<' opened at 1:10/);
  assert.match(errors, /\^/);
  assert.equal(await page.$$eval('[data-testid="tree"] [data-path]', (n) => n.length), 13, 'the old tree stays drawn');
  await page.fill('[data-testid="notation"]', '<3,5,10>,<2,a,b>');
  assert.equal((await page.textContent('[data-testid="notation-errors"]')).trim(), '');
  assert.equal(await page.$$eval('[data-testid="tree"] [data-path]', (n) => n.length), 9);
  await page.close();
});

test('what the notation would drop or confuse is a located error with a hint, in every language', async () => {
  const { page, errors } = await open(env.browser, env.server.url);
  const shown = async (text) => {
    await page.fill('[data-testid="notation"]', text);
    return page.textContent('[data-testid="notation-errors"]');
  };
  // A probability with no child was silently dropped before (issue 25).
  let said = await shown('chance(0.5:,3)');
  assert.match(said, /'0\.5:' gives a probability, but no node follows it/);
  assert.match(said, /write the child right after it/);
  assert.match(await shown('<1,,2>'), /an empty slot: remove the extra ','/);
  // Two nodes named A were made before.
  said = await shown('A:<1,2>,\nA:<3,4>');
  assert.match(said, /the name 'A' is already used at 1:1\n --> 2:1\n/);
  assert.match(said, /every node needs its own name/);
  assert.equal(await page.$$eval('[data-testid="tree"] [data-path]', (n) => n.length), 13, 'the last good tree (the classic example) stays drawn');
  await page.close();
  const tr = await open(env.browser, env.server.url, '?lang=tr');
  await tr.page.fill('[data-testid="notation"]', 'A:<1,2>,A:<3,4>');
  assert.match(await tr.page.textContent('[data-testid="notation-errors"]'), /'A' adı 1:1 konumunda zaten kullanılıyor/);
  await tr.page.close();
  assert.deepEqual(errors, []);
});

test('a reload restores the work, even broken text', async () => {
  const { page } = await open(env.browser, env.server.url);
  // Leaving right away still saves (pagehide), even on a machine so slow
  // that yew has not yet rendered the edit; drop the URL so only
  // localStorage can restore the tree.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.fill('[data-testid="notation"]', '<4,8>,<1,6>');
  await page.goto(env.server.url);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.equal(await page.inputValue('[data-testid="notation"]'), '<4,8>,<1,6>');
  await page.fill('[data-testid="notation"]', '<4,8>,<1,6');
  await page.goto(env.server.url);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.equal(await page.inputValue('[data-testid="notation"]'), '<4,8>,<1,6');
  // A reload keeps the address the app wrote: the message names the saved
  // work, not a link nobody opened.
  await page.waitForFunction(() => location.search.includes('tree='));
  await page.reload();
  await page.waitForSelector('[data-testid="notice"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /saved work has a tree with an error/);
  await page.close();
});

test('a text with 10,000 errors lists the first 20 and counts the rest, and is kept and shown again after a reload (issue 41)', async () => {
  const { page, errors } = await open(env.browser, env.server.url);
  const broken = '<'.repeat(10000);
  await page.fill('[data-testid="notation"]', broken);
  await page.waitForSelector('[data-testid="more-errors"]');
  const listed = async () => ({
    shown: await page.locator('[data-testid="notation-errors"] .parse-error').count(),
    more: await page.textContent('[data-testid="more-errors"]'),
    size: (await page.textContent('[data-testid="notation-errors"]')).length,
    summary: await page.textContent('[data-testid="notation-errors"] .error-summary'),
  });
  const first = await listed();
  assert.equal(first.shown, 20);
  const total = Number(first.summary.match(/^(\d+) errors/)[1]);
  assert.ok(total > 9000, first.summary);
  assert.match(first.more, new RegExp(`and ${total - 20} more errors not shown`));
  // Each error shows the part of the line around its caret, not the line.
  assert.ok(first.size < 20000, `${first.size} characters of errors`);
  // The page still answers: the last tree that worked is drawn and steps.
  await clickDrawn(page, '[data-testid="step-end"]');
  assert.equal(await counter(page), 'step 23 of 23');
  // The broken text is saved, and the next visit shows it the same way.
  await savedTree(page, broken);
  await page.goto(env.server.url);
  await page.waitForSelector('[data-testid="more-errors"]');
  assert.equal((await page.inputValue('[data-testid="notation"]')).length, broken.length);
  assert.deepEqual(await listed(), first);
  assert.deepEqual(errors, []);
  await page.close();
});

test('no link loses work: links are visits, a bad option is left out alone, and the next plain visit restores the saved tree', async () => {
  const { page, errors } = await open(env.browser, env.server.url);
  const nodes = () => page.$$eval('[data-testid="tree"] [data-path]', (n) => n.length);
  const visit = async (query) => {
    await page.goto(env.server.url + query);
    await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  };
  const notice = () => page.textContent('[data-testid="notice"]');
  const editor = () => page.inputValue('[data-testid="notation"]');
  const MINE = '<4,8>,<1,6>';
  await page.fill('[data-testid="notation"]', MINE);
  // A good link, stepped through: a visit; the saved work stays saved.
  await visit(link({ tree: '<9,9>,<1,1>', step: '2' }));
  assert.equal(await editor(), '<9,9>,<1,1>');
  await press(page, 'ArrowRight');
  // The step is written (to the address bar only: a visit).
  await page.waitForFunction(() => new URLSearchParams(location.search).get('step') === '3');
  await visit('');
  assert.equal(await editor(), MINE, 'the plain visit restores the saved tree');
  // A broken link: its text and error in the editor; the saved work stays.
  await visit(link({ tree: '<3,5,10>,<2,a' }));
  assert.equal(await editor(), '<3,5,10>,<2,a');
  assert.match(await page.textContent('[data-testid="notation-errors"]'), /expected '>' to close '<'/);
  await saved(page);
  await visit('');
  assert.equal(await editor(), MINE);
  // One bad option is dropped alone: the tree and the other options stay.
  await visit(link({ tree: 'chance(1,9),chance(4,6)', bounds: '5,-5', algo: 'minimax' }));
  assert.equal(await editor(), 'chance(1,9),chance(4,6)');
  assert.equal(await nodes(), 7);
  assert.match(await notice(), /bounds=5,-5 is not two numbers LO,HI with LO ≤ HI\. That was left out; the rest of it is shown\./);
  assert.equal(await page.inputValue('[data-testid="algorithm"]'), 'minimax');
  // Options with no tree name nothing: said, and the saved work is shown.
  await visit('?step=5');
  assert.match(await notice(), /options but no tree=, random=, game= or exercise=/);
  assert.equal(await editor(), MINE);
  // An unknown value is named with the values there are.
  await visit(link({ tree: '<1,2>,<3>', compare: 'everything', theme: 'neon' }));
  assert.match(await notice(), /compare=everything is not one of algorithm, cut, form, best-first, worst-first; the link's theme=neon is not one of auto, light, dark, contrast/);
  assert.equal((await page.$$('[data-testid="compare"]')).length, 0, 'no comparison from an unknown value');
  // Changing a link's tree makes it the reader's work: saved from then on.
  await page.fill('[data-testid="notation"]', '<1,2>,<3,7>');
  await savedTree(page, '<1,2>,<3,7>');
  await visit('');
  assert.equal(await editor(), '<1,2>,<3,7>');
  await page.close();
  assert.deepEqual(errors, []);
});

test('a malformed link shows a message and the classic example', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: '<3,5,10>,<2,a', step: 'end' }));
  assert.match(await page.textContent('[data-testid="notice"]'), /link has a tree with an error \(1:14: expected '>'/);
  // The classic example is drawn; the link's text stays in the editor with
  // its error shown, so nothing typed is lost.
  assert.equal(await rootValue(page), '3');
  assert.equal(await page.$$eval('[data-testid="tree"] [data-path]', (n) => n.length), 13);
  assert.equal(await page.inputValue('[data-testid="notation"]'), '<3,5,10>,<2,a');
  assert.match(await page.textContent('[data-testid="notation-errors"]'), /expected '>' to close '<' opened at 1:10/);
  const bad = await open(env.browser, env.server.url, '?tree=1&algo=negamax');
  assert.match(await bad.page.textContent('[data-testid="notice"]'), /algo=negamax/);
  await bad.page.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test('corrupt saved state is ignored with a message', async () => {
  // Write the bad state from another page of the same site, so the app's
  // own save-on-leave cannot overwrite it.
  const page = await env.browser.newPage({ locale: 'en-US' });
  await page.goto(env.server.url + 'favicon.svg');
  await page.evaluate(() => localStorage.setItem('minimax-lab:v1', '?tree=%3C%3C%3C&algo=zzz'));
  await page.goto(env.server.url);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  // The bad option is left out alone; the saved text stays in the editor
  // with its errors (no work lost), the classic example drawn meanwhile.
  assert.match(await page.textContent('[data-testid="notice"]'), /saved work: .*algo=zzz is not minimax or alphabeta\. That was left out/);
  assert.equal(await page.inputValue('[data-testid="notation"]'), '<<<');
  assert.match(await page.textContent('[data-testid="notation-errors"]'), /expected '>'/);
  assert.equal(await counter(page), 'step 0 of 23', 'the classic example, from the start');
  // Storage that is not a query at all is said to be unreadable.
  await page.goto(env.server.url + 'favicon.svg');
  await page.evaluate(() => localStorage.setItem('minimax-lab:v1', '?step=7'));
  await page.goto(env.server.url);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.match(await page.textContent('[data-testid="notice"]'), /saved work .* could not be read/);
  assert.equal(await page.inputValue('[data-testid="notation"]'), CLASSIC);
  await page.close();
});

test('switching the cut rule keeps a tied move', async () => {
  const { page } = await open(env.browser, env.server.url, link({ tree: '<3,4>,<3,5>', step: 'end' }));
  assert.equal((await states(page))['1.1'], 'pruned');
  await page.selectOption('[data-testid="cut"]', 'gt');
  await press(page, 'End');
  assert.equal((await states(page))['1.1'], 'done');
  await page.waitForFunction(() => location.search.includes('cut=gt'));
  await page.close();
});

test('a tree too large to draw says so instead of drawing', async () => {
  const deep = '<'.repeat(300) + '1' + '>'.repeat(300);
  const page = await env.browser.newPage({ locale: 'en-US' });
  await page.goto(env.server.url + link({ tree: deep, step: 'end' }));
  await page.waitForSelector('[data-testid="too-big"]');
  assert.match(await page.textContent('[data-testid="too-big"]'), /301 nodes and 300 levels/);
  assert.equal(await rootValue(page), '1');
  await page.close();
});

test('node tools add, move and delete; the root swaps; examples and random trees load', async () => {
  const { page } = await open(env.browser, env.server.url);
  const notation = () => page.inputValue('[data-testid="notation"]');
  const selectedName = () => page.textContent('[data-testid="node-tools"] .selected-name');
  await page.click('[data-path="1"] .shape');
  await page.click('[data-testid="tool-add"]');
  assert.equal(await notation(), '<3,5,10>,<2,a,b,0>,<2,7,3>');
  // The node stays selected, so a second child is one more click.
  assert.equal(await selectedName(), 'C');
  await page.click('[data-testid="tool-add"]');
  assert.equal(await notation(), '<3,5,10>,<2,a,b,0,0>,<2,7,3>');
  await page.click('[data-testid="undo"]');
  // Moving keeps the moved node selected where it lands.
  await page.click('[data-path="1"] .shape');
  await page.click('[data-testid="tool-left"]');
  assert.equal(await notation(), '<2,a,b,0>,<3,5,10>,<2,7,3>');
  assert.equal(await page.getAttribute('[data-path="0"]', 'class').then((c) => c.split(' ').includes('selected')), true);
  await page.click('[data-path="0.3"] .shape');
  await page.click('[data-testid="tool-delete"]');
  assert.equal(await notation(), '<2,a,b>,<3,5,10>,<2,7,3>');
  assert.equal(await page.getAttribute('[data-path="0"]', 'class').then((c) => c.split(' ').includes('selected')), true, 'a delete selects the parent');
  await page.click('[data-testid="swap-root"]');
  assert.equal(await page.getAttribute('[data-path=""]', 'class').then((c) => c.split(' ').includes('min')), true);
  await page.click('[data-testid="undo"]');
  await page.click('[data-testid="undo"]');
  await page.click('[data-testid="undo"]');
  await page.click('[data-testid="undo"]');
  assert.equal(await notation(), CLASSIC);
  await page.click('[data-testid="redo"]');
  assert.equal(await notation(), '<3,5,10>,<2,a,b,0>,<2,7,3>');
  // Deleting the root is refused with a message, not a crash.
  await page.click('[data-path=""] .shape');
  assert.equal(await page.$('[data-testid="tool-delete"]'), null, 'the root has no delete tool');
  await page.selectOption('[data-testid="examples"]', '1');
  assert.equal(await notation(), 'max(min(3,12,8), min(2,4,6), min(14,5,2))');
  assert.equal(await counter(page), 'step 0 of 26');
  await page.click('[data-testid="random"]');
  await page.click('[data-testid="generate"]');
  assert.equal(await page.$$eval('[data-testid="tree"] .node.leaf', (n) => n.length), 27, 'branching 3, depth 3');
  await page.close();
});

test('play runs the search to the end; the scrub slider jumps', async () => {
  const { page } = await open(env.browser, env.server.url, link({ tree: '<3,5>,<2,9>', step: '0' }));
  await page.selectOption('[data-testid="speed"]', '250');
  await clickDrawn(page, '[data-testid="play"]');
  await page.waitForFunction(() => /^step (\d+) of \1$/.test(document.querySelector('[data-testid="step-counter"]').textContent), null, { timeout: 15000 });
  assert.equal(await counter(page), 'step 15 of 15');
  await page.fill('[data-testid="scrub"]', '3');
  assert.equal(await counter(page), 'step 3 of 15');
  await page.close();
});

test('themes and presentation mode follow the link and the menu, and are remembered', async () => {
  const { page } = await open(env.browser, env.server.url, '?theme=dark');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  assert.equal(bg, 'rgb(20, 23, 28)');
  await page.selectOption('[data-testid="theme"]', 'contrast');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'contrast');
  await page.click('[data-testid="projector"]');
  assert.equal(await page.getAttribute('html', 'data-present'), '');
  assert.equal(await page.getAttribute('[data-testid="projector"]', 'aria-pressed'), 'true');
  await page.waitForFunction(() => location.search.includes('theme=contrast') && location.search.includes('present=1'));
  // A plain visit brings back the theme and presentation mode.
  await page.goto(env.server.url);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'contrast');
  assert.equal(await page.getAttribute('html', 'data-present'), '');
  await page.close();
});

test('a first visit caches the page and its own build; after an interaction, when idle, the rest; then everything works offline (issue 41)', async () => {
  const context = await env.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(env.server.url + '?tree=%3C1,2%3E,%3C3,4%3E&step=end');
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  const cachedHolds = (paths) => cachedHoldsIn(page, paths);
  // The page and its own build, asked for once the worker is ready; not
  // the module nor another language's build (no interaction yet).
  const named = async (plain) => '/' + (await buildFile(plain));
  const own = ['/', await named('minimax-lab.js'), await named('minimax-lab_bg.wasm')];
  const keys = await cachedHolds(own);
  assert.ok(keys.some((k) => /^\/style-[0-9a-f]+\.css$/.test(k)), `the stylesheet is cached: ${keys}`);
  const rest = [];
  for (const plain of ['minimax-extras.js', 'minimax-extras_bg.wasm', 'worksheet.css', 'minimax-lab-tr_bg.wasm', 'minimax-lab-ja.js', 'minimax-lab-ja_bg.wasm', 'minimax-lab-zh_bg.wasm']) rest.push(await named(plain));
  assert.deepEqual(rest.filter((p) => keys.includes(p)), [], 'nothing else before the reader does anything');
  // The reader's first interaction: the rest is cached once the page is idle.
  await page.mouse.click(5, 5);
  await cachedHolds([...own, ...rest]);
  // …and the worker has taken control of the page (activated and claimed
  // it), or an offline navigation would not reach it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  await context.setOffline(true);
  await page.goto(env.server.url + '?tree=%3C5,6%3E,%3C7,8%3E&step=end');
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.equal(await rootValue(page), '7');
  // Another language, never opened online, starts its build from the cache.
  await page.goto(env.server.url + '?tree=%3C5,6%3E,%3C7,8%3E&step=end&lang=ja');
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.match(await page.textContent('[data-testid="step-counter"]'), /ステップ/);
  // …styled: the stylesheet came from the cache too.
  assert.equal(await page.$eval('[data-testid="explanation"]', (e) => getComputedStyle(e).borderLeftStyle), 'solid');
  // A worksheet, never opened online, loads its module from the cache.
  await page.goto(env.server.url + '?mode=worksheet&exercise=easy-3&count=2');
  await page.waitForSelector('[data-testid="worksheet"] [data-testid="exercise"] svg', { timeout: 15000 });
  assert.equal(await page.$$eval('[data-testid="exercise"]', (s) => s.length), 2);
  await context.close();
});

test('clicker keys never scroll the page, and a focused control never turns them into something else', async () => {
  // A short window, so the page can scroll at all.
  const { page } = await open(env.browser, env.server.url, '', { width: 1280, height: 500 });
  const scrollY = () => page.evaluate(() => window.scrollY);
  assert.ok(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight + 100), 'the page is taller than the window');
  await press(page, 'PageDown');
  await press(page, 'PageDown');
  assert.equal(await counter(page), 'step 2 of 23');
  assert.equal(await scrollY(), 0, 'Page Down stepped and did not scroll');
  // The step slider, focused after a drag, still steps forward on Page Down.
  await page.focus('[data-testid="scrub"]');
  await press(page, 'PageDown');
  assert.equal(await counter(page), 'step 3 of 23');
  await press(page, 'PageUp');
  assert.equal(await counter(page), 'step 2 of 23');
  // The slider focused: Space toggles play (once) and pauses again.
  await press(page, 'Space');
  assert.equal(await page.getAttribute('[data-testid="play"]', 'title'), 'Pause (Space)', 'playing');
  await press(page, 'Space');
  assert.equal(await page.getAttribute('[data-testid="play"]', 'title'), 'Play (Space)', 'paused again');
  // (Autoplay's first step comes 700 ms after it starts, long after the
  // second Space.)
  assert.equal(await counter(page), 'step 2 of 23');
  // A focused button: Space presses it, as keyboard users expect, once,
  // and does not also toggle play.
  await page.focus('[data-testid="step-forward"]');
  await press(page, 'Space');
  assert.equal(await counter(page), 'step 3 of 23', 'the button was pressed once');
  assert.equal(await page.getAttribute('[data-testid="play"]', 'title'), 'Play (Space)', 'play was not toggled');
  await press(page, 'PageUp');
  assert.equal(await counter(page), 'step 2 of 23', 'Page Up on a focused button steps back');
  assert.equal(await scrollY(), 0, 'Space did not scroll');
  // A focused select keeps its value; the key steps instead.
  await page.focus('[data-testid="cut"]');
  await press(page, 'PageDown');
  assert.equal(await page.inputValue('[data-testid="cut"]'), 'ge');
  assert.equal(await scrollY(), 0);
  // In the Share dialog Space ticks a focused checkbox.
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-link"]');
  const box = '[data-testid="share-pseudocode"]';
  const was = await page.isChecked(box);
  await page.focus(box);
  await press(page, 'Space');
  assert.equal(await page.isChecked(box), !was, 'Space toggles the checkbox');
  assert.equal(await page.getAttribute('[data-testid="play"]', 'title'), 'Play (Space)');
  await press(page, 'Escape');
  // Typing in the notation editor is left alone.
  await page.focus('[data-testid="notation"]');
  const before = await counter(page);
  await press(page, 'ArrowRight');
  assert.equal(await counter(page), before);
  await page.close();
});

test('the pseudocode form is a menu, in the link and remembered; the steps follow it', async () => {
  const { page } = await open(env.browser, env.server.url, '?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14&form=update-first');
  assert.equal(await page.inputValue('[data-testid="form"]'), 'update-first');
  assert.equal(await page.getAttribute('[data-path="1"]', 'data-beta'), '2');
  assert.match(await page.textContent('.code-line.current'), /if α ≥ β then break/);
  await page.selectOption('[data-testid="form"]', 'aima');
  assert.equal(await page.getAttribute('[data-path="1"]', 'data-beta'), 'inf');
  assert.match(await page.textContent('.code-line.current'), /if v ≤ α then return v/);
  await page.waitForFunction(() => location.search.includes('form=aima'));
  await page.selectOption('[data-testid="form"]', 'update-first');
  await page.waitForFunction(() => location.search.includes('form=update-first'));
  // Remembered for the next visit without a link.
  await page.evaluate(() => dispatchEvent(new Event('pagehide')));
  await page.goto(env.server.url);
  await page.waitForSelector('[data-path=""]');
  assert.equal(await page.inputValue('[data-testid="form"]'), 'update-first');
  // A link that names no form (an older link) opens in the reader's form…
  await page.goto(env.server.url + '?tree=%3C1,2%3E,%3C3,0%3E&step=3');
  await page.waitForSelector('[data-path=""]');
  assert.equal(await page.inputValue('[data-testid="form"]'), 'update-first');
  // …and one that names it, in that form, in any letter case.
  await page.goto(env.server.url + '?tree=%3C1,2%3E,%3C3,0%3E&step=3&form=AIMA');
  await page.waitForSelector('[data-path=""]');
  assert.equal(await page.inputValue('[data-testid="form"]'), 'aima');
  // A bad form in a link says what was wrong.
  await page.goto(env.server.url + '?tree=%3C1,2%3E&form=hand');
  await page.waitForSelector('[data-testid="notice"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /form=hand is not aima or update-first/);
  await page.close();
});

test('opening a link never loses the saved tree: it waits in the Recent menu', async () => {
  const context = await env.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(env.server.url);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.equal(await page.$('[data-testid="recent"]'), null, 'nothing recent yet');
  await page.fill('[data-testid="notation"]', '<8,1>,<4,4>');
  await page.waitForFunction(() => (localStorage.getItem('minimax-lab:v1') ?? '').includes('%3C8,1%3E'));
  // A colleague's link replaces the work on screen…
  await page.goto(env.server.url + '?tree=%3C1,2%3E,%3C3,0%3E');
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.equal(await page.inputValue('[data-testid="notation"]'), '<1,2>,<3,0>');
  // …and the earlier tree is one choice away.
  const options = await page.$$eval('[data-testid="recent"] option', (o) => o.map((x) => x.textContent));
  assert.deepEqual(options.slice(1), ['<8,1>,<4,4>']);
  await page.selectOption('[data-testid="recent"]', '0');
  assert.equal(await page.inputValue('[data-testid="notation"]'), '<8,1>,<4,4>');
  await context.close();
});

test('in the notation editor Ctrl+Z undoes a burst of typing at once, and Ctrl+Y brings it back', async () => {
  const { page } = await open(env.browser, env.server.url, '?lang=en');
  await page.click('[data-testid="notation"]');
  await press(page, 'End');
  await page.keyboard.type(',<4,5,6>');
  assert.equal(await page.inputValue('[data-testid="notation"]'), `${CLASSIC},<4,5,6>`);
  await press(page, 'Control+z');
  assert.equal(await page.inputValue('[data-testid="notation"]'), CLASSIC, 'the whole burst, not one key');
  await press(page, 'Control+y');
  assert.equal(await page.inputValue('[data-testid="notation"]'), `${CLASSIC},<4,5,6>`);
  await page.close();
});

test('an app that cannot be fetched says so in the page language instead of a blank page', async () => {
  for (const [query, said] of [['', /could not be loaded\. Check the connection/], ['?lang=ja', /読み込めませんでした/]]) {
    const context = await env.browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
    const page = await context.newPage();
    await page.route(/minimax-lab(-[a-z]{2})?-[0-9a-f]{16}_bg\.wasm$/, (route) => route.abort('internetdisconnected'));
    await page.goto(env.server.url + query);
    await page.waitForSelector('[data-testid="load-failed"]');
    assert.match(await page.textContent('[data-testid="load-failed"]'), said);
    await context.close();
  }
});

test('the example menu shows the example on screen, and "root ?" says what it means', async () => {
  const { page, errors } = await open(env.browser, env.server.url);
  const menu = () => page.$eval('[data-testid="examples"]', (s) => s.options[s.selectedIndex].textContent);
  assert.equal(await page.inputValue('[data-testid="examples"]'), '0', 'the classic example on a first visit');
  await page.selectOption('[data-testid="examples"]', '2');
  assert.equal(await page.inputValue('[data-testid="notation"]'), '<3,4>,<3,5>,<1,9>');
  assert.equal(await page.inputValue('[data-testid="examples"]'), '2');
  const name = await menu();
  assert.ok(name.length > 0 && name !== '—', name);
  // Edited away from every example: the menu says none is on screen.
  await page.fill('[data-testid="notation"]', '<3,4>,<3,6>,<1,9>');
  assert.equal(await page.inputValue('[data-testid="examples"]'), '');
  // Undo brings the example back, and the menu with it.
  await page.click('[data-testid="undo"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="notation"]').value === '<3,4>,<3,5>,<1,9>');
  assert.equal(await page.inputValue('[data-testid="examples"]'), '2');
  // "root ?" before the root has a value: explained on hover and to screen readers.
  assert.equal(await rootValue(page), '?');
  const title = await page.getAttribute('[data-testid="root-value-label"]', 'title');
  assert.match(title, /^not known yet: the root gets a value when its first child returns one/);
  assert.match(await page.textContent('[data-testid="root-value-label"]'), /root \? — not known yet/);
  await press(page, 'End');
  assert.equal(await page.getAttribute('[data-testid="root-value-label"]', 'title'), null);
  await page.close();
  assert.deepEqual(errors, []);
});

test('links every server accepts: a 21,845-node tree goes after #, survives a reload through a server refusing long request lines, and shares packed after #', async () => {
  // Issue 25: never more than 2,000 characters before `#`.
  const { serve } = await import('./harness.mjs');
  const strict = await serve(undefined, { maxHeaderSize: 8192 });
  assert.equal((await fetch(`${strict.url}?tree=${'1,'.repeat(5000)}1`)).status, 431, 'the server refuses a long request line');
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // 4^7 leaves: 21,845 nodes.
  const level = (d) => (d === 0 ? String(d + 1) : `<${Array.from({ length: 4 }, () => level(d - 1)).join(',')}>`);
  const tree = Array.from({ length: 4 }, () => level(6)).join(',');
  assert.ok(tree.length > 8192);
  await page.goto(`${strict.url}#tree=${encodeURIComponent(tree)}&step=3`);
  await page.waitForSelector('[data-testid="tree"]', { timeout: 30000 });
  await page.waitForFunction(() => /^step 3 of /.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? ''), null, { timeout: 30000 });
  const before = () => page.evaluate(() => location.href.split('#')[0].length);
  await saved(page);
  assert.ok((await before()) <= 2000, `the address holds ${await before()} characters before #`);
  assert.ok((await page.evaluate(() => location.hash.length)) > 8192, 'the tree is after #');
  await page.reload();
  await page.waitForFunction(() => /^step 3 of /.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? ''), null, { timeout: 30000 });
  assert.equal((await page.inputValue('[data-testid="notation"]')).length, tree.length, 'the whole tree came back');
  // The Share dialog's link: the same rule.
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-link"]', { timeout: 15000 });
  // Packed by the browser once ready (deflate, base64url): much shorter.
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes('#tz='), null, { timeout: 15000 });
  const shared = await page.inputValue('[data-testid="share-link"]');
  assert.ok(shared.split('#')[0].length <= 2000, shared.slice(0, 120));
  const plainHash = await page.evaluate(() => location.hash.length);
  assert.ok(shared.split('#')[1].length * 10 < plainHash, `packed ${shared.split('#')[1].length} vs plain ${plainHash}`);
  assert.match(await page.inputValue('[data-testid="share-iframe"]'), /#tz=/);
  // The packed link opens the whole tree at its step, through the strict server.
  const opened = await env.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  opened.on('pageerror', (e) => errors.push(String(e)));
  await opened.goto(shared.replace(/^https?:\/\/[^/]+\//, `${strict.url}`));
  await opened.waitForFunction(() => /^step 3 of /.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? ''), null, { timeout: 30000 });
  assert.equal(await opened.inputValue('[data-testid="notation"]'), tree);
  await opened.close();
  // A packed link cut short says so, and shows the classic example (a
  // browser with no saved work).
  const cut = await env.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  cut.on('pageerror', (e) => errors.push(String(e)));
  await cut.goto(shared.slice(0, shared.indexOf('#tz=') + 40).replace(/^https?:\/\/[^/]+\//, `${strict.url}`));
  await cut.waitForSelector('[data-testid="notice"]');
  assert.match(await cut.textContent('[data-testid="notice"]'), /packed tree \(tz=\) could not be unpacked: the link was cut short or changed/);
  assert.equal(await cut.inputValue('[data-testid="notation"]'), '<3,5,10>,<2,a,b>,<2,7,3>');
  await cut.close();
  // A lecture-sized tree keeps its readable ?tree= link.
  await page.goto(`${strict.url}?tree=${encodeURIComponent('<3,5,10>,<2,a,b>,<2,7,3>')}`);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  await saved(page);
  assert.match(page.url(), /\?tree=%3C3/);
  assert.ok(!page.url().includes('#'));
  await page.close();
  await strict.close();
  assert.deepEqual(errors, []);
});

test('a random tree is shared by its parameters and seed: the same tree from the link, after a reload, until it is edited', async () => {
  const { page, errors } = await open(env.browser, env.server.url);
  await page.click('[data-testid="random"]');
  await page.fill('.random-form label:nth-of-type(1) input', '4');
  await page.fill('.random-form label:nth-of-type(2) input', '4');
  await page.fill('[data-testid="random-seed"]', '2026');
  await page.click('[data-testid="generate"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('random') === '4,4,0,9');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('seed'), '2026');
  assert.equal(url.searchParams.get('tree'), null, 'the tree itself is not in the link');
  const made = await page.inputValue('[data-testid="notation"]');
  assert.equal(made.match(/-?\d+/g).length, 256, 'branching 4, depth 4');
  // The saved work keeps the tree itself (never at the mercy of the generator).
  await savedTree(page, made);
  const kept = await page.evaluate(() => localStorage.getItem('minimax-lab:v1'));
  assert.ok(kept.startsWith('?tree=') && decodeURIComponent(kept).includes(made), kept.slice(0, 80));
  // The same seed makes the same tree again; another seed another tree.
  await page.click('[data-testid="random"]');
  await page.click('[data-testid="generate"]');
  assert.equal(await page.inputValue('[data-testid="notation"]'), made);
  // Whoever opens the link sees the same tree, and so does a reload.
  const other = await open(env.browser, env.server.url, url.search);
  await other.page.waitForSelector('[data-testid="tree"]');
  assert.equal(await other.page.inputValue('[data-testid="notation"]'), made);
  await other.page.reload();
  await other.page.waitForSelector('[data-testid="tree"]');
  assert.equal(await other.page.inputValue('[data-testid="notation"]'), made);
  assert.deepEqual(other.errors, []);
  await other.page.close();
  // Edited, the link carries the tree itself.
  await page.fill('[data-testid="notation"]', made.replace(/\d(?=>*$)/, '7'));
  await page.waitForFunction(() => new URL(location.href).searchParams.get('tree') !== null || location.hash.includes('tree='));
  assert.equal(new URL(page.url()).searchParams.get('random'), null);
  // A bad spec says what random= takes.
  const bad = await open(env.browser, env.server.url, '?random=9,2,0,9&seed=1');
  await bad.page.waitForSelector('[data-testid="notice"]');
  assert.match(await bad.page.textContent('[data-testid="notice"]'), /random=9,2,0,9&seed=1 is not a random tree: random= takes branching \(1–6\)/);
  await bad.page.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a module panel runs only its own handlers, whatever numbers the two yew runtimes give their roots (issue 40)', async () => {
  const { page, errors } = await open(env.browser, env.server.url);
  // Both yew runtimes (the page's, the module's) brand elements with the
  // number of their root under one property. Stand in for a yew that
  // numbers the page's roots higher than before: the page's host now says
  // root 12. The module must read the numbers around its panel, not assume
  // a count, and number its own roots above them.
  await page.evaluate(() => {
    document.body.__yew_subtree_id = 12;
  });
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-link"]');
  const ids = await page.evaluate(() => ({
    page: document.querySelector('[data-testid="step-forward"]').__yew_subtree_id,
    panel: document.querySelector('[data-testid="share-link"]').__yew_subtree_id,
  }));
  assert.equal(typeof ids.page, 'number', 'the page brands its elements that listen');
  assert.ok(ids.panel > 12, `the panel's root is numbered ${ids.panel}, above every root around it`);
  // And what that keeps: a click and a key in the panel run the panel's
  // handler once and no handler of the page's.
  const box = '[data-testid="share-pseudocode"]';
  const snippet = () => page.inputValue('[data-testid="share-iframe"]');
  const was = await page.isChecked(box);
  const before = await snippet();
  await page.click(box);
  assert.equal(await page.isChecked(box), !was, 'a click ticks the box once');
  await until(page, (b) => document.querySelector('[data-testid="share-iframe"]').value !== b, before, snippet);
  await page.focus(box);
  await press(page, 'Space');
  assert.equal(await page.isChecked(box), was, 'Space ticks it back');
  await until(page, (b) => document.querySelector('[data-testid="share-iframe"]').value === b, before, snippet);
  assert.equal(await page.getAttribute('[data-testid="play"]', 'title'), 'Play (Space)', 'the page did not take Space');
  assert.equal(await counter(page), 'step 0 of 23');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Share / Embed panel opens inside the window from 640 to 1920 px wide, in long languages too; the page never scrolls sideways (issue 39)', async () => {
  for (const [viewport, lang] of [
    [{ width: 1280, height: 720 }, 'en'], [{ width: 1366, height: 768 }, 'en'], [{ width: 1920, height: 1080 }, 'en'],
    [{ width: 640, height: 800 }, 'tr'], [{ width: 768, height: 1024 }, 'ja'], [{ width: 1024, height: 768 }, 'tr'],
  ]) {
    const { page, errors } = await open(env.browser, env.server.url, `?lang=${lang}`, viewport);
    await page.click('[data-testid="share"]');
    await page.waitForSelector('[data-testid="share-link"]');
    const at = await page.$eval('[data-testid="share-link"]', (e) => {
      const panel = e.closest('.share-panel') ?? e.closest('details.share');
      const r = panel.getBoundingClientRect();
      return { left: r.left, right: r.right, wide: document.documentElement.scrollWidth, inner: innerWidth };
    });
    assert.ok(at.left >= 0 && at.right <= at.inner, `${viewport.width}: the panel spans ${at.left}–${at.right}`);
    assert.ok(at.wide <= at.inner, `${viewport.width}: the page is ${at.wide} px wide`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('on a phone every text field is at least 16 px, so focusing one never zooms the page (issue 39)', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '', { width: 390, height: 844 });
  // The header's menu open, so its selects count too.
  await page.click('[data-testid="menu"]');
  await page.waitForSelector('[data-testid="menu"][aria-expanded="true"]');
  const small = await page.$$eval('input, select, textarea', (els) =>
    els
      .filter((e) => e.offsetParent !== null && !['range', 'checkbox', 'radio', 'hidden'].includes(e.type))
      .filter((e) => parseFloat(getComputedStyle(e).fontSize) < 16)
      .map((e) => `${e.tagName.toLowerCase()}[${e.dataset.testid ?? e.className}] ${getComputedStyle(e).fontSize}`));
  assert.deepEqual(small, []);
  assert.deepEqual(errors, []);
  await page.close();
});

/** The Statistics panel's rows: name, so far, the shown search's total, the other's. */
const statsRows = (page) => page.$$eval('section[aria-label="Statistics"] table.stats tbody tr', (trs) =>
  trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));

test('Statistics: the totals of the search shown, and alpha-beta\'s beside minimax, wait for the end: at step 0 they would say how much alpha-beta prunes (issue 39.3)', async () => {
  // Rows: name, so far, the shown search's total, the other's; alpha-beta
  // shown (minimax's totals are the tree's own, said at once), then minimax
  // alone and beside alpha-beta.
  const AB = [['nodes visited', '9'], ['leaves evaluated', '5'], ['cutoffs', '2']];
  const MM = [['nodes visited', '13'], ['leaves evaluated', '9'], ['cutoffs', '0']];
  const cases = [
    ['', AB.map(([name], i) => [name, '0', '?', MM[i][1]]), AB.map(([name, n], i) => [name, n, n, MM[i][1]])],
    ...['&algo=minimax', '&algo=minimax&compare=algorithm'].map((query) =>
      [query, MM.map(([name]) => [name, '0', '?', '?']), MM.map(([name, n], i) => [name, n, n, AB[i][1]])]),
  ];
  for (const [query, atStart, atEnd] of cases) {
    const { page, errors } = await open(env.browser, env.server.url, `?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&lang=en${query}`);
    assert.deepEqual(await statsRows(page), atStart, `${query}: step 0`);
    await page.click('[data-testid="step-end"]');
    await page.waitForFunction(() => /^step (\d+) of \1$/.test(document.querySelector('[data-testid="step-counter"]').textContent));
    assert.deepEqual(await statsRows(page), atEnd, `${query}: the end`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});
