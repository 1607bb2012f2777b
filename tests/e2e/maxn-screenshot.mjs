// Screenshots of the three-player example at 1280×720 and 390×844:
//   node tests/e2e/maxn-screenshot.mjs [OUT_DIR]
import { launch, serve, open } from './harness.mjs';
const out = process.argv[2] ?? 'static/screenshots';
const server = await serve(); const browser = await launch();
const AIMA = '<<{1,2,6},{4,2,3}>,<{6,1,2},{7,4,1}>>,<<{5,1,1},{1,5,2}>,<{7,7,1},{5,4,5}>>';
const shots = [
  // Mid-search: the root's tie on player 1's component, its line lit.
  ['maxn-aima', { tree: AIMA, algo: 'minimax', step: '35' }],
  // The paranoid reduction at the end: alpha-beta prunes G's leaves.
  ['maxn-paranoid', { tree: AIMA, algo: 'alphabeta', paranoid: 'on', step: 'end' }],
];
for (const [name, params] of shots) {
  for (const [w, h] of [[1280, 720], [390, 844], [1920, 1080]]) {
    const { page, errors } = await open(browser, server.url, '?' + new URLSearchParams(params), { width: w, height: h });
    await page.waitForSelector('[data-testid="players-note"]');
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${out}/${name}-${w}x${h}.png` });
    if (errors.length) console.log(name, errors);
    await page.close();
  }
}
await browser.close(); await server.close?.(); process.exit(0);
