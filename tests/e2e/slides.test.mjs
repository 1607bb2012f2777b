// Slide export: every step of the search as numbered 16:9 PNG files in a
// zip, and as one PDF with a page per step, from the release build.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, open, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);

// The classic example: slides for steps 0 to n, where n is what the page
// says ("step 5 of n").
const CLASSIC = '?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&algo=alphabeta&cut=ge&root=max&step=5';
// Slides are written here for a person to look at.
const OUT = join(ROOT, 'tests/e2e/out/slides');

async function exported(page, testid) {
  if (!(await page.$eval('details.export', (d) => d.open))) await page.click('[data-testid="export"]');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120000 }), page.click(`[data-testid="${testid}"]`)]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

/** The entries of a zip, read from its central directory: name and bytes (stored entries only). */
function unzip(bytes) {
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== 0x06054b50) end--;
  assert.ok(end >= 0, 'the zip has an end-of-central-directory record');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    assert.equal(bytes.readUInt32LE(at), 0x02014b50, 'central directory header');
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    assert.equal(method, 0, `${name} is stored`);
    assert.equal(bytes.readUInt32LE(local), 0x04034b50, 'local header');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    entries.push({ name, data: bytes.subarray(start, start + size) });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** The pages of a PDF in order (through the page tree's /Kids), each with its MediaBox and its image's bytes. */
function pdfPages(bytes) {
  const text = bytes.toString('latin1');
  const objects = new Map();
  for (const m of text.matchAll(/(\d+) 0 obj\s*<<([\s\S]*?)>>\s*(stream\r?\n|endobj)/g)) {
    const entry = { dict: m[2] };
    if (m[3].startsWith('stream')) {
      const length = Number(/\/Length (\d+)/.exec(m[2])[1]);
      const start = m.index + m[0].length;
      entry.stream = bytes.subarray(start, start + length);
    }
    objects.set(Number(m[1]), entry);
  }
  const tree = [...objects.values()].find((o) => /\/Type\s*\/Pages\b/.test(o.dict));
  assert.ok(tree, 'a page tree');
  const kids = [.../\/Kids\s*\[([^\]]*)\]/.exec(tree.dict)[1].matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const count = Number(/\/Count (\d+)/.exec(tree.dict)[1]);
  const pageObjects = [...objects.values()].filter((o) => /\/Type\s*\/Page(?![a-zA-Z])/.test(o.dict)).length;
  const pages = kids.map((id) => {
    const page = objects.get(id);
    const mediaBox = /\/MediaBox\s*\[([^\]]*)\]/.exec(page.dict)[1].trim().split(/\s+/).map(Number);
    const imageId = Number(/\/XObject\s*<<[^>]*?\/\w+ (\d+) 0 R/.exec(page.dict)[1]);
    const image = objects.get(imageId);
    return { mediaBox, imageDict: image.dict, image: image.stream };
  });
  return { count, pageObjects, pages };
}

const counter = (page) => page.textContent('[data-testid="step-counter"]');

/** The current step and the number of steps, from "step k of n". */
async function position(page) {
  const [, k, n] = /^step (\d+) of (\d+)$/.exec(await counter(page));
  return [Number(k), Number(n)];
}

test('slides as a zip: one 1920×1080 PNG per step, named in order, and the step is restored', async () => {
  const { page, errors } = await open(env.browser, env.server.url, CLASSIC);
  const [step, steps] = await position(page);
  assert.equal(step, 5);
  assert.ok(steps > 14, 'the classic example has more than 14 steps');
  const { name, bytes } = await exported(page, 'export-slides-zip');
  assert.equal(name, `minimax-lab-3-5-10-2-a-b-2-7-3-slides-steps-0-${steps}.zip`, 'the name says the tree and the steps');
  const entries = unzip(bytes);
  const names = Array.from({ length: steps + 1 }, (_, k) => `minimax-lab-step-${String(k).padStart(2, '0')}.png`);
  assert.deepEqual(entries.map((e) => e.name), names, 'n + 1 files, named in step order');
  for (const { name, data } of entries) {
    assert.deepEqual([...data.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${name} is a PNG`);
    assert.equal(data.subarray(12, 16).toString('latin1'), 'IHDR');
    assert.deepEqual([data.readUInt32BE(16), data.readUInt32BE(20)], [1920, 1080], `${name} is 1920×1080`);
  }
  const hashes = new Set(entries.map((e) => createHash('sha256').update(e.data).digest('hex')));
  assert.equal(hashes.size, steps + 1, 'every slide is different');
  // Back where the user was, with nothing left on screen about the export.
  await page.waitForFunction((n) => document.querySelector('[data-testid="step-counter"]').textContent === `step 5 of ${n}`, steps);
  assert.equal(await page.inputValue('[data-testid="scrub"]'), '5');
  assert.equal(await page.$('[data-testid="slides-status"]'), null);
  assert.equal(await page.isDisabled('[data-testid="export-slides-zip"]'), false);
  assert.deepEqual(errors, []);
  mkdirSync(OUT, { recursive: true });
  for (const k of [0, 5, 14, steps]) writeFileSync(join(OUT, entries[k].name), entries[k].data);
  await page.close();
});

test('slides as a PDF: one 16:9 page per step, each with its own 1920×1080 JPEG', async () => {
  const { page, errors } = await open(env.browser, env.server.url, CLASSIC);
  await page.keyboard.press('ArrowRight');
  const [step, steps] = await position(page);
  assert.equal(step, 6);
  const { name, bytes } = await exported(page, 'export-slides-pdf');
  assert.equal(name, `minimax-lab-3-5-10-2-a-b-2-7-3-slides-steps-0-${steps}.pdf`);
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  const { count, pageObjects, pages } = pdfPages(bytes);
  assert.equal(count, steps + 1, '/Count of the page tree');
  assert.equal(pageObjects, steps + 1, 'page objects');
  assert.equal(pages.length, steps + 1, 'pages listed in /Kids');
  for (const [k, p] of pages.entries()) {
    assert.deepEqual(p.mediaBox, [0, 0, 960, 540], `page ${k + 1} is 16:9`);
    assert.match(p.imageDict, /\/Filter\s*\/DCTDecode/);
    assert.match(p.imageDict, /\/Width 1920/);
    assert.match(p.imageDict, /\/Height 1080/);
    assert.deepEqual([...p.image.subarray(0, 2)], [0xff, 0xd8], `page ${k + 1}'s image is a JPEG`);
  }
  const hashes = new Set(pages.map((p) => createHash('sha256').update(p.image).digest('hex')));
  assert.equal(hashes.size, steps + 1, 'each page shows its own image');
  // The embedded JPEGs decode, at full size.
  const sizes = await page.evaluate(async (images) => {
    const out = [];
    for (const b64 of images) {
      const image = new Image();
      image.src = 'data:image/jpeg;base64,' + b64;
      await image.decode();
      out.push([image.naturalWidth, image.naturalHeight]);
    }
    return out;
  }, [pages[0].image, pages[14].image].map((b) => Buffer.from(b).toString('base64')));
  assert.deepEqual(sizes, [[1920, 1080], [1920, 1080]]);
  await page.waitForFunction((n) => document.querySelector('[data-testid="step-counter"]').textContent === `step 6 of ${n}`, steps);
  assert.deepEqual(errors, []);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'minimax-lab-slides.pdf'), bytes);
  writeFileSync(join(OUT, 'pdf-page-15.jpg'), pages[14].image);
  await page.close();
});

test('slides speak the page language', async () => {
  const steps = await (async () => {
    const en = await open(env.browser, env.server.url, CLASSIC);
    const [, n] = await position(en.page);
    await en.page.close();
    return n;
  })();
  const { page } = await open(env.browser, env.server.url, CLASSIC + '&lang=ja');
  await page.click('[data-testid="export"]');
  assert.equal(await page.textContent('[data-testid="export-slides-zip"]'), 'スライド: PNG 画像 (.zip)');
  assert.equal(await page.textContent('[data-testid="export-slides-pdf"]'), 'スライド: PDF');
  const { bytes } = await exported(page, 'export-slides-zip');
  const entries = unzip(bytes);
  assert.equal(entries.length, steps + 1);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'ja-' + entries[14].name), entries[14].data);
  await page.close();
});

test('a search too long for slides is refused with a message, and nothing is downloaded', async () => {
  // Minimax on 3^6 = 729 leaves: well over the 400-step limit, still drawn.
  let tree = 'x';
  for (let i = 0; i < 6; i++) tree = `<${tree},${tree},${tree}>`;
  let leaf = 0;
  tree = tree.replace(/x/g, () => String((leaf++ * 7) % 20));
  const { page, errors } = await open(env.browser, env.server.url, '?' + new URLSearchParams({ tree, algo: 'minimax', step: '3' }));
  // Downloads other than the SVG asked for below.
  let downloads = 0;
  page.on('download', (d) => d.suggestedFilename().endsWith('.svg') || downloads++);
  await page.click('[data-testid="export"]');
  await page.click('[data-testid="export-slides-pdf"]');
  const status = await page.textContent('[data-testid="slides-status"]');
  assert.match(status, /too many for slides \(at most 400\)/);
  assert.match(await counter(page), /^step 3 of \d+$/);
  // One export runs at a time: an SVG exported now is downloaded after
  // the slides, had they been made (and not at all while they were).
  await exported(page, 'export-svg');
  assert.equal(downloads, 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an embedded widget offers no slide export (it would drive its deck through every step)', async () => {
  const { page } = await open(env.browser, env.server.url, CLASSIC + '&embed=1');
  await page.click('[data-testid="export"]');
  assert.equal(await page.$('[data-testid="export-slides-zip"]'), null);
  assert.ok(await page.$('[data-testid="export-svg"]'));
  await page.close();
});
