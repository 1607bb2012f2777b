// The JavaScript harness of a check of a student's code, shared by `trace
// check` (node, with a driver reading standard input) and the page's worker:
// MinimaxHarness.load(source, path, compile) runs the student's file and
// wraps its functions; MinimaxHarness.run(fns, line) runs its search on one
// tree (a JSON line) and answers what it did (a JSON line): the nodes it
// expanded, the leaves it read, what its calls returned and the windows
// they were passed. `compile(body, path)` evaluates a function expression
// (node's vm with the file's name; the worker's indirect eval).
"use strict";
(function () {

let events = [];
// Where each node was last expanded or read (an index of events).
let touched = new Map();
// Enough for any search of the tree (a game's runs to 200,000 positions),
// and an end for a loop that never stops.
let limit = 200000;
function add(...event) {
  if (event[0] === "x" || event[0] === "r") touched.set(event[1], events.length);
  events.push(event);
  if (events.length > limit) throw new Error(`more than ${limit} steps: an endless loop?`);
}

function number(v) {
  if (Array.isArray(v)) {
    for (const x of v) {
      const n = number(x);
      if (n !== null) return n;
    }
    return null;
  }
  if (typeof v !== "number" || Number.isNaN(v)) return null;
  if (v === Infinity) return "inf";
  if (v === -Infinity) return "-inf";
  return String(v);
}

class Node {
  constructor(id, name, isMax, value) {
    Object.assign(this, { _id: id, name, _isMax: isMax, _kids: [], _value: value });
  }
  get children() {
    if (this._kids.length) add("x", this._id);
    return this._kids.slice();
  }
  get value() {
    if (this._kids.length) return null;
    add("r", this._id);
    return this._value;
  }
  get isMax() { return this._isMax; }
  get is_max() { return this._isMax; }
  get isLeaf() { return this._kids.length === 0; }
  get is_leaf() { return this._kids.length === 0; }
  // CS188's GameState (multiagent project): agent 0 is MAX, agent 1 MIN; a
  // leaf is the game's end (isWin() and isLose() both say so) and the
  // agent's evaluationFunction reads its value.
  getLegalActions() { return game.actions(this); }
  generateSuccessor(agentIndex, action) { return game.result(this, action); }
  isWin() { return this._kids.length === 0; }
  isLose() { return this._kids.length === 0; }
  getNumAgents() { return 2; }
}

// AIMA's game over the tree: a state is a Node, a move a child's name (not
// a number, so a search that returns a move is not read as a value).
const game = {
  actions(s) { if (s._kids.length) add("x", s._id); return s._kids.map((k) => k.name); },
  result(s, a) { return typeof a === "string" ? s._kids.find((k) => k.name === a) : s._kids[a]; },
  isTerminal(s) { return s._kids.length === 0; },
  utility(s, player) { add("r", s._id); return player === "MAX" ? s._value : -s._value; },
  toMove(s) { return s._isMax ? "MAX" : "MIN"; },
};
game.is_terminal = game.terminal_test = game.terminalTest = game.isTerminal;
game.to_move = game.toMove;

function build(tree) {
  const nodes = tree.nodes.map((spec, i) => {
    const v = spec.value === undefined ? null : spec.value === "inf" ? Infinity : spec.value === "-inf" ? -Infinity : Number(spec.value);
    return new Node(i, spec.name, spec.max, v);
  });
  tree.nodes.forEach((spec, i) => { nodes[i]._kids = (spec.children || []).map((k) => nodes[k]); });
  return nodes;
}

const ENTRIES = ["alphaBetaSearch", "alpha_beta_search", "alphabetaSearch", "minimaxSearch", "minimax_search", "minimaxDecision"];
// Calls that answer with a move, not a node's value.
const MOVES = [...ENTRIES, "getAction", "get_action"];

function params(fn) {
  if (fn.__params) return fn.__params;
  const m = /^[^(]*\(([^)]*)\)/.exec(String(fn)) || /^\s*([A-Za-z_$][\w$]*)\s*=>/.exec(String(fn));
  return m ? m[1].split(",").map((s) => s.trim().split("=")[0].trim()).filter(Boolean) : [];
}

const flip = (n) => (n === null ? null : n.startsWith("-") ? n.slice(1) : "-" + n);
const state = { negate: false };

/**
 * One call of a function of the file, recorded: when it is passed a node,
 * the window (its parameters named alpha and beta) and what it returned.
 * A call that answers with a move (AIMA's search, getAction) is not a
 * node's value.
 */
function recorded(name, names, fn, self, args) {
  const node = MOVES.includes(name) ? undefined : [...args].find((a) => a instanceof Node);
  const start = events.length;
  if (node) {
    const lower = names.map((p) => p.toLowerCase());
    const a = lower.findIndex(isAlpha);
    const b = lower.findIndex(isBeta);
    let [lo, hi] = a >= 0 && b >= 0 ? [number(args[a]), number(args[b])] : [null, null];
    if (lo !== null && hi !== null) {
      if (state.negate) [lo, hi] = [flip(hi), flip(lo)];
      add("w", node._id, lo, hi);
    }
  }
  const out = fn.apply(self, args);
  // A node's value comes from a call that expanded or read it (by itself
  // or through the calls it made): a helper passed a node (whose turn is
  // next, how many children) returns no value of it.
  if (node && (touched.get(node._id) ?? -1) >= start) {
    const n = number(out);
    add("v", node._id, state.negate ? flip(n) : n);
  }
  return out;
}

const isAlpha = (n) => n.includes("alpha") || n === "a" || n === "α";
const isBeta = (n) => n.includes("beta") || n === "b" || n === "β";

/** A method of the file's classes, recorded at each call. */
function wrap(name, fn) {
  const names = params(fn);
  const wrapped = function (...args) {
    return recorded(name, names, fn, this, args);
  };
  wrapped.__params = names;
  return wrapped;
}

/**
 * The hook a function of the file starts with: the first time it runs
 * for a call, it hands the call to `call`, which records it and runs the
 * function again, this time through (`enter` says which). So a function
 * nested in another, which no name outside can reach, is seen too.
 */
const hooks = {
  pending: null,
  enter(fn) {
    if (hooks.pending === fn) {
      hooks.pending = null;
      return false;
    }
    return true;
  },
  call(fn, name, names, self, args) {
    return recorded(name, names, function (...a) {
      hooks.pending = fn;
      return fn.apply(this, a);
    }, self, [...args]);
  },
};

/** Simple parameter names (a default allowed), or null. */
function simpleParams(text) {
  const names = text.split(",").map((p) => p.trim().split("=")[0].trim()).filter(Boolean);
  return names.every((n) => /^[A-Za-z_$][\w$]*$/.test(n)) ? names : null;
}

/**
 * The file with the hook at the start of each function that has a block
 * body and simple parameters: declarations (top level or nested),
 * function expressions and arrows bound to a name. Inserted on the same
 * line, so line numbers stay.
 */
function instrument(source) {
  // A name declared more than once (a local `let maxValue` inside
  // maxValue) could not name the function from inside it: no hook.
  const declared = (name) => source.match(new RegExp(`\\b(?:function\\s*\\*?|let|const|var)\\s+${name.replace(/\$/g, "\\$")}(?![\\w$])`, "g"))?.length ?? 0;
  const hook = (name, text, args) => {
    const names = simpleParams(text);
    if (!names || MOVES.includes(name) || names.includes(name) || declared(name) > 1) return "";
    return ` if (__minimax.enter(${name})) return __minimax.call(${name}, ${JSON.stringify(name)}, ${JSON.stringify(names)}, this, ${args ?? `[${names.join(", ")}]`});`;
  };
  // After the body's "use strict", which must stay its first statement.
  const strict = `(\\s*(?:"use strict"|'use strict');?)?`;
  return source
    .replace(new RegExp(`\\b(?<!async\\s+)function(\\s+)([A-Za-z_$][\\w$]*)(\\s*)\\(([^()]*)\\)(\\s*)\\{${strict}`, "g"), (m, _a, name, _b, text) => m + hook(name, text, "arguments"))
    .replace(new RegExp(`\\b(const|let|var)(\\s+)([A-Za-z_$][\\w$]*)(\\s*=\\s*)function(\\s*)\\(([^()]*)\\)(\\s*)\\{${strict}`, "g"), (m, _k, _a, name, _b, _c, text) => m + hook(name, text, "arguments"))
    .replace(new RegExp(`\\b(const|let|var)(\\s+)([A-Za-z_$][\\w$]*)(\\s*=\\s*)(?:\\(([^()]*)\\)|([A-Za-z_$][\\w$]*))(\\s*)=>(\\s*)\\{${strict}`, "g"), (m, _k, _a, name, _b, list, one) => m + hook(name, list ?? one));
}

function load(source, path, compile) {
  studentPath = path;
  const names = new Set();
  for (const m of source.matchAll(/^\s*(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/gm)) names.add(m[1]);
  for (const m of source.matchAll(/^\s*(?:let|var|const)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:function\b|\([^)]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)/gm)) names.add(m[1]);
  const list = [...names];
  // Classes (an agent): their methods are wrapped on the prototype.
  const classes = [...new Set([...source.matchAll(/^\s*(?:export\s+)?class\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]))];
  // The source in a function of its own (on the first line, so line
  // numbers stay), inside the one that is given the hooks: the file may
  // declare any name (`const INF = Infinity`, `module`) without a clash.
  const body =
    "(function (__minimax) { return (function () {" + instrument(source) + "\n;" +
    "\nreturn {" + list.map((n) => `${JSON.stringify(n)}: typeof ${n} === "function" ? ${n} : undefined`).join(", ") +
    (list.length ? ", " : "") + "__classes: [" + classes.map((n) => `typeof ${n} === "function" ? ${n} : undefined`).join(", ") + "]};\n})(); })";
  const factory = compile(body, path);
  const fns = factory(hooks);
  for (const cls of fns.__classes.filter(Boolean)) {
    for (const key of Object.getOwnPropertyNames(cls.prototype)) {
      const d = Object.getOwnPropertyDescriptor(cls.prototype, key);
      if (key !== "constructor" && d && typeof d.value === "function") cls.prototype[key] = wrap(key, d.value);
    }
  }
  return fns;
}

/** The tree's height: a depth limit that never stops a search early. */
function height(root) {
  let most = 0;
  const todo = [[root, 0]];
  while (todo.length) {
    const [node, d] = todo.pop();
    most = Math.max(most, d);
    for (const k of node._kids) todo.push([k, d + 1]);
  }
  return most;
}

/**
 * Arguments for a search's entry by its parameters' names: the node, alpha
 * (-Infinity), beta (Infinity), the depth (0 where it counts up, as CS188's
 * does; the tree's height where it counts down to 0), whose turn
 * (maximizing, isMax, player: the root's; agent: 0 at MAX, 1 at MIN).
 */
function bind(fn, root, countsUp) {
  const args = [root];
  for (const name of params(fn).slice(1).map((p) => p.toLowerCase())) {
    if (isAlpha(name)) args.push(-Infinity);
    else if (isBeta(name)) args.push(Infinity);
    else if (name.includes("depth")) args.push(countsUp ? 0 : height(root));
    else if (name.includes("agent")) args.push(root.isMax ? 0 : 1);
    else if (name.includes("max") || name.includes("player") || name.includes("turn")) args.push(root.isMax);
    else break;
  }
  return args;
}

function entry(fns, root, algo) {
  for (const name of ENTRIES) {
    const fn = fns[name];
    if (fn) {
      // aima-python's order is (state, game); the book's, (game, state).
      const first = (params(fn)[0] || "game").toLowerCase();
      return [() => (["state", "s", "node"].includes(first) ? fn(root, game) : fn(game, root)), !root.isMax];
    }
  }
  const search = searchOf((name) => fns[name], root);
  if (search) return [search, false];
  const agent = agentOf(fns.__classes || [], algo);
  if (!agent) return [null, false];
  const act = agent.getAction || agent.get_action;
  if (typeof act === "function") {
    // CS188's agent: MAX is agent 0; its depth counts rounds of moves.
    const negate = !root.isMax;
    agent.evaluationFunction = (s) => evaluate(s, negate);
    agent.depth = Math.ceil(height(root) / 2);
    return [() => act.call(agent, root), negate];
  }
  // The agent's method, called on it, its parameters read from the method
  // (a bound function's text names none).
  const method = (name) => {
    const m = agent[name];
    if (typeof m !== "function") return undefined;
    const call = (...a) => m.apply(agent, a);
    call.__params = params(m);
    return call;
  };
  return [searchOf(method, root), false];
}

/** A call of the search by the name it has (a function, or an agent's method). */
function searchOf(get, root) {
  for (const name of ["alphabeta", "alphaBeta", "alpha_beta", "minimax", "value"]) {
    const fn = get(name);
    if (fn) return () => fn(...bind(fn, root, name === "value"));
  }
  const first = root.isMax ? get("maxValue") || get("max_value") : get("minValue") || get("min_value");
  return first ? () => first(...bind(first, root, true)) : null;
}

/**
 * The file's agent for `algo`: a class with a search method, the one
 * named for the algorithm first (a MinimaxAgent and an AlphaBetaAgent in
 * one file), made with its own defaults.
 */
function agentOf(classes, algo) {
  const methods = ["getAction", "get_action", "alphabeta", "alphaBeta", "alpha_beta", "minimax", "value", "maxValue", "max_value"];
  const named = { alphabeta: ["alphabeta", "alpha_beta"], minimax: ["minimax"] }[algo] || [];
  const rank = (c) => {
    const n = c.name.toLowerCase();
    return (named.some((k) => n.includes(k)) ? 0 : 2) + (n.includes("expectimax") || n.includes("reflex") ? 1 : 0);
  };
  const found = classes.filter((c) => c && methods.some((m) => typeof c.prototype[m] === "function"));
  found.sort((a, b) => rank(a) - rank(b));
  if (!found.length) return null;
  try {
    return new found[0]();
  } catch {
    // A constructor that needs arguments: the agent without it.
    return Object.assign(Object.create(found[0].prototype), { index: 0 });
  }
}

/** CS188's evaluationFunction: a leaf's value, agent 0's (negated when the root is MIN's). */
function evaluate(s, negate) {
  if (!(s instanceof Node) || s._kids.length) return null;
  add("r", s._id);
  return negate && s._value !== null ? -s._value : s._value;
}

/** The student's file's name, as the last load gave it. */
let studentPath = "";

/** An error with only its message and the student's lines of its stack. */
function studentError(e) {
  if (!(e && e.stack)) return String(e);
  const lines = String(e.stack).split("\n");
  const first = lines.findIndex((l) => /^\s+at /.test(l));
  const message = first < 0 ? lines : lines.slice(0, first);
  const frames = first < 0 ? [] : lines.slice(first).filter((l) => studentPath && l.includes(studentPath));
  return [...message, ...frames].join("\n");
}

function run(fns, line) {
  const spec = JSON.parse(line);
  const nodes = build(spec);
  events = [];
  touched = new Map();
  limit = Math.max(200000, 12 * nodes.length);
  const out = { events };
  let call;
  let negate;
  try {
    [call, negate] = entry(fns, nodes[0], spec.algo);
  } catch (e) {
    out.error = studentError(e);
    return JSON.stringify(out);
  }
  if (!call) return JSON.stringify({ error: "no entry function: define alphabeta(node, alpha, beta), minimax(node), maxValue/minValue, alphaBetaSearch(game, state) or an agent class with getAction(gameState)" });
  state.negate = negate;
  try {
    // AIMA's search and CS188's getAction return a move (a child's name,
    // no number) or [value, move].
    const n = number(call());
    out.root = negate ? flip(n) : n;
  } catch (e) {
    out.error = studentError(e);
  }
  return JSON.stringify(out);
}

globalThis.MinimaxHarness = { load, run, studentError };
})();
