// Embed mode and the slide-deck protocol, against the release build.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { drawn, heardBack, nextFrame, open, press, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);

async function demo() {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(env.server.url + 'embed-demo.html');
  const one = page.frameLocator('[data-testid="widget-one"]');
  await one.locator('[data-testid="tree"] [data-path=""]').waitFor();
  return { page, one, errors };
}

test('the embed demo loads two widgets and drives one with postMessage', async () => {
  const { page, one, errors } = await demo();
  const two = page.frameLocator('[data-testid="widget-two"]');
  await two.locator('[data-testid="tree"] [data-path=""]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelector('[data-testid="demo-status"]').textContent === 'step 0 of 23');
  for (let i = 0; i < 3; i++) await page.click('[data-testid="demo-next"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="demo-status"]').textContent === 'step 3 of 23');
  assert.equal(await one.locator('[data-testid="step-counter"]').textContent(), 'step 3 of 23');
  await page.click('[data-testid="demo-end"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="demo-status"]').textContent === 'step 23 of 23');
  assert.equal(await one.locator('[data-testid="root-value"]').textContent(), '3');
  await page.click('[data-testid="demo-load"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="demo-status"]').textContent === 'step 0 of 26');
  // Messages that do not match are ignored.
  await page.evaluate(() => {
    const w = document.getElementById('one').contentWindow;
    w.postMessage({ type: 'other', action: 'next' }, '*');
    w.postMessage({ type: 'minimax-lab', action: 'jump' }, '*');
    w.postMessage('next', '*');
    w.postMessage(null, '*');
  });
  // The widget reads its messages in order: its answer to a hello sent
  // after them comes once it has read them all (and shown any step they
  // had moved it to).
  const report = await heardBack(page, 'one');
  assert.equal(await one.locator('[data-testid="step-counter"]').textContent(), 'step 0 of 26');
  // Every report is numbered: 0 before any numbered goto, so embed.js never
  // takes a late report for the answer to a goto sent after it.
  assert.deepEqual([report.step, report.steps, report.seq], [0, 26, 0]);
  await page.evaluate(() => document.getElementById('one').contentWindow.postMessage({ type: 'minimax-lab', action: 'goto', step: 2, seq: 7 }, '*'));
  const after = await heardBack(page, 'one');
  assert.deepEqual([after.step, after.seq], [2, 7], 'the goto read, its number comes back');
  // The second widget is independent.
  assert.equal(await two.locator('[data-testid="step-counter"]').textContent(), 'step 0 of 16');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a key the widget does not use reaches the parent page', async () => {
  const { page, one } = await demo();
  await one.locator('[data-testid="explanation"]').click();
  // The key lands in the widget's frame, which marks and draws it.
  await page.keyboard.press('ArrowRight');
  await drawn(await (await page.$('[data-testid="widget-one"]')).contentFrame());
  assert.equal(await one.locator('[data-testid="step-counter"]').textContent(), 'step 1 of 23', 'the widget uses →');
  assert.equal(await page.textContent('[data-testid="slide-number"]'), 'slide 1 of 2');
  await press(page, 'n');
  await page.waitForFunction(() => document.querySelector('[data-testid="slide-number"]').textContent === 'slide 2 of 2');
  await page.close();
});

test('embed mode shows only the tree, the controls and the explanation', async () => {
  const { page } = await open(env.browser, env.server.url, '?embed=1&tree=%3C3,5%3E,%3C2,9%3E&step=end');
  assert.equal(await page.$('[data-testid="notation"]'), null, 'no editor');
  assert.equal(await page.$('.app-header'), null, 'no header');
  assert.equal(await page.$('[data-testid="pseudocode"]'), null, 'no pseudocode unless asked');
  assert.equal(await page.textContent('[data-testid="root-value"]'), '3');
  const href = await page.getAttribute('[data-testid="open-full"]', 'href');
  assert.match(href, /^\?tree=%3C3,5%3E,%3C2,9%3E&algo=alphabeta&cut=ge&form=aima&root=max&step=end$/);
  // Clicking a leaf does not open an editor.
  await page.click('[data-path="0.0"] .shape');
  assert.equal(await page.$('[data-testid="leaf-input"]'), null);
  // The tree fills the frame.
  const height = await page.$eval('svg.tree', (svg) => svg.getBoundingClientRect().height);
  assert.ok(height > 350, `the drawing is ${height}px tall in a 720px frame`);
  await page.close();
  const withCode = await open(env.browser, env.server.url, '?embed=1&pseudocode=1');
  assert.notEqual(await withCode.page.$('[data-testid="pseudocode"]'), null);
  await withCode.page.close();
});

test('the Share / Embed dialog gives the link, an iframe snippet with options and the deck\'s embed.js line', async () => {
  const { page } = await open(env.browser, env.server.url, '?tree=%3C3,5%3E,%3C2,9%3E&step=4');
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-link"]');
  const link = await page.inputValue('[data-testid="share-link"]');
  assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/\?tree=%3C3,5%3E,%3C2,9%3E&algo=alphabeta&cut=ge&form=aima&root=max&step=4$/);
  await page.selectOption('[data-testid="share-start"]', 'end');
  await page.check('[data-testid="share-pseudocode"]');
  const snippet = await page.inputValue('[data-testid="share-iframe"]');
  assert.match(snippet, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?tree=%3C3,5%3E,%3C2,9%3E&amp;algo=alphabeta&amp;cut=ge&amp;form=aima&amp;root=max&amp;step=end&amp;embed=1&amp;pseudocode=1" width="960" height="540"/);
  // The widget's number of steps, for a reveal.js deck's fragments (issue 26.7).
  const steps = (await page.textContent('[data-testid="step-counter"]')).match(/of (\d+)/)[1];
  assert.match(snippet, new RegExp(` data-minimax-steps="${steps}"></iframe>$`));
  // The deck's line: embed.js beside the page, which is there.
  const script = await page.inputValue('[data-testid="share-script"]');
  assert.match(script, /^<script src="http:\/\/127\.0\.0\.1:\d+\/embed\.js" defer><\/script>$/);
  const js = await page.evaluate((url) => fetch(url).then((r) => r.text()), script.match(/src="([^"]+)"/)[1]);
  assert.match(js, /minimax-lab/);
  // The snippet's address opens the embedded widget on that state.
  const src = snippet.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  await page.goto(src);
  await page.waitForSelector('[data-testid="embed"] [data-path=""]');
  assert.equal(await page.textContent('[data-testid="root-value"]'), '3');
  assert.notEqual(await page.$('[data-testid="pseudocode"]'), null);
  await page.close();
});

test('embedded, the pseudocode panel keeps the current line in sight', async () => {
  const { page } = await open(env.browser, env.server.url, '?embed=1&pseudocode=1&tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14', { width: 960, height: 540 });
  // The page scrolls the current line into its panel in the frame after
  // it draws the step: wait for that (a line never brought into sight
  // fails by the wait's timeout).
  const inSight = (text) =>
    page.waitForFunction((text) => {
      const current = document.querySelector('.code-line.current');
      if (!current || !current.textContent.includes(text)) return false;
      const line = current.getBoundingClientRect();
      const panel = current.closest('.panel').getBoundingClientRect();
      return line.top >= panel.top && line.bottom <= panel.bottom;
    }, text);
  // Step 14 is C's cutoff test, in MIN-VALUE near the bottom of the code.
  assert.equal(await page.textContent('.code-line.current'), '    if v ≤ α then return v\n');
  await inSight('if v ≤ α then return v');
  // Step 1 enters A: MAX-VALUE, near the top.
  await press(page, 'Home');
  await press(page, 'ArrowRight');
  await inSight('function MAX-VALUE');
  await page.close();
});

test('a widget hidden when its page loads is drawn to fit once it is shown', async () => {
  // Decks keep far slides display:none; the widget then has no size when
  // it first draws. It must not zoom in on nothing.
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
  const src = env.server.url + '?embed=1&tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=0';
  await page.setContent(`<div id="slide" style="display:none"><iframe id="w" src="${src}" style="width:960px;height:540px;border:0"></iframe></div>`);
  const frame = page.frameLocator('#w');
  await frame.locator('[data-testid="tree"] [data-path=""]').waitFor({ state: 'attached' });
  await page.evaluate(() => (document.getElementById('slide').style.display = 'block'));
  const inside = await frame.locator('svg.tree').evaluate((svg) => {
    const r = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('[data-path] .shape')].every((s) => {
      const b = s.getBoundingClientRect();
      return b.width > 4 && b.width < 200 && b.left >= r.left - 1 && b.right <= r.right + 1 && b.top >= r.top - 1 && b.bottom <= r.bottom + 1;
    });
  });
  assert.equal(inside, true, 'every node is on screen at a sensible size');
  await page.close();
});

test('the Share dialog copies the link and the iframe snippet with one click each', async () => {
  const context = await env.browser.newContext({ locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(env.server.url + '?tree=%3C3,5%3E,%3C2,9%3E&step=4&lang=en');
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-link"]');
  await page.click('[data-testid="copy-link"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="copy-link"]').textContent === 'Copied ✓');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.inputValue('[data-testid="share-link"]'));
  await page.click('[data-testid="copy-iframe"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="copy-iframe"]').textContent === 'Copied ✓');
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?tree=%3C3,5%3E,%3C2,9%3E&amp;/);
  // Changing an option changes the texts: nothing is "copied" any more.
  await page.check('[data-testid="share-pseudocode"]');
  assert.equal(await page.textContent('[data-testid="copy-iframe"]'), 'Copy');
  await context.close();
});

test('keys a focused widget handles never scroll the host page (issue 26.2)', async () => {
  // A plain host page, taller than the window, with no embed.js.
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
  const src = env.server.url + '?embed=1&tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=0';
  // The host notes every message the widget posts it, in order.
  const heard = `<script>window.heard = []; addEventListener('message', (e) => e.data?.type === 'minimax-lab' && heard.push(e.data.event));</script>`;
  await page.setContent(`${heard}<p>Slides</p><iframe id="w" src="${src}" style="width:960px;height:540px;border:0"></iframe><div style="height:3000px"></div>`);
  const frame = page.frameLocator('#w');
  await frame.locator('[data-testid="tree"] [data-path=""]').waitFor();
  // Its first report is in: nothing from it is on the way.
  await page.waitForFunction(() => window.heard.length === 1);
  await frame.locator('[data-testid="explanation"]').click();
  const counter = () => frame.locator('[data-testid="step-counter"]').textContent();
  // Each key and what the widget posts for it: ↑/↓ are passed on, Page
  // Up/Down report the new step, Space (play, pause) says nothing.
  const says = { ArrowDown: 1, ArrowUp: 1, PageDown: 1, PageUp: 1, Space: 0 };
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'PageDown', 'PageDown', 'Space', 'Space', 'PageUp']) {
    const before = await page.evaluate(() => window.heard.length);
    await press(page, key);
    await page.waitForFunction((n) => window.heard.length === n, before + says[key]);
    // A key the widget left alone would scroll the host instead: the
    // browser hands it up before the widget reads a hello sent now, so
    // once the answer is in and the host has drawn two more frames, the
    // (smooth) scroll would have moved it.
    await page.evaluate(() => document.getElementById('w').contentWindow.postMessage({ type: 'minimax-lab', action: 'hello' }, '*'));
    await page.waitForFunction((n) => window.heard.length === n, before + says[key] + 1);
    await nextFrame(page);
    assert.equal(await page.evaluate(() => scrollY), 0, `${key} scrolled the host page`);
  }
  assert.equal(await counter(), 'step 1 of 23', 'Page Down twice, Page Up once');
  await page.close();
});

test('a small widget whose notice left its tree too little room opens the tree whole once the notice is closed (issue 39)', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '?tree=%3C3,5,10%3E,%3C2,12,14%3E,%3C2,7,3%3E&embed=1&mode=mcts&lang=en', { width: 480, height: 300 });
  // Every leaf whole inside the drawing's box.
  const leavesInside = () =>
    page.evaluate(() => {
      const svg = document.querySelector('svg.tree').getBoundingClientRect();
      const leaves = [...document.querySelectorAll('svg.tree g.node.leaf .shape')].map((s) => s.getBoundingClientRect());
      return leaves.length > 0 && leaves.every((r) => r.left >= svg.left - 0.5 && r.right <= svg.right + 0.5 && r.top >= svg.top - 0.5 && r.bottom <= svg.bottom + 0.5);
    });
  await page.waitForSelector('[data-testid="notice"]');
  await nextFrame(page);
  // Under the notice the tree does not read whole: it opens zoomed.
  assert.equal(await leavesInside(), false, 'zoomed under the notice');
  await page.click('[data-testid="notice"] button');
  await page.waitForSelector('[data-testid="notice"]', { state: 'detached' });
  await page.waitForFunction(() => {
    const svg = document.querySelector('svg.tree').getBoundingClientRect();
    const leaves = [...document.querySelectorAll('svg.tree g.node.leaf .shape')].map((s) => s.getBoundingClientRect());
    return leaves.length === 9 && leaves.every((r) => r.left >= svg.left - 0.5 && r.right <= svg.right + 0.5 && r.top >= svg.top - 0.5 && r.bottom <= svg.bottom + 0.5);
  });
  assert.equal(await leavesInside(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a widget asked for a lab or Your code steps the search and says the mode opens in the full page', async () => {
  for (const [mode, lang, words] of [['mcts', 'en', /mode=mcts \(a lab or Your code\) opens in the full page/], ['window', 'tr', /mode=window .*tam sayfada açılır/]]) {
    const { page, errors } = await open(env.browser, env.server.url, `?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&embed=1&mode=${mode}&lang=${lang}`, { width: 960, height: 540 });
    assert.match(await page.textContent('[data-testid="notice"]'), words);
    // The widget still steps the search, with the link to the full page.
    assert.ok(await page.isVisible('[data-testid="step-forward"]'));
    assert.ok(await page.isVisible('.open-full'));
    assert.deepEqual(errors, []);
    await page.close();
  }
});
