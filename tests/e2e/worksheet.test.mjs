// The printable worksheet (mode=worksheet): blank exercises, then an answer
// key on a new printed page whose text is exactly what `trace --worksheet`
// prints for the same exercises.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildFile, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const SHOTS = join(ROOT, 'static', 'screenshots');

/** `trace --worksheet …`'s output: its heading and, per exercise, the
 * numbered title and the key's lines without their indentation. */
function traceWorksheet(args) {
  const out = execFileSync('cargo', ['run', '--offline', '--quiet', '-p', 'minimax-trace', '--bin', 'trace', '--', '--worksheet', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 600_000,
  });
  const [heading, ...rest] = out.split('\n');
  const blocks = [];
  for (const line of rest) {
    if (line.startsWith('    ')) blocks.at(-1).lines.push(line.slice(4));
    else if (line.trim()) blocks.push({ title: line, lines: [] });
  }
  return { heading, blocks };
}

/** Opens a worksheet link and waits until the page is drawn. */
async function openWorksheet(query, viewport = { width: 1280, height: 720 }) {
  const page = await env.browser.newPage({ viewport, locale: 'en-US' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(env.server.url + query);
  await page.waitForSelector('[data-testid="worksheet"] [data-testid="exercise"] svg', { timeout: 15000 });
  return { page, errors };
}

test('easy-3, four exercises: blanks to fill in, and an answer key equal to trace --worksheet', async () => {
  const { heading, blocks } = traceWorksheet(['easy-3', '--count', '4']);
  assert.equal(blocks.length, 4);
  const { page, errors } = await openWorksheet('?mode=worksheet&exercise=easy-3&count=4&key=1');
  assert.equal(await page.textContent('[data-testid="worksheet-heading"]'), heading);

  // The exercises: numbered, each with a blank box under every internal
  // node and no internal node's value anywhere.
  const exercises = await page.$$eval('[data-testid="exercise"]', (sections) =>
    sections.map((s) => ({
      id: s.dataset.exercise,
      title: s.querySelector('h2').textContent,
      link: s.querySelector('[data-testid="practise-link"]').getAttribute('href'),
      internal: s.querySelectorAll('g.ws-node.internal').length,
      leaves: s.querySelectorAll('g.ws-node.leaf').length,
      blanks: [...s.querySelectorAll('[data-testid="blank"]')].map((b) => b.closest('g').dataset.path),
      blankText: [...s.querySelectorAll('g.ws-node.internal text:not(.name)')].map((t) => t.textContent),
      values: s.querySelectorAll('[data-value]').length,
      cuts: s.querySelectorAll('[data-testid="cut-mark"]').length,
      pruned: s.querySelectorAll('.pruned').length,
    })),
  );
  assert.deepEqual(exercises.map((e) => e.id), ['easy-3', 'easy-4', 'easy-5', 'easy-6']);
  assert.deepEqual(exercises.map((e) => e.title), blocks.map((b) => b.title));
  for (const e of exercises) {
    assert.ok(e.internal >= 3 && e.leaves >= 4, `${e.id}: a whole depth-2 tree is drawn`);
    assert.equal(e.blanks.length, e.internal, `${e.id}: one blank per internal node`);
    assert.equal(new Set(e.blanks).size, e.internal, `${e.id}: each internal node has its own blank`);
    assert.deepEqual(e.blankText, [], `${e.id}: no value written at an internal node`);
    assert.equal(e.values, 0, `${e.id}: no data-value on the exercise`);
    assert.equal(e.cuts + e.pruned, 0, `${e.id}: nothing marked pruned on the exercise`);
    assert.equal(e.link, `?mode=practice&exercise=${e.id}&algo=alphabeta&cut=ge&form=aima`);
  }
  // The leaves' values are on the exercise: they are the tree in the key's
  // first line, in order.
  const leafValues = await page.$$eval('[data-testid="exercise"]', (sections) => sections.map((s) => [...s.querySelectorAll('g.ws-node.leaf .leaf-value')].map((t) => t.textContent).join(',')));
  assert.deepEqual(leafValues, blocks.map((b) => b.lines[0].replace(/[<>]/g, '')));

  // The answer key: the same lines as trace, entry by entry.
  const entries = await page.$$eval('[data-testid="key-entry"]', (list) =>
    list.map((a) => ({
      title: a.querySelector('[data-testid="key-title"]').textContent,
      lines: a.querySelector('[data-testid="key-lines"]').textContent.split('\n'),
      values: Object.fromEntries([...a.querySelectorAll('g.ws-node.internal[data-value]')].map((g) => [g.querySelector('.name').textContent, g.dataset.value])),
      cuts: a.querySelectorAll('[data-testid="cut-mark"]').length,
      greyedLeaves: [...a.querySelectorAll('g.ws-node.leaf.pruned .name')].map((t) => t.textContent),
    })),
  );
  assert.equal(entries.length, 4);
  for (const [k, entry] of entries.entries()) {
    const block = blocks[k];
    assert.equal(entry.title, block.title);
    assert.deepEqual(entry.lines, block.lines, `${block.title}: the page's key is trace's`);
    // The drawing says what the lines say: each node's value, one cut
    // stroke per pruned edge, and the pruned leaves greyed.
    const said = Object.fromEntries(block.lines[1].split('; ').map((part) => {
      // `I = 8 or ≥ 8`: the drawing shows both forms too, as `8 / ≥ 8`.
      const m = part.match(/^(\S+)(?: = | )(.+?)(?: \S+ ([≤≥] \S+))?(?: \(α=.*\))?$/);
      return [m[1], m[3] ? `${m[2]} / ${m[3]}` : m[2]];
    }));
    assert.deepEqual(entry.values, said, `${block.title}: values drawn`);
    const prunedEdges = block.lines[2].replace(/^pruned: /, '').split(', ').filter((e) => e !== '—');
    assert.equal(entry.cuts, prunedEdges.length, `${block.title}: one cut stroke per pruned edge`);
    const prunedLeaves = prunedEdges.map((e) => e.split('–')[1]);
    for (const leaf of prunedLeaves) assert.ok(entry.greyedLeaves.includes(leaf), `${block.title}: ${leaf} greyed`);
  }

  // On screen the Print button is there; in print it is not, each exercise
  // stays whole and the key starts a new page.
  assert.ok(await page.isVisible('[data-testid="print"]'));
  const style = () =>
    page.evaluate(() => {
      const css = (sel) => getComputedStyle(document.querySelector(sel));
      return {
        print: css('[data-testid="print"]').display,
        keyBreak: css('[data-testid="answer-key"]').breakBefore,
        exerciseBreak: css('[data-testid="exercise"]').breakInside,
        entryBreak: css('[data-testid="key-entry"]').breakInside,
        background: css('main.worksheet').backgroundColor,
        ink: css('main.worksheet').color,
      };
    });
  await page.emulateMedia({ media: 'print' });
  const printed = await style();
  assert.equal(printed.print, 'none', 'the Print button is not printed');
  assert.equal(printed.keyBreak, 'page', 'the answer key starts on a new page');
  assert.equal(printed.exerciseBreak, 'avoid');
  assert.equal(printed.entryBreak, 'avoid');
  assert.equal(printed.background, 'rgb(255, 255, 255)');
  assert.equal(printed.ink, 'rgb(0, 0, 0)');
  assert.equal(await page.isVisible('[data-testid="print"]'), false);
  await page.emulateMedia({ media: 'screen' });
  assert.equal((await style()).print, 'block');
  assert.deepEqual(errors, []);
  await page.close();
});

test('medium-44: the key takes both forms where a test held at the last child, and the instructions say the same rule (issue 42.1)', async () => {
  const { blocks } = traceWorksheet(['medium-44', '--count', '1']);
  const { page, errors } = await openWorksheet('?mode=worksheet&exercise=medium-44&count=1&key=1');
  const lines = await page.$eval('[data-testid="key-lines"]', (k) => k.textContent.split('\n'));
  assert.deepEqual(lines, blocks[0].lines, "the page's key is trace's");
  assert.match(lines[1], /(^|; )I = 8 or ≥ 8 \(α=4 β=5\)/, 'I tested 8 ≥ β = 5 at its last child');
  assert.match(lines[1], /(^|; )J ≥ 6 /, 'J cut off: a bound');
  const drawn = await page.$eval('[data-testid="key-entry"] g.ws-node.internal[data-path="1.1"]', (g) => g.dataset.value);
  assert.equal(drawn, '8 / ≥ 8', "I's box in the drawn key shows both forms");
  const instructions = await page.textContent('[data-testid="worksheet-instructions"]');
  assert.match(instructions, /its value and that bound \(8 or ≥ 8\) are both right/);
  assert.match(instructions, /Leave a node the search never reaches blank/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the link\'s convention and language reach the page, as trace says them', async () => {
  const { heading, blocks } = traceWorksheet(['medium-42', '--count', '2', '--cut', 'gt', '--form', 'update-first', '--lang', 'ja']);
  const { page, errors } = await openWorksheet('?mode=worksheet&exercise=medium-42&count=2&cut=gt&form=update-first&lang=ja&key=1');
  assert.equal(await page.textContent('[data-testid="worksheet-heading"]'), heading);
  assert.match(heading, /α > β/);
  assert.equal(await page.getAttribute('main.worksheet', 'lang'), 'ja');
  const lines = await page.$$eval('[data-testid="key-lines"]', (list) => list.map((p) => p.textContent.split('\n')));
  assert.deepEqual(lines, blocks.map((b) => b.lines));
  const links = await page.$$eval('[data-testid="practise-link"]', (a) => a.map((l) => l.getAttribute('href')));
  assert.deepEqual(links, ['?mode=practice&exercise=medium-42&algo=alphabeta&cut=gt&form=update-first', '?mode=practice&exercise=medium-43&algo=alphabeta&cut=gt&form=update-first']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('screenshots: desktop, phone and print', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const query = '?mode=worksheet&exercise=medium-42&count=3';
  for (const [name, viewport] of [['1280x720', { width: 1280, height: 720 }], ['390x844', { width: 390, height: 844 }]]) {
    const { page, errors } = await openWorksheet(query, viewport);
    await page.screenshot({ path: join(SHOTS, `worksheet-${name}.png`) });
    // Nothing but the drawings may be wider than the screen (they scroll
    // inside their own box on a phone).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
    // Each drawing opens with its root in sight, even where the drawing
    // is wider than the screen and scrolls inside its box.
    const rootsInSight = await page.$$eval('[data-testid="exercise"] .ws-figure', (figures) =>
      figures.map((f) => {
        const box = f.getBoundingClientRect();
        const root = f.querySelector('g[data-path=""] .shape').getBoundingClientRect();
        return root.left >= box.left && root.right <= box.right;
      }),
    );
    assert.deepEqual(rootsInSight, [true, true, true], name);
    assert.deepEqual(errors, []);
    await page.close();
  }
  // Print: A4 width at 96 dpi, the whole page (the teacher's, with the key).
  const { page } = await openWorksheet(query + '&key=1', { width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: join(SHOTS, 'worksheet-print.png'), fullPage: true });
  await page.close();
});

test('the worksheet comes from the on-demand module: the first view never fetches it, a worksheet link does, with progress shown until it is drawn', async () => {
  const fetched = async (query) => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
    const urls = [];
    page.on('request', (r) => urls.push(new URL(r.url()).pathname));
    return { page, urls, done: page.goto(env.server.url + query) };
  };
  // The first view: the tree drawn, nothing of the module fetched.
  const first = await fetched('');
  await first.done;
  await first.page.waitForSelector('[data-testid="tree"] [data-path=""]');
  // Until the page's network is quiet: a fetch of the module the first
  // view started would have been asked for by then.
  await first.page.waitForLoadState('networkidle');
  assert.deepEqual(first.urls.filter((u) => u.includes('minimax-extras')), []);
  await first.page.close();
  // A worksheet link: the module is fetched, a progress line shows while it
  // loads (the module's responses held back a moment), then the page.
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'tr-TR' });
  const urls = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  // Held until the test has read the progress line.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/minimax-extras*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(env.server.url + '?mode=worksheet&exercise=medium-7&count=3&lang=tr');
  await page.waitForSelector('[data-testid="module-loading"]');
  assert.match(await page.textContent('[data-testid="module-loading"]'), /yükleniyor/);
  release();
  await page.waitForSelector('[data-testid="worksheet"] [data-testid="exercise"] svg', { timeout: 15000 });
  assert.equal(await page.$('[data-testid="module-loading"]'), null, 'the progress line is gone');
  for (const plain of ['minimax-extras.js', 'minimax-extras_bg.wasm', 'worksheet.css']) assert.ok(urls.includes('/' + (await buildFile(plain))), `fetched ${plain}: ${urls}`);
  assert.equal(await page.$$eval('[data-testid="exercise"]', (s) => s.length), 3);
  assert.equal(await page.getAttribute('html', 'lang'), 'tr');
  await page.close();
});

test('a module that cannot be fetched says why and tries again on request, the page kept', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  let refuse = true;
  await page.route('**/minimax-extras*', (route) => (refuse ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(env.server.url + '?mode=worksheet&exercise=easy-3&count=2');
  await page.waitForSelector('[data-testid="module-failed"]');
  assert.match(await page.textContent('[data-testid="module-failed"]'), /could not be loaded .*Check the connection and try again/);
  refuse = false;
  await page.click('[data-testid="module-failed"] button');
  await page.waitForSelector('[data-testid="worksheet"] [data-testid="exercise"] svg', { timeout: 15000 });
  assert.equal(await page.$('[data-testid="module-failed"]'), null);
  await page.close();
});

test("the students' sheet has no way to show the key; the teacher's sheet has it, says so, links the students' sheet and prints the key from a page of its own (issue 42.3)", async () => {
  // The students' sheet: the link the practice panel and the docs give.
  const { page, errors } = await openWorksheet('?mode=worksheet&exercise=easy-3&count=2');
  assert.equal(await page.$('[data-testid="answer-key"]'), null, 'no key in the page at all');
  assert.equal(await page.$('[data-testid="key-entry"]'), null);
  for (const control of ['show-key', 'teachers-link', 'students-link', 'lms-menu', 'teachers-sheet']) {
    assert.equal(await page.$(`[data-testid="${control}"]`), null, `no ${control} on the students' sheet`);
  }
  assert.equal(await page.textContent('[data-testid="key-hidden"]'), "This is the students' sheet: it has no answer key.");
  assert.ok(!/key=|teacher/i.test(await page.textContent('[data-testid="worksheet"]')), 'nothing on it says how to get the key');
  // Printed, no note either.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.$eval('[data-testid="key-hidden"]', (b) => getComputedStyle(b).display), 'none');
  await page.emulateMedia({ media: 'screen' });
  await page.close();

  // The teacher's sheet opens with the key and says what it is.
  const teacher = await openWorksheet('?mode=worksheet&exercise=easy-3&count=2&key=1');
  const tp = teacher.page;
  await tp.waitForSelector('[data-testid="answer-key"] [data-testid="key-entry"] svg', { timeout: 15000 });
  assert.equal(await tp.$$eval('[data-testid="key-entry"]', (e) => e.length), 2);
  assert.match(await tp.textContent('[data-testid="teachers-sheet"]'), /^This is the teacher's sheet: it shows the answer key\. Hand out the students' link/);
  assert.equal(await tp.$('[data-testid="key-hidden"]'), null);
  assert.ok(await tp.$('[data-testid="lms-menu"]'), 'the LMS files are the teacher\'s');
  await tp.emulateMedia({ media: 'print' });
  assert.equal(await tp.$eval('[data-testid="answer-key"]', (k) => getComputedStyle(k).breakBefore), 'page', 'printed, the key starts a page');
  assert.equal(await tp.$eval('[data-testid="teachers-sheet"]', (b) => getComputedStyle(b).display), 'none', 'printed without the note');
  assert.equal(await tp.$eval('[data-testid="lms-menu"]', (b) => getComputedStyle(b).display), 'none', 'printed without the LMS files');
  await tp.emulateMedia({ media: 'screen' });
  // Its control hides the key (to print the students' copy) and shows it again.
  assert.equal(await tp.getAttribute('[data-testid="show-key"]', 'aria-pressed'), 'true');
  await tp.click('[data-testid="show-key"]');
  assert.equal(await tp.$('[data-testid="answer-key"]'), null);
  assert.equal(await tp.textContent('[data-testid="show-key"]'), 'Show the answer key');
  await tp.click('[data-testid="show-key"]');
  await tp.waitForSelector('[data-testid="answer-key"] [data-testid="key-entry"] svg');
  // The students' link is the same sheet without the key.
  const href = await tp.getAttribute('[data-testid="students-link"]', 'href');
  assert.equal(href, '?mode=worksheet&exercise=easy-3&count=2');
  assert.equal(await tp.textContent('[data-testid="students-link"]'), "Students' link (no key)");
  await tp.goto(env.server.url + href);
  await tp.waitForSelector('[data-testid="worksheet"] [data-testid="exercise"] svg', { timeout: 15000 });
  assert.equal(await tp.$('[data-testid="answer-key"]'), null);
  assert.equal(await tp.$('[data-testid="show-key"]'), null);
  await tp.close();
  // In every language the teacher's sheet says what it is.
  for (const [lang, said] of [['ja', /^これは教員用のシート/], ['tr', /^Bu, öğretmenin sayfası/], ['zh', /^这是教师用的练习页/]]) {
    const sheet = await openWorksheet(`?mode=worksheet&exercise=easy-3&count=1&lang=${lang}&key=1`);
    assert.match(await sheet.page.textContent('[data-testid="teachers-sheet"]'), said);
    assert.deepEqual(sheet.errors, []);
    await sheet.page.close();
  }
  assert.deepEqual([...errors, ...teacher.errors], []);
});
