# The Python harness of a check of a student's code, shared by `trace
# check` (python3, with a driver reading standard input) and the page's
# worker (Pyodide): load(source, path) runs the student's file and wraps
# its functions; run(ns, line) runs its search on one tree (a JSON line)
# and answers what it did (a JSON line): the nodes it expanded, the leaves
# it read, what its calls returned and the windows they were passed.
import inspect, json, sys, traceback
from decimal import Decimal
from fractions import Fraction

INF = float("inf")


class Recorder:
    def __init__(self):
        self.events = []

    def add(self, *event):
        self.events.append(list(event))
        if len(self.events) > 200000:
            raise RuntimeError("more than 200,000 steps: an endless loop?")


REC = Recorder()


def number(v):
    """A returned value as the checker reads it: exact text, or None."""
    if isinstance(v, bool):
        return None
    if isinstance(v, (tuple, list)):
        for x in v:
            n = number(x)
            if n is not None:
                return n
        return None
    if isinstance(v, int):
        return str(v)
    if isinstance(v, Fraction):
        if v.denominator == 1:
            return str(v.numerator)
        return str(Decimal(v.numerator) / Decimal(v.denominator))
    if isinstance(v, float):
        if v != v:
            return None
        return "inf" if v == INF else "-inf" if v == -INF else repr(v)
    return None


class Node:
    """A node of the tree: children (empty at a leaf), value (a leaf's
    utility, None elsewhere), is_max, name."""

    def __init__(self, nid, name, is_max, kids, value):
        self._id, self.name, self.is_max, self._kids, self._value = nid, name, is_max, kids, value

    @property
    def children(self):
        if self._kids:
            REC.add("x", self._id)
        return list(self._kids)

    @property
    def value(self):
        if self._kids:
            return None
        REC.add("r", self._id)
        return self._value

    @property
    def is_leaf(self):
        return not self._kids

    isMax = property(lambda self: self.is_max)
    isLeaf = property(lambda self: self.is_leaf)

    def __repr__(self):
        return "Node(%s)" % self.name


class Game:
    """AIMA's game interface over the tree: a state is a Node."""

    def actions(self, s):
        """The moves: each child's name (not a number, so a search that
        returns a move is not read as a value)."""
        if s._kids:
            REC.add("x", s._id)
        return [k.name for k in s._kids]

    def result(self, s, a):
        return next((k for k in s._kids if k.name == a), None) if isinstance(a, str) else s._kids[a]

    def is_terminal(self, s):
        return not s._kids

    terminal_test = is_terminal

    def utility(self, s, player):
        REC.add("r", s._id)
        v = s._value
        return v if player == "MAX" or v is None else -v

    def to_move(self, s):
        return "MAX" if s.is_max else "MIN"


GAME = Game()


def build(tree):
    nodes = []
    for spec in tree["nodes"]:
        v = spec.get("value")
        if v is not None:
            v = Fraction(v) if "." in v or "/" in v else (INF if v == "inf" else -INF if v == "-inf" else int(v))
        nodes.append(Node(len(nodes), spec["name"], spec["max"], [], v))
    for node, spec in zip(nodes, tree["nodes"]):
        node._kids = [nodes[k] for k in spec.get("children", [])]
    return nodes


def params(fn):
    try:
        return [n.lower() for n in inspect.signature(fn).parameters]
    except (TypeError, ValueError):
        return []


def windowed(fn):
    """Whether a call is passed a window: its parameters name alpha and beta."""
    names = params(fn)
    return any("alpha" in n for n in names) and any("beta" in n for n in names)


def height(root):
    """The tree's height: a depth limit that never stops a search early."""
    most, todo = 0, [(root, 0)]
    while todo:
        node, d = todo.pop()
        most = max(most, d)
        todo.extend((k, d + 1) for k in node._kids)
    return most


def bind(fn, root, counts_up):
    """Arguments for a search's entry by its parameters' names: the node,
    alpha (-inf), beta (+inf), the depth (0 where it counts up, as CS188's
    does; the tree's height where it counts down to 0), whose turn
    (maximizing, is_max, player: the root's; agent: 0 at MAX, 1 at MIN)."""
    args = [root]
    for name in params(fn)[1:]:
        if "alpha" in name or name == "a":
            args.append(-INF)
        elif "beta" in name or name == "b":
            args.append(INF)
        elif "depth" in name:
            args.append(0 if counts_up else height(root))
        elif "agent" in name:
            args.append(0 if root.is_max else 1)
        elif "max" in name or "player" in name or "turn" in name:
            args.append(root.is_max)
        else:
            break
    return args


ENTRIES = ("alpha_beta_search", "alphabeta_search", "minimax_search", "minimax_decision")


def wrap(name, fn, state):
    if name in ENTRIES:
        return fn
    has_window = windowed(fn)
    negate = state["negate"]

    def wrapped(*args, **kwargs):
        node = next((a for a in args if isinstance(a, Node)), None)
        if node is not None and has_window:
            nums = [number(a) for a in args if not isinstance(a, Node)]
            nums = [n for n in nums if n is not None]
            if len(nums) >= 2:
                lo, hi = nums[-2], nums[-1]
                if negate[0]:
                    lo, hi = flip(hi), flip(lo)
                REC.add("w", node._id, lo, hi)
        out = fn(*args, **kwargs)
        if node is not None:
            n = number(out)
            REC.add("v", node._id, flip(n) if negate[0] else n)
        return out

    wrapped.__wrapped__ = fn
    return wrapped


def flip(n):
    if n is None:
        return None
    return n[1:] if n.startswith("-") else "-" + n


def entry(ns, root):
    """How the file is called, and whether its values are the root
    player's (AIMA: negated back to MAX's when the root is MIN)."""
    for name in ENTRIES:
        fn = ns.get(name)
        if callable(fn):
            # aima-python writes (state, game); the book, (game, state).
            first = (params(fn) or ["game"])[0]
            args = (root, GAME) if first in ("state", "s", "node") else (GAME, root)
            return (lambda: fn(*args)), not root.is_max, True
    for name in ("alphabeta", "alpha_beta", "minimax", "value"):
        fn = ns.get(name)
        if callable(fn):
            args = bind(fn, root, counts_up=name == "value")
            return (lambda: fn(*args)), False, False
    fn = ns.get("max_value" if root.is_max else "min_value")
    if callable(fn):
        args = bind(fn, root, counts_up=True)
        return (lambda: fn(*args)), False, False
    return None, False, False


def student_error():
    """The exception being handled, with only the student's frames (the
    harness's own, named "<…>", left out)."""
    kind, error, tb = sys.exc_info()
    frames = [f for f in traceback.extract_tb(tb) if not f.filename.startswith("<")]
    head = "Traceback (most recent call last):\n" + "".join(traceback.format_list(frames)) if frames else ""
    return head + "".join(traceback.format_exception_only(kind, error))


def load(source, path):
    """The student's namespace, its functions wrapped; raises what the
    file raises."""
    ns = {"__name__": "student", "__file__": path, "INF": INF}
    exec(compile(source, path, "exec"), ns)
    for name, fn in list(ns.items()):
        if inspect.isfunction(fn) and fn.__globals__ is ns:
            ns[name] = wrap(name, fn, STATE)
    return ns


STATE = {"negate": [False]}


def run(ns, line):
    """What the student's search did on the tree `line` holds, as a JSON line."""
    nodes = build(json.loads(line))
    REC.events = []
    call, negate, aima = entry(ns, nodes[0])
    if call is None:
        return json.dumps({"error": "no entry function: define alphabeta(node, alpha, beta), minimax(node), max_value/min_value or alpha_beta_search(game, state)"})
    STATE["negate"][0] = negate
    out = {"events": REC.events}
    try:
        result = call()
        # AIMA's search returns a move (a child's name, no number) or
        # (value, move).
        n = number(result)
        out["root"] = flip(n) if negate else n
    except BaseException:
        out["error"] = student_error()
    return json.dumps(out)
