//! The app's one state and the named actions that change it. Plain Rust
//! apart from the `Reducible` impl, so it is tested natively.

use std::rc::Rc;

use yew::Reducible;

use crate::core::layout::Layout;
use crate::core::notation;
use crate::core::replay::Cursor;
use crate::core::search::{Options, Trace};
use crate::core::tree::Tree;

/// The course notes' classic example: root value 3; a, b, 7 and 3 are never
/// looked at by alpha-beta.
pub const CLASSIC: &str = "<3,5,10>,<2,a,b>,<2,7,3>";

/// Everything on screen derives from this.
#[derive(Clone, Debug)]
pub struct Model {
    pub tree: Rc<Tree>,
    pub trace: Rc<Trace>,
    pub layout: Rc<Layout>,
    pub cursor: Cursor,
}

/// What the user can do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// One step forward.
    Forward,
    /// One step back.
    Back,
    /// Back to before the first step.
    Start,
    /// To the last step.
    End,
    /// To step `k` (clamped).
    Seek(usize),
}

impl Model {
    /// The model for `tree`, searched with `options`, at step 0.
    pub fn new(tree: Tree, options: Options) -> Model {
        let trace = Trace::run(&tree, options);
        let layout = Layout::new(&tree);
        let cursor = Cursor::new(&tree);
        Model { tree: Rc::new(tree), trace: Rc::new(trace), layout: Rc::new(layout), cursor }
    }

    /// The classic example with alpha-beta, shown at its last step.
    pub fn classic() -> Model {
        // The classic example is a constant that parses; should that ever
        // break, fall back to a one-leaf tree rather than panic.
        let tree = notation::parse(CLASSIC).into_result().ok().or_else(|| notation::parse("0").tree);
        let Some(tree) = tree else { unreachable!("'0' always parses") };
        let mut model = Model::new(tree, Options::default());
        model.apply(Action::End);
        model
    }

    /// The current step number (0 = before the first step).
    pub fn step(&self) -> usize {
        self.cursor.step()
    }

    /// Number of steps in the trace.
    pub fn steps(&self) -> usize {
        self.trace.len()
    }

    /// Applies an action in place.
    pub fn apply(&mut self, action: Action) {
        let (tree, trace) = (&*self.tree, &*self.trace);
        match action {
            Action::Forward => {
                self.cursor.forward(tree, trace);
            }
            Action::Back => {
                self.cursor.back(tree, trace);
            }
            Action::Start => self.cursor.seek(tree, trace, 0),
            Action::End => self.cursor.seek(tree, trace, trace.len()),
            Action::Seek(k) => self.cursor.seek(tree, trace, k),
        }
    }
}

impl Reducible for Model {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = Rc::unwrap_or_clone(self);
        next.apply(action);
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_move_the_cursor_within_bounds() {
        let mut model = Model::classic();
        assert_eq!(model.step(), model.steps());
        model.apply(Action::Forward);
        assert_eq!(model.step(), model.steps(), "forward at the end stays");
        model.apply(Action::Start);
        assert_eq!(model.step(), 0);
        model.apply(Action::Back);
        assert_eq!(model.step(), 0, "back at the start stays");
        model.apply(Action::Seek(10_000));
        assert_eq!(model.step(), model.steps());
        model.apply(Action::Seek(5));
        model.apply(Action::Back);
        assert_eq!(model.step(), 4);
    }
}
