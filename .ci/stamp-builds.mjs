// Trunk's post-build hook (Trunk.toml): names each build by its content
// and writes the names, with each app build's wasm size, into the staged
// index.html.
//
// The builds (the app per language, the on-demand module, the worksheet's
// styles) are built like workers, so Trunk neither hashes their names nor
// loads them. Here each becomes `NAME-HASH.EXT` (HASH: 16 hex digits of the
// SHA-256 of its content), so that a host or a browser may keep it for
// ever: a new build is a new name, and the page that names it a new text
// (how the service worker, static/sw.js, tells versions apart). The glue
// of each build names its own wasm, hashed first. The page reads the names
// from `window.minimaxFiles` (a plain name to its hashed one, and each app
// build's wasm size: the loading shell's progress; a host that compresses
// the wasm sends fewer bytes than it has, so the response cannot say).
// Usage: node .ci/stamp-builds.mjs STAGING_DIR
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node .ci/stamp-builds.mjs STAGING_DIR');
const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
const files = {};
const bytes = {};
const staged = (await readdir(dir)).sort();
// Each build's wasm first (its glue names it), then the glue, then the
// worksheet's styles.
for (const file of staged) {
  const wasm = /^(minimax-(?:lab(?:-[a-z]{2})?|extras))_bg\.wasm$/.exec(file);
  if (!wasm) continue;
  const content = await readFile(join(dir, file));
  const named = `${wasm[1]}-${hashOf(content)}_bg.wasm`;
  await rename(join(dir, file), join(dir, named));
  files[file] = `./${named}`;
  if (wasm[1].startsWith('minimax-lab')) bytes[wasm[1]] = (await stat(join(dir, named))).size;
}
for (const file of staged) {
  const glue = /^(minimax-(?:lab(?:-[a-z]{2})?|extras))\.js$/.exec(file);
  if (!glue) continue;
  const wasm = `${glue[1]}_bg.wasm`;
  if (!files[wasm]) throw new Error(`${file} has no ${wasm} beside it`);
  const text = (await readFile(join(dir, file), 'utf8')).replaceAll(wasm, files[wasm].slice(2));
  const named = `${glue[1]}-${hashOf(text)}.js`;
  await writeFile(join(dir, named), text);
  await rm(join(dir, file));
  files[file] = `./${named}`;
}
if (staged.includes('worksheet.css')) {
  const named = `worksheet-${hashOf(await readFile(join(dir, 'worksheet.css')))}.css`;
  await rename(join(dir, 'worksheet.css'), join(dir, named));
  files['worksheet.css'] = `./${named}`;
}
const page = join(dir, 'index.html');
const html = await readFile(page, 'utf8');
const token = '{"minimax-files":0}';
if (!html.includes(token)) throw new Error(`${page} has no ${token} for the builds' names`);
await writeFile(page, html.replace(token, JSON.stringify({ ...files, bytes })));
