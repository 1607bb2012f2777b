// Screenshots of the built page in all four languages, with real CJK glyphs
// on a machine that has no CJK fonts (tests/e2e/fonts.sh fetches Noto Sans
// JP and SC from npm once; only the browser started here uses them):
//   node tests/e2e/lang-screenshots.mjs [OUT_DIR]
// writes OUT_DIR/lang-LANG-SURFACE-WxH.png (default tests/e2e/out/lang) for
// en, tr, ja and zh, the surfaces below, at 1280×720 and 390×844 (what the
// screen shows; the rest of a taller page as …-part2.png, …-part3.png), and
// OUT_DIR/report.json: what the DOM says of each (sideways scrolling,
// clipped text, overlapping labels, text under 10 px, buttons whose label
// wraps, words identical to the English page's). `DIST_DIR` serves another
// build, as for every script here.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, launch, nextFrame, open, serve } from './harness.mjs';

const out = process.argv[2] ?? join(ROOT, 'tests/e2e/out/lang');
const LANGS = (process.env.LANGS ?? 'en,tr,ja,zh').split(',');
const SIZES = [[1280, 720], [390, 844]];
const CLASSIC = '<3,5,10>,<2,a,b>,<2,7,3>';
// name, link, what shows that it is drawn.
const SURFACES = [
  ['main', { tree: CLASSIC, step: '14' }, '[data-testid="tree"] [data-path=""]'],
  ['practice', { mode: 'practice' }, '[data-testid="practice"]'],
  ['compare', { tree: CLASSIC, compare: 'algorithm', step: '14' }, '[data-testid="pane-1"] [data-testid="tree"] [data-path=""]'],
  ['mcts', { tree: '<3,5,10>,<2,12,14>,<2,7,3>', mode: 'mcts', mcts_seed: '1', iterations: '12', phase: '1' }, '[data-testid="mcts-tree"]'],
  ['window', { tree: '<3,5,10>,<6,7,8>,<2,7,3>', mode: 'window', window: 'pvs', wstep: '35' }, '[data-testid="window-tree"]'],
  ['worksheet', { mode: 'worksheet', exercise: 'medium-42', count: '4' }, '[data-testid="worksheet"] [data-testid="exercise"] svg'],
];
const only = process.env.SURFACES?.split(',');

// The fonts, for this browser only: Chromium reads FONTCONFIG_FILE from
// the environment playwright starts it with (this process's).
process.env.FONTCONFIG_FILE = execFileSync(join(ROOT, 'tests/e2e/fonts.sh'), { stdio: ['ignore', 'pipe', 'inherit'] }).toString().trim();

/** What the page shows, measured: runs in the page. */
function measure() {
  const vw = innerWidth;
  const visible = (el) => {
    // Not inside a closed <details>, not hidden or transparent.
    if (!el.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const name = (el) => {
    const id = el.closest('[data-testid]')?.dataset.testid;
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '';
    return `${el.tagName.toLowerCase()}${cls}${id ? ` in [${id}]` : ''}`;
  };
  const short = (t) => (t.length > 60 ? t.slice(0, 57) + '…' : t).replace(/\s+/g, ' ').trim();
  const found = { sideways: null, clipped: [], offscreen: [], small: [], wrapped: [], overlaps: [], texts: [] };
  const doc = document.documentElement;
  if (doc.scrollWidth > vw) found.sideways = `page is ${doc.scrollWidth} px wide in a ${vw} px window`;
  const code = (el) => el.closest('.code, pre, code, [data-testid$="pseudocode"], .stack');
  for (const el of document.body.querySelectorAll('*')) {
    if (el instanceof SVGElement && el.tagName !== 'svg') continue;
    if (!visible(el)) continue;
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    // What only a screen reader reads (1 px boxes).
    if (r.width <= 2 || r.height <= 2 || el.closest('.visually-hidden')) continue;
    // Text cut off or scrolled inside its box (not a drawing's pan area).
    if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && /hidden|clip|auto|scroll/.test(s.overflowX) && el.tagName !== 'svg') {
      found.clipped.push(`${name(el)} "${short(el.textContent)}": content ${el.scrollWidth} px in ${el.clientWidth} px (overflow-x ${s.overflowX})`);
    }
    // A menu whose choice is cut short ("…" or cut by its arrow).
    if (el.tagName === 'SELECT' && el.selectedOptions[0]) {
      const ctx = document.createElement('canvas').getContext('2d');
      ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const text = el.selectedOptions[0].textContent.trim();
      const need = ctx.measureText(text).width;
      // The box less its padding and the arrow (about 20 px in Chromium).
      const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 20;
      if (need > room + 1) found.clipped.push(`${name(el)} choice "${short(text)}": ${need.toFixed(0)} px of text in about ${room.toFixed(0)} px`);
    }
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (own && (r.right > vw + 1 || r.left < -1) && !el.closest('[aria-hidden="true"]')) {
      found.offscreen.push(`${name(el)} "${short(el.textContent)}": ${Math.round(r.left)}…${Math.round(r.right)} px of ${vw}`);
    }
    if (own && parseFloat(s.fontSize) < 10) found.small.push(`${name(el)} "${short(el.textContent)}": ${s.fontSize}`);
    if ((el.tagName === 'BUTTON' || el.tagName === 'LABEL' || el.tagName === 'SUMMARY' || el.getAttribute('role') === 'tab') && el.textContent.trim()) {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)));
      if (tops.size > 1 && el.tagName === 'BUTTON') found.wrapped.push(`${name(el)} "${short(el.textContent)}": ${tops.size} lines, ${Math.round(r.width)}×${Math.round(r.height)} px`);
    }
    if (own && !code(el)) for (const n of el.childNodes) if (n.nodeType === 3 && n.textContent.trim()) found.texts.push(n.textContent.trim());
  }
  // Labels of the drawings (the tree, the labs' figures, the worksheet's).
  for (const svg of document.querySelectorAll('svg')) {
    if (!visible(svg)) continue;
    const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim() && t.getClientRects().length && t.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
    const boxes = texts.map((t) => ({ t, r: t.getBoundingClientRect() }));
    for (const { t, r } of boxes) {
      const m = t.getScreenCTM();
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      if (px < 10) found.small.push(`svg text "${short(t.textContent)}" in [${svg.dataset.testid ?? svg.getAttribute('class')}]: ${px.toFixed(1)} px on screen`);
      if (r.right > vw + 1 || r.left < -1) found.offscreen.push(`svg text "${short(t.textContent)}": ${Math.round(r.left)}…${Math.round(r.right)} px of ${vw}`);
      const sr = svg.getBoundingClientRect();
      if (r.right > sr.right + 1 || r.left < sr.left - 1 || r.bottom > sr.bottom + 1 || r.top < sr.top - 1) found.clipped.push(`svg text "${short(t.textContent)}" leaves its drawing [${svg.dataset.testid ?? svg.getAttribute('class')}] (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${Math.round(sr.left)},${Math.round(sr.top)}–${Math.round(sr.right)},${Math.round(sr.bottom)})`);
      if (!t.closest('.code, [data-testid$="pseudocode"]')) found.texts.push(t.textContent.trim());
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i].r, boxes[j].r];
        if (boxes[i].t.contains(boxes[j].t) || boxes[j].t.contains(boxes[i].t)) continue;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        // CJK fonts' line boxes are taller than their glyphs: stacked
        // lines (N, W, Q) touch by 1–2 px without their ink meeting.
        if (w > 2.5 && h > 2.5) found.overlaps.push(`"${short(boxes[i].t.textContent)}" × "${short(boxes[j].t.textContent)}" (${w.toFixed(0)}×${h.toFixed(0)} px) in [${svg.dataset.testid ?? svg.getAttribute('class')}]`);
      }
    }
  }
  found.texts = [...new Set(found.texts)];
  return found;
}

await mkdir(out, { recursive: true });
const server = await serve();
const browser = await launch();
const report = {};
try {
  for (const [surface, params, ready] of SURFACES) {
    if (only && !only.includes(surface)) continue;
    for (const [width, height] of SIZES) {
      let english = null;
      for (const lang of LANGS) {
        const key = `lang-${lang}-${surface}-${width}x${height}`;
        const link = '?' + new URLSearchParams({ ...params, lang });
        const { page, errors } = await open(browser, server.url, link, { width, height }, 'en-US', ready);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        await page.evaluate(() => document.fonts.ready);
        await nextFrame(page);
        await page.screenshot({ path: join(out, `${key}.png`) });
        // The rest of a taller page, a screen at a time (…-part2.png, …).
        const tall = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = height, n = 2; y < tall; y += height, n += 1) {
          await page.screenshot({ path: join(out, `${key}-part${n}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(height, tall - y) } });
        }
        const found = await page.evaluate(measure);
        found.pageHeight = tall;
        // Texts the English page shows too, with a word of 3+ letters:
        // candidates for words left untranslated.
        if (lang === 'en') english = new Set(found.texts);
        else if (english) found.sameAsEnglish = found.texts.filter((t) => english.has(t) && /[A-Za-z]{3}/.test(t));
        delete found.texts;
        if (errors.length) found.errors = errors;
        report[key] = found;
        const n = ['clipped', 'offscreen', 'small', 'wrapped', 'overlaps', 'sameAsEnglish'].map((k) => `${k} ${found[k]?.length ?? 0}`).join(', ');
        console.log(`${key}: ${found.sideways ?? 'no sideways scroll'}; ${n}`);
        await page.close();
      }
    }
  }
} finally {
  await writeFile(join(out, 'report.json'), JSON.stringify(report, null, 1));
  await browser.close();
  await server.close();
}
