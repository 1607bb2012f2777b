// `make size`: where the web app's bytes go. Reads the release wasm as rustc
// wrote it (before wasm-bindgen and wasm-opt, so every function still has
// its name) with twiggy, and sums code and data by crate and by part of the
// app; then the shipped files, raw and gzipped. Shares carry over to the
// optimised file roughly, not exactly: wasm-opt shrinks code by about a
// fifth and drops the name and bindgen sections counted out here.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, ROOT } from './harness.mjs';

const target = process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target');
const wasm = join(target, 'wasm32-unknown-unknown/release/minimax-lab.wasm');
await stat(wasm).catch(() => {
  throw new Error(`${wasm} is missing: run \`make build\` first`);
});
const csv = execFileSync('twiggy', ['top', '-n', '1000000', '--format', 'csv', wasm], { maxBuffer: 1 << 28 }).toString();

/** One CSV row's fields (twiggy quotes names with commas or quotes). */
function fields(line) {
  const out = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (cur += '"'), i++;
      else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') out.push(cur), (cur = '');
    else cur += c;
  }
  out.push(cur);
  return out;
}

const APP = ['minimax_lab', 'minimax_app', 'minimax_engine', 'minimax_slides'];
/** The crate an item belongs to: the first path segment of the type or
 * function it is (`<yew::html::X as …>::f` is yew's). */
function crateOf(name) {
  if (name.startsWith('data segment')) return '(data: strings and tables)';
  if (/^(type|import|export|elem|global|table|memory)\b/.test(name) || name.startsWith('code[')) return '(wasm structure)';
  const path = name
    .replace(/\[[0-9a-f]{16}\]/g, '')
    .replace(/^[<&*\s]+/, '')
    .replace(/^(mut|dyn) /, '')
    .replace(/^[<&*\s]+/, '');
  const head = path.split('::')[0].split(/[<\s]/)[0];
  return /^[a-z_][a-z0-9_]*$/.test(head) ? head : '(generic)';
}
/** The part of the app: `minimax_lab::ui::view::game`, `minimax_engine::games`. */
function partOf(name) {
  const path = name.replace(/^[<&*\s]+/, '');
  const segments = path.split('::').map((s) => s.split(/[<\s]/)[0]);
  const depth = segments[0] === 'minimax_lab' ? 4 : 2;
  return segments
    .slice(0, depth)
    .filter((s) => /^[a-z_][a-z0-9_]*$/.test(s))
    .join('::');
}

const crates = new Map();
const parts = new Map();
let total = 0;
let skipped = 0;
for (const line of csv.trim().split('\n').slice(1)) {
  const [name, size] = fields(line);
  const bytes = Number(size);
  // wasm-bindgen's descriptors are exports it removes.
  if (name.includes('custom section') || name.includes('subsection') || name.startsWith('export ')) {
    skipped += bytes;
    continue;
  }
  total += bytes;
  const crate = crateOf(name);
  crates.set(crate, (crates.get(crate) ?? 0) + bytes);
  if (APP.includes(crate)) {
    const part = partOf(name);
    parts.set(part, (parts.get(part) ?? 0) + bytes);
  }
}

const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
const pct = (n) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`size profile of ${wasm.replace(ROOT + '/', '')} (before wasm-opt): ${kb(total)} of code and data`);
console.log(`(${kb(skipped).trim()} of names and bindgen sections left out: they are not shipped)`);
console.log('\nby crate:');
for (const [crate, bytes] of top(crates, 24)) console.log(`  ${kb(bytes)} ${pct(bytes)}  ${crate}`);
console.log("\nby part of the app (Minimax Lab's own crates):");
for (const [part, bytes] of top(parts, 40)) console.log(`  ${kb(bytes)} ${pct(bytes)}  ${part}`);

console.log('\nshipped files (dist/):');
for (const file of (await readdir(DIST)).sort()) {
  if (!/\.(wasm|js|css|html)$/.test(file)) continue;
  const body = await readFile(join(DIST, file));
  const lang = file.match(/^minimax-lab(?:-([a-z]{2}))?-[0-9a-f]{16}(?:_bg\.wasm|\.js)$/);
  const when = file.startsWith('minimax-extras')
    ? '   (on demand: exports, worksheet, Monte Carlo, share, game and What-if panels)'
    : file.startsWith('embed')
      ? '   (for slide decks)'
      : lang
        ? `   (the app in English${lang[1] ? ` and ${{ tr: 'Turkish', ja: 'Japanese', zh: 'Chinese' }[lang[1]]}` : ''}: the first view fetches one)`
        : '';
  console.log(`  ${kb(body.length)} raw ${kb(gzipSync(body, { level: 9 }).length)} gzipped  ${file}${when}`);
}
