//! Where a search's nodes come from: a [`SearchSpace`].
//!
//! The stepper ([`super::search::Stepper`]) asks its space what a node is
//! when it first reaches it, and for a node's children one at a time, each
//! after the previous child's subtree is finished. A typed [`Tree`] answers
//! from its arena. A [`GameSpace`] answers by playing a [`Game`]: a node's
//! state is made only when the search enters it, depth-first, so the nodes
//! it makes are numbered in preorder exactly like a tree's arena, and a
//! subtree the search prunes is never made, only counted.

use std::collections::HashMap;

use super::num::Bound;
use super::tree::{Body, Edge, Kind, Leaf, NodeId, Player, Tree, TreeBuilder};
use super::value::Exact;

/// What the search finds when it reaches a node.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Reached {
    /// A leaf with its utility; `None` for a placeholder (a value nobody
    /// has written down yet).
    Leaf(Option<Bound>),
    /// An internal node of this kind, with at least one child.
    Internal(Kind),
    /// A leaf of a max^n tree with its utility vector.
    Vector(Box<[Bound]>),
}

/// A space the search walks. Nodes are numbered in preorder from the root
/// (`NodeId::ROOT`); every method is called in the order a depth-first
/// search visits, which is what lets a generated space number its nodes as
/// it makes them.
pub trait SearchSpace {
    /// What `node` is. Called once, when the search first reaches it.
    fn reach(&mut self, node: NodeId) -> Reached;
    /// The child of `node` after `previous` (the first child for `None`),
    /// once `previous`'s subtree is finished; `None` when there is none.
    fn child(&mut self, node: NodeId, previous: Option<NodeId>) -> Option<NodeId>;
    /// True if `node` has a child after `child`.
    fn has_child_after(&self, node: NodeId, child: NodeId) -> bool;
    /// The children of `node` after `previous` are pruned. Returns the
    /// preorder number of the first pruned node, where the pruned subtrees
    /// begin (for a generated space, where they would have begun: nothing
    /// is made).
    fn prune(&mut self, node: NodeId, previous: NodeId) -> u32;
    /// The search has finished `node`'s subtree; `exact` is its value when
    /// that value is exact (not a bound a cutoff left), for a
    /// transposition table to remember.
    fn finish(&mut self, _node: NodeId, _exact: Option<Bound>) {}
    /// The probability of `child`, a child of the chance node `node`.
    fn probability(&self, node: NodeId, child: NodeId) -> Exact;
}

impl SearchSpace for &Tree {
    fn reach(&mut self, node: NodeId) -> Reached {
        match self[node].body() {
            Body::Leaf(Leaf::Value(v)) => Reached::Leaf(Some(*v)),
            Body::Leaf(Leaf::Placeholder(_)) => Reached::Leaf(None),
            Body::Leaf(Leaf::Vector(parts)) => Reached::Vector(parts.clone()),
            Body::Internal(kind) => Reached::Internal(*kind),
        }
    }

    fn child(&mut self, node: NodeId, previous: Option<NodeId>) -> Option<NodeId> {
        let next = match previous {
            None => node.0 + 1,
            Some(p) => self[p].subtree_end().0,
        };
        (next < self[node].subtree_end().0).then_some(NodeId(next))
    }

    fn has_child_after(&self, node: NodeId, child: NodeId) -> bool {
        self[child].subtree_end() < self[node].subtree_end()
    }

    fn prune(&mut self, _node: NodeId, previous: NodeId) -> u32 {
        self[previous].subtree_end().0
    }

    /// The probability on the child's edge; children without one share
    /// what the others leave equally.
    fn probability(&self, node: NodeId, child: NodeId) -> Exact {
        if let Some(p) = self[child].edge().and_then(|e| e.probability.clone()) {
            return p;
        }
        let (mut given, mut missing) = (Exact::zero(), 0i64);
        for c in self.children(node) {
            match self[c].edge().and_then(|e| e.probability.as_ref()) {
                Some(p) => given += p,
                None => missing += 1,
            }
        }
        let left = Exact::one() - given;
        if missing == 0 || left.is_negative() { Exact::zero() } else { left / Exact::integer(missing) }
    }
}

/// A game as the course notes define it: an initial state, whose turn it
/// is (PLAYER), the legal moves (ACTIONS), their outcome (RESULT), when the
/// game is over (TERMINAL-TEST) and what it is worth (UTILITY, from MAX's
/// point of view).
pub trait Game {
    type State: Clone;
    type Action: Clone;
    /// The state the game starts in.
    fn initial(&self) -> Self::State;
    /// Who moves in `state`: MAX, MIN, chance or one of n players.
    fn player(&self, state: &Self::State) -> Kind;
    /// The legal moves in `state`, in the order they are searched.
    fn actions(&self, state: &Self::State) -> Vec<Self::Action>;
    /// The state `action` leads to.
    fn result(&self, state: &Self::State, action: &Self::Action) -> Self::State;
    /// True when the game is over in `state`.
    fn terminal(&self, state: &Self::State) -> bool;
    /// What a finished game is worth.
    fn utility(&self, state: &Self::State) -> Bound;
    /// How a move is written on its edge (`take 2`, `b3`).
    fn label(&self, action: &Self::Action) -> String;
    /// True when `state` is where a depth-limited search stops and
    /// evaluates (`terminal` holds and `utility` is then the evaluation),
    /// not a finished game.
    fn frontier(&self, _state: &Self::State) -> bool {
        false
    }
    /// The key under which a transposition table remembers `state`'s
    /// value (the same state with as far left to search, the same key), or
    /// `None` when no table is kept (the default).
    fn transposition_key(&self, _state: &Self::State) -> Option<(u128, u32)> {
        None
    }
    /// The probability of `action` where chance moves in `state`: equally
    /// likely unless a game says otherwise.
    fn probability(&self, _state: &Self::State, _action: &Self::Action, moves: usize) -> Exact {
        Exact::new(1.into(), (moves.max(1) as i64).into())
    }
    /// The search cut off at `state` after trying `action`: a game whose
    /// move order learns from cutoffs (killer moves, the history
    /// heuristic) records it. Nothing by default.
    fn cutoff(&self, _state: &Self::State, _action: &Self::Action) {}
}

/// A typed tree played as a game: a state is a node, its moves are its
/// children (labelled with their names). Searching it through a
/// [`GameSpace`] makes the nodes one by one, as a real game would; the
/// typed tree is a game like any other.
pub struct TreeGame<'a>(pub &'a Tree);

impl Game for TreeGame<'_> {
    type State = NodeId;
    type Action = NodeId;
    fn initial(&self) -> NodeId {
        NodeId::ROOT
    }
    fn player(&self, state: &NodeId) -> Kind {
        self.0[*state].kind().unwrap_or(Kind::Max)
    }
    fn actions(&self, state: &NodeId) -> Vec<NodeId> {
        self.0.children(*state).collect()
    }
    fn result(&self, _state: &NodeId, action: &NodeId) -> NodeId {
        *action
    }
    fn terminal(&self, state: &NodeId) -> bool {
        self.0[*state].is_leaf()
    }
    /// A placeholder has no utility; it is played as 0.
    fn utility(&self, state: &NodeId) -> Bound {
        self.0.leaf_value(*state).unwrap_or(Bound::int(0))
    }
    fn label(&self, action: &NodeId) -> String {
        self.0.name(*action).to_string()
    }
    fn probability(&self, state: &NodeId, action: &NodeId, _moves: usize) -> Exact {
        SearchSpace::probability(&self.0, *state, *action)
    }
}

/// One node a [`GameSpace`] has made.
#[derive(Clone, Debug)]
struct Made<S, A> {
    parent: Option<NodeId>,
    state: S,
    /// The move that led here (named by the game when asked), and its
    /// probability when chance made it.
    action: Option<A>,
    probability: Option<Box<Exact>>,
    /// What the node is, once reached.
    reached: Option<Reached>,
    /// The legal moves' count, and how many children were made.
    moves: u32,
    made: u32,
    /// Moves a cutoff left unexplored.
    pruned: u32,
    /// Reached as a leaf at the depth limit (evaluated), not at the end of
    /// the game.
    frontier: bool,
    /// Met before: the node searched earlier whose value the transposition
    /// table gave this one instead of a search.
    same_as: Option<NodeId>,
}

/// A game's tree, made as the search walks it. Only the states the search
/// reaches exist; the moves a cutoff skips are counted
/// ([`GameSpace::unexplored`]), never played.
pub struct GameSpace<G: Game> {
    game: G,
    nodes: Vec<Made<G::State, G::Action>>,
    /// The moves of the node whose children are being made, kept so each
    /// is listed once per node rather than once per child.
    actions: Vec<(NodeId, Vec<G::Action>)>,
    /// The transposition table: exact values of searched positions by
    /// [`Game::transposition_key`], with the node that was searched.
    table: HashMap<(u128, u32), (Bound, NodeId)>,
    /// Positions whose value the table gave.
    hits: usize,
    /// The moves each cutoff skipped, kept when it happened: an order that
    /// learns (killer moves, history) would list them differently later.
    skipped: HashMap<NodeId, Vec<G::Action>>,
}

impl<G: Game> GameSpace<G> {
    /// A space holding only the game's initial state, as the root.
    pub fn new(game: G) -> GameSpace<G> {
        let state = game.initial();
        let root = Made {
            parent: None,
            state,
            action: None,
            probability: None,
            reached: None,
            moves: 0,
            made: 0,
            pruned: 0,
            frontier: false,
            same_as: None,
        };
        let mut nodes = Vec::with_capacity(1 << 10);
        nodes.push(root);
        GameSpace { game, nodes, actions: Vec::new(), table: HashMap::new(), hits: 0, skipped: HashMap::new() }
    }

    /// Number of nodes made so far.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True if nothing was made (never: the root always is).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The state at `node`, if made.
    pub fn state(&self, node: NodeId) -> Option<&G::State> {
        self.nodes.get(node.index()).map(|m| &m.state)
    }

    /// The moves at `node` a cutoff left unexplored.
    pub fn unexplored(&self, node: NodeId) -> u32 {
        self.nodes.get(node.index()).map_or(0, |m| m.pruned)
    }

    /// True if `node` was reached at the depth limit and evaluated rather
    /// than being the end of the game.
    pub fn is_frontier(&self, node: NodeId) -> bool {
        self.nodes.get(node.index()).is_some_and(|m| m.frontier)
    }

    /// The earlier node whose value the transposition table gave `node`
    /// (the same position, met again), if any.
    pub fn same_as(&self, node: NodeId) -> Option<NodeId> {
        self.nodes.get(node.index()).and_then(|m| m.same_as)
    }

    /// How many positions the transposition table answered.
    pub fn hits(&self) -> usize {
        self.hits
    }

    /// The legal moves at `node` (made or not), once it is reached.
    pub fn moves(&self, node: NodeId) -> u32 {
        self.nodes.get(node.index()).map_or(0, |m| m.moves)
    }

    /// The move that led to `node`, as the game writes it.
    pub fn label(&self, node: NodeId) -> Option<String> {
        self.nodes.get(node.index()).and_then(|m| m.action.as_ref()).map(|a| self.game.label(a))
    }

    /// The game being played.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The part of the game's tree the search made, as a [`Tree`] (the same
    /// preorder numbering), with each move's label and each chance move's
    /// probability on its edge. `None` while the search is between making a
    /// node and reaching it, or has entered a node but made none of its
    /// children yet (a tree's internal nodes have children).
    pub fn to_tree(&self) -> Option<Tree> {
        self.build(false).map(|(tree, _)| tree)
    }

    /// [`GameSpace::to_tree`] with each move a cutoff skipped as a stub: a
    /// placeholder leaf `_` labelled with the move, after the node's
    /// searched children. The search never reaches a stub, so the same
    /// search of this tree takes exactly the same steps, and the drawing
    /// can show what was cut without the pruned positions ever being made.
    /// Also returns, for each of the tree's nodes (by id), the node of
    /// this space it is, `None` for a stub.
    pub fn to_tree_with_stubs(&self) -> Option<(Tree, Vec<Option<NodeId>>)> {
        self.build(true)
    }

    /// The moves a cutoff skipped at `node`, in order.
    fn skipped(&self, node: NodeId) -> Vec<G::Action> {
        self.skipped.get(&node).cloned().unwrap_or_default()
    }

    fn build(&self, stubs: bool) -> Option<(Tree, Vec<Option<NodeId>>)> {
        let mut builder = TreeBuilder::new();
        let mut open: Vec<NodeId> = Vec::new();
        let mut origin: Vec<Option<NodeId>> = Vec::with_capacity(self.nodes.len());
        // The tree's id of each node made so far (stubs shift them).
        let mut id_in_tree: Vec<NodeId> = Vec::with_capacity(self.nodes.len());
        let close = |builder: &mut TreeBuilder, origin: &mut Vec<Option<NodeId>>, node: NodeId| {
            if stubs {
                for action in self.skipped(node) {
                    origin.push(None);
                    builder.leaf(None, Leaf::Placeholder(Box::from("_")));
                    builder.set_edge(Edge { probability: None, label: Some(Box::from(self.game.label(&action))) });
                }
            }
            builder.close();
        };
        for (i, made) in self.nodes.iter().enumerate() {
            while let Some(&top) = open.last() {
                if Some(top) == made.parent {
                    break;
                }
                close(&mut builder, &mut origin, top);
                open.pop();
            }
            origin.push(Some(NodeId(i as u32)));
            let id = match made.reached.clone()? {
                Reached::Leaf(value) => {
                    let leaf = value.map_or_else(|| Leaf::Placeholder(Box::from("?")), Leaf::Value);
                    let id = builder.leaf(None, leaf);
                    if made.frontier {
                        builder.mark_frontier();
                    }
                    if let Some(&earlier) = made.same_as.and_then(|n| id_in_tree.get(n.index())) {
                        builder.mark_same_as(earlier);
                    }
                    id
                }
                Reached::Vector(parts) => builder.leaf(None, Leaf::Vector(parts)),
                Reached::Internal(kind) => {
                    open.push(NodeId(i as u32));
                    builder.open_kind(None, Some(kind))
                }
            };
            id_in_tree.push(id);
            let label = made.action.as_ref().map(|a| Box::from(self.game.label(a)));
            builder.set_edge(Edge { probability: made.probability.as_deref().cloned(), label });
        }
        while let Some(top) = open.pop() {
            close(&mut builder, &mut origin, top);
        }
        // An internal node the search never got into (it stopped first)
        // has no children: no tree yet.
        builder.finish(Player::Max).ok().map(|tree| (tree, origin))
    }

    fn moves_of(&mut self, node: NodeId) -> &[G::Action] {
        if self.actions.last().is_none_or(|(n, _)| *n != node) {
            self.actions.retain(|(n, _)| *n < node);
            let state = &self.nodes[node.index()].state;
            let moves = self.game.actions(state);
            self.actions.push((node, moves));
        }
        self.actions.last().map_or(&[], |(_, moves)| moves.as_slice())
    }
}

impl<G: Game> SearchSpace for GameSpace<G> {
    fn reach(&mut self, node: NodeId) -> Reached {
        let Some(made) = self.nodes.get(node.index()) else { return Reached::Leaf(None) };
        if let Some(reached) = &made.reached {
            return reached.clone();
        }
        let state = made.state.clone();
        // A state that is not terminal but has no legal move is treated as
        // finished too (its utility is asked for); its empty list of moves
        // is not kept.
        let moves = if self.game.terminal(&state) { 0 } else { self.moves_of(node).len() as u32 };
        if moves == 0 {
            self.actions.retain(|(n, _)| *n != node);
        }
        // A position the table knows is not searched again: its value is
        // looked up, and it is a leaf of the search.
        let known = if moves == 0 { None } else { self.game.transposition_key(&state).and_then(|key| self.table.get(&key)).copied() };
        if let Some((value, earlier)) = known {
            self.actions.retain(|(n, _)| *n != node);
            self.hits += 1;
            let made = &mut self.nodes[node.index()];
            made.reached = Some(Reached::Leaf(Some(value)));
            made.same_as = Some(earlier);
            return Reached::Leaf(Some(value));
        }
        let reached = if moves == 0 { Reached::Leaf(Some(self.game.utility(&state))) } else { Reached::Internal(self.game.player(&state)) };
        let frontier = moves == 0 && self.game.frontier(&state);
        let made = &mut self.nodes[node.index()];
        made.reached = Some(reached.clone());
        made.moves = moves;
        made.frontier = frontier;
        reached
    }

    fn child(&mut self, node: NodeId, _previous: Option<NodeId>) -> Option<NodeId> {
        let made = self.nodes.get(node.index())?;
        if made.made >= made.moves {
            return None;
        }
        let k = made.made as usize;
        let state = made.state.clone();
        let (chance, moves) = (matches!(made.reached, Some(Reached::Internal(Kind::Chance))), made.moves as usize);
        let action = self.moves_of(node).get(k)?.clone();
        let child = NodeId(self.nodes.len() as u32);
        let next = self.game.result(&state, &action);
        let probability = chance.then(|| Box::new(self.game.probability(&state, &action, moves)));
        self.nodes.push(Made {
            parent: Some(node),
            state: next,
            action: Some(action),
            probability,
            reached: None,
            moves: 0,
            made: 0,
            pruned: 0,
            frontier: false,
            same_as: None,
        });
        self.nodes[node.index()].made += 1;
        Some(child)
    }

    fn has_child_after(&self, node: NodeId, _child: NodeId) -> bool {
        self.nodes.get(node.index()).is_some_and(|m| m.made < m.moves)
    }

    fn prune(&mut self, node: NodeId, previous: NodeId) -> u32 {
        let first = self.nodes.len() as u32;
        let Some(made) = self.nodes.get(node.index()) else { return first };
        let (done, pruned, state) = (made.made as usize, made.moves - made.made, made.state.clone());
        // The moves skipped, read before the game learns from this cutoff
        // (an order that learns would list them differently after).
        if pruned > 0 {
            let rest: Vec<G::Action> = self.moves_of(node).iter().skip(done).cloned().collect();
            self.skipped.insert(node, rest);
        }
        if let Some(action) = self.nodes.get(previous.index()).and_then(|p| p.action.clone()) {
            self.game.cutoff(&state, &action);
        }
        if let Some(made) = self.nodes.get_mut(node.index()) {
            made.pruned = pruned;
            made.made = made.moves;
        }
        first
    }

    fn finish(&mut self, node: NodeId, exact: Option<Bound>) {
        self.actions.retain(|(n, _)| *n < node);
        if let (Some(value), Some(made)) = (exact, self.nodes.get(node.index()))
            && let Some(key) = self.game.transposition_key(&made.state)
        {
            self.table.entry(key).or_insert((value, node));
        }
    }

    fn probability(&self, _node: NodeId, child: NodeId) -> Exact {
        self.nodes.get(child.index()).and_then(|m| m.probability.as_deref().cloned()).unwrap_or_else(Exact::zero)
    }
}
