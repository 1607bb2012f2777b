
// trace check's driver (after the shared harness): loads the file named on
// the command line, says it is ready (or why it does not load), then
// answers one line per tree read from standard input.
(function () {
  const fs = require("fs");
  const vm = require("vm");
  const readline = require("readline");
  const path = process.argv[process.argv.length - 1];
  // What the student logs goes to standard error: standard output carries
  // the protocol.
  console.log = console.info = console.debug = console.error;
  let fns;
  try {
    fns = MinimaxHarness.load(fs.readFileSync(path, "utf8"), path, (body, file) => new vm.Script(body, { filename: file }).runInThisContext());
  } catch (e) {
    process.stdout.write(JSON.stringify({ load_error: MinimaxHarness.studentError(e) }) + "\n");
    return;
  }
  process.stdout.write(JSON.stringify({ ready: true }) + "\n");
  readline.createInterface({ input: process.stdin }).on("line", (line) => process.stdout.write(MinimaxHarness.run(fns, line) + "\n"));
})();
