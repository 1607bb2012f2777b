// Repeat visits (issue 41.3): the service worker opens the page from its
// cache at once and checks the network behind it; a new build is cached
// whole, announced with a line, and opens on the next visit (or at once
// from the line). Served from a copy of dist/, so the test can publish a
// "new build" without touching the real one.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, buildFile, cachedHolds, launch, serve } from './harness.mjs';

const env = {};
before(async () => {
  env.dir = await mkdtemp(join(tmpdir(), 'minimax-update-'));
  await cp(DIST, env.dir, { recursive: true });
  env.server = await serve(env.dir);
  env.browser = await launch();
});
after(async () => {
  await env.browser?.close();
  await env.server?.close();
  if (env.dir) await rm(env.dir, { recursive: true, force: true });
});

const TREE = '[data-testid="tree"] [data-path=""]';

const version = (page) => page.evaluate(() => document.querySelector('meta[name="test-version"]')?.content ?? 'first');

test('a repeat visit opens from the cache; a new build is cached behind it, said by a line, and opens on the next visit, offline too', async () => {
  const context = await env.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(env.server.url);
  await page.waitForSelector(TREE);
  // The page's own build, by the names the page gives it (a hash of each
  // file's content in them).
  const own = ['/', '/' + (await buildFile('minimax-lab.js', env.dir)), '/' + (await buildFile('minimax-lab_bg.wasm', env.dir))];
  await cachedHolds(page, own);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });

  // Only the page is the app: another file opened as a page is that file.
  await page.goto(env.server.url + 'favicon.svg');
  assert.equal(await page.evaluate(() => document.contentType), 'image/svg+xml');

  // A new build is published.
  const html = await readFile(join(env.dir, 'index.html'), 'utf8');
  await writeFile(join(env.dir, 'index.html'), html.replace('<meta ', '<meta name="test-version" content="second"><meta '));

  // The next visit opens the version it has, at once, and hears of the new one.
  await page.goto(env.server.url + '?tree=%3C1,2%3E,%3C3,4%3E');
  await page.waitForSelector(TREE);
  assert.equal(await version(page), 'first', 'opened from the cache, not the network');
  await page.waitForSelector('[data-testid="update-ready"]', { timeout: 20000 });
  assert.match(await page.textContent('[data-testid="update-ready"]'), /^A new version of Minimax Lab is ready: it opens on your next visit\. Open it now ×$/);
  const line = await page.$eval('[data-testid="update-ready"]', (e) => {
    const r = e.getBoundingClientRect();
    return { inside: r.left >= 0 && r.right <= innerWidth && r.bottom <= innerHeight, role: e.getAttribute('role') };
  });
  assert.deepEqual(line, { inside: true, role: 'status' }, 'on screen, and read out');

  // The new version was cached whole, its builds in its own cache.
  const newKeys = await page.evaluate(async () => {
    for (const key of await caches.keys()) {
      if (!key.startsWith('minimax-lab-v7:') || key.endsWith(':pointers')) continue;
      const cache = await caches.open(key);
      const page = await cache.match('./');
      if (page && (await page.text()).includes('test-version')) return (await cache.keys()).map((r) => new URL(r.url).pathname);
    }
    return [];
  });
  for (const path of own) assert.ok(newKeys.includes(path), `the new version holds ${path}: ${newKeys}`);

  // "Open it now": the new version, with the visit's tree (the link kept).
  await Promise.all([page.waitForNavigation(), page.click('[data-testid="update-ready"] button:first-of-type')]);
  await page.waitForSelector(TREE);
  assert.equal(await version(page), 'second');
  assert.equal(await page.inputValue('[data-testid="notation"]'), '<1,2>,<3,4>', 'the same tree as before the reload');

  // Offline, the new version opens from its cache.
  await context.setOffline(true);
  await page.goto(env.server.url);
  await page.waitForSelector(TREE);
  assert.equal(await version(page), 'second');
  await context.close();
});

// (A worker that loses them never caches them: the wait for them ends at
// the test's time limit.)
test("a reader of the version before hashed names keeps what it had: the new worker caches the same builds by their new names, and the old caches go (issue 41.3)", { timeout: 60_000 }, async () => {
  const context = await env.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  // What a worker of cache v6 held: the page and builds by their plain
  // names (here the Japanese build and the module, never opened in this
  // test), seeded before this worker is installed.
  await page.goto(env.server.url + 'favicon.svg');
  await page.evaluate(async () => {
    const old = await caches.open('minimax-lab-v6:0123456789abcdef');
    for (const url of ['./', './minimax-lab-ja.js', './minimax-lab-ja_bg.wasm', './minimax-extras.js']) await old.put(url, new Response('old'));
  });
  await page.goto(env.server.url);
  await page.waitForSelector(TREE);
  const wanted = [];
  for (const plain of ['minimax-lab-ja.js', 'minimax-lab-ja_bg.wasm', 'minimax-extras.js']) wanted.push('/' + (await buildFile(plain, env.dir)));
  await cachedHolds(page, wanted);
  assert.deepEqual(await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('minimax-lab-v6:'))), [], 'the old caches are gone');
  await context.close();
});

/** Stops the service worker, as the browser does with an idle one, and
 * waits until it has stopped. */
async function stopWorker(cdp) {
  const stopped = new Promise((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.some((v) => v.runningStatus === 'stopped')) resolve();
    });
  });
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
}

test('a page keeps its version after the browser stops the worker: its files stay its own, and its version is not deleted (issue 41.3)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'minimax-restart-'));
  await cp(DIST, dir, { recursive: true });
  const server = await serve(dir);
  const context = await env.browser.newContext({ locale: 'en-US' });
  try {
    const a = await context.newPage();
    await a.goto(server.url);
    await a.waitForSelector(TREE);
    await a.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
    // A first interaction: when idle, the page caches the on-demand module.
    await a.keyboard.press('ArrowRight');
    const extras = await buildFile('minimax-extras.js', dir);
    await cachedHolds(a, ['/' + extras]);
    // The module the page names (each version names its own).
    const module = () => fetch(window.minimaxFiles['minimax-extras.js']).then((r) => r.text());
    const first = await a.evaluate(module);

    // A new build: a new page naming a new module (a new name: a hash of
    // its new content).
    const second = extras.replace(/-[0-9a-f]{16}\.js$/, '-5ec0d5ec0d5ec0d5.js');
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    await writeFile(join(dir, 'index.html'), html.replace('<meta ', '<meta name="test-version" content="second"><meta ').replaceAll(extras, second));
    await writeFile(join(dir, second), (await readFile(join(dir, extras), 'utf8')) + '\n// the second build\n');
    // The host keeps only the new build: tab A's module can come only
    // from its own version's cache.
    await rm(join(dir, extras));
    await a.goto(server.url);
    await a.waitForSelector(TREE);
    assert.equal(await version(a), 'first');
    await a.waitForSelector('[data-testid="update-ready"]', { timeout: 20000 });

    // The browser stops the idle worker; another tab opens the new version;
    // the worker is stopped again.
    const cdp = await context.newCDPSession(a);
    await cdp.send('ServiceWorker.enable');
    await stopWorker(cdp);
    const b = await context.newPage();
    await b.goto(server.url);
    await b.waitForSelector(TREE);
    assert.equal(await version(b), 'second', 'a new visit opens the new version');
    await stopWorker(cdp);

    // Tab A still runs the first version: its module is the first's (not
    // the new build's), from its own version's cache, which is still there.
    const again = await a.evaluate(module);
    assert.ok(again === first, `the first version's module after two restarts, not ${again.endsWith('// the second build\n') ? "the new build's" : 'another'}`);
    assert.ok((await b.evaluate(module)).endsWith('// the second build\n'), "tab B has the new build's module");
    const versions = await a.evaluate(async () => (await caches.keys()).filter((k) => !k.endsWith(':pointers')).length);
    assert.equal(versions, 2, 'both versions are kept while a page runs each');
  } finally {
    await context.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
});
