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
 * In a reveal.js deck (4, 5 or 6) the widget's step is part of the deck's
 * own state: this script puts one hidden fragment per step after each
 * widget (`<span class="minimax-lab-steps">`, made at once from the
 * iframe's `data-minimax-steps`, else when the widget first says how many
 * steps it has), and the widget shows as many steps as the deck shows of
 * its fragments. So the deck's own keys, its URL (`fragmentInURL`), the
 * speaker view, the overview, `?print-pdf` (a page per step) and the
 * multiplex plugin's followers all carry the widget's step, and reloading
 * the deck at its URL brings the widget back to the same step. When the
 * presenter steps the widget from inside it (focused, or its own buttons),
 * the deck's fragments follow. `data-minimax-fragments="false"` on an
 * iframe keeps the key handling below instead.
 *
 * Which widget is current: reveal.js 4/5/6 (its current slide), Marp's HTML
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
 * {action: "hello" | "state" | "next" | "prev" | "start" | "end"},
 * {action: "goto", step} and {action: "load", tree, algo, cut, form}; from a
 * widget {event: "step", step, steps, tree} (0 ≤ step ≤ steps; step ==
 * steps is the end; `tree` in the notation) after every change and in
 * answer to hello/state, and {event: "key", key, code}.
 */
(function () {
  'use strict';
  if (window.MinimaxLabEmbed) return; // loaded twice

  var TYPE = 'minimax-lab';
  var FORWARD = { PageDown: 1, ArrowRight: 1, ArrowDown: 1, ' ': 1 };
  var BACK = { PageUp: 1, ArrowLeft: 1, ArrowUp: 1 };
  // Keys the widget steps with itself: it passes them on only past an end.
  var WIDGET_KEYS = { PageDown: 1, PageUp: 1, ArrowRight: 1, ArrowLeft: 1 };

  var known = new WeakMap(); // iframe -> {step, steps, tree, …}, from its step messages
  var redispatching = false; // true while we send a key to the deck ourselves
  var lastSlide; // the current slide when last looked at

  function post(frame, action, extra) {
    var message = { type: TYPE, action: action };
    if (extra) for (var k in extra) message[k] = extra[k];
    if (frame.contentWindow) frame.contentWindow.postMessage(message, '*');
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


  /* ---- reveal.js: one fragment per step ---------------------------- */

  var HOLDER = 'minimax-lab-steps';
  // A longer search keeps the key handling (a fragment is a page of
  // ?print-pdf: as many as a Beamer export holds).
  var MAX_FRAGMENTS = 400;
  // The deck's address when it was opened (reveal.js rewrites the hash as
  // it starts, before or after this script runs, dropping a fragment index
  // it could not show yet): the navigation entry keeps the original.
  var openedHash = (function () {
    try {
      var entry = performance.getEntriesByType('navigation')[0];
      return entry && entry.name ? new URL(entry.name).hash : location.hash;
    } catch (e) {
      return location.hash;
    }
  })();
  var hashRestored = false;
  var presenterMoved = false; // a key or a click on the deck since it opened

  function revealDeck() {
    var reveal = document.querySelector('.reveal');
    return reveal && reveal.querySelector('.slides') ? reveal : null;
  }

  // The global API when the deck has one (Reveal.initialize), ready.
  function revealApi() {
    var R = window.Reveal;
    return R && typeof R.isReady === 'function' && R.isReady() && typeof R.navigateFragment === 'function' ? R : null;
  }

  function wantsFragments(frame) {
    if (!revealDeck() || frame.getAttribute('data-minimax-fragments') === 'false') return false;
    var R = revealApi();
    if (R && R.getConfig && R.getConfig().fragments === false) return false;
    return !!(frame.parentNode && frame.closest && frame.closest('.slides section'));
  }

  // The element holding a frame's fragments: right after it (reveal.js's
  // print view clones the two together).
  function holderOf(frame) {
    var next = frame.nextElementSibling;
    return next && next.classList.contains(HOLDER) ? next : null;
  }

  function shownSteps(holder) {
    return holder.querySelectorAll('.fragment.visible').length;
  }

  var observer = typeof MutationObserver === 'function' ? new MutationObserver(onFragmentsChanged) : null;

  // Gives `frame` exactly `count` fragments (made or trimmed, the ones
  // shown kept); null when the frame does not take part.
  function ensureFragments(frame, count) {
    var holder = holderOf(frame);
    if (!(count >= 0) || count > MAX_FRAGMENTS || !wantsFragments(frame)) {
      // A longer search loaded into a widget that had fragments: they go.
      if (holder) holder.parentNode.removeChild(holder);
      return null;
    }
    // Not yet in a speaker view's preview that has not started: there
    // reveal.js's first move reports its state to the speaker view, which
    // sends it to the presenter's deck before its own state arrives. With
    // our fragments on the slide that state says "no step shown", and the
    // presenter's widget would go back to step 0. Made at 'ready' instead.
    if (!holder && previewStarting()) return null;
    if (holder && holder.children.length === count) return holder;
    if (!holder) {
      holder = document.createElement('span');
      holder.className = HOLDER;
      holder.setAttribute('aria-hidden', 'true');
      holder.style.display = 'none';
      frame.parentNode.insertBefore(holder, frame.nextSibling);
      if (observer) observer.observe(holder, { subtree: true, attributes: true, attributeFilter: ['class'] });
    }
    var shown = holder.children.length && holder.lastElementChild.classList.contains('visible');
    while (holder.children.length > count) holder.removeChild(holder.lastElementChild);
    while (holder.children.length < count) {
      var fragment = document.createElement('span');
      fragment.className = shown ? 'fragment visible' : 'fragment';
      fragment.setAttribute('data-minimax-step', String(holder.children.length + 1));
      holder.appendChild(fragment);
    }
    restoreHash();
    return holder;
  }

  function inPreview() {
    return /[?&]receiver(=|&|$)/.test(location.search);
  }

  function previewStarting() {
    var deck = revealDeck();
    return !!deck && inPreview() && !deck.classList.contains('ready');
  }

  // Whether a reveal.js address names a fragment: `#/h/v/f` (indices) or
  // `#/id/f` (a slide's id); `#/1/0` is a slide only. A speaker view's
  // preview (`?receiver`) is moved by the speaker view's setState, never by
  // its address: restoring one there would make reveal.js report a move
  // of its own, which the speaker view sends back to the presenter's deck.
  function namesFragment(hash) {
    if (inPreview()) return false;
    var parts = hash.replace(/^#\/?/, '').split('/');
    var last = parts[parts.length - 1];
    if (parts.length < 2 || !/^\d+$/.test(last)) return false;
    var indices = parts.every(function (part) { return /^\d+$/.test(part); });
    return indices ? parts.length >= 3 : true;
  }

  // Once, at opening: if the deck's address named a fragment of a slide
  // whose fragments did not exist yet, read the address again now.
  function restoreHash() {
    if (hashRestored) return;
    var slide = currentSlide();
    if (!slide || !slide.querySelector('.' + HOLDER)) return;
    hashRestored = true;
    if (presenterMoved || !namesFragment(openedHash) || location.hash === openedHash) return;
    try {
      history.replaceState(history.state, '', openedHash);
    } catch (e) {
      return;
    }
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }

  // The deck's fragments changed: each widget goes to what they show.
  var pendingFrames = [];
  function onFragmentsChanged(records) {
    records.forEach(function (record) {
      var holder = record.target.parentNode;
      var frame = holder && holder.previousElementSibling;
      if (frame && frame.tagName === 'IFRAME' && pendingFrames.indexOf(frame) < 0) pendingFrames.push(frame);
    });
    var frames = pendingFrames;
    pendingFrames = [];
    frames.forEach(followDeck);
  }

  // Sends `frame` to the step its fragments show.
  function followDeck(frame) {
    var holder = holderOf(frame);
    var state = known.get(frame);
    if (!holder || !state || !state.synced) return;
    var want = Math.min(shownSteps(holder), state.steps);
    if (want === state.step) return;
    state.step = want;
    ask(frame, state, want);
  }

  // Sends `frame` a numbered goto: the widget's reports carry the number
  // of the last goto it has read, so a report sent before it read this one
  // is not taken for the presenter moving it.
  var gotoSeq = 0;
  function ask(frame, state, step) {
    gotoSeq += 1;
    state.asked = step;
    state.pending = gotoSeq;
    state.askedAt = Date.now();
    post(frame, 'goto', { step: step, seq: gotoSeq });
  }

  // The widget moved by itself (the presenter clicked into it): the deck's
  // fragments follow, when its slide is the one showing.
  function followWidget(frame, holder, step) {
    var slide = currentSlide();
    if (!slide || !slide.contains(frame)) return;
    var have = shownSteps(holder);
    if (have === step) return;
    var R = revealApi();
    var fragments = holder.children;
    var target = step > 0 ? fragments[step - 1] : fragments[0];
    var index = target && Number(target.getAttribute('data-fragment-index'));
    if (R && target && target.hasAttribute('data-fragment-index') && !isNaN(index)) {
      R.navigateFragment(step > 0 ? index : index - 1);
      return;
    }
    // No API (a deck made with `new Reveal`): the deck's own keys, one a step.
    var key = step > have ? 'PageDown' : 'PageUp';
    for (var k = Math.min(Math.abs(step - have), 200); k > 0; k--) sendKey(key, key);
  }

  // A step message from a widget with fragments.
  function onFragmentStep(frame, holder, previous, state) {
    var want = Math.min(shownSteps(holder), state.steps);
    if (!previous || !previous.synced) {
      // First word from this widget (it has just loaded): the deck says
      // where it is.
      state.synced = true;
      if (want !== state.step) {
        ask(frame, state, want);
        state.step = want;
      }
      return;
    }
    state.synced = true;
    if (previous.pending !== undefined) {
      // A widget that numbers its reports says which goto it has read (0:
      // none yet), so a report it sent before reading this one is never
      // taken for its answer, however late it arrives; an older widget
      // (no number) is given two seconds to answer.
      var read = typeof state.seq === 'number' ? state.seq >= previous.pending : Date.now() - previous.askedAt >= 2000;
      if (!read) {
        // Sent before the widget read the goto: still waiting.
        state.asked = previous.asked;
        state.pending = previous.pending;
        state.askedAt = previous.askedAt;
        return;
      }
      // Its answer (or, if it stays where it was, no report at all).
      if (state.step === previous.asked) return;
    }
    // The presenter moved the widget: the deck follows.
    if (want !== state.step) followWidget(frame, holder, state.step);
  }

  function fragmentsFromMarkup() {
    frames().forEach(function (frame) {
      var count = parseInt(frame.getAttribute('data-minimax-steps'), 10);
      if (!isNaN(count)) ensureFragments(frame, count);
    });
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
    presenterMoved = true;
    var dir = direction(event.key, event.shiftKey);
    if (!dir || typing(event.target)) return;
    var frame = activeWidget();
    // A widget with fragments steps with the deck's own navigation.
    if (frame && holderOf(frame)) return;
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
      var previous = known.get(frame);
      var next = { step: data.step, steps: data.steps, tree: typeof data.tree === 'string' ? data.tree : undefined, seq: data.seq };
      known.set(frame, next);
      var holder = ensureFragments(frame, data.steps);
      if (holder) onFragmentStep(frame, holder, previous, next);
    } else if (data.event === 'key' && typeof data.key === 'string') {
      var state = known.get(frame);
      var dir = direction(data.key, false);
      // With fragments every key is the deck's: its next fragment is the
      // widget's next step.
      if (holderOf(frame)) {
        moveDeck(data.key, String(data.code || ''));
        releaseFocus();
        requestAnimationFrame(releaseFocus);
        return;
      }
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
    fragmentsFromMarkup();
    frames().forEach(hello);
  }

  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('message', onMessage);
  // An iframe's load event does not bubble (nor reach window), but capture
  // on the document sees it.
  document.addEventListener('load', function (event) {
    if (event.target && event.target.tagName === 'IFRAME') {
      // A widget (re)loaded, as reveal.js does with iframes it unloads off
      // their slide: it starts afresh, so the deck says where it is again.
      var state = known.get(event.target);
      if (state) state.synced = false;
      hello(event.target);
    }
  }, true);
  // reveal.js's events bubble from its .reveal element (also with `new Reveal`).
  document.addEventListener('slidechanged', releaseFocus);
  // Once the deck has moved (keys, the speaker view, a follower), the
  // address it opened at is history: never go back to it. Not reveal.js's
  // own first move, to the slide its address names: that comes as it
  // starts, before it marks itself ready, and this script hears it when it
  // runs first (its line in the <head>, a deck made by a module script).
  document.addEventListener('slidechanged', function (event) {
    var deck = revealDeck();
    if (deck && deck.contains(event.target) && !deck.classList.contains('ready')) return;
    hashRestored = true;
  });
  document.addEventListener('ready', function () {
    lastSlide = currentSlide();
    fragmentsFromMarkup();
    // A preview's widgets that spoke before the deck started get their
    // fragments now, and the deck's step as a first word.
    frames().forEach(function (frame) {
      var state = known.get(frame);
      if (!state || state.synced) return;
      var holder = ensureFragments(frame, state.steps);
      if (holder) onFragmentStep(frame, holder, undefined, state);
    });
    restoreHash();
  });
  window.addEventListener('pointerdown', function () { presenterMoved = true; }, true);
  window.addEventListener('hashchange', releaseFocus);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();

  // For tests and curious decks.
  window.MinimaxLabEmbed = {
    active: activeWidget,
    state: function (frame) { var s = known.get(frame); return s ? { step: s.step, steps: s.steps, tree: s.tree } : null; },
  };
})();
