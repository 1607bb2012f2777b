//! Proof-number search (Allis, van der Meulen and van den Herik, 1994), an
//! iteration at a time: "can the side to move at the root force a win?"
//! as an AND/OR tree. The root's mover (the *attacker*) chooses at OR
//! nodes, the other side at AND nodes. Every node has a proof number `pn`
//! (how many leaves at least must be proved to prove it) and a disproof
//! number `dn`:
//!
//! - a finished game won by the attacker: `(0, ∞)`; lost or drawn:
//!   `(∞, 0)`; a node not yet expanded: `(1, 1)`;
//! - an OR node: `pn` the smallest of its children's, `dn` their sum;
//! - an AND node: `pn` their sum, `dn` the smallest.
//!
//! Each iteration goes down from the root to the *most-proving node* (at
//! an OR node the child with the smallest `pn`, at an AND node the
//! smallest `dn`, the first of equals), expands it, and updates the
//! numbers of its ancestors. The root is proved at `pn = 0`, disproved at
//! `dn = 0`.
//!
//! "A win" is a utility above 0 for MAX (below 0 for MIN) unless a target
//! is given: then at least the target for MAX (at most for MIN), so on a
//! typed tree the question is "can MAX force a value of at least T?".

use crate::nullwindow::{Refusal, Source};
use crate::num::Bound;
use crate::tree::{NodeId, Player};

/// A proof or disproof number; [`INF`] is ∞.
pub type Number = u64;
/// ∞: no proof (or disproof) is possible.
pub const INF: Number = u64::MAX;

/// What the attacker wants at a leaf.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Goal {
    /// A utility above 0 for MAX, below 0 for MIN.
    #[default]
    Win,
    /// At least this for MAX, at most this for MIN.
    Reach(Bound),
}

impl Goal {
    fn met(self, attacker: Player, utility: Bound) -> bool {
        match (self, attacker) {
            (Goal::Win, Player::Max) => utility > Bound::int(0),
            (Goal::Win, Player::Min) => utility < Bound::int(0),
            (Goal::Reach(t), Player::Max) => utility >= t,
            (Goal::Reach(t), Player::Min) => utility <= t,
        }
    }
}

/// A node of the AND/OR tree.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PnNode {
    pub parent: Option<u32>,
    /// Its move's index among the parent's moves.
    pub index: u32,
    pub label: String,
    /// The attacker moves here (an OR node); else an AND node.
    pub or: bool,
    /// A finished game (a leaf of the game or tree).
    pub terminal: bool,
    pub pn: Number,
    pub dn: Number,
    /// Its children, once expanded.
    pub children: Vec<u32>,
    /// The typed tree's node, when the source is a tree.
    pub tree_node: Option<NodeId>,
}

/// A node whose numbers an iteration changed: `(node, (pn, dn) before,
/// after)`.
pub type Update = (u32, (Number, Number), (Number, Number));

/// One iteration: the most-proving node it expanded (its path from the
/// root is its ancestors: [`path_to`]; kept as one node, a record of every
/// iteration of a deep tree stays linear in size), the children its
/// expansion made, and each ancestor whose numbers changed: `(node, (pn,
/// dn) before, after)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PnIteration {
    pub leaf: u32,
    pub made: Vec<u32>,
    pub updated: Vec<Update>,
}

/// A proof-number search, run an iteration at a time.
pub struct Pns<S: Source> {
    source: S,
    goal: Goal,
    attacker: Player,
    pub nodes: Vec<PnNode>,
    states: Vec<S::State>,
    pub iterations: u32,
}

impl<S: Source> Pns<S> {
    /// The root made and given its numbers.
    pub fn new(source: S, goal: Goal) -> Result<Pns<S>, Refusal> {
        let root = source.root();
        let attacker = source.mover(&root)?.unwrap_or(Player::Max);
        let mut pns = Pns { source, goal, attacker, nodes: Vec::new(), states: Vec::new(), iterations: 0 };
        pns.make(None, 0, root, String::new())?;
        Ok(pns)
    }

    /// Who the search tries to prove a win for.
    pub fn attacker(&self) -> Player {
        self.attacker
    }

    /// `Some(true)` when the root is proved, `Some(false)` disproved,
    /// `None` while open.
    pub fn proved(&self) -> Option<bool> {
        match (self.nodes[0].pn, self.nodes[0].dn) {
            (0, _) => Some(true),
            (_, 0) => Some(false),
            _ => None,
        }
    }

    fn make(&mut self, parent: Option<u32>, index: u32, state: S::State, label: String) -> Result<u32, Refusal> {
        let mover = self.source.mover(&state)?;
        let (terminal, pn, dn) = match mover {
            None => {
                if self.source.frontier(&state) {
                    // A depth limit's evaluation proves nothing.
                    return Err(Refusal::DepthLimit);
                }
                let utility = self.source.utility(&state)?;
                if self.goal.met(self.attacker, utility) { (true, 0, INF) } else { (true, INF, 0) }
            }
            Some(_) => (false, 1, 1),
        };
        let or = mover == Some(self.attacker);
        let id = self.nodes.len() as u32;
        let tree_node = self.source.tree_node(&state);
        self.nodes.push(PnNode { parent, index, label, or, terminal, pn, dn, children: Vec::new(), tree_node });
        self.states.push(state);
        Ok(id)
    }

    /// The most-proving node's path from the root.
    pub fn most_proving(&self) -> Vec<u32> {
        path_to(&self.nodes, self.most_proving_node())
    }

    /// The most-proving node: down from the root, at an OR node the child
    /// with the smallest `pn`, at an AND node the smallest `dn`, the first
    /// of equals (`min_by_key` keeps the first minimum), to a node not
    /// expanded.
    fn most_proving_node(&self) -> u32 {
        let mut at = 0u32;
        loop {
            let node = &self.nodes[at as usize];
            let key = |&c: &u32| if node.or { self.nodes[c as usize].pn } else { self.nodes[c as usize].dn };
            match node.children.iter().min_by_key(|c| key(c)) {
                Some(&next) => at = next,
                None => return at,
            }
        }
    }

    /// One iteration (nothing when the root is decided or a finished game
    /// is all that is left).
    pub fn iterate(&mut self) -> Result<Option<PnIteration>, Refusal> {
        if self.proved().is_some() {
            return Ok(None);
        }
        let leaf = self.most_proving_node();
        if self.nodes[leaf as usize].terminal {
            return Ok(None);
        }
        let state = self.states[leaf as usize].clone();
        let mut made = Vec::new();
        for (index, (next, label)) in self.source.moves(&state).into_iter().enumerate() {
            made.push(self.make(Some(leaf), index as u32, next, label)?);
        }
        self.nodes[leaf as usize].children = made.clone();
        // Up from the expanded node through its ancestors while numbers
        // change: a node whose numbers stay gives its parent the same
        // children's numbers, so nothing above it changes either.
        let mut updated = Vec::new();
        let mut at = Some(leaf);
        while let Some(node) = at {
            let before = (self.nodes[node as usize].pn, self.nodes[node as usize].dn);
            let after = self.numbers_from_children(node);
            let n = &mut self.nodes[node as usize];
            (n.pn, n.dn) = after;
            let changed = before != after;
            if changed || node == leaf {
                updated.push((node, before, after));
            }
            at = n.parent.filter(|_| changed);
        }
        self.iterations += 1;
        Ok(Some(PnIteration { leaf, made, updated }))
    }

    /// An expanded node's numbers from its children's (a node with no
    /// children keeps its own).
    pub fn numbers_from_children(&self, node: u32) -> (Number, Number) {
        let n = &self.nodes[node as usize];
        if n.children.is_empty() {
            return (n.pn, n.dn);
        }
        let pns = n.children.iter().map(|&c| self.nodes[c as usize].pn);
        let dns = n.children.iter().map(|&c| self.nodes[c as usize].dn);
        let sum = |it: &mut dyn Iterator<Item = Number>| it.fold(0, Number::saturating_add);
        if n.or { (pns.min().unwrap_or(INF), sum(&mut { dns })) } else { (sum(&mut { pns }), dns.min().unwrap_or(INF)) }
    }

    /// Iterations until the root is decided or `cap` nodes are made;
    /// whether it was decided.
    pub fn run(&mut self, cap: usize) -> Result<Option<bool>, Refusal> {
        while self.proved().is_none() && self.nodes.len() < cap {
            if self.iterate()?.is_none() {
                break;
            }
        }
        Ok(self.proved())
    }
}

/// The path from the root to `node` (both included), by its parents: the
/// path an iteration went down to the node it expanded.
pub fn path_to(nodes: &[PnNode], node: u32) -> Vec<u32> {
    let mut path = vec![node];
    let mut at = nodes.get(node as usize).and_then(|n| n.parent);
    while let Some(p) = at {
        path.push(p);
        at = nodes.get(p as usize).and_then(|n| n.parent);
    }
    path.reverse();
    path
}

/// How a number is written: `∞` or the number.
pub fn show(n: Number) -> String {
    if n == INF { "∞".into() } else { n.to_string() }
}
