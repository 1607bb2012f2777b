// Shared set-up for the end-to-end tests and the browser benchmarks: a
// static server for dist/ on a free loopback port, and Debian's Chromium
// driven by playwright-core (no browser download is possible here).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
// `DIST_DIR` serves another build (a second checkout's, a helper's).
export const DIST = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(ROOT, 'dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/**
 * Serves dist/ (or `dir`) on 127.0.0.1 at a free port. `host: true` serves
 * as a real static host does (the benchmark's throttled figures): gzip for
 * whoever accepts it, an ETag, ten minutes' caching, 304 for a copy still
 * good; `bytes()` says how many body bytes went out.
 */
export async function serve(dir = DIST, { maxHeaderSize, host = false } = {}) {
  await stat(join(dir, 'index.html')).catch(() => {
    throw new Error(`${dir}/index.html is missing: run \`make build\` first`);
  });
  // `maxHeaderSize` (request line and headers) stands in for a server
  // that refuses long addresses, as nginx does over 8 KB.
  let sentBytes = 0;
  const server = createServer(maxHeaderSize ? { maxHeaderSize } : {}, async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(dir, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      if (!host) {
        res.writeHead(200, { 'content-type': type }).end(body);
        return;
      }
      const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag }).end();
        return;
      }
      const zipped = /gzip/.test(req.headers['accept-encoding'] ?? '') && !type.startsWith('image/png');
      const sent = zipped ? gzipSync(body, { level: 9 }) : body;
      sentBytes += sent.length;
      res.writeHead(200, { 'content-type': type, etag, 'cache-control': 'max-age=600', ...(zipped ? { 'content-encoding': 'gzip' } : {}) }).end(sent);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, bytes: () => sentBytes, close: () => new Promise((ok) => server.close(ok)) };
}

/** The file a built page names for a build's plain name (`minimax-lab.js`
 * → `minimax-lab-0123456789abcdef.js`: .ci/stamp-builds.mjs names each build
 * by a hash of its content and writes the names into the page). */
export async function buildFile(plain, dir = DIST) {
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const named = new RegExp(`"${plain.replace(/[.]/g, '\\.')}":"\\./([^"/]+)"`).exec(html);
  if (!named) throw new Error(`${dir}/index.html names no ${plain}`);
  return named[1];
}

/** Debian's Chromium, headless, with nothing that reaches the internet. */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Opens `query` (e.g. `?tree=…`) in a new page whose browser language is
 * `locale`, and waits until the tree is drawn.
 */
export async function open(browser, base, query = '', viewport = { width: 1280, height: 720 }, locale = 'en-US', ready = '[data-testid="tree"] [data-path=""]') {
  // The browser's language picks the app's when the link names none: fixed
  // here so tests do not depend on the machine's locale.
  const page = await browser.newPage({ viewport, locale });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(base + query);
  // What shows that the page is ready: the tree's root, unless the caller
  // waits for something else (the MCTS lab, drawn in its place).
  await page.waitForSelector(ready, { timeout: 15000 });
  return { page, errors };
}

/**
 * Registers node:test hooks that start a server for dist/ and a browser
 * before a file's tests and stop them after; returns `{ server, browser }`
 * filled in once the hooks have run.
 */
export function useBrowser(before, after) {
  const env = {};
  before(async () => {
    env.server = await serve();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** The page-side geometry every overlap check uses, as source for
 * `page.evaluate` (functions cannot cross into the page): `hit(a, b,
 * slack)`, whether two client rectangles share more than `slack` pixels,
 * and `crosses({a, b}, r, slack)`, whether the segment from a to b passes
 * through r shrunk by `slack` (Liang–Barsky). */
export const PAGE_GEOMETRY = `return {
  hit: (a, b, slack) => a.left < b.right - slack && b.left < a.right - slack && a.top < b.bottom - slack && b.top < a.bottom - slack,
  crosses: ({ a, b }, r, slack) => {
    const [x0, y0, x1, y1] = [r.left + slack, r.top + slack, r.right - slack, r.bottom - slack];
    if (x0 >= x1 || y0 >= y1) return false;
    let [t0, t1] = [0, 1];
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    for (const [p, q] of [[-dx, a.x - x0], [dx, x1 - a.x], [-dy, a.y - y0], [dy, y1 - a.y]]) {
      if (p === 0) {
        if (q < 0) return false;
      } else {
        const t = q / p;
        if (p < 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
        if (t0 > t1) return false;
      }
    }
    return true;
  },
};`;

/** Page-side (self-contained, sent as its source): every pair of
 * overlapping boxes in the drawing now, and every text an edge passes
 * through, as readable strings. */
function overlapsInPage(geometry) {
    const { hit, crosses } = new Function(geometry)();
    const box = (el) => el.getBoundingClientRect();
    // Only drawings on screen (a narrow comparison hides one pane).
    const shown = (el) => el.closest('svg').getClientRects().length > 0;
    const nodes = [...document.querySelectorAll('svg.tree g.node')].filter(shown);
    const texts = [];
    const shapes = [];
    nodes.forEach((g, n) => {
      for (const t of g.querySelectorAll('text')) {
        if (t.textContent.trim()) texts.push({ n, what: `${g.dataset.path}:${t.getAttribute('class')} "${t.textContent.trim()}"`, r: box(t), leafValue: g.classList.contains('leaf') && t.classList.contains('value') });
      }
      const s = g.querySelector('.shape');
      if (s) shapes.push({ n, what: `${g.dataset.path}:shape`, r: box(s) });
      // A game's position, beside an internal node or under a leaf.
      const p = g.querySelector('.picture');
      if (p) shapes.push({ n, what: `${g.dataset.path}:position`, r: box(p) });
    });
    // Every edge as a segment on screen (the drawing's own <line>s, mapped
    // through its zoom and pan).
    const edges = [...document.querySelectorAll('svg.tree g.edges line.edge')].filter(shown).map((line) => {
      const m = line.getScreenCTM();
      const at = (x, y) => ({ x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f });
      const n = (name) => Number(line.getAttribute(name));
      const child = line.closest('g')?.dataset.child ?? '?';
      return { a: at(n('x1'), n('y1')), b: at(n('x2'), n('y2')), child, what: `edge to ${child}` };
    });
    // A game's move names, on their edges.
    for (const t of [...document.querySelectorAll('svg.tree g.edges text.move')].filter(shown)) {
      if (t.textContent.trim()) texts.push({ n: -1, what: `move "${t.textContent.trim()}"`, r: box(t) });
    }
    const found = [];
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) if (hit(texts[i].r, texts[j].r, 0.5)) found.push(`${texts[i].what} × ${texts[j].what}`);
      for (const s of shapes) if (s.n !== texts[i].n && hit(texts[i].r, s.r, 0.5)) found.push(`${texts[i].what} × ${s.what}`);
      // A leaf's value sits inside its box, where its own edge ends; a
      // move's name beside its own edge, clear of it and of every other.
      if (texts[i].leafValue) continue;
      for (const e of edges) if (crosses(e, texts[i].r, 1)) found.push(`${texts[i].what} × ${e.what}`);
    }
    return found;
}

/** Every pair of overlapping boxes in the drawing now, and every text an
 * edge passes through, as readable strings. */
export function labelOverlaps(page) {
  return page.evaluate(([src, geometry]) => new Function(`return (${src})`)()(geometry), [overlapsInPage.toString(), PAGE_GEOMETRY]);
}

/**
 * A sweep inside the page (no round trip per state): for k from 0 to
 * `count`, clicks `next` (from k = 1), waits until `settled(k)` holds (a
 * page-side predicate, checked as the DOM changes) and, with `frames`,
 * that many animation frames more (scrolling done in a frame), and runs
 * `check(arg, k)`. `check` and `settled` are self-contained functions,
 * sent as their source. Resolves with what each check returned.
 */
export function sweepInPage(page, { count, next, settled, frames = 0, check, arg }) {
  return page.evaluate(
    async ([count, next, settledSrc, frames, checkSrc, arg]) => {
      const [settled, check] = [settledSrc, checkSrc].map((src) => new Function(`return (${src})`)());
      // Waits for the state; never longer than 30 s, then fails saying
      // which state did not come (as `until` does outside the page).
      const until = (k) =>
        new Promise((resolve, reject) => {
          if (settled(k)) return resolve();
          const watch = new MutationObserver(() => {
            if (settled(k)) {
              watch.disconnect();
              clearTimeout(late);
              resolve();
            }
          });
          const late = setTimeout(() => {
            watch.disconnect();
            reject(new Error(`state ${k} of the sweep never came (after clicking ${next})`));
          }, 30000);
          watch.observe(document.documentElement, { attributes: true, childList: true, subtree: true, characterData: true });
        });
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const seen = [];
      for (let k = 0; k <= count; k++) {
        if (k > 0) {
          const button = document.querySelector(next);
          if (!button || button.disabled) throw new Error(`state ${k} of the sweep: ${next} is ${button ? 'disabled' : 'missing'}`);
          button.click();
        }
        await until(k);
        for (let f = 0; f < frames; f++) await frame();
        seen.push(await check(arg, k));
      }
      return seen;
    },
    [count, next, settled.toString(), frames, check.toString(), arg],
  );
}

/**
 * Steps the app from the step it shows through `count` more with its step
 * button, inside the page, each step drawn (`<html data-input-pending>`
 * gone) before `check(arg, k)` runs; see `sweepInPage`.
 */
export function sweepSteps(page, count, check, arg) {
  const settled = () => !document.documentElement.hasAttribute('data-input-pending');
  return sweepInPage(page, { count, next: '[data-testid="step-forward"]', settled, check, arg });
}

/**
 * What the drawing shows at the step shown and at each of the `count`
 * steps after it (see `sweepSteps`): for each, the label overlaps
 * (`found`), how many α/β windows and move names are drawn, and the path
 * strip's text.
 */
export function lookAtEveryStep(page, count) {
  const look = ([src, geometry]) => ({
    found: new Function(`return (${src})`)()(geometry),
    windows: document.querySelectorAll('svg.tree text.window').length,
    moves: document.querySelectorAll('svg.tree text.move').length,
    strip: document.querySelector('[data-testid="path-strip"]')?.textContent ?? '',
  });
  return sweepSteps(page, count, look, [overlapsInPage.toString(), PAGE_GEOMETRY]);
}

/** Every label overlap at each step from the one shown through `count`
 * more, as `[step offset, overlap]` pairs. */
export async function overlapsAtEveryStep(page, count) {
  return (await lookAtEveryStep(page, count)).flatMap((seen, k) => seen.found.map((o) => [k, o]));
}

/** Resolves after the page has drawn its next two frames (what a reader
 * sees once a step is shown: scroll positions set in an animation frame
 * included). */
export function nextFrame(page) {
  return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/** Predict mode: answers the question shown (any answer: a wrong one is
 * answered with its verdict too) and checks it, or goes on to the next
 * step; resolves once the page has answered (the drawing or the verdicts
 * changed: a step always changes the drawing). */
export async function predictOnce(page) {
  const shownNow = () => document.querySelector('svg.tree').innerHTML + '/' + document.querySelectorAll('[data-testid="verdict"]').length;
  const before = await page.evaluate(shownNow);
  if (await page.$('[data-testid="continue"]')) {
    await page.click('[data-testid="continue"]');
  } else {
    for (const field of await page.$$('[data-testid="predict-v"], [data-testid="predict-bound"]')) await field.fill('0');
    if (await page.$('[data-testid="predict-cuts-no"]')) await page.check('[data-testid="predict-cuts-no"]');
    await page.click('[data-testid="predict-check"]');
  }
  await page.waitForFunction(([b, f]) => new Function(`return (${f})()`)() !== b, [before, shownNow.toString()]);
}

/** Resolves once the page has written its state (address bar, and the
 * saved work unless it is a visit) at least `times` times since it loaded:
 * the app counts its writes on `<html data-saved>`. What a test waits for
 * before it checks that a write did, or did not, keep something. */
export function saved(page, times = 1) {
  return page.waitForFunction((n) => Number(document.documentElement.dataset.saved ?? 0) >= n, times);
}

/** Resolves once the saved work (localStorage) holds `text` in its tree. */
export function savedTree(page, text) {
  return page.waitForFunction((t) => new URLSearchParams(localStorage.getItem('minimax-lab:v1') ?? '').get('tree') === t, text);
}

/** Sends the widget framed as `#id` in `host` a hello and resolves once its
 * step report is back: a frame reads its messages in order, so by then it
 * has read every message sent to it before, and drawn what they did.
 * Resolves with the report. */
export function heardBack(host, id) {
  return host.evaluate((id) => new Promise((resolve) => {
    const w = document.getElementById(id).contentWindow;
    addEventListener('message', function heard(e) {
      if (e.source === w && e.data?.type === 'minimax-lab' && e.data.event === 'step') {
        removeEventListener('message', heard);
        resolve(e.data);
      }
    });
    w.postMessage({ type: 'minimax-lab', action: 'hello' }, '*');
  }), id);
}

/**
 * Waits for `predicate` (a function, or an expression as a string) to hold
 * in `target` (a page or a frame): the state a test goes on to check. When
 * it never holds, the test fails with what `describe()` reads at that
 * moment, not with a bare timeout, and it never goes on to check a state
 * that has not settled.
 */
export async function until(target, predicate, arg, describe) {
  try {
    await target.waitForFunction(predicate, arg, { timeout: 30000 });
  } catch (e) {
    const seen = describe ? JSON.stringify(await describe()).slice(0, 3000) : '';
    throw new Error(`${e.message.split('\n')[0]}: the state never came; it reads ${seen}`);
  }
}

/**
 * Waits until the app has drawn what the last key or step button did:
 * yew renders in its own time after an input (it yields to the browser
 * every 16 ms), so a state read at once may be the one before. The app
 * marks `<html data-input-pending>` when its key handler or a step button
 * takes an input, and clears it once it has drawn.
 */
export function drawn(page) {
  return until(page, () => !document.documentElement.hasAttribute('data-input-pending'), undefined, () =>
    page.evaluate(() => document.querySelector('[data-testid="step-counter"]')?.textContent ?? document.title),
  );
}

/** Presses `key` in `page` (the app itself, not a deck around it) and waits until the app has drawn what it did. */
export async function press(page, key) {
  await page.keyboard.press(key);
  await drawn(page);
}

/** Clicks `selector` in `page` (a step button) and waits until the app has drawn what it did. */
export async function clickDrawn(page, selector) {
  await page.click(selector);
  await drawn(page);
}

/**
 * Resolves with the paths the service worker's version caches hold, once
 * they hold every one of `paths` (sw.js: a cache per version of the page).
 * The worker answers each request to cache with a message, so each answer
 * is a moment to look again (listening before looking, so none is missed).
 */
export function cachedHolds(page, paths) {
  return page.evaluate(async (paths) => {
    navigator.serviceWorker.startMessages();
    const keysNow = async () => {
      const versions = (await caches.keys()).filter((k) => k.startsWith('minimax-lab-v7:') && k !== 'minimax-lab-v7:pointers');
      return (await Promise.all(versions.map(async (k) => (await (await caches.open(k)).keys()).map((r) => new URL(r.url).pathname)))).flat();
    };
    for (;;) {
      const answered = new Promise((resolve) => navigator.serviceWorker.addEventListener('message', resolve, { once: true }));
      const keys = await keysNow();
      if (paths.every((p) => keys.includes(p))) return keys;
      await answered;
    }
  }, paths);
}
