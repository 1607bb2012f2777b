// Languages: English, Türkçe, 日本語, 中文, chosen by ?lang=, the menu (and
// remembered), or the browser's language; <html lang> follows.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFile, open, press, saved, useBrowser } from './harness.mjs';

const env = useBrowser(before, after);

const TREE = 'tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&algo=alphabeta';
const text = (page, id) => page.textContent(`[data-testid="${id}"]`);

// What each language shows at step 14 of the classic example (C's cutoff).
const EXPECTED = {
  tr: {
    counter: 'adım 14 / 23',
    forward: 'Bir adım ileri (→ ya da Page Down)',
    algorithm: 'Alfa-beta',
    share: 'Paylaş / Göm',
    explanation: /^Şimdi v = 2 ≤ α = 3, bu yüzden C β değerini değiştirmeden v'yi hemen döndürür: C düğümünün altındaki .* A düğümünün seçimini .* a ve b budanır\.$/,
    comment: '// üstteki MIN, ≥ β bir değere asla izin vermez: kalanlar budanır (β budaması)',
    node: 'C ≤ 2 α=3 β=∞, MIN düğümü, etkin',
  },
  ja: {
    counter: 'ステップ 14 / 23',
    forward: '1 ステップ進む (→ または Page Down)',
    algorithm: 'αβ法',
    share: '共有 / 埋め込み',
    explanation: /^ここで v = 2 ≤ α = 3 となったので、C は β を更新せずにただちに v を返します。C の下を.* A の選択は変わらないので、a、b を枝刈りします。$/,
    comment: '// 上の MIN は β 以上の値を決して許さない：残りを枝刈り（β カット）',
    node: 'C ≤ 2 α=3 β=∞、MIN ノード、探索中',
  },
  zh: {
    counter: '第 14 步，共 23 步',
    forward: '前进一步 (→ 或 Page Down)',
    algorithm: 'α-β 剪枝',
    share: '分享 / 嵌入',
    explanation: /^此时 v = 2 ≤ α = 3，所以 C 不更新 β，立即返回 v：C 之下的任何结果都无法改变 A 的选择，所以 a 和 b 被剪枝。$/,
    comment: '// 上层的 MIN 绝不会允许 ≥ β 的值：剪去其余子节点（β 剪枝）',
    node: 'C ≤ 2 α=3 β=∞，MIN 节点，搜索中',
  },
};

// English words that must not be left on a translated page.
const ENGLISH = ['Algorithm', 'Example', 'Random tree', 'Undo', 'Redo', 'Share', 'Statistics', 'Call stack', 'pruned', 'Export', 'Theme', 'Language', 'so far', 'nodes visited', 'Tree'];

for (const [lang, want] of Object.entries(EXPECTED)) {
  test(`?lang=${lang} translates the controls, the explanation and the pseudocode, and sets <html lang>`, async () => {
    const { page, errors } = await open(env.browser, env.server.url, `?${TREE}&step=14&lang=${lang}`);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.equal(await text(page, 'step-counter'), want.counter);
    assert.equal(await page.getAttribute('[data-testid="step-forward"]', 'title'), want.forward);
    assert.equal(await page.$eval('[data-testid="algorithm"]', (s) => s.selectedOptions[0].textContent), want.algorithm);
    assert.equal(await text(page, 'share'), want.share);
    assert.match(await text(page, 'explanation'), want.explanation);
    const code = await page.$$eval('.code-line', (lines) => lines.map((l) => l.textContent.trim()));
    assert.ok(code.includes(want.comment.trim()), code.join('\n'));
    // The code itself stays AIMA's.
    assert.ok(code.includes('if v ≥ β then return v'));
    assert.equal(await page.getAttribute('[data-path="1"]', 'aria-label'), want.node);
    assert.equal(await page.inputValue('[data-testid="lang"]'), lang);
    const visible = await page.evaluate(() => document.body.innerText);
    for (const word of ENGLISH) assert.ok(!new RegExp(`\\b${word}\\b`).test(visible), `"${word}" is still English in ${lang}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

/** Picks `code` in the language menu: the page starts again in the build
 * that speaks it (index.html's loader), the work kept. */
async function pick(page, code) {
  await Promise.all([page.waitForEvent('load'), page.selectOption('[data-testid="lang"]', code)]);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
}

test('the language menu starts the build of that language, keeps the work, goes into the link and is remembered', async () => {
  const { page } = await open(env.browser, env.server.url, `?${TREE}&step=14`);
  const builds = [];
  page.on('request', (r) => {
    const m = new URL(r.url()).pathname.match(/^\/(minimax-lab(?:-[a-z]{2})?)-[0-9a-f]{16}_bg\.wasm$/);
    if (m) builds.push(m[1]);
  });
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.match(await text(page, 'explanation'), /a and b are pruned\.$/);
  await pick(page, 'tr');
  assert.equal(await page.getAttribute('html', 'lang'), 'tr');
  assert.match(await text(page, 'explanation'), /a ve b budanır\.$/);
  assert.equal(await text(page, 'step-counter'), 'adım 14 / 23');
  assert.deepEqual(builds, ['minimax-lab-tr'], 'the Turkish build, and only it, was fetched');
  assert.ok(new URL(page.url()).search.includes('lang=tr'));
  // A plain visit, with an English browser, comes back in Turkish; it
  // shows the saved work (none here: the link was a visit, never saved).
  await page.goto(env.server.url);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.equal(await page.getAttribute('html', 'lang'), 'tr');
  assert.equal(await text(page, 'step-counter'), 'adım 0 / 23');
  // A link's language wins over the remembered one, without replacing it.
  await page.goto(env.server.url + `?${TREE}&lang=zh`);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh');
  // The page's write of its state (address bar and saved work), which
  // would have replaced the remembered language had it kept the link's.
  await saved(page);
  await page.goto(env.server.url);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.equal(await page.getAttribute('html', 'lang'), 'tr');
  // "Auto" goes back to the browser's language, and stays there (every
  // build speaks English: no new start).
  await page.selectOption('[data-testid="lang"]', '');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  // (The work is the zh link's, at its step 0.)
  assert.equal(await text(page, 'step-counter'), 'step 0 of 23');
  await page.waitForFunction(() => !location.search.includes('lang='));
  await page.goto(env.server.url);
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.$eval('[data-testid="lang"]', (s) => s.selectedOptions[0].textContent), 'Auto (English)');
  await page.close();
});

test("without a choice the browser's language decides; one we lack falls back to English", async () => {
  for (const [locale, lang, counter] of [['ja-JP', 'ja', 'ステップ 0 / 23'], ['tr-TR', 'tr', 'adım 0 / 23'], ['zh-CN', 'zh', '第 0 步，共 23 步'], ['de-DE', 'en', 'step 0 of 23']]) {
    const { page } = await open(env.browser, env.server.url, `?${TREE}`, { width: 1280, height: 720 }, locale);
    assert.equal(await page.getAttribute('html', 'lang'), lang, locale);
    assert.equal(await text(page, 'step-counter'), counter, locale);
    // Following the browser is not a choice: the link does not pin it.
    await press(page, 'ArrowRight');
    // The address bar written after the step.
    await page.waitForFunction(() => new URLSearchParams(location.search).get('step') === '1');
    assert.ok(!(await page.evaluate(() => location.search)).includes('lang='), locale);
    await page.close();
  }
});

test('messages and notation errors are translated too', async () => {
  const { page } = await open(env.browser, env.server.url, '?tree=1&algo=negamax&lang=ja');
  // The bad option alone is left out: the tree is shown.
  assert.equal(await text(page, 'notice'), 'リンク：リンクの algo=negamax は minimax でも alphabeta でもありません。この部分は使わず、残りを表示しています。×');
  await page.fill('[data-testid="notation"]', '<3,5,10>,<2,a');
  await page.waitForSelector('.parse-error');
  assert.match(await page.textContent('.error-summary'), /^エラー 1 件/);
  assert.match(await page.textContent('.parse-error'), /^エラー: 1:10 で開いた '<' を閉じる '>' が必要です\n/);
  assert.match(await page.textContent('.parse-error'), /ヒント: 足りない '>' を加えるか、'<' を消してください/);
  await page.close();
});

test('the Share dialog sets the language of the link and the iframe; embed mode speaks it', async () => {
  const { page } = await open(env.browser, env.server.url, `?${TREE}&step=3`);
  await page.click('[data-testid="share"]');
  await page.waitForSelector('[data-testid="share-link"]');
  // An English reader who chose nothing shares a link for each viewer's language.
  assert.equal(await page.inputValue('[data-testid="share-lang"]'), '');
  assert.ok(!(await page.inputValue('[data-testid="share-link"]')).includes('lang='));
  await page.selectOption('[data-testid="share-lang"]', 'zh');
  assert.match(await page.inputValue('[data-testid="share-link"]'), /&step=3&lang=zh$/);
  const snippet = await page.inputValue('[data-testid="share-iframe"]');
  assert.match(snippet, /&amp;embed=1&amp;lang=zh"/);
  const src = snippet.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  await page.goto(src);
  await page.waitForSelector('[data-testid="embed"] [data-path=""]');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh');
  assert.equal(await text(page, 'step-counter'), '第 3 步，共 23 步');
  assert.match(await text(page, 'explanation'), /^B1 是叶节点：其效用值为 3。$/);
  assert.equal(await text(page, 'open-full'), '在 Minimax Lab 中打开 ↗');
  assert.match(await page.getAttribute('[data-testid="open-full"]', 'href'), /&lang=zh$/);
  await page.close();
});

test('a build started for a language it lacks starts the right one once, and never loops', async () => {
  // A page that starts the English build whatever the link says (as if
  // the loader had picked wrong): asked for Japanese, the app saves the
  // work and starts the page again once; started again the same way, it
  // stays, in English, instead of starting again and again.
  const context = await env.browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
  const page = await context.newPage();
  const direct = `<!doctype html><html><head><meta charset="utf-8"></head><body><script type="module">
    import init from './${await buildFile('minimax-lab.js')}'; await init({ module_or_path: './${await buildFile('minimax-lab_bg.wasm')}' });</script></body></html>`;
  await page.route('**/direct.html*', (route) => route.fulfill({ contentType: 'text/html', body: direct }));
  let loads = 0;
  page.on('load', () => (loads += 1));
  // The app decides as it first draws the page: one that starts again
  // asks for it then, and the Navigation API's navigate event says so (the
  // address bar's writes are navigations too, within the page).
  await page.addInitScript(() => navigation.addEventListener('navigate', (e) => (window.leaving ||= !e.destination.sameDocument)));
  await page.goto(env.server.url + `direct.html?${TREE}&step=14&lang=ja`);
  await page.waitForFunction(() => sessionStorage.getItem('minimax-lab:switching-to') === 'ja');
  await page.waitForSelector('[data-testid="tree"] [data-path=""]');
  // The page that drew the tree and stays (not the first, on its way out),
  // and its load event, counted.
  await page.waitForFunction(() => document.querySelector('[data-testid="tree"] [data-path=""]') && !window.leaving);
  await page.waitForLoadState('load');
  assert.equal(loads, 2, 'started once more, then stayed');
  assert.equal(await text(page, 'step-counter'), 'step 14 of 23', 'in English, the work and step kept');
  assert.ok(new URL(page.url()).search.includes('lang=ja'));
  await context.close();
});

for (const [lang, query] of [['tr', '&lang=tr'], ['en', '&lang=en'], ['ja', '&lang=ja'], ['zh', '&lang=zh'], ['auto (English)', '']]) {
  test(`${lang} at 1280×720: the toolbar in at most two rows, title included, and no menu cuts its choice short (issues 26.8, 39)`, async () => {
    const { page, errors } = await open(env.browser, env.server.url, `?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=14${query}`, { width: 1280, height: 720 });
    await page.waitForSelector('[data-testid="tree"]');
    const header = () =>
      page.evaluate(() => {
        const header = document.querySelector('header.app-header');
        const tops = [...header.querySelectorAll('h1, select, button, summary')].filter((e) => e.checkVisibility()).map((e) => e.getBoundingClientRect().top);
        // A menu shows its choice whole when a copy of it holding only that
        // choice, free to be as wide as it likes, is no wider.
        const cut = [...header.querySelectorAll('select')].filter((s) => s.checkVisibility()).flatMap((s) => {
          const copy = s.cloneNode(false);
          Object.assign(copy.style, { maxWidth: 'none', width: 'auto', position: 'absolute', visibility: 'hidden' });
          const choice = document.createElement('option');
          choice.textContent = s.selectedOptions[0]?.textContent ?? '';
          copy.append(choice);
          s.parentElement.append(copy);
          const need = copy.getBoundingClientRect().width;
          copy.remove();
          return need > s.getBoundingClientRect().width + 0.5 ? [`${s.dataset.testid}: “${choice.textContent}” needs ${need.toFixed(0)} px, has ${s.getBoundingClientRect().width.toFixed(0)}`] : [];
        });
        // Rows: tops more than 15 px apart.
        return { rows: tops.sort((a, b) => a - b).filter((t, i, all) => i === 0 || t - all[i - 1] > 15).length, cut };
      });
    const before = await header();
    assert.ok(before.rows <= 2, `the toolbar takes ${before.rows} rows`);
    assert.deepEqual(before.cut, [], 'every menu shows its choice whole');
    // The examples' menu names the classic example once it is loaded.
    await page.selectOption('[data-testid="examples"]', '0');
    await page.waitForFunction(() => document.querySelector('[data-testid="examples"]').value === '0');
    const after = await header();
    assert.ok(after.rows <= 2, `with an example chosen, the toolbar takes ${after.rows} rows`);
    assert.deepEqual(after.cut, [], 'with an example chosen, every menu shows its choice whole');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

for (const lang of ['tr', 'en', 'ja', 'zh']) {
  for (const present of [false, true]) {
    test(`the step log fits its column in ${lang}${present ? ' in presentation' : ''} at 1280×720: no sideways scroll, headers whole (issue 26.8)`, async () => {
      const { page, errors } = await open(
        env.browser,
        env.server.url,
        `?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&step=23&lang=${lang}${present ? '&present=1' : ''}`,
        { width: 1280, height: 720 },
      );
      const log = await page.$eval('.step-log', (l) => ({
        sideways: l.scrollWidth - l.clientWidth,
        // A header broken inside a word is taller than one line.
        broken: [...l.querySelectorAll('th')].filter((th) => th.textContent.length > 1 && th.getClientRects().length > 0 && (() => {
          const range = document.createRange();
          range.selectNodeContents(th);
          return range.getClientRects().length > 1;
        })()).map((th) => th.textContent),
        rows: l.querySelectorAll('tbody tr').length,
      }));
      assert.equal(log.rows, 23, 'every step so far');
      assert.equal(log.sideways, 0, 'no sideways scroll');
      assert.deepEqual(log.broken, [], 'every header on one line');
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}
