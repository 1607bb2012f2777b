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
import { DIST, cachedHolds, launch, serve } from './harness.mjs';

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
  await cachedHolds(page, ['/', '/minimax-lab.js', '/minimax-lab_bg.wasm']);
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
      if (!key.startsWith('minimax-lab-v6:') || key.endsWith(':pointers')) continue;
      const cache = await caches.open(key);
      const page = await cache.match('./');
      if (page && (await page.text()).includes('test-version')) return (await cache.keys()).map((r) => new URL(r.url).pathname);
    }
    return [];
  });
  for (const path of ['/', '/minimax-lab.js', '/minimax-lab_bg.wasm']) assert.ok(newKeys.includes(path), `the new version holds ${path}: ${newKeys}`);

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
