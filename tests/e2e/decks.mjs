// Real slide decks around Minimax Lab widgets, for deck.test.mjs and
// deck-screenshot.mjs: reveal.js 6 and 5 (global API; 6's widget carries
// `data-minimax-steps`, as the Share dialog's snippet does, 5's does not),
// reveal.js 4 (`new Reveal`), reveal.js 6, 5 and 4 as module decks (their
// ES module build, the embed.js line in the <head>, no
// `data-minimax-steps`, slides without ids: the URL is `#/h/v/f`),
// a Marp HTML export (made here with marp-cli's Node API) and a plain page
// with two widgets. Every deck loads embed.js from the app's origin, as a real
// deck would, and is served from another origin.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marpCli } from '@marp-team/marp-cli';
import { ROOT, serve } from './harness.mjs';

const MODULES = join(ROOT, 'tests/e2e/node_modules');

/** The widget's state in links: a small alpha-beta search with a cutoff. */
export const WIDGET_QUERY = '?embed=1&tree=%3C3,12,8%3E,%3C2,4,6%3E,%3C14,5,2%3E&algo=alphabeta&cut=ge&step=0';
/** Its number of steps (`trace` says the same; the tests check the widget agrees). */
export const WIDGET_STEPS = 26;

/**
 * A reveal.js deck of three slides, the widget on the second. `module`
 * (the ES module build's file in `folder`) makes a deck the way a bundler
 * does: reveal.js imported by a module script, which runs after embed.js
 * (its line in the <head>, as the Share dialog's `defer` allows), so
 * embed.js is there before the deck starts; no global Reveal, and `ids:
 * false` leaves the URL in reveal.js's index form.
 */
function revealPage({ title, folder, init, app, steps, scripts = '', module, ids = true }) {
  const id = (name) => (ids ? ` id="${name}"` : '');
  const embed = `<script src="${app}embed.js" defer></script>`;
  const deck = module
    ? `<script type="module">\n    import Reveal from './${folder}/${module}';\n    ${init}\n  </script>`
    : `<script src="${folder}/reveal.js"></script>${scripts}\n  <script>${init}</script>\n  ${embed}`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${title}</title>
  <link rel="stylesheet" href="${folder}/reveal.css">
  <link rel="stylesheet" href="${folder}/theme/white.css">
  <style>
    /* The theme caps iframes at 95% of the slide: centre it, and leave room under the title. */
    .reveal iframe.widget { display: block; width: 100%; height: 570px; margin: 0 auto; border: 1px solid #d0d4dc; border-radius: 8px; box-sizing: border-box; background: #fff; }
    .reveal h2 { margin-bottom: 20px; }
  </style>${module ? `\n  ${embed}` : ''}
</head>
<body>
  <div class="reveal">
    <div class="slides">
      <section${id('s1')}>
        <h2>Alpha-beta pruning</h2>
        <p>Minimax, skipping the branches that cannot change the answer.</p>
      </section>
      <section${id('s2')}>
        <h2>Step by step</h2>
        <iframe id="w" class="widget" title="Minimax Lab" src="${app}${WIDGET_QUERY}"${steps ? ` data-minimax-steps="${steps}"` : ''}></iframe>
      </section>
      <section${id('s3')}>
        <h2>What was pruned</h2>
        <p>Two leaves of the middle branch were never looked at.</p>
      </section>
    </div>
  </div>
  ${deck}
</body>
</html>
`;
}

const MARP = (app) => `---
marp: true
---

# Alpha-beta pruning

Minimax, skipping the branches that cannot change the answer.

<script src="${app}embed.js"></script>

---

## Step by step

<iframe id="w" title="Minimax Lab" src="${app}${WIDGET_QUERY}" width="1160" height="540" style="border:1px solid #d0d4dc;border-radius:8px"></iframe>

---

# What was pruned

Two leaves of the middle branch were never looked at.
`;

const PLAIN = (app) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Two widgets on a page</title>
  <style>
    body { margin: 0; font-family: system-ui, sans-serif; }
    iframe { display: block; width: 90vw; height: 70vh; margin: 16px auto; border: 1px solid #ccc; }
    .spacer { height: 120vh; }
  </style>
</head>
<body>
  <h1>Two widgets</h1>
  <iframe id="a" title="Minimax Lab A" src="${app}${WIDGET_QUERY}"></iframe>
  <div class="spacer"></div>
  <iframe id="b" title="Minimax Lab B" src="${app}${WIDGET_QUERY}"></iframe>
  <div hidden><iframe id="c" title="Minimax Lab C (hidden)" src="${app}${WIDGET_QUERY}"></iframe></div>
  <div class="spacer"></div>
  <script src="${app}embed.js"></script>
</body>
</html>
`;

/**
 * Writes the decks for the app at `app` (a URL ending in /) into a new
 * folder and serves it on its own port: `{ url, close }`; the pages are
 * reveal6.html, reveal5.html, reveal4.html, the module decks
 * reveal6-module.html, reveal5-module.html and reveal4-module.html,
 * marp.html and index.html (the plain page).
 */
export async function serveDecks(app) {
  const dir = await mkdtemp(join(tmpdir(), 'minimax-decks-'));
  await cp(join(MODULES, 'reveal.js/dist'), join(dir, 'reveal5'), { recursive: true });
  await cp(join(MODULES, 'reveal4/dist'), join(dir, 'reveal4'), { recursive: true });
  await cp(join(MODULES, 'reveal6/dist'), join(dir, 'reveal6'), { recursive: true });
  // `hash: true` so the deck's URL carries slide and fragment (reveal.js's
  // `fragmentInURL` is on by default), as decks that are reloaded do.
  const config = "{ hash: true, transition: 'none', width: 1280, height: 720, margin: 0.04 }";
  await writeFile(
    join(dir, 'reveal5.html'),
    revealPage({ title: 'reveal.js 5 deck', folder: 'reveal5', app, init: `Reveal.initialize(${config});` }),
  );
  await writeFile(
    join(dir, 'reveal6.html'),
    revealPage({
      title: 'reveal.js 6 deck',
      folder: 'reveal6',
      app,
      steps: WIDGET_STEPS,
      // With the speaker notes plugin: its speaker view is the real test of a second deck following the first.
      scripts: `\n  <script src="reveal6/plugin/notes.js"></script>`,
      init: `Reveal.initialize(Object.assign(${config}, { plugins: [RevealNotes] }));`,
    }),
  );
  // Module decks (issue 39): the widget without data-minimax-steps, so it
  // says how many steps it has, after embed.js and the deck have started.
  for (const [version, folder, module] of [[6, 'reveal6', 'reveal.mjs'], [5, 'reveal5', 'reveal.esm.js'], [4, 'reveal4', 'reveal.esm.js']]) {
    await writeFile(
      join(dir, `reveal${version}-module.html`),
      revealPage({
        title: `reveal.js ${version} module deck`,
        folder,
        module,
        app,
        ids: false,
        init: `new Reveal(document.querySelector('.reveal'), ${config}).initialize();`,
      }),
    );
  }
  // reveal.js 4 the other documented way: an instance, window.Reveal stays bare.
  await writeFile(
    join(dir, 'reveal4.html'),
    revealPage({
      title: 'reveal.js 4 deck',
      folder: 'reveal4',
      app,
      init: `window.deck = new Reveal(document.querySelector('.reveal'), ${config}); deck.initialize();`,
    }),
  );
  await writeFile(join(dir, 'marp.md'), MARP(app));
  const code = await marpCli(['--no-stdin', '--html', join(dir, 'marp.md'), '-o', join(dir, 'marp.html')]);
  if (code !== 0) throw new Error(`marp-cli exited with ${code}`);
  await writeFile(join(dir, 'index.html'), PLAIN(app));
  const server = await serve(dir);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
