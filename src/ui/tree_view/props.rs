//! What the tree drawing is given and keeps: its properties, the marks
//! practice and What-if put on it, and the reader's folds. The drawing's
//! parts name these here, not in the drawing's own module, so no part
//! imports the module that imports it.

use std::collections::BTreeSet;
use std::rc::Rc;

use yew::prelude::*;

use minimax_app::state::{Model, Search};
use minimax_engine::games::MadeGame;
use minimax_engine::lang::Lang;
use minimax_engine::search::Algorithm;
use minimax_engine::tree::NodeId;

/// Which subtrees the reader folded or unfolded, for the tree on screen.
#[derive(Clone, Default, PartialEq, Debug)]
pub struct Folds {
    /// The reader's choice between folded and whole; `None`: the default
    /// for the tree's size.
    pub folding: Option<bool>,
    /// Nodes the reader opened while folded.
    pub unfolded: Rc<BTreeSet<NodeId>>,
    /// Wide nodes whose whole row of children the reader asked for.
    pub rows: Rc<BTreeSet<NodeId>>,
}

pub enum FoldAction {
    Unfold(NodeId),
    Fold(NodeId),
    /// Draws every child of a wide node (its marker was clicked).
    DrawRow(NodeId),
    /// Folded (`true`) or whole (`false`).
    Folding(bool),
    /// A new tree: back to the default.
    Reset,
}

impl Reducible for Folds {
    type Action = FoldAction;

    fn reduce(self: Rc<Self>, action: FoldAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            FoldAction::Unfold(id) => {
                Rc::make_mut(&mut next.unfolded).insert(id);
            }
            FoldAction::Fold(id) => {
                Rc::make_mut(&mut next.unfolded).remove(&id);
            }
            FoldAction::DrawRow(id) => {
                Rc::make_mut(&mut next.rows).insert(id);
            }
            FoldAction::Folding(on) => next = Folds { folding: Some(on), ..Folds::default() },
            FoldAction::Reset => next = Folds::default(),
        }
        Rc::new(next)
    }
}

/// What the drawing shows and what it may change: the search at its step,
/// how it is shown, the leaf being edited, and the app's dispatcher (for
/// edits, the in-place editor and the slide export's seeking).
#[derive(Properties, PartialEq, Clone)]
pub struct TreeViewProps {
    pub search: Search,
    pub algorithm: Algorithm,
    pub lang: Lang,
    /// Presentation mode: larger type.
    pub projector: bool,
    /// An embedded widget: no slide export, never a phone's zoom.
    pub embed: bool,
    /// The leaf being edited in place, and which opening of the editor.
    pub editing: Option<NodeId>,
    pub edit_serial: u32,
    /// Autoplay is on (a slide export pauses it).
    pub playing: bool,
    /// The What-if leaf and the leaves whose pruning depends on it, marked
    /// on the drawing.
    #[prop_or_default]
    pub what_if: Option<Rc<WhatIfMarks>>,
    /// A second pane of a side-by-side view: nothing in it can be edited.
    #[prop_or_default]
    pub read_only: bool,
    /// Leaves pruned here and not in the other pane, marked.
    #[prop_or_default]
    pub differs: Option<Rc<Vec<NodeId>>>,
    /// Practice mode: the student's marks and, once checked, the mistakes.
    #[prop_or_default]
    pub practice: Option<Rc<PracticeMarks>>,
    /// "Your code": the nodes only the student's code visited and those
    /// only the search visited.
    #[prop_or_default]
    pub code: Option<Rc<minimax_app::state::CodeMarks>>,
    /// A game's tree: positions to draw, frontier leaves, stubs.
    #[prop_or_default]
    pub game: Option<Rc<MadeGame>>,
    pub dispatch: UseReducerDispatcher<Model>,
}

/// What practice mode draws on the tree: the edges the student marked
/// pruned and, after "Check", the mistakes.
#[derive(PartialEq, Debug, Default)]
pub struct PracticeMarks {
    /// Children whose edge the student marked pruned.
    pub marked: BTreeSet<NodeId>,
    /// Nodes with a wrong or missing answer.
    pub wrong: BTreeSet<NodeId>,
    /// Children whose pruned edge was left unmarked.
    pub missing: BTreeSet<NodeId>,
    /// Children marked pruned that the search reaches.
    pub extra: BTreeSet<NodeId>,
    /// After "Check": children marked pruned that are pruned (right).
    pub right: BTreeSet<NodeId>,
    /// Solving the tree (not predicting each step): the drawing shows no
    /// α/β, so it is drawn tight.
    pub solving: bool,
}

/// The leaf the What-if panel varies and the leaves its value decides.
#[derive(PartialEq, Debug)]
pub struct WhatIfMarks {
    pub leaf: NodeId,
    pub depends: Vec<NodeId>,
}
