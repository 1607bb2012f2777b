import { serve, launch, open } from './harness.mjs';
const server = await serve();
const browser = await launch();
const shots = [
  ['mcts-classic-sel', '?tree=' + encodeURIComponent('<3,5,10>,<2,12,14>,<2,7,3>') + '&mode=mcts&iterations=12&phase=1', 1280, 720],
  ['mcts-classic-sim', '?tree=' + encodeURIComponent('<3,5,10>,<2,12,14>,<2,7,3>') + '&mode=mcts&iterations=5&phase=3', 1280, 720],
  ['mcts-ttt', '?game=tictactoe&state=XO.XO....&mode=mcts&iterations=300&phase=4', 1280, 720],
  ['mcts-c4', '?game=connect4&mode=mcts&iterations=2000&phase=4', 1920, 1080],
];
for (const [name, q, w, h] of shots) {
  const { page, errors } = await open(browser, server.url, q, { width: w, height: h }, 'en-US', '[data-testid="mcts-panel"]');
  await page.waitForSelector('[data-testid="mcts-panel"]', { timeout: 20000 }).catch((e) => console.log(name, 'no panel', e.message));
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
  console.log(name, errors, await page.textContent('[data-testid="mcts-status"]').catch(() => 'none'));
}
await browser.close(); await server.close();
