// Labels never collide: at every step of trees that are not among the
// built-in examples, no text of the drawing overlaps another text or another
// node's shape (names, values and bounds, α/β).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { labelOverlaps, lookAtEveryStep, nextFrame, open, overlapsAtEveryStep, predictOnce, press, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);

// Held out: none of these is a built-in example.
const TREES = [
  // Wikipedia's alpha-beta figure (O's α=6 β=6 used to hide under P).
  '<<<5,6>,<7,4,5>>,<<3>>>,<<<6>,<6,9>>,<<7>>>,<<<5>>,<<9,8>,<6>>>',
  // Long decimals and negatives next to each other.
  '<-12.5,<3,-7.25>,1000>,<<2,inf>,<-inf,4.25>>,<<-100,-250.75>,<7,8,9>>',
  // Unbalanced both ways, deep cutoffs.
  '<1,<2,<3,<4,5>>>>,<<<<6,7>,8>,9>,10>,<<0,<11,<12,-3>>>,<-5>>',
  // Three children everywhere, values with four digits.
  '<<1024,-2048,4096>,<-8192,1,2>,<3,5,-7>>,<<9999,-9999,0>,<2,2,2>,<8,-8,1>>,<<1,2,3>,<4,5,6>,<7,8,9>>',
  // Four players, vectors with negatives and decimals, an unbalanced fan.
  '<{1,-2,3.5,0},<{10,20,-30,4},{0,0,0,0},{7,7,7,7}>>,<<{-1,2,3,4},{5,6,7,8}>,{9,9,-9,9}>,p3({1,2,3,4},{4,3,2,1})',
];

const overlaps = labelOverlaps;

for (const [k, tree] of TREES.entries()) {
  for (const algo of ['alphabeta', 'minimax']) {
    test(`no label overlaps at any step: held-out tree ${k + 1}, ${algo}`, async () => {
      const { page, errors } = await open(env.browser, env.server.url, `?tree=${encodeURIComponent(tree)}&algo=${algo}&step=0&lang=en`);
      const steps = Number((await page.textContent('[data-testid="step-counter"]')).match(/of (\d+)/)[1]);
      assert.ok(steps > 10, `${steps} steps`);
      const seen = new Map();
      for (const [step, o] of await overlapsAtEveryStep(page, steps)) if (!seen.has(o)) seen.set(o, step);
      // The walk reached the last step.
      assert.equal(await page.textContent('[data-testid="step-counter"]'), `step ${steps} of ${steps}`);
      // The texts really were there to compare (α/β included).
      assert.ok(await page.$$eval('svg.tree text', (t) => t.length) > 10);
      const report = [...seen].map(([o, step]) => `step ${step}: ${o}`);
      assert.deepEqual(report, [], `overlapping labels:\n${report.slice(0, 20).join('\n')}`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

for (const k of [0, 1]) {
  test(`no label overlaps at any step in presentation mode (larger type): held-out tree ${k + 1}`, async () => {
    const { page } = await open(env.browser, env.server.url, `?tree=${encodeURIComponent(TREES[k])}&step=0&present=1&lang=en`, { width: 1920, height: 1080 });
    const steps = Number((await page.textContent('[data-testid="step-counter"]')).match(/of (\d+)/)[1]);
    const seen = (await overlapsAtEveryStep(page, steps)).map(([step, o]) => `step ${step}: ${o}`);
    assert.deepEqual(seen.slice(0, 20), []);
    assert.equal(await page.textContent('[data-testid="step-counter"]'), `step ${steps} of ${steps}`);
    await page.close();
  });
}

test('presentation mode at 1920×1080: every label of a tree of up to 15 leaves is at least 24 px on screen', async () => {
  const trees = [
    '<3,5,10>,<2,a,b>,<2,7,3>',
    TREES[0], // 13 leaves, 5 levels
    '<<1,2,3>,<4,5,6>,<7,8,9>>,<<10,11,12>,<13,14,15>>', // 15 leaves
  ];
  for (const tree of trees) {
    const { page } = await open(env.browser, env.server.url, `?tree=${encodeURIComponent(tree)}&step=12&present=1&lang=en`, { width: 1920, height: 1080 });
    const sizes = await page.evaluate(() => {
      const svg = document.querySelector('svg.tree');
      const scale = svg.getScreenCTM().a;
      return [...svg.querySelectorAll('[data-path] text')].filter((t) => t.textContent.trim()).map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    });
    assert.ok(sizes.length > 8, tree);
    const smallest = Math.min(...sizes);
    assert.ok(smallest >= 24, `${tree}: the smallest label is ${smallest.toFixed(1)} px`);
    await page.close();
  }
});

test('the check itself finds an overlap when labels are pushed together', async () => {
  // Guard against a check that cannot fail: squeeze the drawing's texts
  // onto one spot and the same function must report them.
  const { page } = await open(env.browser, env.server.url, `?tree=${encodeURIComponent(TREES[0])}&step=10&lang=en`);
  await page.evaluate(() => document.querySelectorAll('svg.tree text').forEach((t) => { t.setAttribute('x', '100'); t.setAttribute('y', '100'); }));
  assert.ok((await overlaps(page)).length > 0);
  await page.close();
});

test('the check itself finds an edge through a text', async () => {
  // Put the text of A's α/β across the middle of the edge from A to C.
  const { page } = await open(env.browser, env.server.url, '?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14&lang=en');
  assert.deepEqual(await overlaps(page), [], 'clear before');
  await page.evaluate(() => {
    const edge = [...document.querySelectorAll('svg.tree g.edges line.edge')].find((l) => l.closest('g').dataset.child === '1');
    const [x, y] = [(+edge.getAttribute('x1') + +edge.getAttribute('x2')) / 2, (+edge.getAttribute('y1') + +edge.getAttribute('y2')) / 2];
    const text = document.querySelector('svg.tree g.node[data-path=""] text.label');
    text.setAttribute('x', String(x + 10));
    text.setAttribute('y', String(y + 5));
  });
  const found = await overlaps(page);
  assert.ok(found.some((o) => / × edge to 1$/.test(o)), found.join('\n'));
  await page.close();
});

// The issue's own case: the edge from A to C used to run through C's α/β at
// every step. Every text against every text, shape and edge, at every step,
// at each size the page is used at.
for (const [what, query, viewport] of [
  ['a laptop', '', { width: 1280, height: 720 }],
  ['presentation on a projector', '&present=1', { width: 1920, height: 1080 }],
  ['a 960×540 embed', '&embed=1', { width: 960, height: 540 }],
  ['a phone', '', { width: 390, height: 844 }],
]) {
  test(`the classic example on ${what}: no text meets an edge, a shape or another text at any step (issue 26.5)`, async () => {
    const { page, errors } = await open(env.browser, env.server.url, `?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=0&lang=en${query}`, viewport);
    const steps = Number((await page.textContent('[data-testid="step-counter"]')).match(/of (\d+)/)[1]);
    const looks = await lookAtEveryStep(page, steps);
    const seen = looks.flatMap((l, step) => l.found.map((o) => `step ${step}: ${o}`));
    const windows = looks.reduce((n, l) => n + l.windows, 0);
    // A phone's whole tree shows α/β in the path strip above it (C's cutoff: step 14).
    if (what === 'a phone') assert.match(looks[14].strip, /C\s*≤ 2\s*α=3 β=∞/);
    assert.equal(await page.textContent('[data-testid="step-counter"]'), `step ${steps} of ${steps}`);
    if (what !== 'a phone') assert.ok(windows > steps, `α/β was drawn (${windows} times)`);
    assert.deepEqual(seen.slice(0, 20), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// Game trees drawn whole: move names against α/β, values, shapes and edges.
for (const [what, query] of [
  ['the coin game', '?game=coins&lang=en&step=0'],
  ['a tic-tac-toe position', '?game=tictactoe&state=XO.....OX&depth=2&lang=en&step=0'],
]) {
  test(`${what}: no move name, α/β or value meets another text, a shape or an edge at any step (issue 26.5)`, async () => {
    const { page, errors } = await open(env.browser, env.server.url, query);
    await page.waitForFunction(() => /of [1-9]\d*$/.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? ''));
    const steps = Number((await page.textContent('[data-testid="step-counter"]')).match(/of (\d+)/)[1]);
    const looks = await lookAtEveryStep(page, steps);
    const seen = looks.flatMap((l, step) => l.found.map((o) => `step ${step}: ${o}`));
    const moves = Math.max(...looks.map((l) => l.moves));
    assert.equal(await page.textContent('[data-testid="step-counter"]'), `step ${steps} of ${steps}`);
    assert.ok(moves > 3, `move names were drawn (${moves})`);
    assert.deepEqual(seen.slice(0, 20), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// Folded drawings (their nodes move each step, and the slot is not widened
// for α/β) and rabbit and wolves' shallow fans of moves: every text clear
// of every other text, shape and edge (issue 26.5). The steps of the
// 1,024-leaf tree are those where α/β used to meet an edge.
for (const [what, query, only] of [
  ['rabbit and wolves', '?game=rabbit&lang=en&step=0'],
  ['rabbit and wolves at depth 2, drawn whole (fans of seven moves)', '?game=rabbit&depth=2&lang=en&step=0'],
  ['a folded 81-leaf tree', '?random=3,4,-9,9&seed=1&lang=en&step=0'],
  ['a folded 1,024-leaf tree', '?random=4,5,-9,9&seed=3&lang=en', [259, 392, 616, 714, 917]],
  ['a folded 625-leaf tree in presentation', '?random=5,4,-99,99&seed=4&lang=en&present=1', [462, 532]],
]) {
  test(`${what}: no text meets another text, a shape or an edge (issue 26.5)`, async () => {
    const seen = [];
    if (only) {
      for (const step of only) {
        const viewport = query.includes('present') ? { width: 1920, height: 1080 } : undefined;
        const { page, errors } = await open(env.browser, env.server.url, `${query}&step=${step}`, viewport);
        assert.ok(await page.$$eval('svg.tree text.window', (ts) => ts.length) > 0, `α/β is drawn at step ${step}`);
        assert.ok(await page.$('svg.tree g.node.folded'), 'the drawing is folded');
        for (const o of await labelOverlaps(page)) seen.push(`step ${step}: ${o}`);
        assert.deepEqual(errors, []);
        await page.close();
      }
    } else {
      const { page, errors } = await open(env.browser, env.server.url, query);
      await page.waitForFunction(() => /of [1-9]\d*$/.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? ''));
      const steps = Number((await page.textContent('[data-testid="step-counter"]')).match(/of (\d+)/)[1]);
      // (A game's tree grows as it is searched: at step 0 no folded node
      // is drawn yet, so the Fold switch says how it is drawn.)
      const folding = await page.$eval('[data-testid="folding"]', (b) => b.getAttribute('aria-pressed') === 'true').catch(() => false);
      assert.equal(folding, !what.includes('whole'), 'folded, or drawn whole');
      const looks = await lookAtEveryStep(page, steps);
      for (const [step, l] of looks.entries()) for (const o of l.found) seen.push(`step ${step}: ${o}`);
      const windows = looks.reduce((n, l) => n + l.windows, 0);
      assert.equal(await page.textContent('[data-testid="step-counter"]'), `step ${steps} of ${steps}`);
      assert.ok(windows > steps / 2, `α/β was drawn (${windows} times)`);
      assert.deepEqual(errors, []);
      await page.close();
    }
    assert.deepEqual(seen.slice(0, 20), []);
  });
}

// At the end of a big game search the best play, from the root to its
// last move, can be read (issue 26.5), whether the page opens there or the
// reader steps there: drawn from the root down at 12 px or more (issue 39:
// tic-tac-toe's went to 6 px at 1280×720 to fit the screen whole), and
// named whole, with each node's value, in the path strip.
for (const [what, query, viewport, least = 12] of [
  ['rabbit and wolves, opened at the end', '?game=rabbit&lang=en&step=340'],
  ['rabbit and wolves, stepped to the end', '?game=rabbit&lang=en&step=300'],
  ['tic-tac-toe from the empty board', '?game=tictactoe&lang=en&step=999999'],
  ['tic-tac-toe from the empty board in presentation', '?game=tictactoe&lang=en&step=999999&present=1', { width: 1920, height: 1080 }],
  ['tic-tac-toe from the empty board on a phone', '?game=tictactoe&lang=en&step=999999', { width: 390, height: 844 }],
  // A widget's strip keeps one line: the best play's start, with its lead.
  ['tic-tac-toe from the empty board in a 640×360 widget', '?game=tictactoe&lang=en&step=999999&embed=1', { width: 640, height: 360 }, 10],
  ['tic-tac-toe from the empty board in a 480×300 widget', '?game=tictactoe&lang=en&step=999999&embed=1', { width: 480, height: 300 }, 10],
]) {
  test(`${what}: the best play is drawn from the root at ${least} px and named in the path strip at the last step (issues 26.5, 39)`, async () => {
    const { page, errors } = await open(env.browser, env.server.url, query, viewport);
    await page.waitForFunction(() => /of [1-9]\d*$/.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? ''));
    if (what.includes('stepped')) {
      await page.focus('[data-testid="tree"]');
      await press(page, 'End');
    }
    await page.waitForFunction(() => /step (\d+) of \1$/.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? ''));
    // The view follows the last step as it is drawn, and again once the
    // drawing's new size is measured after layout: done by the next frame.
    await nextFrame(page);
    const out = await page.evaluate(() => {
      const svg = document.querySelector('svg.tree').getBoundingClientRect();
      const inside = (r) => r.left >= svg.left - 0.5 && r.right <= svg.right + 0.5 && r.top >= svg.top - 0.5 && r.bottom <= svg.bottom + 0.5;
      // The best play from the root down, as drawn (by depth).
      const line = [...document.querySelectorAll('svg.tree g.node.pv')].sort((a, b) => a.dataset.path.length - b.dataset.path.length);
      // Each node's shape, name and position (where it has them) whole.
      const whole = line.map((g) => [...g.querySelectorAll('.shape, text.label, .picture')].every((e) => inside(e.getBoundingClientRect())));
      const texts = [...document.querySelectorAll('svg.tree text')].filter((t) => t.textContent.trim() && inside(t.getBoundingClientRect()));
      const strip = document.querySelector('[data-testid="path-strip"]');
      return {
        names: line.map((g) => g.querySelector('text.label')?.textContent.trim() ?? ''),
        whole,
        least: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)),
        lead: strip?.querySelector('.lead')?.textContent ?? null,
        // The lead and the root's chip are where the strip shows them.
        start: (() => {
          if (!strip) return false;
          const [s, lead, first] = [strip, strip.querySelector('.lead'), strip.querySelector('li.chip')].map((e) => e?.getBoundingClientRect());
          return !!lead && !!first && [lead, first].every((r) => r.left >= s.left - 0.5 && r.right <= s.right + 0.5 && r.width > 0);
        })(),
        marks: Math.min(...[...(strip?.querySelectorAll('.mark') ?? [])].map((m) => parseFloat(getComputedStyle(m).fontSize))),
        chips: [...(strip?.querySelectorAll('li.chip') ?? [])].map((li) => ({ name: li.querySelector('b').textContent, value: li.querySelector('.v')?.textContent ?? '', window: li.querySelector('.ab')?.textContent ?? '', move: li.querySelector('.move')?.textContent ?? '' })),
        root: document.querySelector('[data-testid="root-value"]')?.textContent ?? null,
      };
    });
    assert.ok(out.names.length >= 4, `the best play was drawn (${out.names.length} nodes)`);
    // Drawn from the top: the root in sight, and whatever is in sight a
    // run from the root (nothing of the line skipped above the screen).
    assert.equal(out.whole[0], true, 'the root is whole on screen');
    const seen = out.whole.indexOf(false) === -1 ? out.whole.length : out.whole.indexOf(false);
    assert.ok(out.whole.slice(seen).every((w) => !w), `the line on screen is a run from the root: ${out.whole}`);
    assert.ok(seen >= 2, `the root and its best move at least are on screen (${seen})`);
    assert.ok(out.least >= least - 0.1, `every label on screen is at least ${least} px (${out.least.toFixed(1)} px)`);
    // The strip names the whole line, root first, each with its value.
    assert.equal(out.lead, 'best play');
    assert.ok(out.start, 'the strip shows its lead and the root');
    assert.ok(out.marks >= least - 0.1, `the strip's marks at ${out.marks} px`);
    // (A game's leaf is drawn by its value and position, without its name.)
    assert.equal(out.chips.length, out.names.length, `the strip names each node of the line: ${JSON.stringify(out.chips)}`);
    assert.deepEqual(out.chips.map((c, k) => (out.names[k] === '' ? '' : c.name)), out.names);
    assert.ok(out.chips.every((c) => c.value !== ''), `every node of the line has its value: ${JSON.stringify(out.chips)}`);
    assert.equal(out.chips[0].value, out.root, "the root's value, as the step bar says");
    // No call runs at the end: no window is said.
    assert.deepEqual(out.chips.filter((c) => c.window !== ''), []);
    // A game's best play is a line of moves: each node after the root says
    // the move into it (tic-tac-toe's squares, "row,column").
    assert.equal(out.chips[0].move, '', 'no move into the root');
    assert.deepEqual(out.chips.slice(1).filter((c) => c.move === ''), [], 'every move of the line said');
    if (what.startsWith('tic-tac-toe')) assert.ok(out.chips.slice(1).every((c) => /^[1-3],[1-3]$/.test(c.move)), JSON.stringify(out.chips));
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// The positions at the bottom of a game tree are on screen, above the
// legend, never behind it (issue 26.5), at each size a game is shown at.
for (const [what, query, viewport] of [
  ['the coin game on a laptop', '?game=coins&lang=en&step=end', { width: 1280, height: 720 }],
  ['a tic-tac-toe position on a laptop', '?game=tictactoe&state=XO.....OX&depth=2&lang=en&step=end', { width: 1280, height: 720 }],
  ['a tic-tac-toe position in a 960×540 embed', '?game=tictactoe&state=XO.....OX&depth=2&lang=en&step=end&embed=1', { width: 960, height: 540 }],
  ['the coin game in presentation', '?game=coins&lang=en&step=end&present=1', { width: 1920, height: 1080 }],
]) {
  test(`${what}: every position drawn is in the drawing's frame, clear of the legend (issue 26.5)`, async () => {
    const { page, errors } = await open(env.browser, env.server.url, query, viewport);
    await page.waitForFunction(() => /step (\d+) of \1$/.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? ''));
    const out = await page.evaluate(() => {
      const svg = document.querySelector('svg.tree').getBoundingClientRect();
      const legend = document.querySelector('.legend')?.getBoundingClientRect();
      const pictures = [...document.querySelectorAll('svg.tree .picture')].map((p) => p.getBoundingClientRect());
      const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return {
        count: pictures.length,
        lowest: Math.max(...pictures.map((r) => r.bottom)) - svg.bottom,
        outside: pictures.filter((r) => r.top < svg.top - 0.5 || r.bottom > svg.bottom + 0.5 || r.left < svg.left - 0.5 || r.right > svg.right + 0.5).length,
        underLegend: legend ? pictures.filter((r) => meets(r, legend)).length : 0,
      };
    });
    assert.ok(out.count >= 4, `positions drawn: ${out.count}`);
    assert.equal(out.outside, 0, `positions out of the frame (the lowest ends ${out.lowest.toFixed(1)} px from its bottom)`);
    assert.equal(out.underLegend, 0, 'positions behind the legend');
    assert.deepEqual(await labelOverlaps(page), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// Every other surface that draws a tree, at each size it is used at (issue
// 39): no text meets another text, a shape or an edge, at every step a
// reader reaches. Practice's sheet is looked at as it opens; predict is
// walked question by question (any answer, Check, then Next step);
// a comparison is stepped to its end with the one control.
const SIZES = [
  ['1280×720', '', { width: 1280, height: 720 }],
  ['a phone', '', { width: 390, height: 844 }],
  ['1920×1080 presentation', '&present=1', { width: 1920, height: 1080 }],
];
const FRAMES = [
  ['a 960×540 embed', '&embed=1', { width: 960, height: 540 }],
  ['a 640×360 embed', '&embed=1', { width: 640, height: 360 }],
  ['a 480×300 embed', '&embed=1', { width: 480, height: 300 }],
];
for (const [surface, query, drive, sizes] of [
  ['practice', '&mode=practice', 'look', SIZES],
  ['predict', '&mode=practice&task=predict', 'predict', SIZES],
  ['a comparison', '&compare=algorithm', 'step', [...SIZES, ...FRAMES]],
]) {
  for (const [size, extra, viewport] of sizes) {
    test(`${surface} on ${size}: no text meets another text, a shape or an edge at any step (issue 39)`, async () => {
      const { page, errors } = await open(env.browser, env.server.url, `?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&lang=en${query}${extra}`, viewport);
      const seen = [];
      let looked = 0;
      const look = async (at) => {
        looked += 1;
        for (const o of await overlaps(page)) seen.push(`${at}: ${o}`);
      };
      await look('opened');
      if (drive === 'step') {
        const steps = Number((await page.textContent('[data-testid="step-counter"]')).match(/of (\d+)/)[1]);
        for (let step = 1; step <= steps; step++) {
          await press(page, 'ArrowRight');
          await page.waitForFunction((k) => new RegExp(`^step ${k} of`).test(document.querySelector('[data-testid="step-counter"]').textContent), step);
          await look(`step ${step}`);
        }
      } else if (drive === 'predict') {
        for (let round = 0; !(await page.$('[data-testid="predict-done"]')); round++) {
          assert.ok(round < 80, 'predict ends');
          await predictOnce(page);
          await look(`round ${round}`);
        }
      }
      assert.ok(await page.$$eval('svg.tree text', (t) => t.length) >= 9, 'the drawing has its texts');
      assert.ok(looked >= (drive === 'look' ? 1 : 10), `${looked} looks`);
      assert.deepEqual(seen.slice(0, 20), []);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}
