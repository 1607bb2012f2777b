// End-to-end tests of the release build in a real Chromium.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, serve } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const states = (page) =>
  page.$$eval('[data-testid="tree"] [data-path]', (nodes) =>
    Object.fromEntries(nodes.map((n) => [n.dataset.path, n.dataset.state])),
  );

test('the first page shows the classic example searched to the end', async () => {
  const { page, errors } = await open(browser, server.url);
  assert.equal(await page.textContent('[data-testid="root-value"]'), '3');
  const s = await states(page);
  // a, b, 7 and 3 are never looked at.
  for (const path of ['1.1', '1.2', '2.1', '2.2']) assert.equal(s[path], 'pruned', `leaf ${path}`);
  for (const path of ['', '0', '0.0', '0.1', '0.2', '1', '1.0', '2', '2.0']) assert.equal(s[path], 'done', `node ${path}`);
  assert.equal(await page.getAttribute('[data-path=""]', 'data-value'), '3');
  assert.match(await page.textContent('[data-testid="step-counter"]'), /step 23 of 23/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keys step through the search, forward and back', async () => {
  const { page } = await open(browser, server.url);
  await page.keyboard.press('Home');
  assert.match(await page.textContent('[data-testid="step-counter"]'), /step 0 of 23/);
  assert.equal((await states(page))[''], 'unvisited');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageDown');
  assert.match(await page.textContent('[data-testid="step-counter"]'), /step 2 of 23/);
  const s = await states(page);
  assert.equal(s[''], 'active');
  assert.equal(s['0'], 'active');
  assert.equal(await page.getAttribute('[data-path="0"]', 'data-alpha'), '-inf');
  assert.equal(await page.getAttribute('[data-path="0"]', 'data-beta'), 'inf');
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  // Step 14 is C's cutoff: β = 2 ≤ α = 3.
  assert.match(await page.textContent('[data-testid="explanation"]'), /β = 2 ≤ α = 3.*a and b are pruned/);
  assert.equal((await states(page))['1.1'], 'pruned');
  await page.keyboard.press('PageUp');
  assert.equal((await states(page))['1.1'], 'unvisited');
  await page.click('[data-testid="step-end"]');
  assert.equal(await page.textContent('[data-testid="root-value"]'), '3');
  await page.close();
});
