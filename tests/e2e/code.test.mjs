// "Your code" (mode=code): a student's own alpha-beta in JavaScript or
// Python (Pyodide, served from the build), run in a Web Worker on the tree
// shown and on 200 random trees, judged against the page's search; the
// page steps to where the two part and opens the smallest failing tree;
// an endless loop is stopped, a syntax error shows its line, and the code
// survives a reload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, open, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const PANEL = '[data-testid="code-panel"]';
// The students' files `trace check`'s tests run too.
const fixture = (name) => readFileSync(join(ROOT, 'tests/fixtures/check', name), 'utf8');
const RIGHT_JS = fixture('tree_alphabeta.js');
const SWAPPED_JS = fixture('swapped.js');
const RIGHT_PY = fixture('tree_alphabeta.py');

async function openCode(query, viewport) {
  const opened = await open(env.browser, env.server.url, query, viewport);
  await opened.page.waitForSelector(`${PANEL} [data-testid="code-source"]`);
  return opened;
}

/** Types `source` into the editor (replacing what is there). */
async function write(page, source) {
  await page.fill('[data-testid="code-source"]', source);
}

const runs = (page) => page.$eval('[data-testid="code-verdict"]', (v) => Number(v.dataset.runs));

/** Clicks a run button and waits for the panel to count the run finished. */
async function runAndWait(page, testid, timeout = 60000) {
  const before = await runs(page);
  await page.click(`[data-testid="${testid}"]`);
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="code-verdict"]').dataset.runs) > n, before, { timeout });
  return page.textContent('[data-testid="code-verdict"]');
}

const stepShown = (page) => page.textContent('[data-testid="step-counter"]');

test('the starter (minimax) on the classic example parts where C cuts off, and the page steps there', async () => {
  const { page, errors } = await openCode('?mode=code&code=js');
  const verdict = await runAndWait(page, 'code-run');
  assert.match(verdict, /Your code read a, but alpha-beta never gets to a\. Step 14: Now v = 2 ≤ α = 3, so C returns v at once/);
  assert.match(verdict, /Pseudocode: if v ≤ α then return v/);
  assert.match(verdict, /Only your code visited: a, b, D2 \(7\), D3 \(3\)/);
  assert.match(await stepShown(page), /\b14\b/);
  // Who visited what is marked on the drawing, with its legend.
  const marked = (cls) => page.$$eval(`[data-testid="tree"] .node.${cls}`, (ns) => ns.map((n) => n.dataset.path));
  assert.deepEqual((await marked('code-only')).sort(), ['1.1', '1.2', '2.1', '2.2']);
  assert.deepEqual(await marked('search-only'), []);
  assert.match(await page.textContent('.legend'), /only your code/);
  // Another search (the root swapped) drops them.
  await page.click('[data-testid="swap-root"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree"] .node.code-only').length === 0);
  assert.doesNotMatch(await page.textContent('.legend'), /only your code/);
  assert.deepEqual(errors, []);
});

test('right code agrees on the tree shown and on 200 random trees; a mistake is named and its smallest tree opened', async () => {
  const { page, errors } = await openCode('?mode=code&code=js');
  await write(page, RIGHT_JS);
  assert.match(await runAndWait(page, 'code-run'), /Your code does what alpha-beta does: the same 9 nodes in the same order, and the root's value 3\./);
  assert.match(await runAndWait(page, 'code-random'), /agrees with alpha-beta on all 200 random trees/);
  await write(page, SWAPPED_JS);
  const verdict = await runAndWait(page, 'code-random');
  assert.match(verdict, /Tree \d+ of 200 fails\. The smallest tree that fails the same way is now shown: (\S+) \((MAX|MIN)\)/);
  assert.match(verdict, /α and β swapped/);
  const shownTree = verdict.match(/is now shown: (\S+) \(/)[1];
  // The page shows that tree (its editor holds its notation).
  await page.waitForFunction((t) => [...document.querySelectorAll('textarea')].some((a) => a.value === t), shownTree);
  const leaves = shownTree.match(/-?\d+/g).length;
  assert.ok(leaves >= 1 && leaves <= 6, `the smallest tree has at most 6 leaves (${shownTree})`);
  assert.deepEqual(errors, []);
});

test('an endless loop is stopped at the time limit and the page stays usable; a syntax error shows its line', async () => {
  const { page } = await openCode('?mode=code&code=js');
  await write(page, 'function alphabeta(node, alpha, beta) {\n  while (true) {}\n}\n');
  const before = await runs(page);
  await page.click('[data-testid="code-run"]');
  // While the worker loops, the page still answers: a step is taken.
  await page.waitForFunction(() => document.querySelector('[data-testid="code-stop"]')?.disabled === false);
  await page.click('[data-testid="step-forward"]');
  await page.waitForFunction(() => /\b1 of 23\b|step 1\b/i.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? ''));
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="code-verdict"]').dataset.runs) > n, before, { timeout: 20000 });
  assert.match(await page.textContent('[data-testid="code-status"]'), /did not finish within 5 s on tree 1/);
  await write(page, 'function alphabeta(node, alpha, beta) {\n  return node.value +;\n}\n');
  const verdict = await runAndWait(page, 'code-run');
  assert.match(verdict, /Your code does not load: \(line 2\)/);
  assert.match(await page.textContent('[data-testid="code-error"]'), /SyntaxError/);
  // Stop ends a run at once and loses nothing.
  await write(page, 'function alphabeta(node) {\n  for (;;) {}\n}\n');
  await page.click('[data-testid="code-run"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="code-stop"]')?.disabled === false);
  await page.click('[data-testid="code-stop"]');
  await page.waitForFunction(() => /Stopped\./.test(document.querySelector('[data-testid="code-status"]')?.textContent ?? ''));
  // The code is kept as typed, through a reload.
  await page.reload();
  await page.waitForSelector('[data-testid="code-source"]');
  assert.equal(await page.inputValue('[data-testid="code-source"]'), 'function alphabeta(node) {\n  for (;;) {}\n}\n');
});

test('Python runs in Pyodide from the page\'s own origin: right code agrees, a syntax error shows its line', async () => {
  const { page, errors } = await openCode('?mode=code&code=py');
  const elsewhere = [];
  const origin = new URL(env.server.url).origin;
  page.on('request', (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith('blob:') && !r.url().startsWith('data:')) elsewhere.push(r.url());
  });
  await write(page, RIGHT_PY);
  assert.match(await runAndWait(page, 'code-run', 120000), /Your code does what alpha-beta does: the same 9 nodes/);
  assert.match(await runAndWait(page, 'code-random', 120000), /agrees with alpha-beta on all 200 random trees/);
  await write(page, 'def alphabeta(node, alpha, beta)\n    return node.value\n');
  assert.match(await runAndWait(page, 'code-run', 120000), /Your code does not load: \(line 1\)/);
  assert.match(await page.textContent('[data-testid="code-error"]'), /SyntaxError/);
  assert.deepEqual(elsewhere, [], 'nothing is fetched from another origin');
  assert.deepEqual(errors, []);
});

test('CS188\'s agents in the page: the search nested in getAction (Python) and in methods (JavaScript), checked with CS188\'s strict cut', async () => {
  for (const [code, file] of [['py', 'cs188_agents.py'], ['js', 'cs188_agents.js']]) {
    const { page, errors } = await openCode(`?mode=code&code=${code}`);
    await page.selectOption('[data-testid="cut"]', 'gt');
    await write(page, fixture(file));
    assert.match(await runAndWait(page, 'code-run', 120000), /Your code does what alpha-beta does: the same \d+ nodes in the same order/, file);
    assert.match(await runAndWait(page, 'code-random', 120000), /agrees with alpha-beta on all 200 random trees/, file);
    // Under α ≥ β its strict cut is named, from what its nested calls returned.
    await page.selectOption('[data-testid="cut"]', 'ge');
    assert.match(await runAndWait(page, 'code-random', 120000), /the other cut rule/, file);
    assert.deepEqual(errors, [], file);
    await page.close();
  }
});

test('a game is checked as it is searched: Nim with its transposition table, the page stepping to where the code parts', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '?game=nim&state=2,2');
  await page.click('[data-testid="code-header"]');
  await page.waitForSelector('[data-testid="code-source"]');
  await page.selectOption('[data-testid="code-language"]', 'js');
  await write(page, RIGHT_JS);
  assert.match(await runAndWait(page, 'code-run'), /Your code does what alpha-beta does: the same \d+ nodes in the same order, and the root's value -1\./);
  await write(page, SWAPPED_JS);
  const verdict = await runAndWait(page, 'code-run');
  assert.match(verdict, /α and β swapped/);
  // The verdict quotes the step the page now shows, word for word.
  const [, step, said] = verdict.match(/Step (\d+): (.*?)Pseudocode:/);
  await page.waitForFunction((n) => new RegExp(`^step ${n} of `).test(document.querySelector('[data-testid="step-counter"]').textContent), step);
  assert.equal((await page.textContent('[data-testid="explanation"]')).trim(), said.trim());
  assert.ok(await page.$('[data-testid="game-panel"]'), 'the game stays loaded');
  assert.deepEqual(errors, []);
});

test('the header\'s "Your code" opens the mode and closes it, and never adds a row to the header', async () => {
  for (const lang of ['en', 'tr', 'ja', 'zh']) {
    const { page } = await open(env.browser, env.server.url, `?lang=${lang}`);
    const header = () => page.$eval('.app-header', (h) => h.getBoundingClientRect().height);
    const closed = await header();
    await page.click('[data-testid="code-header"]');
    await page.waitForSelector('[data-testid="code-source"]');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('mode') === 'code');
    assert.equal(await page.getAttribute('[data-testid="code-header"]', 'aria-pressed'), 'true', lang);
    assert.equal(await header(), closed, `${lang}: the header keeps its height`);
    await page.click('[data-testid="code-header"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="code-panel"]') && !new URL(location.href).searchParams.has('mode'));
    await page.close();
  }
});

test('"Your code" opens again in the language it was last shown in, also after a reload', async () => {
  const { page } = await open(env.browser, env.server.url, '');
  await page.click('[data-testid="code-header"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('code') === 'py');
  await page.selectOption('[data-testid="code-language"]', 'js');
  await page.waitForFunction(() => localStorage.getItem('minimax-lab:code-language') === 'js');
  await page.click('[data-testid="code-close"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="code-panel"]'));
  await page.click('[data-testid="code-write"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('code') === 'js');
  await page.click('[data-testid="code-header"]');
  // Closed, and the address says so (a reload would open it again before).
  await page.waitForFunction(() => !document.querySelector('[data-testid="code-panel"]') && !new URL(location.href).searchParams.has('mode'));
  await page.reload();
  await page.waitForSelector('[data-testid="code-header"]');
  await page.click('[data-testid="code-header"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('code') === 'js');
  // The panel (drawn by the on-demand module) shows JavaScript's editor.
  await page.waitForFunction(() => document.querySelector('[data-testid="code-language"]')?.value === 'js');
  await page.close();
});

test('opened from the pseudocode panel, closed from its own head; the link keeps the mode and the language', async () => {
  const { page } = await open(env.browser, env.server.url, '');
  await page.click('[data-testid="code-write"]');
  await page.waitForSelector('[data-testid="code-source"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('mode') === 'code');
  await page.selectOption('[data-testid="code-language"]', 'js');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('code') === 'js');
  // Another language shows its own code; "Start again" gives its starter.
  await page.click('[data-testid="code-reset"]');
  await page.waitForFunction(() => /^\/\/ Write your search here/.test(document.querySelector('[data-testid="code-source"]').value));
  await page.click('[data-testid="code-close"]');
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('mode') && !document.querySelector('[data-testid="code-panel"]'));
});

test('on a phone the editor and the verdict are stacked, with 16 px text', async () => {
  const { page } = await openCode('?mode=code&code=js', { width: 390, height: 844 });
  const box = await page.$eval('[data-testid="code-source"]', (a) => {
    const r = a.getBoundingClientRect();
    return { left: r.left, right: r.right, size: getComputedStyle(a).fontSize };
  });
  assert.equal(box.size, '16px');
  assert.ok(box.left >= 0 && box.right <= 390, `the editor fits the phone (${box.left}–${box.right})`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= 390), true, 'no sideways scrolling');
});

test('after Python ran once, it runs offline: the service worker kept Pyodide and the harness', async () => {
  const context = await env.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(env.server.url + '?mode=code&code=py');
  await page.waitForSelector('[data-testid="code-source"]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  await write(page, RIGHT_PY);
  assert.match(await runAndWait(page, 'code-run', 120000), /Your code does what alpha-beta does/);
  const needed = ['/code/worker.js', '/code/harness.js', '/code/harness.py', '/pyodide/pyodide.js', '/pyodide/pyodide.asm.wasm', '/pyodide/python_stdlib.zip'];
  await page.waitForFunction(async (paths) => {
    const versions = (await caches.keys()).filter((k) => !k.endsWith(':pointers'));
    const keys = (await Promise.all(versions.map(async (k) => (await (await caches.open(k)).keys()).map((r) => new URL(r.url).pathname)))).flat();
    return paths.every((p) => keys.includes(p));
  }, needed, { timeout: 30000, polling: 200 });
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('[data-testid="code-source"]');
  assert.equal(await page.inputValue('[data-testid="code-source"]'), RIGHT_PY, 'the code is still there');
  assert.match(await runAndWait(page, 'code-run', 120000), /Your code does what alpha-beta does: the same 9 nodes/);
  await context.close();
});
