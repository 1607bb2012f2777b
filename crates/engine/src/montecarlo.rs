//! Monte Carlo simulation, the alternative to EXPECTIMINIMAX the notes
//! mention: estimate each root move's value by playing the game out many
//! times from it, rolling the dice at every chance node, and averaging what
//! the playouts end with. The players move as expectiminimax would (each
//! takes the child with the best exact value), so only chance is sampled
//! and each move's average converges to its exact expectiminimax value as
//! the playouts add up (the law of large numbers). Seeded: the same seed,
//! the same playouts.

use super::rules;
use super::space::SearchSpace;
use super::tree::{NodeId, Tree};
use super::value::{Exact, Value};
use crate::rng::SplitMix;

/// The most playouts one move may take (a bound on memory).
pub const MAX_PLAYOUTS: u32 = 100_000;

/// One root move's playouts so far.
#[derive(Clone, PartialEq, Debug)]
pub struct Estimate {
    /// The root's child this move leads to.
    pub child: NodeId,
    /// Its exact expectiminimax value.
    pub exact: Value,
    /// Playouts so far, and the sum of what they ended with.
    pub playouts: u32,
    pub sum: Exact,
    /// The running average after each playout (for a plot).
    pub history: Vec<f64>,
}

impl Estimate {
    /// The average so far, exactly; `None` before any playout.
    pub fn average(&self) -> Option<Exact> {
        (self.playouts > 0).then(|| self.sum.clone() / Exact::from_integer(self.playouts.into()))
    }
}

/// Why a tree cannot be played out.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unplayable {
    /// A placeholder leaf, an infinite utility or a utility vector: no
    /// number to average.
    NoNumber,
    /// The root has no children.
    NoMoves,
}

/// Playouts of every root move of a tree, added a round at a time.
#[derive(Clone, PartialEq, Debug)]
pub struct MonteCarlo {
    /// Every node's exact value (what the players steer by).
    values: Vec<Exact>,
    pub moves: Vec<Estimate>,
    seed: u64,
    state: SplitMix,
}

impl MonteCarlo {
    /// Ready to play out `tree` from each root move, with `seed`.
    pub fn new(tree: &Tree, seed: u64) -> Result<MonteCarlo, Unplayable> {
        let values = exact_values(tree).ok_or(Unplayable::NoNumber)?;
        let moves: Vec<Estimate> = tree
            .children(NodeId::ROOT)
            .map(|child| Estimate {
                child,
                exact: Value::Finite(values[child.index()].clone()),
                playouts: 0,
                sum: Exact::zero(),
                history: Vec::new(),
            })
            .collect();
        if moves.is_empty() {
            return Err(Unplayable::NoMoves);
        }
        Ok(MonteCarlo { values, moves, seed, state: SplitMix(seed) })
    }

    /// The seed it was started with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Plays `rounds` more playouts from each root move (fewer once a move
    /// has [`MAX_PLAYOUTS`]).
    pub fn play(&mut self, tree: &Tree, rounds: u32) {
        for _ in 0..rounds {
            for k in 0..self.moves.len() {
                if self.moves[k].playouts >= MAX_PLAYOUTS {
                    continue;
                }
                let end = self.playout(tree, self.moves[k].child);
                let estimate = &mut self.moves[k];
                estimate.playouts += 1;
                estimate.sum += end;
                let average = estimate.average().and_then(|a| a.to_f64()).unwrap_or(f64::NAN);
                estimate.history.push(average);
            }
        }
    }

    /// One playout from `node`: chance rolls its dice, the players take
    /// their best child; returns the leaf's utility.
    fn playout(&mut self, tree: &Tree, mut node: NodeId) -> Exact {
        loop {
            let children: Vec<NodeId> = tree.children(node).collect();
            if children.is_empty() {
                return self.values[node.index()].clone();
            }
            node = match tree[node].kind() {
                Some(kind) if !rules::chooses(kind) => {
                    // A number in [0, 1) with 53 random bits, exactly.
                    let roll = Exact::ratio(self.state.bits53() as i64, 1i64 << 53);
                    let mut total = Exact::zero();
                    let mut chosen = children[children.len() - 1];
                    for &c in &children {
                        total += SearchSpace::probability(&tree, node, c);
                        if roll < total {
                            chosen = c;
                            break;
                        }
                    }
                    chosen
                }
                // The player takes the first of its best children.
                kind => {
                    let best_first = |a: &&NodeId, b: &&NodeId| {
                        let (x, y) = (&self.values[a.index()], &self.values[b.index()]);
                        kind.and_then(|kind| rules::best_first(kind, x, y)).unwrap_or(std::cmp::Ordering::Equal)
                    };
                    *children.iter().min_by(best_first).unwrap_or(&children[0])
                }
            };
        }
    }
}

/// Every node's exact expectiminimax value, children before parents;
/// `None` when a leaf has no finite number.
fn exact_values(tree: &Tree) -> Option<Vec<Exact>> {
    let mut values = vec![Exact::zero(); tree.len()];
    for i in (0..tree.len()).rev() {
        let node = NodeId(i as u32);
        values[i] = match tree[node].kind() {
            None => match tree.leaf_value(node)? {
                super::num::Bound::Finite(n) => super::value::exact(n),
                _ => return None,
            },
            Some(kind) => rules::minimax_fold(
                kind,
                tree.children(node),
                |c| Some(values[c.index()].clone()),
                |&c| SearchSpace::probability(&tree, node, c),
            )?,
        };
    }
    Some(values)
}
