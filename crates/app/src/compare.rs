//! Side by side: the same tree searched a second way, stepped by the same
//! control. Each choice names what the second pane changes: the other
//! algorithm, the other cut rule, the other pseudocode form, or the tree's
//! children ordered best first or worst first (`minimax_engine::ordering`).

use minimax_engine::num::Bound;
use minimax_engine::options::{Algorithm, CutRule, Form, Options};
use minimax_engine::ordering::{Order, reorder};
use minimax_engine::tree::{Leaf, Tree};

/// What the second pane changes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Compare {
    Algorithm,
    Cut,
    Form,
    BestFirst,
    WorstFirst,
    /// The same tree with its leaves rescaled by an order-preserving map
    /// (`Doc::rescale`): the notes' lesson that expectiminimax needs
    /// evaluations on the right scale, not only in the right order.
    Rescale,
}

impl Compare {
    /// In menu order.
    pub const ALL: [Compare; 5] = [Compare::Algorithm, Compare::Cut, Compare::Form, Compare::BestFirst, Compare::WorstFirst];

    /// The name in links (`compare=algorithm`).
    pub fn name(self) -> &'static str {
        match self {
            Compare::Algorithm => "algorithm",
            Compare::Cut => "cut",
            Compare::Form => "form",
            Compare::BestFirst => "best-first",
            Compare::WorstFirst => "worst-first",
            Compare::Rescale => "rescale",
        }
    }

    /// The choice named `name` (any case), if there is one.
    pub fn from_name(name: &str) -> Option<Compare> {
        let name = name.trim().to_ascii_lowercase();
        Compare::ALL.into_iter().chain([Compare::Rescale]).find(|c| c.name() == name)
    }

    /// The second pane's options: the other algorithm, cut rule or form,
    /// or the same options on a reordered tree.
    pub fn options(self, options: Options) -> Options {
        match self {
            Compare::Algorithm => Options {
                algorithm: match options.algorithm {
                    Algorithm::AlphaBeta => Algorithm::Minimax,
                    Algorithm::Minimax => Algorithm::AlphaBeta,
                },
                ..options
            },
            Compare::Cut => Options {
                cut: match options.cut {
                    CutRule::Ge => CutRule::Gt,
                    CutRule::Gt => CutRule::Ge,
                },
                ..options
            },
            Compare::Form => Options {
                form: match options.form {
                    Form::Aima => Form::UpdateFirst,
                    Form::UpdateFirst => Form::Aima,
                },
                ..options
            },
            Compare::BestFirst | Compare::WorstFirst | Compare::Rescale => options,
        }
    }

    /// The ordering the second pane's tree is searched in.
    pub fn order(self) -> Order {
        match self {
            Compare::BestFirst => Order::BestFirst,
            Compare::WorstFirst => Order::WorstFirst,
            _ => Order::Given,
        }
    }

    /// The second pane's tree.
    pub fn tree(self, tree: &Tree) -> Tree {
        reorder(tree, self.order())
    }

    /// The second pane's tree: reordered, or for [`Compare::Rescale`] each
    /// leaf whose value `map` lists replaced by its image (others kept).
    pub fn tree_with(self, tree: &Tree, map: Option<&[(Bound, Bound)]>) -> Tree {
        match (self, map) {
            (Compare::Rescale, Some(map)) => {
                let mut out = tree.clone();
                for leaf in tree.leaves() {
                    if let Some(&(_, to)) = tree.leaf_value(leaf).and_then(|v| map.iter().find(|(from, _)| *from == v))
                        && let Some(changed) = out.with_leaf(leaf, Leaf::Value(to))
                    {
                        out = changed;
                    }
                }
                out
            }
            _ => self.tree(tree),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_each_choice_changes_one_thing() {
        for c in Compare::ALL {
            assert_eq!(Compare::from_name(c.name()), Some(c));
            assert_eq!(Compare::from_name(&c.name().to_uppercase()), Some(c));
        }
        assert_eq!(Compare::from_name("sideways"), None);
        let o = Options::default();
        assert_eq!(Compare::Algorithm.options(o).algorithm, Algorithm::Minimax);
        assert_eq!(Compare::Cut.options(o).cut, CutRule::Gt);
        assert_eq!(Compare::Form.options(o).form, Form::UpdateFirst);
        assert_eq!(Compare::BestFirst.options(o), o);
        assert_eq!(Compare::BestFirst.order(), Order::BestFirst);
        assert_eq!(Compare::Cut.order(), Order::Given);
    }
}
