// Exports of the current view, from the release build.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { open, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);

const CLASSIC = '?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14';

async function exported(page, testid) {
  // Open the menu (a second click on its summary would close it).
  if (!(await page.$eval('details.export', (d) => d.open))) await page.click('[data-testid="export"]');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-testid="${testid}"]`)]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

test('the SVG export parses as XML, is self-contained and contains every node', async () => {
  const { page } = await open(env.browser, env.server.url, CLASSIC);
  const { name, bytes } = await exported(page, 'export-svg');
  // The name says which tree and which step.
  assert.equal(name, 'minimax-lab-3-5-10-2-a-b-2-7-3-step-14.svg');
  const text = bytes.toString('utf8');
  const check = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.nodeName,
      nodes: doc.querySelectorAll('[data-path]').length,
      pruned: [...doc.querySelectorAll('[data-state="pruned"]')].map((n) => n.getAttribute('data-path')),
      styled: doc.querySelector('[data-path="1.1"] .shape').getAttribute('style'),
      classes: doc.querySelectorAll('style, link').length,
    };
  }, text);
  assert.deepEqual({ errors: check.errors, root: check.root, nodes: check.nodes }, { errors: 0, root: 'svg', nodes: 13 });
  assert.deepEqual(check.pruned, ['1.1', '1.2']);
  assert.match(check.styled, /stroke-dasharray:\s*4(px)?,?\s*3/, 'styles are inlined');
  assert.equal(check.classes, 0, 'no external styles needed');
  await page.close();
});

test('PNG at twice the size; notation and JSON of the tree', async () => {
  const { page } = await open(env.browser, env.server.url, CLASSIC);
  const png = await exported(page, 'export-png');
  assert.deepEqual([...png.bytes.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  const viewBox = (await page.getAttribute('svg.tree', 'viewBox')).split(' ').map(Number);
  assert.equal(png.bytes.readUInt32BE(16), Math.round(viewBox[2]) * 2, 'width doubled');
  const notation = await exported(page, 'export-notation');
  assert.equal(notation.bytes.toString('utf8'), '<3,5,10>,<2,a,b>,<2,7,3>\n');
  const json = JSON.parse((await exported(page, 'export-json')).bytes.toString('utf8'));
  assert.equal(json.children[1].children[1].placeholder, 'a');
  await page.close();
});

test('the TikZ export compiles with pdflatex', async (t) => {
  const { page } = await open(env.browser, env.server.url, CLASSIC);
  const { name, bytes } = await exported(page, 'export-tikz');
  await page.close();
  assert.equal(name, 'minimax-lab-3-5-10-2-a-b-2-7-3-step-14.tex');
  const tex = bytes.toString('utf8');
  assert.match(tex, /\\begin\{tikzpicture\}/);
  // At C's cutoff (step 14), AIMA's form has not lowered β; α/β is above C,
  // away from the edge from A.
  assert.match(tex, /\\node\[mmlwindow, anchor=south west\] at \(49\.2, -16\.6\) \{\$\\alpha\{=\}3\$\\\\\$\\beta\{=\}\\infty\$\}/);
  // Every shape keeps its size (values such as "≤ 2" beside it, east) and
  // each depth is one row, so leaves stay level (issue 26.6).
  assert.match(tex, /\\node\[maxnode, onpath\] at \(48\.0, 0\.0\) \{\};\n  \\node\[mmlname\] at \(43\.3, 0\.0\) \{A\};\n  \\node\[mmlvalue\] at \(52\.7, 0\.0\) \{\$\\ge 3\$\};/);
  assert.equal((tex.match(/\\node\[leafnode[^\]]*\] at \([\d.-]+, -40\.0\)/g) ?? []).length, 9);
  // A page cropped to the figure, for a paper (issue 42.4), and the cut
  // stroke across the edge to a, where C's test fired, as on screen.
  assert.match(tex, /\\documentclass\[tikz, border=2mm\]\{standalone\}/);
  assert.doesNotMatch(tex, /article|adjustbox/);
  assert.deepEqual(tex.match(/\\draw\[mmlcut\][^;]*;/g), ['\\draw[mmlcut] (45.5, -30.5) -- (50.5, -30.5);']);
  if (!existsSync('/usr/bin/pdflatex')) {
    t.skip('pdflatex is not installed (make test installs texlive-pictures and texlive-latex-extra when run as root)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tikz-'));
  writeFileSync(join(dir, 'figure.tex'), tex);
  execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'figure.tex'], { cwd: dir, stdio: 'pipe', timeout: 120000 });
  const pdf = readFileSync(join(dir, 'figure.pdf'));
  assert.ok(pdf.subarray(0, 4).toString() === '%PDF');
  // The page is the figure's size (about 110 × 50 mm with its border), not
  // a Letter or A4 page: read from the page's box, in the PDF's (possibly
  // compressed) objects.
  const text = pdf.toString('latin1');
  const streams = [...text.matchAll(/stream\r?\n/g)].map((m) => {
    const start = m.index + m[0].length;
    try {
      return inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1');
    } catch {
      return '';
    }
  });
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text + streams.join('\n'));
  assert.ok(box, 'the PDF names its page box');
  const [width, height] = [Number(box[1]), Number(box[2])].map((pt) => pt / 2.8346);
  assert.ok(width > 90 && width < 130 && height > 35 && height < 70, `a page cropped to the figure: ${width.toFixed(0)} × ${height.toFixed(0)} mm`);
});

test('the Beamer export steps through the whole search, one overlay per step, 16:9 or 4:3, and compiles with pdflatex', async (t) => {
  const { page } = await open(env.browser, env.server.url, CLASSIC);
  const { name, bytes } = await exported(page, 'export-beamer');
  const standard = await exported(page, 'export-beamer-43');
  await page.close();
  assert.equal(name, 'minimax-lab-3-5-10-2-a-b-2-7-3-beamer-steps-0-23.tex');
  assert.equal(standard.name, 'minimax-lab-3-5-10-2-a-b-2-7-3-beamer-43-steps-0-23.tex');
  const tex = bytes.toString('utf8');
  // 16:9 by default, 4:3 from its own menu item (issue 42.4).
  assert.match(tex, /\\documentclass\[10pt, aspectratio=169\]\{beamer\}/);
  assert.match(standard.bytes.toString('utf8'), /\\documentclass\[10pt, aspectratio=43\]\{beamer\}/);
  // The best play (A to B to 3) is marked in the last overlay only.
  assert.equal((tex.match(/mmledge, mmlpv/g) ?? []).length, 2);
  assert.match(tex.split('\\only<24>')[1] ?? '', /mmledge, mmlpv/);
  assert.match(tex, /\\begin\{frame\}\{Alpha-beta \(AIMA form\), cut at/);
  // Overlay 15 is step 14, C's cutoff.
  assert.match(tex, /\\only<15>\{14\/23: Now v = 2/);
  if (!existsSync('/usr/bin/pdflatex')) {
    t.skip('pdflatex is not installed (make test installs TeX Live when run as root)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'beamer-'));
  writeFileSync(join(dir, 'deck.tex'), tex);
  execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'deck.tex'], { cwd: dir, stdio: 'pipe', timeout: 180000 });
  // One PDF page per step: the 23 steps and the start.
  assert.match(readFileSync(join(dir, 'deck.log'), 'latin1'), /Output written on deck\.pdf \(24 pages/);
});

const link = (params) => '?' + new URLSearchParams(params).toString();

/** What a drawing shows: the root's value and the nodes pruned, by path. */
async function shown(scope) {
  return scope.evaluate((root) => ({
    value: root.querySelector('[data-path=""] .value')?.textContent ?? null,
    pruned: [...root.querySelectorAll('[data-state="pruned"]')].map((n) => n.getAttribute('data-path')).sort(),
    nodes: root.querySelectorAll('[data-path]').length,
  }));
}

// The module writes the files from the search the page sends it as text:
// each export below is read back into a fresh page, which must search and
// draw exactly what the exporting page drew.
test('a game, a chance tree under leaf bounds and a comparison\'s second pane export the search on screen', async () => {
  const cases = [
    { query: link({ game: 'coins', state: '4', step: 'end' }), pane: null },
    { query: link({ tree: '5, ?(0.5: 0, 0.5: 9)', bounds: '0,10', step: 'end' }), pane: null },
    { query: link({ tree: '<3,12,8>,<2,4,6>,<14,5,2>', compare: 'best-first', step: 'end' }), pane: 'pane-1' },
  ];
  for (const { query, pane } of cases) {
    const { page, errors } = await open(env.browser, env.server.url, query);
    const scope = pane ? await page.$(`[data-testid="${pane}"]`) : await page.$('.stage');
    if (!(await scope.$eval('details.export', (d) => d.open))) await (await scope.$('[data-testid="export"]')).click();
    const [download] = await Promise.all([page.waitForEvent('download'), (await scope.$('[data-testid="export-notation"]')).click()]);
    const notation = readFileSync(await download.path(), 'utf8').trim();
    const before = await shown(await scope.$('svg.tree'));
    const tikz = await exported(page, 'export-tikz');
    assert.match(tikz.bytes.toString('utf8'), /\\begin\{tikzpicture\}/);
    assert.deepEqual(errors, [], query);
    await page.close();
    const back = await open(env.browser, env.server.url, link({ tree: notation, step: 'end', ...(query.includes('bounds') ? { bounds: '0,10' } : {}) }));
    assert.deepEqual(await shown(await back.page.$('svg.tree')), before, `${query}: ${notation}`);
    assert.ok(before.pruned.length > 0, `${query} prunes something, so the check means something`);
    await back.page.close();
  }
});

test('an export whose module cannot be fetched says why, keeps the page, and works when tried again', async () => {
  // No service worker: it would answer from its cache (offline use).
  const context = await env.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  const page = await context.newPage();
  let refuse = true;
  // Once allowed, the module's files are held until the test has seen the
  // loading line (a slow connection, without guessing how slow).
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/minimax-extras*', async (route) => {
    if (refuse) return route.abort('internetdisconnected');
    await held;
    return route.continue();
  });
  await page.goto(env.server.url + CLASSIC);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  await page.click('[data-testid="export"]');
  await page.click('[data-testid="export-json"]');
  await page.waitForSelector('[data-testid="slides-status"].problem');
  assert.match(await page.textContent('[data-testid="slides-status"]'), /could not be loaded .*Check the connection and try again/);
  assert.equal(await page.textContent('[data-testid="step-counter"]'), 'step 14 of 23');
  refuse = false;
  // The menu closed after the click: opened again to try again.
  assert.equal(await page.$eval('details.export', (d) => d.open), false);
  await page.click('[data-testid="export"]');
  // A slow connection: the user sees the module load, then gets the file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('[data-testid="export-json"]').then(() => page.waitForSelector('[data-testid="slides-status"]:has-text("Loading this part")')).then(release),
  ]);
  const json = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.equal(json.children[0].children[2].value, 10);
  assert.equal(await page.$('[data-testid="slides-status"]'), null, 'the failure is gone once the export worked');
  await context.close();
});

test('two parts asking for the module while it loads share one load: one instance, both work', async () => {
  const context = await env.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  const page = await context.newPage();
  // Every wasm instance the page starts (the app's and the module's).
  await page.addInitScript(() => {
    window.__instances = 0;
    for (const name of ['instantiate', 'instantiateStreaming']) {
      const original = WebAssembly[name];
      WebAssembly[name] = function (...args) {
        window.__instances += 1;
        return original.apply(this, args);
      };
    }
  });
  // The module's files are held until both parts have asked for it.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/minimax-extras*', async (route) => {
    await held;
    return route.continue();
  });
  await page.goto(env.server.url + link({ game: 'coins', state: '4' }));
  await page.waitForSelector('[data-testid="game-panel"] [data-testid="module-loading"]');
  // The game panel is loading the module; an export asks for it too.
  await page.click('[data-testid="export"]');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('[data-testid="export-notation"]').then(() => page.waitForSelector('[data-testid="slides-status"]:has-text("Loading this part")')).then(release),
  ]);
  assert.match(readFileSync(await download.path(), 'utf8'), /^\?|[<(]/, 'the notation of the game tree');
  await page.waitForSelector('[data-testid="coins-more"]');
  await page.click('[data-testid="coins-more"]');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('state') === '5');
  assert.equal(await page.evaluate(() => window.__instances), 2, 'the app and the module, each started once');
  await context.close();
});

test('the Export menu closes after a download, and opening Share or Export closes the other (issue 26.8)', async () => {
  const { page, errors } = await open(env.browser, env.server.url, CLASSIC);
  // A <details> element's toggle event is queued, not dispatched inside the click, so each
  // check waits for the state instead of reading it the moment the click returns.
  const becomes = (selector, open, message) =>
    page
      .waitForFunction(([s, o]) => document.querySelector(s)?.open === o, [selector, open], { timeout: 5000 })
      .catch(() => assert.fail(message));
  await exported(page, 'export-svg');
  await becomes('details.export', false, 'closed after the download');
  await page.click('[data-testid="export"]');
  await becomes('details.export', true, 'Export opens');
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-link"]');
  await becomes('details.export', false, 'Share closes Export');
  await page.click('[data-testid="export"]');
  await becomes('details.share', false, 'Export closes Share');
  await becomes('details.export', true, 'Export stays open');
  // Nothing of one is drawn over the other: the menu's buttons take clicks.
  await page.click('[data-testid="random"]');
  await becomes('details.export', false, 'Random tree closes Export');
  assert.deepEqual(errors, []);
  await page.close();
});
