// Screenshots of chance trees at 1280×720 and 390×844:
//   node tests/e2e/chance-screenshot.mjs [OUT_DIR]
import { launch, serve, open } from './harness.mjs';
const out = process.argv[2] ?? 'static/screenshots';
const server = await serve(); const browser = await launch();
const shots = [
  // The notes' exercise part-way: B's sum so far, its line lit.
  ['chance-exercise', { tree: 'max(chance(<2,2>,<1,2>), chance(<0,2>,<-1,0>))', algo: 'minimax', step: '9' }],
  // The evaluation-scale lesson: same order of leaves, the other move.
  ['chance-scale', { tree: 'max(chance(0.9:20, 0.1:30), chance(0.9:1, 0.1:400))', algo: 'minimax', step: 'end' }],
  // Both scales side by side: the same order of leaves, the other move.
  ['chance-scale-side-by-side', { tree: 'max(chance(0.9:2, 0.1:3), chance(0.9:1, 0.1:4))', algo: 'minimax', compare: 'rescale', rescale: '1:1,2:20,3:30,4:400', step: 'end' }],
  ['chance-fraction', { tree: '?(1/3: 1, 2, 4)', algo: 'minimax', step: 'end' }],
  // Monte Carlo on the scale lesson: 1,100 playouts per move (the panel).
  ['chance-montecarlo', { tree: 'max(chance(0.9:20, 0.1:30), chance(0.9:1, 0.1:400))', algo: 'minimax', mc: '1' }],
];
for (const [name, params] of shots) {
  for (const [w, h] of [[1280, 720], [390, 844]]) {
    const { page, errors } = await open(browser, server.url, '?' + new URLSearchParams(params), { width: w, height: h });
    await page.waitForSelector('[data-testid="tree"] .node.chance');
    await page.waitForTimeout(150);
    if (params.mc) {
      await page.click('[data-testid="mc-100"]');
      await page.click('[data-testid="mc-1000"]');
      await page.locator('[data-testid="montecarlo"]').scrollIntoViewIfNeeded();
      await page.waitForTimeout(100);
    }
    await page.screenshot({ path: `${out}/${name}-${w}x${h}.png` });
    if (errors.length) console.log(name, errors);
    await page.close();
  }
}
await browser.close(); await server.close?.(); process.exit(0);
