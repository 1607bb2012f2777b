// The page's worker for "Your code" (mode=code): runs a student's search
// off the page's thread, so an endless loop never freezes the page (the
// page ends this worker at its time limit or on Stop, and starts another).
// JavaScript runs as it is; Python runs in Pyodide, loaded from the
// page's own origin (./pyodide/) the first time Python is asked for.
// Both go through the shared harness (harness.js, harness.py), which
// `trace check` runs too.
//
// Messages in:  {kind: "load", language: "python"|"javascript", source}
//               {kind: "run", tree}   (a tree as one JSON line)
// Messages out: {progress: "python"} while Pyodide loads,
//               {ready: true} or {load_error, line},
//               {answer} (the harness's JSON line for the tree).
"use strict";
importScripts("./harness.js");

let language = null;
let fns = null;
let pyodide = null;
let ns = null;

/** The line of a JavaScript syntax error: a worker made of the source alone reports it. */
function syntaxLine(source) {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    let probe;
    try {
      probe = new Worker(url);
    } catch (e) {
      resolve(null);
      return;
    }
    const done = (line) => {
      probe.terminate();
      URL.revokeObjectURL(url);
      resolve(line);
    };
    probe.onerror = (event) => {
      event.preventDefault();
      done(event.lineno || null);
    };
    // A file with no syntax error runs (and may loop): it is ended soon.
    setTimeout(() => done(null), 1000);
  });
}

async function python() {
  if (pyodide) return pyodide;
  postMessage({ progress: "python" });
  const base = new URL("../pyodide/", self.location.href).href;
  importScripts(base + "pyodide.js");
  pyodide = await loadPyodide({ indexURL: base });
  const harness = await (await fetch(new URL("./harness.py", self.location.href).href)).text();
  pyodide.runPython(harness);
  return pyodide;
}

async function load(data) {
  language = data.language;
  if (language === "javascript") {
    try {
      fns = MinimaxHarness.load(data.source, "your-code.js", (body) => (0, eval)(body + "\n//# sourceURL=your-code.js"));
      postMessage({ ready: true });
    } catch (e) {
      const line = e instanceof SyntaxError ? await syntaxLine(data.source) : null;
      postMessage({ load_error: String(e && e.message ? `${e.name}: ${e.message}` : e), line });
    }
    return;
  }
  let py;
  try {
    py = await python();
  } catch (e) {
    postMessage({ load_error: `Python (Pyodide) did not load: ${e && e.message ? e.message : e}`, line: null });
    return;
  }
  try {
    ns = py.globals.get("load")(data.source, "your_code.py");
    postMessage({ ready: true });
  } catch (e) {
    const text = String(e && e.message ? e.message : e);
    const found = /File "your_code\.py", line (\d+)/.exec(text);
    // The student's part of the traceback: from their file's first frame.
    const from = text.indexOf('File "your_code.py"');
    postMessage({ load_error: from >= 0 ? text.slice(from) : text, line: found ? Number(found[1]) : null });
  }
}

self.onmessage = async ({ data }) => {
  if (data.kind === "load") {
    await load(data);
  } else if (data.kind === "run") {
    const answer = language === "javascript" ? MinimaxHarness.run(fns, data.tree) : pyodide.globals.get("run")(ns, data.tree);
    postMessage({ answer });
  }
};
