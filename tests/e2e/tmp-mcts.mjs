import { serve, launch, open } from './harness.mjs';
const server = await serve();
const browser = await launch();
const T = encodeURIComponent('<3,5,10>,<2,12,14>,<2,7,3>');
const shots = [
  ['mcts-phone', `?tree=${T}&mode=mcts&iterations=12&phase=1`, 390, 844, true],
  ['mcts-1280', `?game=tictactoe&state=XO.XO....&mode=mcts&iterations=40&phase=3`, 1280, 720, false],
  ['mcts-present', `?game=connect4&state=4453&mode=mcts&iterations=500&phase=1&present=1`, 1920, 1080, false],
];
for (const [name, q, w, h, full] of shots) {
  const { page, errors } = await open(browser, server.url, q, { width: w, height: h }, 'en-US', '[data-testid="mcts-panel"]');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: full });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(name, errors, 'horizontal overflow', overflow);
}
await browser.close(); await server.close();
