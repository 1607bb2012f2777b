// A 390×844 phone: the controls fold into a menu, so the step controls and
// the explanation are above the fold; tap targets are at least 44 px; no
// panel or dialog makes the page scroll sideways; popovers close when done.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const PHONE = { width: 390, height: 844 };

const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

/** Visible controls smaller than 44 px in either direction. */
function smallTargets(page, selector) {
  return page.$$eval(selector, (els) =>
    els
      .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 43.5 || r.width < 43.5)
      .map(({ e, r }) => `${e.dataset.testid ?? e.tagName} ${Math.round(r.width)}×${Math.round(r.height)}`));
}

test('on a phone the step controls and the explanation are above the fold, the rest in a menu', async () => {
  const { page } = await open(env.browser, env.server.url, '?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14&lang=en', PHONE);
  for (const id of ['step-forward', 'step-back', 'explanation']) {
    const r = await page.locator(`[data-testid="${id}"]`).boundingBox();
    assert.ok(r && r.y + r.height <= PHONE.height, `${id} ends at ${r && r.y + r.height}`);
  }
  assert.equal(await page.isVisible('[data-testid="algorithm"]'), false, 'folded away');
  await page.click('[data-testid="menu"]');
  assert.equal(await page.isVisible('[data-testid="algorithm"]'), true);
  assert.equal(await page.getAttribute('[data-testid="menu"]', 'aria-expanded'), 'true');
  await page.close();
});

test('on a phone tap targets are at least 44 px and nothing scrolls sideways, with every panel and dialog open', async () => {
  const { page } = await open(env.browser, env.server.url, '?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14&lang=en', PHONE);
  assert.equal(await sideways(page), 0);
  await page.click('[data-testid="menu"]');
  assert.deepEqual(await smallTargets(page, '.app-header button, .app-header select, .app-header summary, .controls button, .controls select, .tree-tools button'), []);
  await page.click('[data-testid="random"]');
  assert.equal(await sideways(page), 0, 'the random-tree panel fits');
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-link"]');
  assert.equal(await sideways(page), 0, 'the Share dialog fits');
  await page.click('[data-path="1"] .shape');
  assert.equal(await sideways(page), 0, 'the node tools fit');
  assert.deepEqual(await smallTargets(page, '[data-testid="node-tools"] button'), []);
  // One popover at a time: Share closed the random-tree panel.
  assert.equal(await page.isVisible('[data-testid="generate"]'), false);
  await page.click('[data-testid="random"]');
  // The toggle event that closes the other popover is queued: wait for it.
  await page.waitForFunction(() => document.querySelector('details.share')?.open === false, null, { timeout: 5000 });
  // Generate closes the random-tree panel once the tree is made.
  await page.click('[data-testid="generate"]');
  await page.waitForSelector('[data-testid="generate"]', { state: 'hidden', timeout: 5000 });
  await page.close();
});

test('on a phone the tree opens at a size where every node is a 44 px target and its type can be read', async () => {
  for (const [query, what] of [
    ['?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14&lang=en', 'classic'],
    ['?tree=%3C%3C%3C5,6%3E,%3C7,4,5%3E%3E,%3C%3C3%3E%3E%3E,%3C%3C%3C6%3E,%3C6,9%3E%3E,%3C%3C7%3E%3E%3E,%3C%3C%3C5%3E%3E,%3C%3C9,8%3E,%3C6%3E%3E%3E&step=41&lang=en', 'Wikipedia'],
  ]) {
    const { page } = await open(env.browser, env.server.url, query, PHONE);
    const svg = await page.locator('svg.tree').boundingBox();
    const targets = await page.$$eval('svg.tree g.node .hit', (rs) => rs.map((r) => r.getBoundingClientRect().toJSON()));
    const onScreen = targets.filter((r) => r.right > svg.x && r.x < svg.x + svg.width && r.bottom > svg.y && r.y < svg.y + svg.height);
    assert.ok(onScreen.length >= 3, `${what}: ${onScreen.length} nodes on screen`);
    for (const r of onScreen) assert.ok(r.width >= 43.5 && r.height >= 43.5, `${what}: a ${r.width}×${r.height} target`);
    const fonts = await page.$$eval('svg.tree g.node text.value', (ts) => ts.filter((t) => t.textContent.trim()).map((t) => t.getBoundingClientRect().height));
    // (Math.min of nothing is Infinity: without values the check below passes.)
    assert.ok(fonts.length >= 3, `${what}: ${fonts.length} values drawn`);
    assert.ok(Math.min(...fonts) >= 12, `${what}: values ${Math.min(...fonts)} px tall`);
    // The node the link's step is about is in sight.
    const current = await page.locator('svg.tree g.node.current .shape').boundingBox();
    assert.ok(current && current.x >= svg.x && current.x + current.width <= svg.x + svg.width, `${what}: current node in sight`);
    assert.equal(await sideways(page), 0);
    await page.close();
  }
});

test('random-tree settings that cannot be drawn say what will be made instead', async () => {
  const { page } = await open(env.browser, env.server.url, '?lang=en');
  await page.click('[data-testid="random"]');
  assert.equal(await page.$('[data-testid="random-clamped"]'), null);
  const [branching, depth] = await page.$$('.random-form input');
  await branching.fill('6');
  await depth.fill('8');
  assert.match(await page.textContent('[data-testid="random-clamped"]'), /branching 6, depth 4 will be made/);
  await page.click('[data-testid="generate"]');
  // 6^4 = 1296 leaves, as announced: drawn folded, the root's six children
  // hold 6^3 + 6^2 + 6 = 258 nodes each.
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="tree"] .node[data-folded]')].filter((g) => g.dataset.folded === '258').length === 6);
  await page.close();
});

test('Escape closes an open popover and gives the focus back to its button', async () => {
  const { page } = await open(env.browser, env.server.url, '?lang=en');
  await page.click('[data-testid="random"]');
  assert.equal(await page.isVisible('[data-testid="generate"]'), true);
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('[data-testid="generate"]'), false);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'random');
  await page.close();
});

test('a touch phone gets touch words and 44 px practice targets (issue 26.4)', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(env.server.url + '?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=0');
  await page.waitForSelector('[data-testid="tree"]');
  const explanation = await page.textContent('[data-testid="explanation"]');
  assert.match(explanation, /^Tap ▶/);
  assert.doesNotMatch(explanation, /Press|→/);
  assert.doesNotMatch(await page.textContent('body'), /Click a node/);
  for (const task of ['solve', 'predict']) {
    await page.goto(env.server.url + `?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&mode=practice&task=${task}`);
    await page.waitForSelector('[data-testid="practice"]');
    if (task === 'predict') {
      while ((await page.getAttribute('[data-testid="question"]', 'data-kind')) !== 'update') await page.click('[data-testid="continue"]');
    }
    const small = await page.$$eval('[data-testid="practice"] button, [data-testid="practice"] label:has(input[type="checkbox"]), [data-testid="practice"] label:has(input[type="radio"])', (els) =>
      els.filter((e) => e.offsetParent !== null).map((e) => [e.textContent.trim().slice(0, 20), e.getBoundingClientRect()]).filter(([, r]) => r.width < 44 || r.height < 44).map(([t, r]) => `${t}: ${Math.round(r.width)}×${Math.round(r.height)}`));
    assert.deepEqual(small, [], `${task}: targets under 44 px`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
