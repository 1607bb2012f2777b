// static/embed.js in real slide software: reveal.js 5 and 4 and a Marp HTML
// export from npm, and a plain page. The decks are served from one origin
// and the app (with embed.js) from another, and are driven only with
// Page Down / Page Up pressed on the deck page, as a presentation clicker
// does.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serve } from './harness.mjs';
import { serveDecks } from './decks.mjs';

const env = {};
let decks;
before(async () => {
  env.server = await serve();
  env.browser = await launch();
  decks = await serveDecks(env.server.url);
});
after(async () => {
  await env.browser?.close();
  await decks?.close();
  await env.server?.close();
});

// Which slide (1-based) each kind of deck shows, read from its own DOM.
const SLIDE = {
  reveal: () => [...document.querySelectorAll('.reveal .slides > section')].findIndex((s) => s.classList.contains('present')) + 1,
  marp: () => Number(document.querySelector('svg.bespoke-marp-active section')?.id ?? 0),
};

async function openDeck(file, kind) {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(decks.url + file);
  assert.notEqual(new URL(decks.url).origin, new URL(env.server.url).origin, 'the deck and the app are on different origins');
  await page.waitForFunction(SLIDE[kind], undefined, { timeout: 15000 });
  const widget = page.frameLocator('#w');
  await widget.locator('[data-testid="tree"] [data-path=""]').waitFor({ state: 'attached', timeout: 15000 });
  // embed.js has heard from the widget (its step message).
  await page.waitForFunction(() => window.MinimaxLabEmbed?.state(document.getElementById('w')) != null);
  return { page, errors, widget, slide: () => page.evaluate(SLIDE[kind]) };
}

/** Waits until `locator`'s text is exactly `text`; fails with what it was. */
async function expectText(locator, text) {
  try {
    await locator.filter({ hasText: new RegExp(`^${text}$`) }).waitFor({ state: 'attached', timeout: 5000 });
  } catch {
    assert.equal(await locator.textContent(), text);
  }
}

async function expectSlide(deck, n) {
  try {
    await deck.page.waitForFunction(`(${SLIDE_SOURCE[deck.kind]})() === ${n}`, undefined, { timeout: 5000 });
  } catch {
    assert.equal(await deck.slide(), n, `slide ${n} is showing`);
  }
}
const SLIDE_SOURCE = Object.fromEntries(Object.entries(SLIDE).map(([k, f]) => [k, f.toString()]));

/** `step k of n` in the widget; returns n. */
async function stepsOf(widget) {
  const text = await widget.locator('[data-testid="step-counter"]').textContent();
  const m = text.match(/^step (\d+) of (\d+)$/);
  assert.ok(m, `a step counter: ${text}`);
  return { step: Number(m[1]), steps: Number(m[2]) };
}

/**
 * The whole clicker walk: slide 1, into the widget's slide, through the
 * search, on to slide 3, back to the untouched widget and back a step;
 * then, with the presenter's focus inside the widget, past the end again.
 */
async function walk(file, kind) {
  const deck = { kind, ...(await openDeck(file, kind)) };
  const { page, widget } = deck;
  const counter = widget.locator('[data-testid="step-counter"]');
  await expectSlide(deck, 1);

  await page.keyboard.press('PageDown');
  await expectSlide(deck, 2);
  const { step, steps } = await stepsOf(widget);
  assert.equal(step, 0, 'the widget was not stepped while its slide was hidden');
  assert.ok(steps >= 5, `a search of ${steps} steps`);

  for (let k = 1; k <= steps; k++) {
    await page.keyboard.press('PageDown');
    await expectText(counter, `step ${k} of ${steps}`);
    assert.equal(await deck.slide(), 2, `Page Down steps the widget (step ${k}), the deck stays`);
  }
  await page.keyboard.press('PageDown');
  await expectSlide(deck, 3);
  await expectText(counter, `step ${steps} of ${steps}`);

  await page.keyboard.press('PageUp');
  await expectSlide(deck, 2);
  assert.equal(await counter.textContent(), `step ${steps} of ${steps}`, 'the hidden widget was not rewound');
  await page.keyboard.press('PageUp');
  await expectText(counter, `step ${steps - 1} of ${steps}`);
  assert.equal(await deck.slide(), 2);
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'BODY', 'the deck kept the focus');

  // The presenter clicks into the widget: it takes the keys itself and
  // passes on Page Down past the end, which moves the deck.
  await widget.locator('[data-testid="explanation"]').click();
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'w', 'the widget has the focus');
  await page.keyboard.press('PageDown');
  await expectText(counter, `step ${steps} of ${steps}`);
  await page.keyboard.press('PageDown');
  await expectSlide(deck, 3);
  await page.waitForFunction(() => document.activeElement?.tagName !== 'IFRAME', undefined, { timeout: 5000 });
  // The focus is back on the deck: Page Up goes back a slide, not into the hidden widget.
  await page.keyboard.press('PageUp');
  await expectSlide(deck, 2);
  assert.equal(await counter.textContent(), `step ${steps} of ${steps}`, 'the hidden widget was not rewound');
  await page.keyboard.press('PageUp');
  await expectText(counter, `step ${steps - 1} of ${steps}`);
  // Back to the start, then one more Page Up goes to slide 1.
  for (let k = steps - 2; k >= 0; k--) {
    await page.keyboard.press('PageUp');
    await expectText(counter, `step ${k} of ${steps}`);
  }
  await page.keyboard.press('PageUp');
  await expectSlide(deck, 1);
  await expectText(counter, `step 0 of ${steps}`);

  assert.deepEqual(deck.errors, []);
  await page.close();
}

test('reveal.js 5 (Reveal.initialize): Page Down / Page Up step the widget, then move the deck', async () => {
  await walk('reveal5.html', 'reveal');
});

test('reveal.js 4 (new Reveal): the same walk; the widget passes keys on with keyCode', async () => {
  await walk('reveal4.html', 'reveal');
});

test('Marp HTML export: the same walk', async () => {
  await walk('marp.html', 'marp');
});

test('a plain page with several widgets: only the visible one moves', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(decks.url);
  const counter = (id) => page.frameLocator(`#${id}`).locator('[data-testid="step-counter"]');
  for (const id of ['a', 'b', 'c']) {
    await counter(id).waitFor({ state: 'attached', timeout: 15000 });
  }
  await page.waitForFunction(() => ['a', 'b', 'c'].every((id) => window.MinimaxLabEmbed?.state(document.getElementById(id)) != null));
  const { steps } = await stepsOf(page.frameLocator('#a'));

  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expectText(counter('a'), `step 2 of ${steps}`);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page did not scroll');

  // Bring the second widget into view: now it takes the keys.
  await page.evaluate(() => document.getElementById('b').scrollIntoView({ block: 'center' }));
  await page.keyboard.press('PageDown');
  await expectText(counter('b'), `step 1 of ${steps}`);
  await page.keyboard.press('PageUp');
  await expectText(counter('b'), `step 0 of ${steps}`);
  // Past the start, the page has the key back: Page Up scrolls.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('PageUp');
  await page.waitForFunction((y) => window.scrollY < y, scrolled);

  assert.equal(await counter('a').textContent(), `step 2 of ${steps}`, 'the widget out of view did not move');
  assert.equal(await counter('c').textContent(), `step 0 of ${steps}`, 'the hidden widget did not move');
  assert.deepEqual(errors, []);
  await page.close();
});
