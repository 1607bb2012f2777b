// A 390×844 phone: the controls fold into a menu, so the step controls and
// the explanation are above the fold; tap targets are at least 44 px; no
// panel or dialog makes the page scroll sideways; popovers close when done.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { nextFrame, open, press, useBrowser } from './harness.mjs';

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

test('on a phone a choice that opens something closes the menu and shows what it opened; settings leave it open (issue 39)', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '?lang=en', PHONE);
  const expanded = () => page.getAttribute('[data-testid="menu"]', 'aria-expanded');
  await page.click('[data-testid="menu"]');
  // A setting: the menu stays, so a second one can be changed.
  await page.selectOption('[data-testid="algorithm"]', 'minimax');
  await page.waitForSelector('[data-testid="cut"][disabled]');
  assert.equal(await expanded(), 'true', 'after the algorithm');
  // "Code": the menu closes and the panel, below the drawing on a phone,
  // is scrolled to once the module has drawn it.
  await page.click('[data-testid="code-header"]');
  await page.waitForSelector('[data-testid="menu"][aria-expanded="false"]');
  assert.equal(await page.isVisible('[data-testid="algorithm"]'), false, 'folded again');
  await page.waitForSelector('[data-testid="code-source"]');
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-testid="code-panel"]').getBoundingClientRect();
    return r.top >= 0 && r.top < innerHeight / 2;
  }, null, { timeout: 10000 });
  assert.ok(await page.evaluate(() => scrollY) > 0, 'the page scrolled to the panel');
  // An example: the menu closes over the tree it loaded.
  await page.evaluate(() => scrollTo(0, 0));
  await page.click('[data-testid="menu"]');
  await page.waitForSelector('[data-testid="menu"][aria-expanded="true"]');
  await page.selectOption('[data-testid="examples"]', '1');
  await page.waitForSelector('[data-testid="menu"][aria-expanded="false"]');
  const tree = await page.locator('[data-testid="tree"]').boundingBox();
  assert.ok(tree.y < PHONE.height, `the tree starts at ${tree.y}`);
  assert.deepEqual(errors, []);
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

test('on a phone a practice link opens at the top, on the tree to solve (issue 39)', async () => {
  for (const query of ['?mode=practice&lang=en', '?mode=practice&task=predict&lang=en']) {
    const { page, errors } = await open(env.browser, env.server.url, query, PHONE);
    await page.waitForSelector('[data-testid="practice"]');
    // The first view's effects have run (they remove the loading shell),
    // and what they scrolled is drawn.
    await page.waitForFunction(() => !document.getElementById('shell'));
    await nextFrame(page);
    const out = await page.evaluate(() => ({ y: scrollY, tree: document.querySelector('[data-testid="tree"]').getBoundingClientRect().top, focused: document.activeElement?.dataset.testid }));
    assert.equal(out.y, 0, `${query}: the page is at its top`);
    assert.equal(out.focused, 'practice', `${query}: the panel has the keyboard, where it is`);
    assert.ok(out.tree >= 0 && out.tree < PHONE.height / 2, `${query}: the tree starts at ${out.tree}`);
    assert.deepEqual(errors, []);
    await page.close();
  }
  // (Opened from the page, the panel is brought into sight and focused:
  // practice.test.mjs, "panels open where the reader is looking".)
});

test('on a phone every control of the panels and labs is a 44 px tap target (issue 39)', async () => {
  for (const query of ['?mode=code', '?mode=practice', '?mode=mcts', '?mode=window', '?game=nim', '?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&whatif=1.1']) {
    const { page, errors } = await open(env.browser, env.server.url, `${query}&lang=en`, PHONE, 'en-US', 'main');
    // The module's panels drawn: no progress line left, and a frame later.
    await page.waitForFunction(() => !document.querySelector('[data-testid="module-loading"]') && document.querySelector('.side button'));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const low = await page.$$eval('main button, main select, main summary, aside button, aside select, aside summary', (els) =>
      els
        .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
        .filter((e) => e.getBoundingClientRect().height < 43.5)
        .map((e) => `${e.dataset.testid ?? e.tagName} ${Math.round(e.getBoundingClientRect().height)} px high`));
    assert.deepEqual(low, [], query);
    assert.deepEqual(errors, [], query);
    await page.close();
  }
});

test('on a phone a tree of up to about 15 leaves opens whole with labels of at least 12 px (issue 26.4)', async () => {
  for (const [query, what, least] of [
    ['?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14&lang=en', 'classic', 13],
    ['?tree=%3C%3C1,2,3%3E,%3C4,5,6%3E,%3C7,8,9%3E%3E,%3C%3C1,2,3%3E,%3C4,5,6%3E%3E&step=20&lang=en', 'fifteen leaves', 12],
    ['?tree=%3C10,11,12%3E,%3C13,14,15%3E,%3C16,17,18%3E,%3C19,20,21%3E&step=10&lang=en', 'twelve two-digit leaves', 12],
  ]) {
    const { page, errors } = await open(env.browser, env.server.url, query, PHONE);
    const svg = await page.locator('svg.tree').boundingBox();
    const texts = await page.$$eval('svg.tree g.node text', (ts) => ts.filter((t) => t.textContent.trim()).map((t) => ({ text: t.textContent.trim(), r: t.getBoundingClientRect().toJSON() })));
    const leaves = await page.$$eval('svg.tree g.node.leaf', (ls) => ls.length);
    assert.ok(leaves >= 9 && texts.length >= leaves, `${what}: ${texts.length} labels, ${leaves} leaves`);
    for (const { text, r } of texts) {
      assert.ok(r.x >= svg.x && r.right <= svg.x + svg.width && r.y >= svg.y && r.bottom <= svg.y + svg.height, `${what}: "${text}" is off screen: the tree is not whole`);
      assert.ok(r.height >= least, `${what}: "${text}" is ${r.height} px tall`);
    }
    // Tap targets: never overlapping, at least 24 px across (WCAG 2.5.8)
    // and 40 px high; 15 leaves side by side leave no room for 44 px across.
    const targets = await page.$$eval('svg.tree g.node .hit', (rs) => rs.map((r) => r.getBoundingClientRect().toJSON()));
    for (const r of targets) assert.ok(r.width >= 19 && r.height >= 40, `${what}: a ${r.width}×${r.height} target`);
    for (let i = 0; i < targets.length; i++) {
      for (let j = i + 1; j < targets.length; j++) {
        const [a, b] = [targets[i], targets[j]];
        assert.ok(!(a.x < b.right - 0.5 && b.x < a.right - 0.5 && a.y < b.bottom - 0.5 && b.y < a.bottom - 0.5), `${what}: targets ${i} and ${j} overlap`);
      }
    }
    assert.equal(await sideways(page), 0);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('on a phone a tree too wide to read whole opens zoomed, every node a 44 px target', async () => {
  // The Wikipedia tree: its single-child chains need wide slots, so whole it would have 8 px labels.
  const query = '?tree=%3C%3C%3C5,6%3E,%3C7,4,5%3E%3E,%3C%3C3%3E%3E%3E,%3C%3C%3C6%3E,%3C6,9%3E%3E,%3C%3C7%3E%3E%3E,%3C%3C%3C5%3E%3E,%3C%3C9,8%3E,%3C6%3E%3E%3E&step=41&lang=en';
  const what = 'Wikipedia';
  const { page } = await open(env.browser, env.server.url, query, PHONE);
  const svg = await page.locator('svg.tree').boundingBox();
  const targets = await page.$$eval('svg.tree g.node .hit', (rs) => rs.map((r) => r.getBoundingClientRect().toJSON()));
  const onScreen = targets.filter((r) => r.right > svg.x && r.x < svg.x + svg.width && r.bottom > svg.y && r.y < svg.y + svg.height);
  assert.ok(onScreen.length >= 3, `${what}: ${onScreen.length} nodes on screen`);
  for (const r of onScreen) assert.ok(r.width >= 43.5 && r.height >= 43.5, `${what}: a ${r.width}×${r.height} target`);
  const fonts = await page.$$eval('svg.tree g.node text.value', (ts) => ts.filter((t) => t.textContent.trim()).map((t) => t.getBoundingClientRect().height));
  assert.ok(fonts.length >= 3, `${what}: ${fonts.length} values drawn`);
  assert.ok(Math.min(...fonts) >= 12, `${what}: values ${Math.min(...fonts)} px tall`);
  // The node the link's step is about is in sight.
  const current = await page.locator('svg.tree g.node.current .shape').boundingBox();
  assert.ok(current && current.x >= svg.x && current.x + current.width <= svg.x + svg.width, `${what}: current node in sight`);
  assert.equal(await sideways(page), 0);
  await page.close();
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
  await press(page, 'Escape');
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
