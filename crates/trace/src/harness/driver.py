
# trace check's driver (after the shared harness): loads the file named on
# the command line, says it is ready (or why it does not load), then
# answers one line per tree read from standard input.
def _drive():
    # What the student prints goes to standard error: standard output
    # carries the protocol.
    out, sys.stdout = sys.stdout, sys.stderr
    path = sys.argv[1]
    sys.setrecursionlimit(20000)
    try:
        with open(path, encoding="utf-8") as f:
            ns = load(f.read(), path)
    except BaseException:
        print(json.dumps({"load_error": student_error()}), file=out, flush=True)
        return
    print(json.dumps({"ready": True}), file=out, flush=True)
    for line in sys.stdin:
        print(run(ns, line), file=out, flush=True)


_drive()
