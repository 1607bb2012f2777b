// Into a course's LMS (issue 29): the worksheet's "Download for your LMS"
// files, each parsed with a real parser (the GIFT parser from npm, the
// browser's XML parser, fflate for the zips) and checked against the
// page's own answer key and `trace --quiz`; the SCORM package run inside
// a real SCORM runtime (scorm-again from npm) in a page that frames it,
// as an LMS does; and the widget's score event.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { unzipSync, strFromU8 } from 'fflate';
import { ROOT, buildFile, heardBack, open, serve, useBrowser } from './harness.mjs';

const require = createRequire(import.meta.url);
const gift = require('gift-pegjs');
const env = useBrowser(before, after);

function trace(args) {
  return execFileSync('cargo', ['run', '--offline', '--quiet', '-p', 'minimax-trace', '--bin', 'trace', '--', ...args], {
    cwd: ROOT,
    timeout: 600_000,
    maxBuffer: 64 << 20,
  });
}

/** `trace --worksheet EXERCISE --count 1`'s key lines for one exercise. */
function keyLines(exercise, extra = []) {
  const out = trace(['--worksheet', exercise, '--count', '1', ...extra]).toString('utf8');
  return out.split('\n').filter((l) => l.startsWith('    ')).map((l) => l.slice(4));
}

async function download(page, selector) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.click(selector)]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/** The worksheet page's own answer key, per exercise: the root's value
 * and the names of the leaves it greys as never evaluated. */
async function pageKey(page) {
  if (!(await page.$('[data-testid="answer-key"]'))) await page.click('[data-testid="show-key"]');
  return page.$$eval('[data-testid="key-entry"]', (entries) =>
    entries.map((e) => ({
      exercise: e.dataset.exercise,
      root: e.querySelector('.ws-node.internal[data-path=""]').dataset.value,
      pruned: [...e.querySelectorAll('.ws-node.leaf.pruned .name')].map((n) => n.textContent).sort(),
    })),
  );
}

test('the worksheet downloads GIFT, Moodle XML and both QTI zips: the bytes trace --quiz writes, every answer the page key', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '?mode=worksheet&exercise=medium-42&count=3&lang=tr&key=1', undefined, 'en-US', '[data-testid="worksheet"]');
  const key = await pageKey(page);
  assert.equal(key.length, 3);
  // The menu is closed until asked for, and names each format.
  await page.click('[data-testid="lms-menu"] summary');
  for (const f of ['moodle', 'gift', 'qti21', 'qti12']) assert.ok(await page.isVisible(`[data-testid="lms-${f}"]`), f);
  const files = {};
  for (const f of ['moodle', 'gift', 'qti21', 'qti12']) {
    files[f] = await download(page, `[data-testid="lms-${f}"]`);
    const out = join(mkdtempSync(join(tmpdir(), 'minimax-quiz-')), files[f].name);
    trace(['--worksheet', 'medium-42', '--count', '3', '--lang', 'tr', '--quiz', f, '--output', out]);
    assert.ok(readFileSync(out).equals(files[f].bytes), `${f}: the page's file is the one trace --quiz writes`);
    rmSync(dirname(out), { recursive: true, force: true });
  }
  assert.equal(files.gift.name, 'minimax-lab-medium-42-x3-tr-gift.txt');
  assert.equal(files.qti12.name, 'minimax-lab-medium-42-x3-tr-qti12-canvas.zip');

  // GIFT, by the GIFT parser from npm: a category, then per exercise the
  // root's value (numerical) and the leaves never evaluated (multiple
  // answers: the right ones weigh 100% together, the rest below 0).
  const questions = gift.parse(strFromU8(files.gift.bytes));
  assert.equal(questions[0].type, 'Category');
  const asked = questions.slice(1);
  assert.equal(asked.length, 6);
  key.forEach((k, i) => {
    const [root, leaves] = [asked[2 * i], asked[2 * i + 1]];
    assert.equal(root.type, 'Numerical');
    assert.equal(String(root.choices.number), k.root, `${k.exercise}: root`);
    assert.match(root.stem.text, /<pre>&lt;/, 'the notation in the text');
    assert.equal(leaves.type, 'MC');
    const right = leaves.choices.filter((c) => c.weight > 0);
    assert.ok(Math.abs(right.reduce((s, c) => s + c.weight, 0) - 100) < 0.01, 'the right answers add up to 100 %');
    assert.deepEqual(right.map((c) => c.text.text.split(' ')[0]).sort(), k.pruned, `${k.exercise}: pruned leaves`);
    assert.ok(leaves.choices.every((c) => c.weight > 0 || c.weight < 0));
    assert.match(leaves.stem.text, /hiç değerlendirmediği/, 'in the chosen language');
  });

  // Moodle XML and QTI, by the browser's XML parser.
  const qti21 = unzipSync(new Uint8Array(files.qti21.bytes));
  const qti12 = unzipSync(new Uint8Array(files.qti12.bytes));
  const xml = { moodle: strFromU8(files.moodle.bytes), manifest21: strFromU8(qti21['imsmanifest.xml']), manifest12: strFromU8(qti12['imsmanifest.xml']) };
  for (const k of key) xml[`item-${k.exercise}`] = strFromU8(qti21[`items/${k.exercise}.xml`]);
  const bank12 = Object.keys(qti12).find((n) => /^minimax-lab-[^/]+\/minimax-lab-[^/]+\.xml$/.test(n));
  xml.assessment12 = strFromU8(qti12[bank12]);
  const read = await page.evaluate((docs) => {
    const out = {};
    for (const [name, text] of Object.entries(docs)) {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const broken = doc.querySelector('parsererror');
      out[name] = { broken: broken?.textContent ?? null, root: doc.documentElement.localName };
      if (name === 'moodle') {
        const cloze = [...doc.querySelectorAll('question[type="cloze"]')];
        out[name].cloze = cloze.map((q) => {
          const text = q.querySelector('questiontext > text').textContent;
          return { root: /\{1:NUMERICAL:=([^}]+)\}/.exec(text)?.[1], image: q.querySelector('questiontext > file')?.getAttribute('encoding') };
        });
      }
      if (name.startsWith('item-')) {
        const root = [...doc.getElementsByTagName('responseDeclaration')].find((d) => d.getAttribute('identifier') === 'ROOT');
        const pruned = [...doc.getElementsByTagName('responseDeclaration')].find((d) => d.getAttribute('identifier') === 'PRUNED');
        out[name].rootValue = root?.getElementsByTagName('value')[0]?.textContent;
        out[name].pruned = [...(pruned?.getElementsByTagName('value') ?? [])].map((v) => v.textContent.replace(/^LEAF_/, '')).sort();
      }
      if (name === 'assessment12') out[name].items = doc.getElementsByTagName('item').length;
    }
    return out;
  }, xml);
  for (const [name, r] of Object.entries(read)) assert.equal(r.broken, null, `${name} parses`);
  assert.equal(read.moodle.root, 'quiz');
  assert.deepEqual(read.moodle.cloze.map((c) => c.root), key.map((k) => k.root));
  assert.ok(read.moodle.cloze.every((c) => c.image === 'base64'));
  assert.equal(read.manifest21.root, 'manifest');
  for (const k of key) {
    assert.equal(read[`item-${k.exercise}`].root, 'assessmentItem');
    assert.equal(read[`item-${k.exercise}`].rootValue, k.root);
    assert.deepEqual(read[`item-${k.exercise}`].pruned, k.pruned);
    assert.ok(qti21[`items/${k.exercise}.svg`], 'the image is in the package');
  }
  assert.equal(read.assessment12.root, 'questestinterop');
  assert.equal(read.assessment12.items, 6);
  assert.deepEqual(errors, []);
});

/** Solves the exercise on screen from `trace`'s key lines: each reached
 * node's value (a bound where it cut off), its α and β where the sheet
 * asks for them (a graded set always does), and the pruned edges. */
async function solve(frame, lines) {
  if (await frame.$('[data-testid="grade-window"]')) await frame.uncheck('[data-testid="grade-window"]');
  const values = lines[1].split('; ').map((part) => {
    const [, name, rel, value, alpha, beta] = /^(\S+) (=|≤|≥) (\S+)(?: \S+ [≤≥] \S+)? \(α=(\S+) β=(\S+)\)/.exec(part);
    return [name, rel === '=' ? value : `${rel} ${value}`, alpha, beta];
  });
  const edges = lines[2].split(': ')[1] === '—' ? [] : lines[2].split(': ')[1].split(', ').map((e) => e.split('–'));
  await frame.evaluate(
    ({ values, edges }) => {
      const rows = [...document.querySelectorAll('[data-testid="sheet-row"]')];
      const row = (name) => rows.find((r) => r.querySelector('th').textContent.trim().split(' ').pop() === name);
      const type = (input, value) => {
        input.value = value;
        input.dispatchEvent(new InputEvent('input', { bubbles: true }));
      };
      for (const [name, value, alpha, beta] of values) {
        type(row(name).querySelector('[data-field="value"]'), value);
        const [a, b] = [row(name).querySelector('[data-field="alpha"]'), row(name).querySelector('[data-field="beta"]')];
        if (a) type(a, alpha);
        if (b) type(b, beta);
      }
      for (const [parent, child] of edges) {
        // A leaf's box says its value after its name ("D2 (7)").
        const box = [...row(parent).querySelectorAll('[data-testid="prune"]')].find((b) => b.parentElement.textContent.trim().split(' ')[0] === child);
        box.click();
      }
    },
    { values, edges },
  );
}

/** The package unzipped beside a page that plays the LMS: it starts
 * scorm-again's runtime for `edition` and frames the launch page, as an
 * LMS's player does (same origin). Served; its address. */
async function lms(zip, edition) {
  const dir = mkdtempSync(join(tmpdir(), 'minimax-scorm-'));
  const files = unzipSync(new Uint8Array(zip));
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'pkg', name)), { recursive: true });
    writeFileSync(join(dir, 'pkg', name), bytes);
  }
  const runtime = edition === 'scorm12' ? 'scorm12.min.js' : 'scorm2004.min.js';
  copyFileSync(join(ROOT, 'tests/e2e/node_modules/scorm-again/dist', runtime), join(dir, runtime));
  const make = edition === 'scorm12' ? 'window.API = new Scorm12API({ logLevel: 5 })' : 'window.API_1484_11 = new Scorm2004API({ logLevel: 5 })';
  const api = edition === 'scorm12' ? 'API' : 'API_1484_11';
  // `index.html` frames the package; `opener.html` opens it in a window.
  const head = `<!doctype html><meta charset="utf-8"><title>LMS</title><script src="${runtime}"></script>
<script>${make}; window.calls = []; window.commits = 0; window.ended = 0;
for (const m of ['LMSInitialize', 'Initialize']) window.${api}.on(m, () => window.calls.push(m));
window.${api}.on('${edition === 'scorm12' ? 'LMSSetValue' : 'SetValue'}.cmi.*', (k, v) => window.calls.push([k, v]));
window.${api}.on('${edition === 'scorm12' ? 'LMSCommit' : 'Commit'}', () => window.commits++);
window.${api}.on('${edition === 'scorm12' ? 'LMSFinish' : 'Terminate'}', () => window.ended++);</script>`;
  writeFileSync(join(dir, 'index.html'), `${head}\n<iframe id="sco" src="pkg/launch.html" style="width:1260px;height:700px;border:0"></iframe>`);
  writeFileSync(join(dir, 'opener.html'), `${head}\n<p>LMS</p>`);
  return { dir, files, server: await serve(dir) };
}

/** Downloads a package of `count` exercises from `exercise` in `edition`. */
async function makePackage(exercise, count, edition, lang = 'en') {
  const { page } = await open(env.browser, env.server.url, `?mode=practice&exercise=${exercise}&lang=${lang}`, undefined, 'en-US', '[data-testid="practice"]');
  await page.click('[data-testid="scorm-export"] summary');
  await page.selectOption('[data-testid="scorm-count"]', String(count));
  await page.selectOption('[data-testid="scorm-edition"]', edition);
  const pkg = await download(page, '[data-testid="export-scorm"]');
  await page.close();
  return pkg;
}

const value = (calls, key) => calls.filter((c) => Array.isArray(c) && c[0] === key).map((c) => c[1]).pop();

test('a SCORM 1.2 package runs in scorm-again: it finds API in its parent, reports score, status and time after each Check, and finishes on unload', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '?mode=practice&exercise=easy-3', undefined, 'en-US', '[data-testid="practice"]');
  await page.click('[data-testid="scorm-export"] summary');
  // A set of any size from 1 to 30, as the worksheet and `trace` allow (issue 42.4).
  await page.waitForSelector('[data-testid="scorm-count"] option', { state: 'attached' });
  assert.deepEqual(
    await page.$$eval('[data-testid="scorm-count"] option', (options) => options.map((o) => o.value)),
    Array.from({ length: 30 }, (_, i) => String(i + 1)),
  );
  await page.selectOption('[data-testid="scorm-count"]', '3');
  await page.selectOption('[data-testid="scorm-edition"]', 'scorm12');
  const pkg = await download(page, '[data-testid="export-scorm"]');
  assert.equal(pkg.name, 'minimax-lab-scorm12-easy-3-x3.zip');
  assert.match(await page.textContent('[data-testid="scorm-status"]'), /Downloaded minimax-lab-scorm12-easy-3-x3\.zip \(\d+\.\d MB\)/);
  const host = await lms(pkg.bytes, 'scorm12');
  try {
    // The manifest: SCORM 1.2, one SCO launching launch.html, every file it lists in the zip.
    const manifest = strFromU8(host.files['imsmanifest.xml']);
    assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
    assert.match(manifest, /adlcp:scormtype="sco" href="launch\.html"/);
    for (const [, href] of manifest.matchAll(/<file href="([^"]+)"/g)) assert.ok(host.files[href], `${href} is in the package`);
    // The builds by the names the page gives them (a hash of each one's content).
    assert.ok(host.files[await buildFile('minimax-lab_bg.wasm')] && host.files[await buildFile('minimax-extras_bg.wasm')] && host.files['index.html']);
    assert.equal(host.files[await buildFile('minimax-lab-ja_bg.wasm')], undefined, "the package's language only");
    assert.equal(host.files['sw.js'], undefined, 'no service worker');

    const lmsPage = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const pageErrors = [];
    lmsPage.on('pageerror', (e) => pageErrors.push(String(e)));
    await lmsPage.goto(host.server.url);
    const frame = lmsPage.frameLocator('#sco');
    await frame.locator('[data-testid="practice"]').waitFor({ timeout: 20000 });
    const sco = lmsPage.frames().find((f) => f.url().includes('/pkg/index.html'));
    assert.match(sco.url(), /mode=practice.*exercise=easy-3.*set=easy-3&count=3&lms=scorm12/);
    assert.match(await frame.locator('[data-testid="lms-status"]').textContent(), /Connected to your LMS \(SCORM 1\.2\)/);
    assert.equal(await frame.locator('[data-testid="course-position"]').textContent(), 'Exercise 1 of 3');
    assert.equal(await frame.locator('[data-testid="course-prev"]').isDisabled(), true);
    // A graded set keeps its convention and gives nothing away: no header
    // (algorithm, examples, language), no Close, no hint, no other task,
    // no choice of what is graded, no export, no editor, no tally of its own.
    for (const id of ['algorithm', 'practice-toggle', 'hint', 'task-predict', 'grade-window', 'export', 'notation', 'scorm-export', 'new-exercise', 'tally']) {
      assert.equal(await frame.locator(`[data-testid="${id}"]`).count(), 0, id);
    }
    // A Check on a blank sheet would be the exercise's score: not offered.
    assert.equal(await frame.locator('[data-testid="check"]').isDisabled(), true);
    const calls = () => lmsPage.evaluate(() => window.calls);
    assert.equal((await calls())[0], 'LMSInitialize');
    assert.equal(value(await calls(), 'cmi.core.lesson_status'), 'incomplete');
    assert.equal(await lmsPage.evaluate(() => window.API.cmi.core.score.max), '100');

    // Exercise 1 solved right: 1 of 3 exercises at full marks.
    await solve(sco, keyLines('easy-3'));
    const commits = await lmsPage.evaluate(() => window.commits);
    await frame.locator('[data-testid="check"]').click();
    await frame.locator('[data-testid="full-marks"]').waitFor();
    await lmsPage.waitForFunction((n) => window.commits > n, commits);
    let c = await calls();
    assert.equal(value(c, 'cmi.core.score.raw'), '33');
    assert.equal(value(c, 'cmi.core.score.min'), '0');
    assert.equal(value(c, 'cmi.core.lesson_status'), 'incomplete');
    assert.match(value(c, 'cmi.core.session_time'), /^\d{4}:\d\d:\d\d\.\d\d$/);
    assert.equal(await lmsPage.evaluate(() => window.API.cmi.core.score.raw), '33', "the runtime's own record");
    assert.equal(await frame.locator('[data-testid="course-score"]').textContent(), "Score so far: 33 of 100 (each exercise's first Check)");
    assert.match(await frame.locator('[data-testid="course-checked"]').textContent(), /^This exercise counted (\d+) of \1 \(its first Check\)\.$/);

    // Exercise 2 with a wrong root; exercise 3 right: every one checked,
    // not all at full marks, so failed.
    await frame.locator('[data-testid="course-next"]').click();
    assert.equal(await frame.locator('[data-testid="course-position"]').textContent(), 'Exercise 2 of 3');
    assert.equal(await frame.locator('[data-testid="course-checked"]').count(), 0, 'not checked yet');
    await sco.fill('[data-testid="sheet-row"][data-node=""] [data-field="value"]', '99');
    await frame.locator('[data-testid="check"]').click();
    await lmsPage.waitForFunction(() => window.calls.filter((c) => c[0] === 'cmi.core.score.raw').length >= 2);
    const [, r2, t2] = /^Score: (\d+) of (\d+)$/.exec(await frame.locator('[data-testid="score"]').textContent()).map(Number);
    assert.ok(r2 < t2);
    await frame.locator('[data-testid="course-next"]').click();
    await solve(sco, keyLines('easy-5'));
    await frame.locator('[data-testid="check"]').click();
    await lmsPage.waitForFunction(() => window.API.cmi.core.lesson_status === 'failed');
    c = await calls();
    const raw = Math.min(99, Math.round((100 * (2 + r2 / t2)) / 3));
    assert.equal(value(c, 'cmi.core.score.raw'), String(raw));
    assert.match(value(c, 'cmi.suspend_data'), new RegExp(`^0:(\\d+)/\\1 1:${r2}/${t2} 2:(\\d+)/\\2$`));
    assert.equal(await frame.locator('[data-testid="course-next"]').isDisabled(), true);
    assert.equal(await frame.locator('[data-testid="course-done"]').textContent(), `Every exercise checked: ${raw} of 100.`);

    // Leaving the page finishes the session once: time and exit, then LMSFinish.
    await lmsPage.evaluate(() => {
      document.getElementById('sco').src = 'about:blank';
    });
    await lmsPage.waitForFunction(() => window.ended === 1);
    c = await calls();
    assert.equal(value(c, 'cmi.core.exit'), '', 'done: no suspend');
    // Opened again after the session ended, the page says so.
    await lmsPage.evaluate(() => {
      document.getElementById('sco').src = 'pkg/launch.html';
    });
    await frame.locator('[data-testid="lms-status"]').waitFor({ timeout: 20000 });
    assert.equal(
      await frame.locator('[data-testid="lms-status"]').textContent(),
      'This session with your LMS has ended: open the activity again from the LMS to go on with the score sent.',
    );
    assert.deepEqual(pageErrors, []);
    await lmsPage.close();
  } finally {
    await host.server.close();
    rmSync(host.dir, { recursive: true, force: true });
  }
  assert.deepEqual(errors, []);
});

test('a SCORM 2004 package: passed and completed at full marks, scaled score, ISO session time, the scores kept as suspend data', async () => {
  const { page } = await open(env.browser, env.server.url, '?mode=practice&exercise=hard-7&lang=ja', undefined, 'en-US', '[data-testid="practice"]');
  await page.click('[data-testid="scorm-export"] summary');
  await page.selectOption('[data-testid="scorm-count"]', '1');
  await page.selectOption('[data-testid="scorm-edition"]', 'scorm2004');
  const pkg = await download(page, '[data-testid="export-scorm"]');
  const host = await lms(pkg.bytes, 'scorm2004');
  try {
    const manifest = strFromU8(host.files['imsmanifest.xml']);
    assert.match(manifest, /<schemaversion>2004 4th Edition<\/schemaversion>/);
    assert.match(manifest, /adlcp:scormType="sco"/);
    const lmsPage = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await lmsPage.goto(host.server.url);
    const frame = lmsPage.frameLocator('#sco');
    await frame.locator('[data-testid="practice"]').waitFor({ timeout: 20000 });
    const sco = lmsPage.frames().find((f) => f.url().includes('/pkg/index.html'));
    assert.match(await frame.locator('[data-testid="lms-status"]').textContent(), /LMS に接続しています（SCORM 2004 4th edition）/);
    await solve(sco, keyLines('hard-7', ['--lang', 'en']));
    await frame.locator('[data-testid="check"]').click();
    await lmsPage.waitForFunction(() => window.API_1484_11.cmi.success_status === 'passed');
    const c = await lmsPage.evaluate(() => window.calls);
    assert.equal(value(c, 'cmi.score.raw'), '100');
    assert.equal(value(c, 'cmi.score.scaled'), '1');
    assert.equal(value(c, 'cmi.completion_status'), 'completed');
    assert.match(value(c, 'cmi.session_time'), /^PT\d+H\d+M\d+\.\d\dS$/);
    // The runtime keeps the scores for a later session of the attempt.
    const kept = await lmsPage.evaluate(() => window.API_1484_11.cmi.suspend_data);
    assert.match(kept, /^0:(\d+)\/\1$/);
    await lmsPage.evaluate(() => {
      document.getElementById('sco').src = 'about:blank';
    });
    await lmsPage.waitForFunction(() => window.ended === 1);
    assert.equal(value(await lmsPage.evaluate(() => window.calls), 'cmi.exit'), 'normal');
    // A later session: the LMS's runtime hands the suspend data back
    // (entry "resume"), and the page shows the score kept.
    await lmsPage.evaluate((kept) => {
      window.API_1484_11 = new Scorm2004API({ logLevel: 5 });
      window.API_1484_11.loadFromJSON({ suspend_data: kept, entry: 'resume' });
      window.API_1484_11.on('SetValue.cmi.*', (k, v) => window.calls.push(['again', k, v]));
      document.getElementById('sco').src = 'pkg/launch.html';
    }, kept);
    await frame.locator('[data-testid="lms-status"]').waitFor({ timeout: 20000 });
    await frame.locator('[data-testid="lms-status"]', { hasText: 'SCORM 2004' }).waitFor();
    assert.equal(await frame.locator('[data-testid="course-score"]').textContent(), 'ここまでの点数：100 点中 100 点（各演習の最初の採点）');
    // Not a first launch: nothing says "incomplete" again; the scores kept
    // give the same record.
    const again = (await lmsPage.evaluate(() => window.calls)).filter((c) => c[0] === 'again');
    assert.ok(!again.some(([, k, v]) => k === 'cmi.completion_status' && v === 'incomplete'), JSON.stringify(again));
    assert.equal(value(again.map(([, k, v]) => [k, v]), 'cmi.score.raw'), '100');
    await lmsPage.close();
  } finally {
    await host.server.close();
    rmSync(host.dir, { recursive: true, force: true });
  }
});

test('without an LMS the launch link works as always and says so; a framed practice widget posts each Check as {event: "score", right, total}', async () => {
  const { page, errors } = await open(env.browser, env.server.url, '?mode=practice&exercise=easy-3&set=easy-3&count=2&lms=scorm12', undefined, 'en-US', '[data-testid="practice"]');
  assert.equal(await page.textContent('[data-testid="lms-status"]'), 'No LMS found: the score stays in this page.');
  await page.fill('[data-testid="sheet-row"][data-node=""] [data-field="value"]', '3');
  await page.click('[data-testid="check"]');
  const [, r, t] = /^Score: (\d+) of (\d+)$/.exec(await page.textContent('[data-testid="score"]')).map(Number);
  const raw = Math.min(99, Math.round((100 * r) / t / 2));
  assert.equal(await page.textContent('[data-testid="course-score"]'), `Score so far: ${raw} of 100 (each exercise's first Check)`);
  assert.deepEqual(errors, []);
  await page.close();

  // A quiz question's page framing the practice widget (embed=1).
  const host = await env.browser.newPage({ viewport: { width: 1100, height: 800 } });
  await host.goto(env.server.url + 'quiz-question.html');
  await host.evaluate((src) => {
    window.scores = [];
    addEventListener('message', (e) => {
      if (e.data?.type === 'minimax-lab' && e.data.event === 'score') window.scores.push(e.data);
    });
    document.body.innerHTML = `<iframe id="q" src="${src}" style="width:1000px;height:700px"></iframe>`;
  }, env.server.url + '?mode=practice&exercise=easy-3&embed=1');
  const frame = host.frameLocator('#q');
  await frame.locator('[data-testid="practice"]').waitFor({ timeout: 20000 });
  assert.equal(await frame.locator('[data-testid="notation"]').count(), 0, 'no editor in the widget');
  for (const id of ['algorithm', 'practice-toggle', 'new-exercise', 'level', 'scorm-export', 'worksheet-link']) {
    assert.equal(await frame.locator(`[data-testid="${id}"]`).count(), 0, `the widget keeps its exercise: no ${id}`);
  }
  assert.equal(await frame.locator('[data-testid="exercise-name"]').textContent(), 'Exercise easy-3');
  const sco = host.frames().find((f) => f.url().includes('embed=1'));
  // It opens on its tree, not scrolled to the panel.
  assert.equal(await sco.evaluate(() => scrollY), 0);
  await solve(sco, keyLines('easy-3'));
  await frame.locator('[data-testid="check"]').click();
  await host.waitForFunction(() => window.scores.length === 1);
  const [first] = await host.evaluate(() => window.scores);
  assert.equal(first.right, first.total);
  assert.ok(first.total > 0);
  assert.deepEqual([first.first, first.exercise], [true, 'easy-3'], "the exercise's first Check, named");
  // The deck's stepping messages do not show a practice widget's values.
  await host.evaluate(() => document.getElementById('q').contentWindow.postMessage({ type: 'minimax-lab', action: 'end' }, '*'));
  await heardBack(host, 'q');
  assert.equal(await sco.evaluate(() => [...document.querySelectorAll('[data-testid="tree"] .node:not(.leaf) .value')].map((v) => v.textContent).join('')), '');
  await host.evaluate(() => document.getElementById('q').contentWindow.postMessage({ type: 'minimax-lab', action: 'load', tree: '1,2' }, '*'));
  await heardBack(host, 'q');
  assert.equal(await frame.locator('[data-testid="exercise-name"]').textContent(), 'Exercise easy-3', "a deck's load keeps the exercise");
  assert.equal(await frame.locator('[data-testid="tally"]').count(), 0, 'no tally of its own');
  // A second Check with one answer wrong posts again.
  await sco.fill('[data-testid="sheet-row"][data-node=""] [data-field="value"]', '99');
  await frame.locator('[data-testid="check"]').click();
  await host.waitForFunction(() => window.scores.length === 2);
  const second = (await host.evaluate(() => window.scores))[1];
  assert.deepEqual([second.right, second.total, second.first], [first.total - 1, first.total, false]);
  await host.close();
});

test('opened by the LMS to review, the package sends nothing and says so; work saved in the browser never fills a graded set', async () => {
  const pkg = await makePackage('easy-3', 3, 'scorm12');
  const host = await lms(pkg.bytes, 'scorm12');
  try {
    const lmsPage = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
    // Another student's practice of the same exercise, saved in this browser.
    await lmsPage.goto(host.server.url + 'pkg/index.html?mode=practice&exercise=easy-3');
    await lmsPage.waitForSelector('[data-testid="practice"]');
    await lmsPage.fill('[data-testid="sheet-row"][data-node=""] [data-field="value"]', '3');
    await lmsPage.waitForFunction(() => Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? '').includes('minimax-lab practice')));
    // The LMS opens the package to review (once the first launch, with a
    // runtime of its own, has started).
    await lmsPage.goto(host.server.url);
    await lmsPage.frameLocator('#sco').locator('[data-testid="lms-status"]').waitFor({ timeout: 20000 });
    // That launch is left (its session finished on its own runtime) before
    // the review one starts, so no status of the first is read.
    await lmsPage.evaluate(() => {
      document.getElementById('sco').src = 'about:blank';
    });
    await lmsPage.waitForFunction(() => document.getElementById('sco').contentDocument?.URL === 'about:blank');
    // The graded launch kept nothing of its own: the other student's work
    // is still there, and is what the review launch must not show.
    const saved = await lmsPage.evaluate(() => localStorage.getItem('minimax-lab:practice') ?? '');
    assert.match(saved, /^minimax-lab practice/);
    assert.match(saved, /\nnode\t0\t3\t/, "the other student's 3 at the root");
    await lmsPage.evaluate(() => {
      window.API = new Scorm12API({ logLevel: 5 });
      window.API.loadFromJSON({ core: { lesson_mode: 'review' } });
      window.sets = 0;
      window.API.on('LMSSetValue.cmi.*', () => window.sets++);
      document.getElementById('sco').src = 'pkg/launch.html';
    });
    const frame = lmsPage.frameLocator('#sco');
    await frame.locator('[data-testid="lms-status"]').waitFor({ timeout: 20000 });
    assert.equal(await frame.locator('[data-testid="lms-status"]').textContent(), 'Opened by your LMS to review: your answers are checked here, but no score is sent.');
    assert.equal(await frame.locator('[data-testid="sheet-row"][data-node=""] [data-field="value"]').inputValue(), '', "the saved work is not this student's");
    await frame.locator('[data-testid="sheet-row"][data-node=""] [data-field="value"]').fill('3');
    await frame.locator('[data-testid="check"]').click();
    await frame.locator('[data-testid="score"]').waitFor();
    assert.equal(await lmsPage.evaluate(() => window.sets), 0, 'nothing sent in review');
    await lmsPage.close();
  } finally {
    await host.server.close();
    rmSync(host.dir, { recursive: true, force: true });
  }
});

test("a package opened in a window of its own finds the LMS's runtime through its opener", async () => {
  const pkg = await makePackage('easy-3', 1, 'scorm2004');
  const host = await lms(pkg.bytes, 'scorm2004');
  try {
    const lmsPage = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await lmsPage.goto(host.server.url + 'opener.html');
    const [popup] = await Promise.all([lmsPage.waitForEvent('popup'), lmsPage.evaluate(() => void window.open('pkg/launch.html', 'sco'))]);
    await popup.waitForSelector('[data-testid="lms-status"]', { timeout: 20000 });
    assert.equal(await popup.textContent('[data-testid="lms-status"]'), 'Connected to your LMS (SCORM 2004 4th edition): each Check sends your score.');
    assert.equal((await lmsPage.evaluate(() => window.calls))[0], 'Initialize');
    await popup.fill('[data-testid="sheet-row"][data-node=""] [data-field="value"]', '3');
    await popup.click('[data-testid="check"]');
    await lmsPage.waitForFunction(() => window.commits > 1);
    const raw = Number(value(await lmsPage.evaluate(() => window.calls), 'cmi.score.raw'));
    assert.ok(raw > 0 && raw < 100, String(raw));
    // Closing the window ends the session.
    await popup.close({ runBeforeUnload: true });
    await lmsPage.waitForFunction(() => window.ended === 1);
    assert.equal(value(await lmsPage.evaluate(() => window.calls), 'cmi.exit'), 'normal');
    await lmsPage.close();
  } finally {
    await host.server.close();
    rmSync(host.dir, { recursive: true, force: true });
  }
});
