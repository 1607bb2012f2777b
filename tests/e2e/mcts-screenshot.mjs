// Screenshots of the MCTS lab:
//   node tests/e2e/mcts-screenshot.mjs [OUT_DIR]
// writes mcts-*.png: a typed tree mid-selection (1280×720 and a 390×844
// phone) and in the same iteration's backpropagation (its nodes where
// selection drew them), tic-tac-toe during a playout, Connect Four in presentation mode
// at 1920×1080.
import { launch, nextFrame, open, serve } from './harness.mjs';

const out = process.argv[2] ?? 'static/screenshots';
const server = await serve();
const browser = await launch();
const tree = '<3,5,10>,<2,12,14>,<2,7,3>';
const shots = [
  ['mcts-selection', { tree, mode: 'mcts', iterations: '12', phase: '1' }, [[1280, 720], [390, 844]]],
  ['mcts-backprop', { tree, mode: 'mcts', iterations: '12', phase: '4' }, [[1280, 720]]],
  ['mcts-playout', { game: 'tictactoe', state: 'XO.XO....', mode: 'mcts', iterations: '40', phase: '3' }, [[1280, 720]]],
  ['mcts-connect4-present', { game: 'connect4', state: '4453', mode: 'mcts', iterations: '3000', phase: '4', present: '1' }, [[1920, 1080]]],
];
try {
  for (const [name, params, sizes] of shots) {
    for (const [width, height] of sizes) {
      const { page, errors } = await open(browser, server.url, '?' + new URLSearchParams(params), { width, height }, 'en-US', '[data-testid="mcts-panel"]');
      await page.waitForSelector('[data-testid="mcts-tree"]');
      await nextFrame(page);
      await page.screenshot({ path: `${out}/${name}-${width}x${height}.png`, fullPage: width < 600 });
      if (errors.length) console.log(name, errors);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
