//! What the user works on: the document (a tree's text or a game, and the
//! options it is searched with) and the built-in examples. Undo, links and
//! saved state store a [`Doc`]; nothing here knows the page.

use std::rc::Rc;

use minimax_engine::games::{AnyGame, MoveOrder, Setup};
use minimax_engine::notation;
use minimax_engine::num::Bound;
use minimax_engine::random::{RandomSpec, seeded_tree};
use minimax_engine::search::{Algorithm, CutRule, Form};
use minimax_engine::tree::Player;

/// The course notes' classic example: root value 3; a, b, 7 and 3 are never
/// looked at by alpha-beta.
pub const CLASSIC: &str = "<3,5,10>,<2,a,b>,<2,7,3>";

/// Built-in examples' notation; their names and what each shows are in
/// `i18n::Text::examples`, in this order.
pub const EXAMPLES: [&str; 9] = [
    CLASSIC,
    "max(min(3,12,8), min(2,4,6), min(14,5,2))",
    "<3,4>,<3,5>,<1,9>",
    "<5,6>,<<<2,9>,7>,8>",
    "<3,<12,<8,2>>>,<2>,<<14,1>,5,<2,6,9>>",
    // The notes' exercise: MAX over two even chances over MIN nodes.
    "max(chance(<2,2>,<1,2>), chance(<0,2>,<-1,0>))",
    // AIMA Figure 5.12: the same order of leaves on two scales (the
    // second is loaded side by side with its rescaled copy).
    "max(chance(0.9:20, 0.1:30), chance(0.9:1, 0.1:400))",
    "max(chance(0.9:2, 0.1:3), chance(0.9:1, 0.1:4))",
    // AIMA's three players A, B, C (max^n): the root ties on A's 1.
    minimax_engine::maxn::AIMA_THREE_PLAYERS,
];

/// The example shown side by side with its leaves rescaled by
/// [`SCALE_MAP`] (the notes' 2, 3, 1, 4 → 20, 30, 1, 400).
pub const SCALE_EXAMPLE: usize = 7;
pub const SCALE_MAP: &str = "1:1,2:20,3:30,4:400";

/// What the user is working on: everything undo and the URL restore.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Doc {
    /// The notation text in the editor (may be broken). Shared: copies of
    /// the document (undo, the reducer's copy of the model) do not copy it.
    pub text: Rc<str>,
    pub algorithm: Algorithm,
    pub cut: CutRule,
    /// Which alpha-beta pseudocode the steps follow.
    pub form: Form,
    pub root: Player,
    /// A game searched from a position instead of a typed tree: its tree
    /// is made by the search (and `text` is that tree printed).
    pub game: Option<GameDoc>,
    /// Every leaf declared to lie in `[lo, hi]` (Star1 at chance nodes).
    pub bounds: Option<(Bound, Bound)>,
    /// An order-preserving map of leaf values (`from → to`, increasing on
    /// both sides) for the rescaled second pane ([`Compare::Rescale`]).
    pub rescale: Option<Rc<[(Bound, Bound)]>>,
    /// A tree of more than two players searched by its paranoid reduction
    /// (the root's player MAX, everyone else MIN): two-player alpha-beta.
    pub paranoid: bool,
    /// The random picker made `text` from this spec and seed: while the
    /// text is still that tree, links carry the spec and seed instead.
    pub random: Option<RandomOrigin>,
}

/// Where a random tree came from: its spec, its seed and the text it made.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RandomOrigin {
    pub spec: RandomSpec,
    pub seed: u64,
    pub text: Rc<str>,
}

impl RandomOrigin {
    /// The tree `spec` and `seed` make, as text, with its origin.
    pub fn make(spec: RandomSpec, seed: u64) -> RandomOrigin {
        RandomOrigin { spec, seed, text: notation::print(&seeded_tree(spec, seed)).into() }
    }

    /// Whether `doc`'s text is still the tree this origin made.
    pub fn made(&self, text: &Rc<str>) -> bool {
        Rc::ptr_eq(&self.text, text) || self.text == *text
    }
}

/// A game, the position it starts from, the depth limit and the order
/// moves are tried in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameDoc {
    pub game: AnyGame,
    pub depth: Option<u32>,
    pub order: MoveOrder,
    /// Playing against the computer: the side the person plays (MAX or
    /// MIN); the computer plays the other, moving as its search decides.
    pub play: Option<Player>,
    /// Keep a transposition table (`Setup::table`).
    pub table: bool,
    /// Quiescence search past the depth limit (`Setup::quiescence`).
    pub quiescence: bool,
}

impl GameDoc {
    pub fn setup(&self) -> Setup {
        Setup { depth: self.depth, order: self.order, table: self.table, quiescence: self.quiescence }
    }
}

impl Default for Doc {
    fn default() -> Doc {
        Doc {
            text: CLASSIC.into(),
            algorithm: Algorithm::AlphaBeta,
            cut: CutRule::Ge,
            form: Form::Aima,
            root: Player::Max,
            game: None,
            bounds: None,
            rescale: None,
            paranoid: false,
            random: None,
        }
    }
}
