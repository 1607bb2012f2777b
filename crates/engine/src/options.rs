//! The options of a search: the algorithm, the cut rule and the pseudocode
//! form. Each has one code (`FromStr` and `name`) shared by links, the
//! postMessage protocol, saved state and the `trace` command line.

use super::num::Bound;

/// Which search to run.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Algorithm {
    /// Plain minimax: every node is visited.
    Minimax,
    /// Alpha-beta pruning, in AIMA's MAX-VALUE/MIN-VALUE form (fail-soft).
    #[default]
    AlphaBeta,
}

/// When alpha-beta cuts off the remaining children of a node.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum CutRule {
    /// Cut as soon as `α ≥ β`: the usual rule. A tied move may be pruned.
    #[default]
    Ge,
    /// Cut only when `α > β`: every equally good move is searched exactly.
    Gt,
}

impl CutRule {
    /// True if the window `(alpha, beta)` calls for a cutoff.
    pub fn cuts(self, alpha: Bound, beta: Bound) -> bool {
        match self {
            CutRule::Ge => alpha >= beta,
            CutRule::Gt => alpha > beta,
        }
    }

    /// `≥` or `>`.
    pub fn symbol(self) -> &'static str {
        match self {
            CutRule::Ge => "≥",
            CutRule::Gt => ">",
        }
    }
}

/// Which of the two common alpha-beta pseudocodes the steps follow. Both
/// find the same values, prune the same children and count the same nodes;
/// they differ in when α and β change, which is what a hand trace shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Form {
    /// AIMA's MAX-VALUE/MIN-VALUE: `v ← MAX(v, …)`, then `if v ≥ β then
    /// return v`, and only then `α ← MAX(α, v)`. A node that cuts off never
    /// moves its own α (MAX) or β (MIN) with the child that caused the cut.
    #[default]
    Aima,
    /// The form many course notes print: `v ← max(v, …)`, `α ← max(α, v)`,
    /// then `if α ≥ β then break`.
    UpdateFirst,
}

impl Form {
    /// Both forms, in menu order.
    pub const ALL: [Form; 2] = [Form::Aima, Form::UpdateFirst];

    /// The name used in links, `trace --form` and JSON: `aima` or
    /// `update-first`.
    pub fn name(self) -> &'static str {
        match self {
            Form::Aima => "aima",
            Form::UpdateFirst => "update-first",
        }
    }

    /// The form named `name` (as [`Form::name`] writes it).
    pub fn from_name(name: &str) -> Option<Form> {
        Form::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// Options of one search run. The root player is part of the [`Tree`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Options {
    pub algorithm: Algorithm,
    pub cut: CutRule,
    /// Which alpha-beta pseudocode the steps follow (minimax ignores it).
    pub form: Form,
}
