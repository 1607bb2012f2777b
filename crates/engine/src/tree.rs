//! The game tree: a flat arena of nodes stored in preorder.
//!
//! Nodes live in one `Vec` in depth-first preorder, so a node's subtree is
//! the contiguous range `id .. subtree_end(id)`, its first child is `id + 1`
//! and each next sibling starts where the previous sibling's subtree ends.
//! Nothing here recurses: trees a million nodes deep in either direction are
//! built, walked and dropped without touching the call stack.

use std::fmt;
use std::ops::Index;

use super::num::Bound;

/// Index of a node in its [`Tree`]; also its position in preorder (in
/// JSON, the number).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The root of every tree.
    pub const ROOT: NodeId = NodeId(0);

    /// The arena index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Whose turn it is at an internal node.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    Max,
    Min,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::Max => Player::Min,
            Player::Min => Player::Max,
        }
    }

    /// `MAX` or `MIN`, as written in the textbook.
    pub fn name(self) -> &'static str {
        match self {
            Player::Max => "MAX",
            Player::Min => "MIN",
        }
    }
}

/// The kind of an internal node: what its search does with its children's
/// values. [`super::rules`] says, for each kind, how a search starts it,
/// folds a child's value in, moves α/β and decides to cut.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    /// MAX moves: the node takes its best child for MAX.
    Max,
    /// MIN moves: the node takes its best child for MIN.
    Min,
    /// Chance moves: the node's value is its children's values weighted by
    /// the probabilities on their edges (expectiminimax).
    Chance,
    /// Player `index` (from 0) of `players` moves and takes the child whose
    /// utility vector is best in its own component (max^n).
    Player { index: u8, players: u8 },
}

impl Kind {
    /// The two-player side, for MAX and MIN nodes.
    pub fn side(self) -> Option<Player> {
        match self {
            Kind::Max => Some(Player::Max),
            Kind::Min => Some(Player::Min),
            Kind::Chance | Kind::Player { .. } => None,
        }
    }

    /// Whose turn it is at the children of a node of this kind, when they
    /// have no kind of their own: MAX and MIN alternate, players take turns
    /// in order. A chance node passes the turn on: see [`Tree`]'s
    /// resolution, which looks through chance nodes to the last mover.
    pub fn next(self) -> Kind {
        match self {
            Kind::Max => Kind::Min,
            Kind::Min => Kind::Max,
            Kind::Chance => Kind::Chance,
            Kind::Player { index, players } => Kind::Player { index: ((u16::from(index) + 1) % u16::from(players.max(1))) as u8, players },
        }
    }
}

impl From<Player> for Kind {
    fn from(player: Player) -> Kind {
        match player {
            Player::Max => Kind::Max,
            Player::Min => Kind::Min,
        }
    }
}

/// What a node is: an internal node of some kind, or a leaf. A leaf is
/// never "a node without a player".
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Body {
    Internal(Kind),
    Leaf(Leaf),
}

/// What the edge from a node's parent carries: the probability of this
/// outcome (below a chance node) and the move's label (`a1`, `e4`, "take
/// 2"). Both are optional; the typed notation writes neither yet.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Edge {
    pub probability: Option<super::value::Exact>,
    pub label: Option<Box<str>>,
}

/// What a leaf holds: a known utility or a named unknown.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Leaf {
    /// A utility such as `3`, `-2.5` or `inf`.
    Value(Bound),
    /// A placeholder such as `a`: a value nobody has written down yet.
    Placeholder(Box<str>),
    /// A utility vector such as `{1,2,6}`: one utility per player, in a
    /// game of more than two players (max^n).
    Vector(Box<[Bound]>),
}

/// One node of the arena.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Node {
    parent: Option<NodeId>,
    subtree_end: u32,
    child_count: u32,
    index_in_parent: u32,
    depth: u32,
    /// The label written in the notation (`A:` in `A:max(…)`), if any.
    label: Option<Box<str>>,
    /// A kind written in the notation (`max(…)`), which fixes this node.
    explicit: Option<Kind>,
    /// The leaf, or the internal node's kind (resolved from the root player
    /// and explicit kinds).
    body: Body,
    /// What the edge from the parent carries, if anything.
    edge: Option<Box<Edge>>,
    /// A leaf where a depth-limited search stopped and evaluated (its
    /// value is an evaluation, not the utility of a finished game).
    frontier: bool,
    /// A position met before, whose value a transposition table gave
    /// instead of a search: the node that was searched.
    same_as: Option<NodeId>,
}

/// A game tree with at least one node.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tree {
    nodes: Vec<Node>,
    /// Display names: explicit labels, else `A, B, C…` for internal nodes in
    /// breadth-first order and the parent's name plus child number (`B1`)
    /// for leaves.
    names: Names,
    root_player: Player,
    /// Some node is a chance node (kept so every step need not look).
    chance: bool,
    /// The number of players of a max^n tree (utility vectors at the
    /// leaves, `p1(…)` nodes); 0 for a two-player or chance tree.
    players: u8,
}

impl Index<NodeId> for Tree {
    type Output = Node;
    fn index(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }
}

impl Node {
    /// The node's parent; `None` for the root.
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }
    /// Number of children (0 for a leaf).
    pub fn child_count(&self) -> usize {
        self.child_count as usize
    }
    /// Position among the parent's children, from 0.
    pub fn index_in_parent(&self) -> usize {
        self.index_in_parent as usize
    }
    /// Distance from the root.
    pub fn depth(&self) -> usize {
        self.depth as usize
    }
    /// The label written in the notation, if any.
    pub fn label(&self) -> Option<&str> {
        self.label.as_deref()
    }
    /// The MAX or MIN kind written in the notation, if any.
    pub fn explicit(&self) -> Option<Player> {
        self.explicit.and_then(Kind::side)
    }
    /// The kind given to this node when it was built, if any.
    pub fn explicit_kind(&self) -> Option<Kind> {
        self.explicit
    }
    /// What the node is: a leaf, or an internal node of some kind.
    pub fn body(&self) -> &Body {
        &self.body
    }
    /// The internal node's kind; `None` for a leaf.
    pub fn kind(&self) -> Option<Kind> {
        match self.body {
            Body::Internal(kind) => Some(kind),
            Body::Leaf(_) => None,
        }
    }
    /// The side to move at a MAX or MIN node; `None` for leaves, chance
    /// nodes and the players of a max^n tree.
    pub fn player(&self) -> Option<Player> {
        self.kind().and_then(Kind::side)
    }
    /// The leaf's content; `None` for an internal node.
    pub fn leaf(&self) -> Option<&Leaf> {
        match &self.body {
            Body::Leaf(leaf) => Some(leaf),
            Body::Internal(_) => None,
        }
    }
    /// True for leaves.
    pub fn is_leaf(&self) -> bool {
        matches!(self.body, Body::Leaf(_))
    }
    /// What the edge from the parent carries (probability, move label).
    pub fn edge(&self) -> Option<&Edge> {
        self.edge.as_deref()
    }
    /// True for a leaf a depth-limited search evaluated: its value is the
    /// evaluation function's, the game is not over.
    pub fn is_frontier(&self) -> bool {
        self.frontier
    }
    /// For a position a transposition table answered: the earlier node,
    /// the same position, whose searched value it took.
    pub fn same_as(&self) -> Option<NodeId> {
        self.same_as
    }
    /// One past the last node of this node's subtree in preorder.
    pub fn subtree_end(&self) -> NodeId {
        NodeId(self.subtree_end)
    }
}

impl Tree {
    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Never true: a tree has at least a root. Present for clippy's sake.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The player at the root.
    pub fn root_player(&self) -> Player {
        self.root_player
    }

    /// All node ids in preorder.
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + '_ {
        (0..self.nodes.len() as u32).map(NodeId)
    }

    /// Every node in preorder, with a [`Walk::Leave`] after each internal
    /// node's subtree: what printers need to close brackets. No recursion.
    pub fn walk(&self) -> WalkIter<'_> {
        WalkIter { tree: self, next: 0, open: Vec::new() }
    }

    /// The children of `id`, left to right.
    pub fn children(&self, id: NodeId) -> Children<'_> {
        Children { tree: self, next: id.0 + 1, end: self[id].subtree_end }
    }

    /// The `k`-th child of `id` (from 0), if there is one.
    pub fn child(&self, id: NodeId, k: usize) -> Option<NodeId> {
        self.children(id).nth(k)
    }

    /// The display name: the explicit label, or a generated one.
    pub fn name(&self, id: NodeId) -> &str {
        self.names.get(id.index())
    }

    /// The leaf utility of `id`, if it is a leaf with a known value.
    pub fn leaf_value(&self, id: NodeId) -> Option<Bound> {
        match self[id].body {
            Body::Leaf(Leaf::Value(v)) => Some(v),
            _ => None,
        }
    }

    /// The dotted child-index path: `""` for the root, `"1.2"` for the root's
    /// second child's third child.
    pub fn path(&self, id: NodeId) -> String {
        let mut parts = Vec::new();
        let mut at = id;
        while let Some(parent) = self[at].parent {
            parts.push(self[at].index_in_parent.to_string());
            at = parent;
        }
        parts.reverse();
        parts.join(".")
    }

    /// The node at a dotted path, if the path names one.
    pub fn find_path(&self, path: &str) -> Option<NodeId> {
        let mut at = NodeId::ROOT;
        if path.is_empty() {
            return Some(at);
        }
        for part in path.split('.') {
            let k: usize = part.parse().ok()?;
            at = self.child(at, k)?;
        }
        Some(at)
    }

    /// The leaves, left to right.
    pub fn leaves(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.ids().filter(|&id| self[id].is_leaf())
    }

    /// True if `ancestor` is `node` or lies above it.
    pub fn contains(&self, ancestor: NodeId, node: NodeId) -> bool {
        ancestor <= node && node.0 < self[ancestor].subtree_end
    }

    /// Height of the tree: 0 for a lone leaf.
    pub fn height(&self) -> usize {
        self.nodes.iter().map(|n| n.depth as usize).max().unwrap_or(0)
    }

    /// The same tree with the leaf `id` holding `leaf` instead. Returns
    /// `None` if `id` is not a leaf of this tree.
    pub fn with_leaf(&self, id: NodeId, leaf: Leaf) -> Option<Tree> {
        if !self.nodes.get(id.index())?.is_leaf() {
            return None;
        }
        let mut nodes = self.nodes.clone();
        nodes[id.index()].body = Body::Leaf(leaf);
        let names = generate_names(&nodes);
        Some(Tree { nodes, names, root_player: self.root_player, chance: self.chance, players: self.players })
    }

    /// The number of players of a max^n tree (its leaves are utility
    /// vectors with one component each); `None` for a two-player tree.
    pub fn players(&self) -> Option<u8> {
        (self.players >= 2).then_some(self.players)
    }

    /// A vector leaf's utilities as a [`Value::Vector`](super::value::Value).
    pub fn leaf_vector(&self, id: NodeId) -> Option<super::value::Value> {
        match &self[id].body {
            Body::Leaf(Leaf::Vector(parts)) => Some(super::value::Value::vector(parts)),
            _ => None,
        }
    }

    /// True when some node is a chance node (EXPECTIMINIMAX's tree).
    pub fn has_chance(&self) -> bool {
        self.chance
    }

    /// The same tree with another root player. Explicit kinds stay fixed;
    /// every other level alternates from its parent.
    pub fn with_root_player(mut self, root_player: Player) -> Tree {
        self.root_player = root_player;
        resolve_players(&mut self.nodes, root_kind(root_player, self.players));
        self
    }
}

/// One step of [`Tree::walk`]: a node is entered, or an internal node is
/// left after its whole subtree.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Walk {
    Enter(NodeId),
    Leave(NodeId),
}

/// Preorder walk with leave events; see [`Tree::walk`].
pub struct WalkIter<'a> {
    tree: &'a Tree,
    next: u32,
    open: Vec<NodeId>,
}

impl Iterator for WalkIter<'_> {
    type Item = Walk;
    fn next(&mut self) -> Option<Walk> {
        if let Some(&top) = self.open.last()
            && self.tree[top].subtree_end <= self.next
        {
            self.open.pop();
            return Some(Walk::Leave(top));
        }
        let id = NodeId(self.next);
        let node = self.tree.nodes.get(id.index())?;
        self.next += 1;
        if !node.is_leaf() {
            self.open.push(id);
        }
        Some(Walk::Enter(id))
    }
}

/// Iterator over a node's children; see [`Tree::children`].
pub struct Children<'a> {
    tree: &'a Tree,
    next: u32,
    end: u32,
}

impl Iterator for Children<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        if self.next >= self.end {
            return None;
        }
        let id = NodeId(self.next);
        self.next = self.tree.nodes[id.index()].subtree_end;
        Some(id)
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Builds a [`Tree`] in preorder: `open` an internal node, add its children
/// (`leaf` or nested `open`…`close`), then `close` it.
#[derive(Default)]
pub struct TreeBuilder {
    nodes: Vec<Node>,
    open: Vec<NodeId>,
}

/// Why a builder could not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// Nothing was added.
    Empty,
    /// An internal node was left without children.
    NoChildren(NodeId),
    /// `open` without a matching `close`.
    Unclosed,
}

impl TreeBuilder {
    /// An empty builder.
    pub fn new() -> TreeBuilder {
        TreeBuilder::default()
    }

    /// Number of nodes added so far.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True if nothing was added yet.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    fn push(&mut self, label: Option<Box<str>>, explicit: Option<Kind>, body: Body) -> NodeId {
        let id = NodeId(self.nodes.len() as u32);
        let parent = self.open.last().copied();
        let (index_in_parent, depth) = match parent {
            Some(p) => {
                let pn = &mut self.nodes[p.index()];
                pn.child_count += 1;
                (pn.child_count - 1, pn.depth + 1)
            }
            None => (0, 0),
        };
        self.nodes.push(Node {
            parent,
            subtree_end: id.0 + 1,
            child_count: 0,
            index_in_parent,
            depth,
            label,
            explicit,
            body,
            edge: None,
            frontier: false,
            same_as: None,
        });
        id
    }

    /// Starts an internal node as the next child of the innermost open node.
    pub fn open(&mut self, label: Option<Box<str>>, explicit: Option<Player>) -> NodeId {
        self.open_kind(label, explicit.map(Kind::from))
    }

    /// Starts an internal node of any kind (`None`: resolved from its
    /// parent when the tree is finished).
    pub fn open_kind(&mut self, label: Option<Box<str>>, explicit: Option<Kind>) -> NodeId {
        // The kind is resolved in `finish`; MAX is only a placeholder.
        let id = self.push(label, explicit, Body::Internal(explicit.unwrap_or(Kind::Max)));
        self.open.push(id);
        id
    }

    /// Adds a leaf as the next child of the innermost open node.
    pub fn leaf(&mut self, label: Option<Box<str>>, leaf: Leaf) -> NodeId {
        self.push(label, None, Body::Leaf(leaf))
    }

    /// Sets what the edge into the last node added carries.
    /// Marks the node added last as evaluated at a depth limit.
    pub fn mark_frontier(&mut self) {
        if let Some(node) = self.nodes.last_mut() {
            node.frontier = true;
        }
    }

    /// Marks the node added last as answered by a transposition table
    /// with the value of `earlier`, the same position searched before.
    pub fn mark_same_as(&mut self, earlier: NodeId) {
        if let Some(node) = self.nodes.last_mut() {
            node.same_as = Some(earlier);
        }
    }

    pub fn set_edge(&mut self, edge: Edge) {
        if let Some(node) = self.nodes.last_mut() {
            node.edge = (edge != Edge::default()).then(|| Box::new(edge));
        }
    }

    /// Closes the innermost open node. Does nothing if none is open.
    pub fn close(&mut self) {
        if let Some(id) = self.open.pop() {
            self.nodes[id.index()].subtree_end = self.nodes.len() as u32;
        }
    }

    /// Removes the innermost open node if it has no children yet (an empty
    /// group being recovered from). Returns true if it did.
    pub fn abandon_empty(&mut self) -> bool {
        match self.open.last() {
            Some(&id) if id.index() + 1 == self.nodes.len() => {
                self.open.pop();
                self.nodes.pop();
                if let Some(&p) = self.open.last() {
                    self.nodes[p.index()].child_count -= 1;
                }
                true
            }
            _ => false,
        }
    }

    /// Makes the first node's only child the root: used when the notation's
    /// top level holds a single group. Does nothing unless node 0 is an
    /// internal node with exactly one child.
    pub fn lift_only_child(&mut self) {
        if self.nodes.len() < 2 || self.nodes[0].is_leaf() || self.nodes[0].child_count != 1 {
            return;
        }
        self.nodes.remove(0);
        for node in &mut self.nodes {
            node.parent = match node.parent {
                Some(NodeId(0)) | None => None,
                Some(NodeId(p)) => Some(NodeId(p - 1)),
            };
            node.subtree_end -= 1;
            node.depth = node.depth.saturating_sub(1);
        }
        for id in &mut self.open {
            id.0 = id.0.saturating_sub(1);
        }
    }

    /// Finishes the tree: resolves players and names.
    pub fn finish(self, root_player: Player) -> Result<Tree, BuildError> {
        if !self.open.is_empty() {
            return Err(BuildError::Unclosed);
        }
        if self.nodes.is_empty() {
            return Err(BuildError::Empty);
        }
        if let Some(i) = self.nodes.iter().position(|n| !n.is_leaf() && n.child_count == 0) {
            return Err(BuildError::NoChildren(NodeId(i as u32)));
        }
        let mut nodes = self.nodes;
        // A max^n tree: as many players as the longest utility vector or
        // the highest `pN` written; every `pN` node learns the count.
        let players = nodes
            .iter()
            .map(|n| match (&n.body, n.explicit) {
                (Body::Leaf(Leaf::Vector(parts)), _) => parts.len(),
                (_, Some(Kind::Player { index, .. })) => usize::from(index) + 1,
                _ => 0,
            })
            .max()
            .unwrap_or(0)
            .min(usize::from(u8::MAX)) as u8;
        if players > 0 {
            for node in &mut nodes {
                if let Some(Kind::Player { index, .. }) = node.explicit {
                    node.explicit = Some(Kind::Player { index, players });
                }
            }
        }
        resolve_players(&mut nodes, root_kind(root_player, players));
        let names = generate_names(&nodes);
        let chance = nodes.iter().any(|n| n.explicit == Some(Kind::Chance));
        Ok(Tree { nodes, names, root_player, chance, players })
    }
}

/// The kind of a root written without one: the first player of a max^n
/// tree, else `root_player`.
fn root_kind(root_player: Player, players: u8) -> Kind {
    if players >= 2 { Kind::Player { index: 0, players } } else { Kind::from(root_player) }
}

/// Gives every internal node without a kind of its own the turn after its
/// parent's: MAX and MIN alternate, players take turns in order, and a
/// chance node passes on the turn it received (MAX, chance, MIN).
fn resolve_players(nodes: &mut [Node], root: Kind) {
    // `turn[i]`: the kind a kind-less child of node `i` gets. Parents
    // precede children in preorder, so one forward pass suffices.
    let mut turn: Vec<Kind> = Vec::with_capacity(nodes.len());
    for node in nodes.iter_mut() {
        let inherited = match node.parent {
            Some(p) => turn[p.index()],
            None => root,
        };
        let kind = node.explicit.unwrap_or(inherited);
        if let Body::Internal(k) = &mut node.body {
            *k = kind;
        }
        turn.push(match kind {
            Kind::Chance => inherited,
            mover => mover.next(),
        });
    }
}

/// `A`…`Z`, then `AA`, `AB`… like spreadsheet columns.
fn letters(mut k: usize) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b'A' + (k % 26) as u8);
        if k < 26 {
            break;
        }
        k = k / 26 - 1;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// Every node's display name, kept in one string (a tree of half a million
/// nodes would otherwise make half a million small allocations).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
struct Names {
    text: String,
    /// Node `i`'s name is `text[spans[i].0 .. spans[i].1]`.
    spans: Vec<(u32, u32)>,
}

impl Names {
    fn get(&self, i: usize) -> &str {
        self.spans.get(i).and_then(|&(a, b)| self.text.get(a as usize..b as usize)).unwrap_or("")
    }

    fn set(&mut self, i: usize, write: impl FnOnce(&mut String)) {
        let start = self.text.len() as u32;
        write(&mut self.text);
        self.spans[i] = (start, self.text.len() as u32);
    }
}

fn generate_names(nodes: &[Node]) -> Names {
    use std::collections::HashSet;
    use std::fmt::Write;
    let taken: HashSet<&str> = nodes.iter().filter_map(|n| n.label.as_deref()).collect();
    let mut names = Names { text: String::with_capacity(nodes.len() * 4), spans: vec![(0, 0); nodes.len()] };
    // Labels are names as written; the other internal nodes get letters in
    // breadth-first order: by depth, then left to right (preorder within a
    // depth is left-to-right order). A stable counting sort by depth of
    // just those nodes: the pass in that order touches no node again.
    let mut lettered: Vec<(u32, u32)> = Vec::new();
    for (i, node) in nodes.iter().enumerate() {
        if let Some(label) = &node.label {
            names.set(i, |t| t.push_str(label));
        } else if !node.is_leaf() {
            lettered.push((i as u32, node.depth));
        }
    }
    let mut starts = vec![0usize; lettered.iter().map(|&(_, d)| d as usize + 1).max().unwrap_or(0) + 1];
    for &(_, depth) in &lettered {
        starts[depth as usize + 1] += 1;
    }
    for d in 1..starts.len() {
        starts[d] += starts[d - 1];
    }
    let mut order = vec![0u32; lettered.len()];
    for &(i, depth) in &lettered {
        order[starts[depth as usize]] = i;
        starts[depth as usize] += 1;
    }
    let mut next_letter = 0usize;
    for &i in &order {
        let name = loop {
            let candidate = letters(next_letter);
            next_letter += 1;
            if !taken.contains(candidate.as_str()) {
                break candidate;
            }
        };
        names.set(i as usize, |t| t.push_str(&name));
    }
    // Leaves without a label: placeholders go by their own name, others by
    // parent name and 1-based child number. Parents are never leaves, so
    // their names are all made above.
    for (i, node) in nodes.iter().enumerate() {
        if node.label.is_some() || !node.is_leaf() {
            continue;
        }
        match (node.leaf(), node.parent) {
            (Some(Leaf::Placeholder(p)), _) => names.set(i, |t| t.push_str(p)),
            (_, Some(parent)) => {
                let (a, b) = names.spans[parent.index()];
                names.set(i, |t| {
                    t.extend_from_within(a as usize..b as usize);
                    let _ = write!(t, "{}", node.index_in_parent + 1);
                })
            }
            (_, None) => names.set(i, |t| t.push('A')),
        }
    }
    if !taken.is_empty() {
        unique_leaf_names(nodes, &mut names);
    }
    names
}

/// With labels written, a leaf's name made from its parent's (`A` and 1
/// make `A1`) may be a label too (`A1:<…>`), or another leaf's (`A1`'s
/// first leaf and `A`'s eleventh are both `A11`): such a leaf gets primes
/// (`A1′`) until its name is its own. Placeholders keep theirs.
fn unique_leaf_names(nodes: &[Node], names: &mut Names) {
    use std::collections::HashSet;
    let mut seen: HashSet<String> =
        nodes.iter().enumerate().filter(|(_, n)| n.label.is_some() || !n.is_leaf()).map(|(i, _)| names.get(i).to_string()).collect();
    for (i, node) in nodes.iter().enumerate() {
        if node.label.is_some() || !node.is_leaf() || matches!(node.leaf(), Some(Leaf::Placeholder(_))) {
            continue;
        }
        let mut name = names.get(i).to_string();
        if seen.contains(&name) {
            while seen.contains(&name) {
                name.push('′');
            }
            let fresh = name.clone();
            names.set(i, |t| t.push_str(&fresh));
        }
        seen.insert(name);
    }
}
