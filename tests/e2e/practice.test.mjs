// Practice mode: solving the classic example, and each kind of mistake
// reported at its node.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { nextFrame, open, predictOnce, press, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);
const link = (params) => '?' + new URLSearchParams(params).toString();
const CLASSIC = '<3,5,10>,<2,a,b>,<2,7,3>';

async function fill(page, answers) {
  for (const [path, value] of Object.entries(answers)) {
    await page.fill(`[data-testid="sheet-row"][data-node="${path}"] [data-field="value"]`, value);
  }
}

test('solving the classic example scores full marks; each mistake is reported at its node', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: CLASSIC, mode: 'practice' }));
  await page.waitForSelector('[data-testid="practice"]');
  await page.uncheck('[data-testid="grade-window"]');
  // No internal values are shown.
  const shown = await page.$$eval('[data-testid="tree"] .node:not(.leaf) .value', (v) => v.map((t) => t.textContent).join(''));
  assert.equal(shown, '');
  await fill(page, { '': '3', '0': '3', '1': '≤ 2', '2': '2' });
  for (const child of ['1.1', '1.2', '2.1', '2.2']) await page.check(`[data-testid="prune"][data-child="${child}"]`);
  await page.click('[data-testid="check"]');
  assert.equal(await page.textContent('[data-testid="score"]'), 'Score: 8 of 8');
  assert.ok(await page.$('[data-testid="full-marks"]'));
  // One wrong value, one missing prune, one extra prune.
  await fill(page, { '0': '5' });
  await page.uncheck('[data-testid="prune"][data-child="2.2"]');
  await page.check('[data-testid="prune"][data-child="0.2"]');
  await page.click('[data-testid="check"]');
  const mistakes = await page.$$eval('[data-testid="mistakes"] li', (li) => li.map((l) => [l.dataset.node, l.dataset.kind]));
  assert.deepEqual(mistakes.sort(), [['0', 'value'], ['0.2', 'extra-prune'], ['2.2', 'missing-prune']]);
  assert.equal(await page.textContent('[data-testid="score"]'), 'Score: 6 of 9');
  assert.equal(await page.getAttribute('[data-testid="tree"] [data-path="0"]', 'class').then((c) => c.includes('practice-wrong')), true);
  assert.deepEqual(errors, []);
});

test('panels open where the reader is looking: Practice and Game in the first view, the practice panel, the score and What-if brought into sight and focused', async () => {
  // Issue 25. At 1280×720, without scrolling.
  const { page, errors } = await open(env.browser, env.server.url);
  for (const id of ['practice-toggle', 'game-select']) {
    const box = await page.$eval(`[data-testid="${id}"]`, (e) => e.getBoundingClientRect().toJSON());
    assert.ok(box.top >= 0 && box.bottom <= 720 && box.height > 0, `${id}: ${JSON.stringify(box)}`);
  }
  assert.equal(await page.evaluate(() => scrollY), 0);
  await page.close();
  // On a phone the practice panel opens below the drawing: it is brought
  // into sight and focused, and so is the score after Check.
  const phone = await open(env.browser, env.server.url, link({ tree: CLASSIC }), { width: 390, height: 844 });
  const inSight = (id) =>
    phone.page.$eval(`[data-testid="${id}"]`, (e) => {
      const r = e.getBoundingClientRect();
      return r.top < innerHeight && r.bottom > 0 && document.activeElement === e;
    });
  await phone.page.click('[data-testid="practice-toggle"]');
  await phone.page.waitForSelector('[data-testid="practice"]');
  await phone.page.waitForFunction(() => document.activeElement?.dataset.testid === 'practice');
  assert.ok(await inSight('practice'), 'the practice panel is in sight and focused');
  await phone.page.click('[data-testid="check"]');
  await phone.page.waitForFunction(() => document.activeElement?.dataset.testid === 'grade');
  assert.ok(await inSight('grade'), 'the score and mistakes are in sight and focused');
  await phone.page.close();
  // What-if, on a phone too.
  const w = await open(env.browser, env.server.url, link({ tree: '<3,5,10>,<2,4,6>,<2,7,3>', step: 'end' }), { width: 390, height: 844 });
  await w.page.$eval('[data-path="1.0"]', (n) => n.focus());
  await press(w.page, 'Enter');
  await w.page.click('[data-testid="tool-what-if"]');
  await w.page.waitForFunction(() => document.activeElement?.dataset.testid === 'what-if');
  const box = await w.page.$eval('[data-testid="what-if"]', (e) => e.getBoundingClientRect().toJSON());
  assert.ok(box.top < 844 && box.bottom > 0, JSON.stringify(box));
  await w.page.close();
  assert.deepEqual(errors, []);
});

test('practice keeps the student\'s work: answers, marks, the grade and predict progress survive a reload', async () => {
  // Issue 25.
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: CLASSIC, mode: 'practice' }));
  await page.waitForSelector('[data-testid="practice"]');
  await page.uncheck('[data-testid="grade-window"]');
  await fill(page, { '': '3', '0': '5' });
  await page.check('[data-testid="prune"][data-child="1.1"]');
  await page.click('[data-testid="hint"]');
  await page.click('[data-testid="check"]');
  const score = await page.textContent('[data-testid="score"]');
  // The answers and marks are kept as they change; the address bar (what
  // the reload opens) is written a moment after the hint's step.
  await page.waitForFunction(() => new URL(location.href).searchParams.get('step') === '1');
  await page.reload();
  await page.waitForSelector('[data-testid="practice"]');
  const value = (path) => page.inputValue(`[data-testid="sheet-row"][data-node="${path}"] [data-field="value"]`);
  assert.equal(await value(''), '3');
  assert.equal(await value('0'), '5');
  assert.equal(await page.isChecked('[data-testid="prune"][data-child="1.1"]'), true);
  assert.equal(await page.isChecked('[data-testid="grade-window"]'), false);
  assert.equal(await page.textContent('[data-testid="score"]'), score, 'the grade is shown again');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('step') === '1');
  assert.equal(await page.$$eval('[data-testid="tree"] .node.active', (n) => n.length) > 0, true, 'the hint\'s step is shown');
  await page.close();
  // Predict: the score and the step.
  const p = await open(env.browser, env.server.url, link({ tree: CLASSIC, mode: 'practice', task: 'predict' }));
  await p.page.waitForSelector('[data-testid="question"]');
  for (let k = 0; k < 3; k++) {
    if (await p.page.$('[data-testid="predict-check"]')) await p.page.click('[data-testid="predict-check"]');
    await p.page.click('[data-testid="continue"]');
  }
  // The address bar is written a moment after the last step: wait until it
  // names the step the practice progress (kept as it changes) is at.
  await p.page.waitForFunction(() => new URL(location.href).searchParams.get('step') === /^step\t(\d+)$/m.exec(localStorage.getItem('minimax-lab:practice') ?? '')?.[1]);
  const before = [await p.page.textContent('[data-testid="predict-score"]'), new URL(p.page.url()).searchParams.get('step'), await p.page.getAttribute('[data-testid="question"]', 'data-node')];
  assert.notEqual(before[1], '0');
  // Nothing more to wait for before the reload: both writes it reads are in.
  await p.page.reload();
  await p.page.waitForSelector('[data-testid="question"]');
  await p.page.waitForFunction((step) => new URL(location.href).searchParams.get('step') === step, before[1]);
  assert.deepEqual([await p.page.textContent('[data-testid="predict-score"]'), new URL(p.page.url()).searchParams.get('step'), await p.page.getAttribute('[data-testid="question"]', 'data-node')], before);
  await p.page.close();
  assert.deepEqual(errors, []);
});

test('after Check a right prune mark looks different from a mistake, and not by colour alone; a hard exercise opens whole where it reads at 12 px', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: CLASSIC, mode: 'practice' }));
  await page.waitForSelector('[data-testid="practice"]');
  // 1.1 and 1.2 are pruned (right marks); 0.2 is searched (a wrong one);
  // 2.1 and 2.2 are left unmarked (missing).
  for (const child of ['1.1', '1.2', '0.2']) await page.check(`[data-testid="prune"][data-child="${child}"]`);
  await page.click('[data-testid="check"]');
  const marks = await page.$$eval('[data-testid="tree"] .edge-hit[data-mark]', (hits) =>
    Object.fromEntries(hits.map((h) => [h.dataset.child, [h.dataset.mark, h.parentElement.querySelector('.practice-verdict')?.textContent ?? '']])),
  );
  assert.deepEqual(marks, { '0.2': ['extra', '✗'], '1.1': ['right', '✓'], '1.2': ['right', '✓'], '2.1': ['missing', '✗'], '2.2': ['missing', '✗'] });
  await page.close();
  // A hard exercise is drawn tight (its α/β go on the sheet) and opens
  // with every node in view where its labels are readable so (12 px and
  // more); in a smaller window it opens readable with the overview, as
  // any tree does, and is panned.
  for (const viewport of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }, { width: 1024, height: 600 }]) {
    const hard = await open(env.browser, env.server.url, '?mode=practice&exercise=hard-7', viewport);
    await hard.page.waitForSelector('[data-testid="practice"]');
    await nextFrame(hard.page);
    const { outside, least } = await hard.page.evaluate(() => {
      const box = document.querySelector('svg.tree').getBoundingClientRect();
      const outside = [...document.querySelectorAll('[data-testid="tree"] [data-path] .shape')]
        .filter((s) => {
          const r = s.getBoundingClientRect();
          return r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1 || r.bottom > innerHeight;
        })
        .map((s) => s.parentElement.dataset.path);
      const sizes = [...document.querySelectorAll('svg.tree g.node text')]
        .filter((t) => t.textContent.trim())
        .map((t) => parseFloat(getComputedStyle(t).fontSize) * Math.hypot(t.getScreenCTM().a, t.getScreenCTM().b));
      return { outside, least: Math.min(...sizes) };
    });
    assert.ok(least >= 12 - 0.05, `${viewport.width}: labels at ${least.toFixed(1)} px`);
    if (viewport.width >= 1280) assert.deepEqual(outside, [], `${viewport.width}: nodes out of view`);
    else if (outside.length > 0) assert.equal(await hard.page.isVisible('[data-testid="minimap"]'), true, `${viewport.width}: zoomed, with the overview`);
    await hard.page.close();
  }
  assert.deepEqual(errors, []);
});

test('on a phone, predict keeps the step\'s node and the question about it in sight together, step after step (issue 39)', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: CLASSIC, mode: 'practice', task: 'predict' }), { width: 390, height: 844 });
  await page.waitForSelector('[data-testid="question"]');
  const bothInSight = () => page.evaluate(() => {
    const node = document.querySelector('[data-testid="tree"] .node.current .shape');
    const ask = document.querySelector('[data-testid="verdict"]') || document.querySelector('.question p');
    if (!node || !ask) return false;
    return [node, ask].every((e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; });
  });
  // Three steps with nothing to ask, a question, its verdict, the next ones.
  for (let k = 0; k < 7; k++) {
    // The page has answered (a verdict, or the next question), then both
    // are in sight.
    await predictOnce(page);
    await page.waitForFunction(() => {
      const node = document.querySelector('[data-testid="tree"] .node.current .shape');
      const ask = document.querySelector('[data-testid="verdict"]') || document.querySelector('.question p');
      return node && ask && [node, ask].every((e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; });
    });
    assert.ok(await bothInSight(), `round ${k}`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone, Hint and Show the first mistake bring the part of the tree they change into sight; Check its score (issue 39)', async () => {
  const { page, errors } = await open(env.browser, env.server.url, link({ tree: CLASSIC, mode: 'practice' }), { width: 390, height: 844 });
  // The link opens on the tree (phone.test.mjs); the student scrolls
  // down to the panel, below the drawing.
  await page.$eval('[data-testid="practice"]', (p) => p.scrollIntoView());
  await page.waitForFunction(() => scrollY > 0);
  const shapeInSight = (selector) =>
    page.$eval(selector, (s) => {
      const r = s.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
  const rootInSight = () => shapeInSight('[data-testid="tree"] [data-path=""] .shape');
  assert.equal(await rootInSight(), false, 'the tree is scrolled out of sight by the panel');
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('[data-testid="tree"] .node.current');
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-testid="tree"] .node.current .shape').getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  });
  // Back to the panel, a wrong answer, Check: the score is focused and in
  // sight; then "Show the first mistake" brings the step's node into sight.
  await page.$eval('[data-testid="practice"]', (p) => p.scrollIntoView());
  await fill(page, { '0': '5' });
  await page.click('[data-testid="check"]');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'grade');
  await page.click('[data-testid="first-mistake"]');
  await page.waitForFunction(() => {
    const s = document.querySelector('[data-testid="tree"] .node.current .shape');
    if (!s) return false;
    const r = s.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  });
  assert.deepEqual(errors, []);
  await page.close();
});

test('medium-44: a bound proved by a test at the last child is right and the page says why; a false bound is wrong and says why, in solve and predict mode (issue 42.1)', async () => {
  // I = <4,8> (path 1.1) under C with β = 5 tests 8 ≥ 5 at its last child.
  const params = { mode: 'practice', exercise: 'medium-44', algo: 'alphabeta', cut: 'ge', form: 'aima' };
  const { page, errors } = await open(env.browser, env.server.url, link(params));
  await page.waitForSelector('[data-testid="practice"]');
  await page.uncheck('[data-testid="grade-window"]');
  const I = '[data-testid="sheet-row"][data-node="1.1"] [data-field="value"]';
  const markOfI = () => page.getAttribute(I, 'class').then((c) => (c.includes('right') ? 'right' : c.includes('wrong') ? 'wrong' : 'none'));
  for (const [typed, want] of [['≥ 8', 'right'], ['>= 8', 'right'], ['8', 'right'], ['≥ 9', 'wrong'], ['≤ 8', 'wrong'], ['≥ 5', 'wrong']]) {
    await page.fill(I, typed);
    await page.click('[data-testid="check"]');
    await page.waitForSelector(`${I}.${want}`);
    assert.equal(await markOfI(), want, typed);
    const note = await page.$('[data-testid="tested-note"][data-node="1.1"]');
    const mistake = await page.$('[data-testid="mistakes"] li[data-node="1.1"][data-kind="value"]');
    if (want === 'right' && typed !== '8') {
      assert.equal(
        await note.textContent(),
        'I’s last child made v = 8 ≥ β = 5: the test fired, so I returns 8, and ≥ 8 is also true. Both are accepted.',
      );
    } else assert.equal(note, null, `${typed}: no note`);
    if (want === 'wrong') {
      const text = await mistake.textContent();
      assert.match(text, new RegExp(`^I: you wrote ${typed} for its value; it is 8\\. `));
      assert.equal(await mistake.$eval('[data-testid="field-rule"]', (r) => r.textContent), 'Decided by if v ≥ β then return v → v = 8 ≥ β = 5: true.');
      assert.equal(await mistake.$eval('[data-testid="window-at"]', (r) => r.textContent), 'At I: α = 4, β = 5.');
    } else assert.equal(mistake, null, typed);
  }
  // "> 8" would be false (I is 8): it is not read as a bound at all.
  await page.fill(I, '> 8');
  await page.click('[data-testid="check"]');
  await page.waitForSelector(`${I}.wrong`);
  assert.match(await page.textContent('[data-testid="mistakes"] li[data-node="1.1"]'), /^I: “> 8” is not a value/);
  // Predict mode: at I's return, "≥ 8" is right, "≥ 9" wrong and explained.
  for (const [typed, right] of [['≥ 8', 'true'], ['≥ 9', 'false']]) {
    const { page: p } = await open(env.browser, env.server.url, link({ ...params, task: 'predict' }));
    await p.waitForSelector('[data-testid="question"]');
    for (let guard = 0; guard < 200; guard += 1) {
      const form = await p.$('[data-testid="question"]');
      if ((await form.getAttribute('data-kind')) === 'return' && (await form.getAttribute('data-node')) === '1.1') break;
      if ((await form.getAttribute('data-kind')) !== 'none') await p.click('[data-testid="predict-check"]');
      await p.click('[data-testid="continue"]');
    }
    assert.equal(await p.getAttribute('[data-testid="question"]', 'data-node'), '1.1', "I's return is asked");
    await p.fill('[data-testid="predict-v"]', typed);
    await p.click('[data-testid="predict-check"]');
    assert.equal(await (await p.waitForSelector('[data-testid="verdict"]')).getAttribute('data-right'), right, typed);
    const note = await p.$('[data-testid="field-verdicts"] [data-testid="tested-note"]');
    if (right === 'true') assert.match(await note.textContent(), /^I’s last child made v = 8 ≥ β = 5: the test fired, so I returns 8, and ≥ 8 is also true\./);
    else {
      assert.equal(note, null);
      assert.match(await p.textContent('[data-testid="field-verdicts"]'), /v: the search has 8\./);
    }
    await p.close();
  }
  assert.deepEqual(errors, []);
});

test('in presentation mode the answer sheet fits its column: no box of the last column is cut off (issue 39)', async () => {
  for (const viewport of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    const { page, errors } = await open(env.browser, env.server.url, '?mode=practice&present=1&lang=en', viewport);
    await page.waitForSelector('.practice .sheet');
    const fit = await page.$eval('.practice .sheet-scroll', (e) => ({ wide: e.scrollWidth, room: e.clientWidth }));
    assert.ok(fit.wide <= fit.room, `${viewport.width}×${viewport.height}: the sheet is ${fit.wide} px wide in ${fit.room} px`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});
