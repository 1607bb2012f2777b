// The loading shell (issue 41.1): what the page shows while its build is on
// the way, held back here until the checks are done, then let through.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useBrowser } from './harness.mjs';
import { SHELL, VARIANTS, controlsIn, drawingIn, firstView } from './shell.mjs';

const env = useBrowser(before, after);
const BUILD = /minimax-lab(-[a-z]{2})?-[0-9a-f]{16}_bg\.wasm$/;

/**
 * Opens `query` with the app's build held back: returns the page and a
 * function that lets the build through. A watcher notes, when the shell
 * goes, whether the app's tree was already drawn under it.
 */
async function openHeld(query, viewport, { locale = 'en-US', saved = null } = {}) {
  const context = await env.browser.newContext({ viewport, locale, serviceWorkers: 'block' });
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(BUILD, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript((saved) => {
    if (saved !== null) localStorage.setItem('minimax-lab:v1', saved);
    let bar = null;
    new MutationObserver((_, observer) => {
      bar ??= document.querySelector('#shell progress');
      if (!bar || document.getElementById('shell')) return;
      window.shellGone = { treeDrawn: !!document.querySelector('[data-testid="tree"] [data-path=""]'), progress: bar.value };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, saved);
  await page.goto(env.server.url + query, { waitUntil: 'commit' });
  await page.waitForSelector('#shell');
  // The loader has read the link (it runs in the head, before the shell),
  // and the page's style sheet is in (it blocks the first paint, so no
  // reader sees the shell without it; measured before it, the shell is
  // laid out otherwise).
  await page.waitForFunction(() => /shell-/.test(document.documentElement.className));
  await page.waitForFunction(() => [...document.querySelectorAll('link[rel="stylesheet"]')].every((l) => l.sheet));
  return { page, context, release };
}

/** What the shell shows: its variant class, the drawings on screen, its words, its controls. */
function shellNow(page) {
  return page.evaluate(() => {
    const shell = document.getElementById('shell');
    const shown = (e) => e.getBoundingClientRect().width > 0 && getComputedStyle(e).visibility !== 'hidden';
    return {
      variant: [...document.documentElement.classList].find((c) => c.startsWith('shell-')),
      busy: shell.getAttribute('aria-busy'),
      visible: shown(shell),
      drawings: [...shell.querySelectorAll('svg.shell-tree')].filter(shown).map((svg) => svg.getAttribute('class')),
      text: shell.innerText.trim(),
      words: [...shell.querySelectorAll('[data-l]')].filter(shown).map((e) => e.textContent),
      controls: [...shell.querySelectorAll('button, input')].map((c) => c.disabled),
      header: shown(shell.querySelector('.app-header')),
      progress: shell.querySelector('progress')?.max,
    };
  });
}

/** The page-side rectangle of the first drawing on screen that matches `selector`. */
function rectOf(page, selector) {
  return page.evaluate((selector) => {
    const svg = [...document.querySelectorAll(selector)].find((e) => e.getBoundingClientRect().width > 0);
    const r = svg.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }, selector);
}

test("the committed shell is the app's own first view: its step bar and the classic drawing at both sizes", async () => {
  const shell = await readFile(SHELL, 'utf8');
  for (const { name, viewport } of VARIANTS) {
    const view = await firstView(env.browser, env.server.url, viewport);
    const size = `${viewport.width}×${viewport.height}`;
    assert.equal(drawingIn(shell, name), view.drawing, `static/shell.html's ${name} drawing is not what the app draws first at ${size}: run \`make shell\``);
    if (name === 'wide') assert.equal(controlsIn(shell), view.controls, 'static/shell.html\'s step bar is not the app\'s: run `make shell`');
  }
});

test('until the build arrives the plain page shows the shell with the classic drawing where the app draws it, then the app takes its place', async () => {
  for (const { name, viewport } of VARIANTS) {
    const size = `${viewport.width}×${viewport.height}`;
    const { page, context, release } = await openHeld('', viewport);
    const now = await shellNow(page);
    assert.equal(now.variant, 'shell-classic', size);
    assert.equal(now.busy, 'true');
    assert.ok(now.visible, `the shell is on screen at ${size}`);
    assert.deepEqual(now.drawings, [`tree shell-tree ${name}`], `only the ${name} drawing shows at ${size}`);
    assert.deepEqual(now.words, ['Loading the search…'], `one loading line, in English, at ${size}`);
    assert.match(now.text, /^Minimax Lab\n+Loading the search…\n+A\nB\n3\n5\n10\nC\n2\na\nb\nD\n2\n7\n3$/, `the title, the loading line and the classic tree at ${size}`);
    assert.ok(now.controls.length >= 5 && now.controls.every(Boolean), 'every control of the shell is disabled');
    assert.equal(now.progress, 1, 'a progress bar');
    const shellRect = await rectOf(page, '#shell svg.shell-tree');
    release();
    await page.waitForSelector('[data-testid="tree"] [data-path=""]');
    await page.waitForFunction(() => window.shellGone);
    assert.deepEqual(await page.evaluate(() => window.shellGone), { treeDrawn: true, progress: 1 }, 'the shell went only once the tree was drawn under it, its progress full');
    const appRect = await rectOf(page, 'svg.tree[data-testid="tree"]');
    for (const side of ['x', 'y', 'width', 'height']) {
      assert.ok(Math.abs(shellRect[side] - appRect[side]) <= 2, `the drawing stays in place at ${size}: ${side} ${shellRect[side]} in the shell, ${appRect[side]} in the app`);
    }
    await context.close();
  }
});

test('a shared link, a packed link and saved work show the shell but never the classic tree', async () => {
  const cases = [
    ['?tree=<1,2>,<3,4>', null],
    ['#tz=q1YyMTI2MdIxMjE2MdEzMjQyMTE0MtEzMjE1MjYyMTQ2MjEwMjUCAA', null],
    ['?mode=practice', null],
    ['', 'tree=%3C1%2C2%3E&step=1'],
  ];
  for (const [query, saved] of cases) {
    for (const { viewport } of VARIANTS) {
      const what = `${query || 'saved work'} at ${viewport.width}×${viewport.height}`;
      const { page, context, release } = await openHeld(query, viewport, { saved });
      const now = await shellNow(page);
      assert.equal(now.variant, 'shell-link', what);
      assert.deepEqual(now.drawings, ['tree large shell-tree shell-empty'], `an empty frame, no classic drawing: ${what}`);
      assert.equal(now.text, 'Minimax Lab\n\nLoading the search…', `the title and the loading line: ${what}`);
      release();
      await page.waitForSelector('[data-testid="tree"] [data-path=""], [data-testid="practice"]');
      await page.waitForFunction(() => !document.getElementById('shell'));
      await context.close();
    }
  }
});

test("the shell speaks the page's language, and an embedded widget's shell has no header or step bar", async () => {
  const viewport = { width: 1280, height: 720 };
  for (const [query, locale, said] of [
    ['?lang=ja', 'en-US', '探索を読み込んでいます…'],
    ['', 'tr-TR', 'Arama yükleniyor…'],
    ['?lang=zh', 'en-US', '正在加载搜索…'],
  ]) {
    const { page, context, release } = await openHeld(query, viewport, { locale });
    assert.deepEqual((await shellNow(page)).words, [said], `${query} ${locale}`);
    release();
    await page.waitForFunction(() => !document.getElementById('shell'));
    await context.close();
  }
  const { page, context, release } = await openHeld('?embed=1', { width: 640, height: 360 });
  const now = await shellNow(page);
  assert.equal(now.variant, 'shell-embed');
  assert.equal(now.header, false, 'no header in a frame');
  assert.equal(now.text, 'Loading the search…', 'the loading line alone');
  release();
  await page.waitForFunction(() => !document.getElementById('shell'));
  await context.close();
});

test("the shell is drawn in the theme the app will take: the link's, else the saved one", async () => {
  const viewport = { width: 1280, height: 720 };
  // A link that sets presentation mode keeps the saved theme out, as the app does.
  for (const [query, saved] of [['?theme=dark', null], ['', 'theme=contrast&step=2'], ['?theme=light', 'theme=dark'], ['?present=1', 'theme=dark']]) {
    const { page, context, release } = await openHeld(query, viewport, { saved });
    const colour = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor + ' ' + getComputedStyle(document.documentElement).color);
    const inShell = await colour();
    // The theme alone is still the plain page: the classic drawing shows.
    if (query === '?theme=dark') assert.equal((await shellNow(page)).variant, 'shell-classic');
    release();
    await page.waitForFunction(() => !document.getElementById('shell'));
    assert.equal(inShell, await colour(), `${query} ${saved}: the shell's colours are the app's`);
    await context.close();
  }
});
