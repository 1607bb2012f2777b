// The size guard (issue 41.6): the first view's gzipped bytes (what a
// first visit fetches before the first tree: the page, its styles and the
// English build) against the committed baseline in first-view.json. Bytes
// are deterministic (the same sources and tools build the same files), so
// this is not a timing test. Growing by more than GROWTH over the baseline
// fails, unless the baseline is raised, and the commit that raises it says
// why in its message (it names "first view"): a raise is a decision, never
// an accident. `node tests/e2e/sizeguard.test.mjs --print` prints the
// figures; `--write "why"` sets the baseline to today's bytes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, ROOT, buildFile } from './harness.mjs';

const BASELINE = join(ROOT, 'tests/e2e/first-view.json');
const GROWTH = 2048;

/** Each file of the first view and its gzipped bytes (level 9, as `make bench` counts). */
export async function firstView() {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  // The page's style sheets (minified HTML: attributes in any order, unquoted).
  const styles = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="?stylesheet\b/.test(tag))
    .map((tag) => /\bhref="?(?:\.\/)?([^" >]+)/.exec(tag)[1]);
  // The English build by its plain name (its file's name has a hash of its
  // content in it, so the baseline does not name a build).
  const files = ['index.html', ...styles, 'minimax-lab.js', 'minimax-lab_bg.wasm'];
  const parts = [];
  for (const file of files) {
    const built = file.startsWith('minimax-lab') ? await buildFile(file) : file;
    parts.push({ file, bytes: gzipSync(await readFile(join(DIST, built)), { level: 9 }).length });
  }
  return { total: parts.reduce((sum, p) => sum + p.bytes, 0), parts };
}

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

if (process.argv.includes('--print') || process.argv.includes('--write')) {
  const { total, parts } = await firstView();
  for (const { file, bytes } of parts) console.log(`${file.padEnd(32)} ${bytes}`);
  console.log(`${'first view'.padEnd(32)} ${total}`);
  const why = process.argv[process.argv.indexOf('--write') + 1];
  if (process.argv.includes('--write')) {
    if (!why) throw new Error('say why: --write "what grew and why it is worth it"');
    await writeFile(BASELINE, JSON.stringify({ bytes: total, why }, null, 2) + '\n');
    console.log(`baseline set to ${total} B; commit tests/e2e/first-view.json with a message that says why ("first view: …")`);
  }
} else {
  test('the first view grows by no more than 2 KB over the committed baseline', async () => {
    const baseline = JSON.parse(await readFile(BASELINE, 'utf8'));
    assert.ok(Number.isInteger(baseline.bytes) && baseline.bytes > 0, 'first-view.json names its bytes');
    assert.ok(String(baseline.why ?? '').trim().length > 0, 'first-view.json says why it is what it is');
    const { total, parts } = await firstView();
    assert.ok(
      total <= baseline.bytes + GROWTH,
      `the first view is ${total} B gzipped, ${total - baseline.bytes} B over the baseline of ${baseline.bytes} B ` +
        `(${parts.map((p) => `${p.file} ${p.bytes}`).join(', ')}). Make it smaller, or raise the baseline ` +
        '(`node tests/e2e/sizeguard.test.mjs --write "why"`) and say why in the commit message.',
    );
  });

  test('no app build links serde_json or the float parser: the page reads JSON and numbers with the browser’s (issue 41.2)', async () => {
    // The builds' function names, in the wasm cargo wrote before wasm-opt
    // took the names out (`make build` writes both; dist/ keeps none): a
    // crate linked in names its functions. The on-demand module links
    // both (it reads the page's JSON with serde_json): finding them there
    // shows the check can see them.
    const release = join(ROOT, 'target/wasm32-unknown-unknown/release');
    const names = async (build) => {
      const file = join(release, `${build}.wasm`);
      const bytes = await readFile(file).catch(() => {
        throw new Error(`${file} is missing: run make build (it writes it beside dist/)`);
      });
      return { serdeJson: bytes.includes('serde_json'), floatParser: bytes.includes('dec2flt') };
    };
    assert.deepEqual(await names('minimax-extras'), { serdeJson: true, floatParser: true }, 'the module links both, and the check sees them');
    for (const build of ['minimax-lab', 'minimax-lab-tr', 'minimax-lab-ja', 'minimax-lab-zh']) {
      assert.deepEqual(await names(build), { serdeJson: false, floatParser: false }, `${build}: serde_json or the float parser linked`);
    }
  });

  test('a commit that raised the baseline says why in its message', (t) => {
    let commits;
    try {
      commits = git('log', '--format=%H', '--', 'tests/e2e/first-view.json').split('\n').filter(Boolean);
    } catch {
      t.skip('not a git checkout: the history cannot be read');
      return;
    }
    assert.ok(commits.length > 0, 'first-view.json is committed');
    for (const commit of commits) {
      const bytesAt = (rev) => {
        try {
          return JSON.parse(git('show', `${rev}:tests/e2e/first-view.json`)).bytes;
        } catch {
          return null;
        }
      };
      const before = bytesAt(`${commit}^`);
      const after = bytesAt(commit);
      if (before === null || after <= before) continue;
      const message = git('log', '-1', '--format=%B', commit);
      assert.match(message, /first view/i, `${commit.slice(0, 8)} raised the baseline from ${before} to ${after} B without saying why ("first view: …")`);
    }
  });
}
