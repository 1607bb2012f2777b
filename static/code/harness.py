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
        # Where each node was last expanded or read (an index of events).
        self.touched = {}
        self.limit = 200000

    def start(self, nodes):
        self.events, self.touched = [], {}
        # Enough for any search of the tree (a game's runs to 200,000
        # positions), and an end for a loop that never stops.
        self.limit = max(200000, 12 * nodes)

    def add(self, *event):
        if event[0] in ("x", "r"):
            self.touched[event[1]] = len(self.events)
        self.events.append(list(event))
        if len(self.events) > self.limit:
            raise RuntimeError("more than %d steps: an endless loop?" % self.limit)


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

    # CS188's GameState (multiagent project): agent 0 is MAX, agent 1 MIN;
    # a leaf is the game's end (isWin() and isLose() both say so) and the
    # agent's evaluationFunction reads its value.
    def getLegalActions(self, agentIndex=0):
        return GAME.actions(self)

    def generateSuccessor(self, agentIndex, action):
        return GAME.result(self, action)

    def isWin(self):
        return not self._kids

    isLose = isWin

    def getNumAgents(self):
        return 2

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
        if is_alpha(name):
            args.append(-INF)
        elif is_beta(name):
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
# Calls that answer with a move, not a node's value.
MOVES = set(ENTRIES) | {"getAction", "get_action"}
GENERATOR = inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR


def recorder(path):
    """A profile function recording, for every call of a function of the
    student's file (top level, nested in another, a method) that is passed
    a node: the window it was passed (its parameters named alpha and beta)
    and the value it returned. Lambdas, comprehensions and generators are
    helpers (a sort key, a max over children), not a node's search."""
    calls = {}

    def profile(frame, event, arg):
        if event != "call" and event != "return":
            return
        code = frame.f_code
        if code.co_filename != path or code.co_name in MOVES or code.co_name.startswith("<") or code.co_flags & GENERATOR:
            return
        if event == "call":
            names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
            args = frame.f_locals
            node = next((args[n] for n in names if isinstance(args.get(n), Node)), None)
            if node is None:
                return
            calls[frame] = (node, len(REC.events))
            alpha = next((n for n in names if is_alpha(n)), None)
            beta = next((n for n in names if is_beta(n)), None)
            if alpha and beta:
                lo, hi = number(args[alpha]), number(args[beta])
                if lo is not None and hi is not None:
                    if STATE["negate"]:
                        lo, hi = flip(hi), flip(lo)
                    REC.add("w", node._id, lo, hi)
        else:
            node, start = calls.pop(frame, (None, 0))
            # A node's value comes from a call that expanded or read it (by
            # itself or through the calls it made): a helper passed a node
            # (whose turn is next, how many children) returns no value of it.
            if node is not None and REC.touched.get(node._id, -1) >= start:
                n = number(arg)
                REC.add("v", node._id, flip(n) if STATE["negate"] else n)

    return profile


def is_alpha(name):
    name = name.lower()
    return "alpha" in name or name in ("a", "α")


def is_beta(name):
    name = name.lower()
    return "beta" in name or name in ("b", "β")


def flip(n):
    if n is None:
        return None
    return n[1:] if n.startswith("-") else "-" + n


def entry(ns, root, algo):
    """How the file is called, and whether its values are the root
    player's (AIMA, CS188: negated back to MAX's when the root is MIN)."""
    for name in ENTRIES:
        fn = ns.get(name)
        if callable(fn):
            # aima-python writes (state, game); the book, (game, state).
            first = (params(fn) or ["game"])[0]
            args = (root, GAME) if first in ("state", "s", "node") else (GAME, root)
            return (lambda: fn(*args)), not root.is_max
    call = search_of(ns.get, root)
    if call is not None:
        return call, False
    agent = agent_of(ns, algo)
    if agent is None:
        return None, False
    act = getattr(agent, "getAction", None) or getattr(agent, "get_action", None)
    if callable(act):
        # CS188's agent: MAX is agent 0; its depth counts rounds of moves.
        negate = not root.is_max
        agent.evaluationFunction = lambda state: evaluate(state, negate)
        agent.depth = (height(root) + 1) // 2
        return (lambda: act(root)), negate
    return search_of(lambda name: getattr(agent, name, None), root), False


def search_of(get, root):
    """A call of the search by the name it has (a function, or a method of
    an agent): alphabeta, minimax, CS188's value, or max_value/min_value."""
    for name in ("alphabeta", "alpha_beta", "minimax", "value"):
        fn = get(name)
        if callable(fn):
            args = bind(fn, root, counts_up=name == "value")
            return lambda: fn(*args)
    fn = get("max_value" if root.is_max else "min_value")
    if callable(fn):
        args = bind(fn, root, counts_up=True)
        return lambda: fn(*args)
    return None


def agent_of(ns, algo):
    """The file's agent for `algo`: a class of the file with a search
    method, the one named for the algorithm first (CS188's file has a
    MinimaxAgent and an AlphaBetaAgent), made with its own defaults."""
    methods = ("getAction", "get_action", "alphabeta", "alpha_beta", "minimax", "value", "max_value")
    def own(c):
        # A search method the file wrote (not one inherited from CS188's
        # game.Agent, whose getAction only says it is not written).
        return any(m in k.__dict__ for k in c.__mro__ if k.__module__ == "student" for m in methods)

    classes = [c for c in ns.values() if inspect.isclass(c) and c.__module__ == "student" and own(c)]
    named = {"alphabeta": ("alphabeta", "alpha_beta"), "minimax": ("minimax",)}.get(algo, ())
    classes.sort(key=lambda c: (not any(n in c.__name__.lower() for n in named), "expectimax" in c.__name__.lower() or "reflex" in c.__name__.lower()))
    for cls in classes:
        try:
            return cls()
        except Exception:
            # A constructor that needs arguments: the agent without it.
            agent = cls.__new__(cls)
            agent.index = 0
            return agent
    return None


def evaluate(state, negate):
    """CS188's evaluationFunction on a node of the tree: a leaf's value
    (agent 0's, so negated when the root is MIN's)."""
    if not isinstance(state, Node) or state._kids:
        return None
    REC.add("r", state._id)
    v = state._value
    return -v if negate and v is not None else v


def student_error():
    """The exception being handled, with only the student's frames (the
    harness's own, named "<…>", left out)."""
    kind, error, tb = sys.exc_info()
    frames = [f for f in traceback.extract_tb(tb) if not f.filename.startswith("<")]
    head = "Traceback (most recent call last):\n" + "".join(traceback.format_list(frames)) if frames else ""
    return head + "".join(traceback.format_exception_only(kind, error))


def load(source, path):
    """The student's namespace; raises what the file raises. CS188's file
    imports util, game and pacman: where those are not there, small ones
    stand in (lookup, manhattanDistance, Agent, Directions, GameState)."""
    stand_ins()
    ns = {"__name__": "student", "__file__": path, "INF": INF}
    exec(compile(source, path, "exec"), ns)
    ns["__minimax_path__"] = path
    return ns


def stand_ins():
    import types

    def module(name, **items):
        if name in sys.modules:
            return
        try:
            __import__(name)
            return
        except Exception:
            pass
        m = types.ModuleType(name)
        m.__dict__.update(items)
        sys.modules[name] = m

    class Agent:
        def __init__(self, index=0):
            self.index = index

    class Directions:
        NORTH, SOUTH, EAST, WEST, STOP = "North", "South", "East", "West", "Stop"

    def lookup(name, namespace):
        return namespace.get(name)

    def not_defined():
        raise NotImplementedError("not written yet")

    module("util", lookup=lookup, manhattanDistance=lambda a, b: abs(a[0] - b[0]) + abs(a[1] - b[1]), raiseNotDefined=not_defined)
    module("game", Agent=Agent, Directions=Directions)
    module("pacman", GameState=Node)


STATE = {"negate": False}


def run(ns, line):
    """What the student's search did on the tree `line` holds, as a JSON line."""
    spec = json.loads(line)
    nodes = build(spec)
    REC.start(len(nodes))
    out = {"events": REC.events}
    try:
        call, negate = entry(ns, nodes[0], spec.get("algo"))
    except BaseException:
        out["error"] = student_error()
        return json.dumps(out)
    if call is None:
        return json.dumps({"error": "no entry function: define alphabeta(node, alpha, beta), minimax(node), max_value/min_value, alpha_beta_search(game, state) or an agent class with getAction(gameState)"})
    STATE["negate"] = negate
    sys.setprofile(recorder(ns["__minimax_path__"]))
    try:
        result = call()
        # AIMA's search and CS188's getAction return a move (a child's
        # name, no number) or (value, move).
        n = number(result)
        out["root"] = flip(n) if negate else n
    except BaseException:
        out["error"] = student_error()
    finally:
        sys.setprofile(None)
    return json.dumps(out)
