/* Minimax Lab in slides: one <script src=".../embed.js"></script> in a deck
 * page wires every Minimax Lab widget on it (an <iframe> whose src has
 * `embed=1`, or any iframe that talks the widget protocol). Plain JS, no
 * dependencies; works when the deck and the widgets are on different origins.
 *
 * Keys, while the slide showing a widget is current, wherever the focus is:
 *   forward: Page Down, →, ↓, Space
 *   back:    Page Up,   ←, ↑, Shift+Space
 * step the widget one step of the search. Past either end of the search
 * (forward at the last step, back at step 0), or before the widget has said
 * where it is, the key is left alone and the deck moves as usual. Keys with
 * Ctrl, Alt or Meta, keys typed into a text field, and every other key
 * (Home, End, Escape, N, P, …) always belong to the deck.
 *
 * Which widget is current: reveal.js 4/5 (its current slide), Marp's HTML
 * export (the slide marked `bespoke-marp-active`), any other page (the
 * visible widget with the largest area inside the window). A widget on a
 * slide that is not showing never gets keys.
 *
 * When the presenter has clicked into a widget, the widget handles the keys
 * itself and posts those it does not use (and stepping past either end) as
 * {type: "minimax-lab", event: "key", key, code}; this script then moves the
 * deck: through the reveal.js API when there is one, otherwise by sending the
 * key to the deck as a keyboard event. When the slide changes, a focused
 * widget is blurred so the next keys go to the deck again.
 *
 * Protocol (postMessage, type "minimax-lab"): to a widget
 * {action: "hello" | "next" | "prev" | …}; from a widget
 * {event: "step", step, steps} (0 ≤ step ≤ steps; step == steps is the end)
 * and {event: "key", key, code}.
 */
(function () {
  'use strict';
  if (window.MinimaxLabEmbed) return; // loaded twice

  var TYPE = 'minimax-lab';
  var FORWARD = { PageDown: 1, ArrowRight: 1, ArrowDown: 1, ' ': 1 };
  var BACK = { PageUp: 1, ArrowLeft: 1, ArrowUp: 1 };
  // Keys the widget steps with itself: it passes them on only past an end.
  var WIDGET_KEYS = { PageDown: 1, PageUp: 1, ArrowRight: 1, ArrowLeft: 1 };

  var known = new WeakMap(); // iframe -> {step, steps}, from its step messages
  var redispatching = false; // true while we send a key to the deck ourselves
  var lastSlide; // the current slide when last looked at

  function post(frame, action) {
    if (frame.contentWindow) frame.contentWindow.postMessage({ type: TYPE, action: action }, '*');
  }

  function frames() {
    return Array.prototype.slice.call(document.getElementsByTagName('iframe'));
  }

  // An iframe that looks like a widget before it has said anything.
  function isEmbedSrc(frame) {
    try {
      return !!frame.getAttribute('src') && new URL(frame.src, location.href).searchParams.get('embed') === '1';
    } catch (e) {
      return false;
    }
  }

  /* The element holding the slide on screen: reveal.js's current <section>,
   * Marp's active slide, the whole page when the page is not a known deck;
   * null while the deck shows no single slide (not started, overview, paused). */
  function currentSlide() {
    var reveal = document.querySelector('.reveal');
    if (reveal && reveal.querySelector('.slides')) {
      if (reveal.classList.contains('overview') || reveal.classList.contains('paused')) return null;
      var R = window.Reveal;
      // The global API (Reveal.initialize); a deck made with `new Reveal(…)`
      // leaves window.Reveal without its methods, so read the DOM instead.
      if (R && typeof R.getCurrentSlide === 'function' && typeof R.isReady === 'function' && R.isReady()) {
        return R.getCurrentSlide() || null;
      }
      var present = reveal.querySelectorAll('.slides section.present');
      for (var i = present.length - 1; i >= 0; i--) {
        if (!present[i].querySelector('section.present')) return present[i]; // innermost (vertical stacks)
      }
      return null;
    }
    if (document.querySelector('.bespoke-marp-slide')) {
      return document.querySelector('.bespoke-marp-slide.bespoke-marp-active');
    }
    return document.documentElement;
  }

  // The area of `frame` inside the window, 0 when it is not shown.
  function visibleArea(frame) {
    if (frame.checkVisibility) {
      var shown = frame.checkVisibility({
        opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true,
        checkOpacity: true, checkVisibilityCSS: true,
      });
      if (!shown) return 0;
    } else if (!frame.getClientRects().length) {
      return 0;
    }
    var r = frame.getBoundingClientRect();
    var w = Math.min(r.right, window.innerWidth) - Math.max(r.left, 0);
    var h = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
    return w > 0 && h > 0 ? w * h : 0;
  }

  // The widget the clicker steps now: on the current slide, shown, largest.
  function activeWidget() {
    var slide = currentSlide();
    if (!slide) return null;
    var best = null;
    var bestArea = 0;
    frames().forEach(function (frame) {
      if (!known.has(frame) || !slide.contains(frame)) return;
      var area = visibleArea(frame);
      if (area > bestArea) {
        best = frame;
        bestArea = area;
      }
    });
    return best;
  }

  // +1 forward, -1 back, 0 for a key that is not a clicker key.
  function direction(key, shift) {
    if (key === ' ') return shift ? -1 : 1;
    if (shift) return 0;
    return FORWARD[key] ? 1 : BACK[key] ? -1 : 0;
  }

  // True when the widget can take one step that way.
  function canStep(state, dir) {
    return dir > 0 ? state.step < state.steps : state.step > 0;
  }

  function step(frame, dir) {
    var state = known.get(frame);
    post(frame, dir > 0 ? 'next' : 'prev');
    // Count the step now, so quick presses do not overshoot the end; the
    // widget's step message confirms it.
    state.step += dir;
  }

  function typing(target) {
    return !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }

  // Capture phase on window: runs before the deck's own key listener.
  function onKeyDown(event) {
    if (redispatching || event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
    var dir = direction(event.key, event.shiftKey);
    if (!dir || typing(event.target)) return;
    var frame = activeWidget();
    var state = frame && known.get(frame);
    if (!state || !canStep(state, dir)) return; // the deck moves on
    event.preventDefault();
    event.stopImmediatePropagation();
    step(frame, dir);
  }

  /* keyCode and which for a key, as browsers set them for a US layout
   * (reveal.js reads keyCode). Also whether Shift made the character. */
  var KEY_CODES = {
    Backspace: 8, Tab: 9, Enter: 13, Escape: 27, ' ': 32, PageUp: 33, PageDown: 34,
    End: 35, Home: 36, ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40, Delete: 46,
  };
  var CODE_CODES = { // code: [keyCode, the character without Shift]
    Semicolon: [186, ';'], Equal: [187, '='], Comma: [188, ','], Minus: [189, '-'], Period: [190, '.'],
    Slash: [191, '/'], Backquote: [192, '`'], BracketLeft: [219, '['], Backslash: [220, '\\'],
    BracketRight: [221, ']'], Quote: [222, "'"],
  };
  function keyInfo(key, code) {
    var m;
    if (KEY_CODES[key]) return { keyCode: KEY_CODES[key], shift: false };
    if ((m = /^F(\d{1,2})$/.exec(key))) return { keyCode: 111 + Number(m[1]), shift: false };
    if ((m = /^Key([A-Z])$/.exec(code))) return { keyCode: m[1].charCodeAt(0), shift: key !== key.toLowerCase() };
    if ((m = /^Digit(\d)$/.exec(code))) return { keyCode: m[1].charCodeAt(0), shift: key !== m[1] };
    if (CODE_CODES[code]) return { keyCode: CODE_CODES[code][0], shift: key !== CODE_CODES[code][1] };
    if (key.length === 1 && /[a-z0-9]/i.test(key)) return { keyCode: key.toUpperCase().charCodeAt(0), shift: key !== key.toLowerCase() };
    return { keyCode: 0, shift: false };
  }

  // Sends a key to the deck as if pressed on the page (keydown, then keyup
  // for decks that move on keyup). Our own listener lets it through.
  function sendKey(key, code) {
    var info = keyInfo(key, code);
    ['keydown', 'keyup'].forEach(function (type) {
      var event = new KeyboardEvent(type, { key: key, code: code, shiftKey: info.shift, bubbles: true, cancelable: true, composed: true });
      // The constructor ignores keyCode and which.
      Object.defineProperty(event, 'keyCode', { get: function () { return info.keyCode; } });
      Object.defineProperty(event, 'which', { get: function () { return info.keyCode; } });
      redispatching = true;
      try {
        document.dispatchEvent(event);
      } finally {
        redispatching = false;
      }
    });
  }

  // Moves the deck for a key a focused widget passed on.
  function moveDeck(key, code) {
    var R = window.Reveal;
    if (R && typeof R.next === 'function' && typeof R.isReady === 'function' && R.isReady()) {
      var config = R.getConfig ? R.getConfig() : {};
      // reveal.js moves arrows in a line unless the deck has both axes.
      var linear = config.navigationMode === 'linear' || !(R.hasHorizontalSlides() && R.hasVerticalSlides());
      var moves = {
        PageDown: 'next', PageUp: 'prev', ' ': 'next',
        ArrowRight: linear ? 'next' : 'right', ArrowLeft: linear ? 'prev' : 'left',
        ArrowDown: linear ? 'next' : 'down', ArrowUp: linear ? 'prev' : 'up',
      };
      if (moves[key] && !R.isOverview()) {
        R[moves[key]]();
        return;
      }
    }
    sendKey(key, code);
  }

  function frameOf(source) {
    if (!source) return null;
    var all = frames();
    for (var i = 0; i < all.length; i++) if (all[i].contentWindow === source) return all[i];
    return null;
  }

  function onMessage(event) {
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== TYPE) return;
    var frame = frameOf(event.source);
    if (!frame) return;
    if (data.event === 'step' && typeof data.step === 'number' && typeof data.steps === 'number') {
      known.set(frame, { step: data.step, steps: data.steps });
    } else if (data.event === 'key' && typeof data.key === 'string') {
      var state = known.get(frame);
      var dir = direction(data.key, false);
      // ↓ and ↑ are not the widget's own keys: step it, as from the deck.
      if (dir && state && !WIDGET_KEYS[data.key] && frame === activeWidget() && canStep(state, dir)) {
        step(frame, dir);
        return;
      }
      moveDeck(data.key, String(data.code || ''));
      releaseFocus();
      // Some decks change slides a frame later.
      requestAnimationFrame(releaseFocus);
    }
  }

  // After the slide changes, a focused widget lets go so keys reach the deck.
  function releaseFocus() {
    var slide = currentSlide();
    var changed = slide !== lastSlide;
    lastSlide = slide;
    var focused = document.activeElement;
    if (focused && focused.tagName === 'IFRAME' && (changed || !visibleArea(focused))) {
      focused.blur();
      if (document.activeElement === focused) window.focus();
    }
  }

  function hello(frame) {
    if (isEmbedSrc(frame) || known.has(frame)) post(frame, 'hello');
  }

  function start() {
    lastSlide = currentSlide();
    frames().forEach(hello);
  }

  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('message', onMessage);
  // An iframe's load event does not bubble (nor reach window), but capture
  // on the document sees it.
  document.addEventListener('load', function (event) {
    if (event.target && event.target.tagName === 'IFRAME') hello(event.target);
  }, true);
  // reveal.js's events bubble from its .reveal element (also with `new Reveal`).
  document.addEventListener('slidechanged', releaseFocus);
  document.addEventListener('ready', function () { lastSlide = currentSlide(); });
  window.addEventListener('hashchange', releaseFocus);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();

  // For tests and curious decks.
  window.MinimaxLabEmbed = {
    active: activeWidget,
    state: function (frame) { var s = known.get(frame); return s ? { step: s.step, steps: s.steps } : null; },
  };
})();
