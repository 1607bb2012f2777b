// `make shell`: writes static/shell.html, the page's loading shell (issue
// 41.1), from the app's own first view of the plain page, so that the two
// cannot drift: the step bar as the app draws it (disabled, its words
// left out: the shell speaks every language) and the classic example's
// first drawing at a desktop and a phone size, shown by media query. The
// shell test (shell.test.mjs) compares the committed file with what the
// built app draws, and fails until this is run again after a change.
// Usage: make shell (builds first), or node tests/e2e/shell.mjs.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, launch, serve } from './harness.mjs';

export const SHELL = join(ROOT, 'static/shell.html');
/** The sizes the drawing is taken at, and the widths each is shown at. */
export const VARIANTS = [
  { name: 'wide', viewport: { width: 1280, height: 720 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];
/** The widest screen that shows the phone's drawing. */
const PHONE_MAX = 600;

/**
 * Page-side: the app's step bar and tree drawing as the shell keeps them:
 * no test ids, ids, ARIA words or titles (the shell is inert and speaks
 * every language), no marker definitions, every control disabled, the
 * step bar's words left out.
 */
function takeFirstView() {
  const clean = (root) => {
    root.querySelectorAll('defs, title').forEach((e) => e.remove());
    for (const e of [root, ...root.querySelectorAll('*')]) {
      for (const { name } of [...e.attributes]) {
        if (/^(data-|aria-|on)/.test(name) || ['id', 'role', 'tabindex', 'title', 'value', 'min', 'max'].includes(name)) e.removeAttribute(name);
      }
      if (e.matches('button, input, select')) e.setAttribute('disabled', '');
      if (e.matches('input[type="range"]')) e.setAttribute('value', '0');
    }
    return root.outerHTML;
  };
  const panel = document.querySelector('.stage > .tree-panel');
  const header = document.querySelector('.app-header');
  const rect = (e) => e.getBoundingClientRect();
  return {
    // Where the app's header and explanation end, and the title's place.
    header: { height: rect(header).height, titleTop: rect(header.querySelector('h1')).top - rect(header).top },
    explanation: rect(document.querySelector('.stage > .explanation')).height,
    controls: clean(document.querySelector('.stage > .controls').cloneNode(true)),
    tools: clean(panel.querySelector('.tree-tools').cloneNode(true)),
    legend: clean(panel.querySelector('.legend').cloneNode(true)),
    // The row over the drawing that a phone's view has (empty at first).
    overview: panel.querySelector('.overview-row') ? clean(panel.querySelector('.overview-row').cloneNode(true)) : '',
    drawing: clean(panel.querySelector('svg.tree').cloneNode(true)),
  };
}

/** The app's first view of the plain page at `viewport`, once the app has replaced the shell. */
export async function firstView(browser, url, viewport) {
  const context = await browser.newContext({ viewport, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  await page.waitForFunction(() => !document.getElementById('shell'));
  const view = await page.evaluate(takeFirstView);
  await context.close();
  return view;
}

/** The drawing of `variant` in the shell's text (between its markers). */
export function drawingIn(shell, variant) {
  const found = new RegExp(`<!-- drawing:${variant} -->\\n?([^]*?)\\n?<!-- /drawing:${variant} -->`).exec(shell);
  return found?.[1].replace(`class="tree shell-tree ${variant}"`, 'class="tree"') ?? null;
}

/** The step bar in the shell's text. */
export function controlsIn(shell) {
  return /<!-- controls -->\n?([^]*?)\n?<!-- \/controls -->/.exec(shell)?.[1].replace('<section inert ', '<section ') ?? null;
}

// The words of the loading line, in the page's language (the loader in
// index.html sets it before the shell is read).
const LOADING = {
  en: 'Loading the search…',
  tr: 'Arama yükleniyor…',
  ja: '探索を読み込んでいます…',
  zh: '正在加载搜索…',
};

function shellText({ controls, tools, legend }, drawings) {
  const words = Object.entries(LOADING)
    .map(([code, text]) => `<span data-l="${code}" lang="${code}">${text}</span>`)
    .join('');
  const shown = Object.keys(LOADING)
    .map((code) => `html[lang="${code}"] #shell [data-l="${code}"]`)
    .join(',\n');
  return `<!-- The loading shell: what the page shows while its build loads.
     Written by \`make shell\` (tests/e2e/shell.mjs) from the app's own first
     view; shell.test.mjs fails when the app draws otherwise. The app
     removes it once it has drawn (src/ui/page.rs, remove_shell); until
     then it covers the page, so no blank or half-drawn frame shows. -->
<div id="shell" aria-busy="true">
<style>
#shell { display: none; position: fixed; inset: 0; z-index: 100; overflow: hidden; background: var(--bg); }
html[class*="shell-"] #shell { display: block; }
#shell .app { pointer-events: none; }
#shell [data-l], #shell .shell-tree { display: none; }
${shown} { display: inline; }
html:not(.shell-classic) #shell .shell-empty { display: block; }
#shell .shell-only-phone { display: none !important; }
@media (max-width: ${PHONE_MAX}px) { #shell .shell-only-phone { display: flex !important; } }
html.shell-classic #shell .shell-tree.wide { display: block; }
@media (max-width: ${PHONE_MAX}px) {
  html.shell-classic #shell .shell-tree.wide { display: none; }
  html.shell-classic #shell .shell-tree.phone { display: block; }
}
#shell .explanation progress { margin-left: 0.6em; vertical-align: middle; }
/* The step bar's words and the tree's tools keep their room, unseen. */
#shell .tree-tools, #shell .legend, #shell .step-counter, #shell .speed, #shell .root-value { visibility: hidden; }
/* The header (the options' rows) and the explanation as tall as the app
   draws them in English, so the step bar and the drawing sit where the
   app puts them. */
${drawings.map(({ name, header, explanation }) => `@media (${name === 'phone' ? `max-width: ${PHONE_MAX}px` : `min-width: ${PHONE_MAX + 1}px`}) {
  #shell .app-header { min-height: ${header.height}px; align-items: flex-start; padding-top: ${header.titleTop}px; }
  #shell .explanation { min-height: ${explanation}px; }
}`).join('\n')}
html.shell-embed #shell .app-header, html.shell-embed #shell .controls { display: none; }
</style>
<div class="app">
<header class="app-header"><h1>Minimax Lab</h1></header>
<div class="workspace"><main class="stage">
<!-- controls -->
${controls.replace('<section ', '<section inert ')}
<!-- /controls -->
<p class="explanation" role="status">${words}<progress max="1" value="0"></progress></p>
<section class="tree-panel" inert>
${tools}
${drawings.filter((d) => d.overview).map((d) => d.overview.replace('class="', `class="shell-only-${d.name} `)).join('\n')}
<svg class="tree large shell-tree shell-empty" viewBox="0 0 690 320"></svg>
${drawings.map(({ name, drawing }) => `<!-- drawing:${name} -->\n${drawing.replace('class="tree"', `class="tree shell-tree ${name}"`)}\n<!-- /drawing:${name} -->`).join('\n')}
${legend}
</section>
</main><aside class="side"></aside></div>
</div>
</div>
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await serve();
  const browser = await launch();
  try {
    const views = [];
    for (const { name, viewport } of VARIANTS) views.push({ name, ...(await firstView(browser, server.url, viewport)) });
    const text = shellText(views[0], views);
    const before = await readFile(SHELL, 'utf8').catch(() => '');
    await writeFile(SHELL, text);
    console.log(before === text ? 'static/shell.html is up to date' : 'static/shell.html written: run `make build` to put it in the page');
  } finally {
    await browser.close();
    await server.close();
  }
}
