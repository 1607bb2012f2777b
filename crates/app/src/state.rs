//! The app's one state and the named actions that change it. Plain Rust
//! apart from the `Reducible` impl, so it is tested natively. IO (URL,
//! localStorage, timers) happens in the view's effects, never here.

use super::compare::Compare;
use super::doc::{CLASSIC, Doc, GameDoc};
use super::notice::Notice;
use super::practice::{Practice, PracticeAction, Tally};
use minimax_engine::practice::{Exercise, exercise_tree};
use std::cell::{Ref, RefCell};
use std::fmt;
use std::ops::Deref;
use std::rc::Rc;

use super::url::{Presentation, Theme};
use minimax_engine::edit::{self, Edit};
use minimax_engine::games::job::{Count, Job, Progress};
use minimax_engine::games::{AnyGame, MadeGame};
use minimax_engine::lang::Lang;
use minimax_engine::layout::Layout;
use minimax_engine::notation::{self, ParseError};
use minimax_engine::num::Bound;
use minimax_engine::replay::{Cursor, Snapshot};
use minimax_engine::search::{Algorithm, CutRule, Event, Form, Options, Outcome, Stats, Trace};
use minimax_engine::tree::{Kind, Leaf, NodeId, Player, Tree};

/// A pause in typing this long (milliseconds) starts a new undo step.
pub const TYPING_PAUSE_MS: f64 = 1000.0;

/// The most positions a game's search may make in the page (the tree is
/// drawn; deeper searches need a depth limit).
pub const GAME_MAX_NODES: usize = 20_000;

/// The most positions the other algorithm's count may make for a game.
pub const OTHER_MAX_NODES: usize = 10 * GAME_MAX_NODES;

/// Search steps per slice of a game's search: a few milliseconds of work
/// (tic-tac-toe steps at about 6 million a second natively), so the page
/// stays responsive between slices.
pub const WORK_SLICE: usize = 50_000;

/// The computer's move while playing: how the game names it, and the
/// position it leads to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Reply {
    pub label: String,
    pub after: AnyGame,
}

/// Why the other algorithm's totals are not shown for a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OtherNote {
    /// Still counting: positions made so far.
    Counting(usize),
    /// It would make more positions than this: not counted.
    OverCap(usize),
}

/// A game's search under way, and the step to show once it is done.
pub struct PendingGame {
    pub job: RefCell<Job>,
    pub step: std::cell::Cell<usize>,
}

impl fmt::Debug for PendingGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PendingGame").field("progress", &self.job.borrow().progress()).field("step", &self.step.get()).finish()
    }
}

/// Everything on screen derives from this.
#[derive(Clone, Debug)]
pub struct Model {
    pub doc: Doc,
    /// Errors in `doc.text`; empty when it parses.
    pub errors: Rc<Vec<ParseError>>,
    /// The number of players of the last tree that parsed, when it is a
    /// max^n tree (what the paranoid switch offers itself for).
    pub players: Option<u8>,
    /// The last tree that parsed, with the root player applied.
    pub tree: Rc<Tree>,
    pub trace: Rc<Trace>,
    /// The game's tree as its search made it (positions, frontier nodes,
    /// stubs), when a game is being searched.
    pub made: Option<Rc<MadeGame>>,
    /// Playing against the computer: its move in the position searched,
    /// read once per search.
    pub reply: Option<Reply>,
    /// Totals of the other algorithm on the same tree, for comparison.
    pub other: Stats,
    /// For a game, why `other` is not known yet or at all.
    pub other_note: Option<OtherNote>,
    /// A game's search still under way (run a slice at a time by
    /// [`Action::GameWork`], so the page never freezes), and how far it got.
    pub job: Option<Rc<PendingGame>>,
    pub progress: Option<Progress>,
    /// The other algorithm's count for a game, still under way.
    counting: Option<Rc<RefCell<Count>>>,
    /// Counts slices of work, so each one is a change the page sees.
    pub work_serial: u32,
    pub layout: Rc<Layout>,
    /// The step shown: 0 before the first event.
    step: usize,
    /// The replay state, shared by the copies of the model the reducer
    /// makes and moved to the step a copy asks for when it is read: a step
    /// changes one number, not a copy of every node's state.
    replay: Rc<RefCell<Cursor>>,
    /// Earlier and later documents for undo and redo. Shared, so the copy
    /// of the model each action makes (Yew's reducer) does not copy the
    /// history; it is copied only when it changes.
    pub undo: Rc<Vec<(Doc, usize)>>,
    pub redo: Rc<Vec<(Doc, usize)>>,
    /// A notice for the user (a bad link, a refused edit), if any.
    pub notice: Option<Notice>,
    /// The language everything is shown in: the link's or the reader's
    /// choice (`present.lang`), else the browser's.
    pub lang: Lang,
    /// The browser's language (what "Auto" means).
    pub browser_lang: Lang,
    /// How the page is shown (embed mode and its options), from the link.
    pub present: Presentation,
    /// Autoplay on, and its delay per step in milliseconds.
    pub playing: bool,
    pub delay_ms: u32,
    /// The leaf being edited in place.
    pub editing: Option<NodeId>,
    /// Counts editor openings, so a late "focus left" closes only the
    /// editor it came from.
    pub edit_serial: u32,
    /// When the user last typed in the editor, while that typing is still
    /// one undo step.
    pub typing_at: Option<f64>,
    /// The leaf the What-if panel varies, if it is open.
    pub what_if: Option<NodeId>,
    /// The second pane of a side-by-side view (`present.compare`).
    pub pane: Option<Rc<Pane>>,
    /// A What-if trial not kept yet: the leaf and the value tried. The
    /// drawing and the search show it; the document (the editor's text,
    /// the link, the saved work, undo) does not until it is kept
    /// ([`Action::KeepTrial`]); [`Action::RevertTrial`], closing the panel
    /// or changing the tree's text drops it.
    pub trial: Option<(NodeId, Bound)>,
    /// Practice mode's exercise, answers and grade, while it is on
    /// (`present.practice`).
    pub practice: Option<Practice>,
    /// The running tally of practice scores (kept in localStorage).
    pub tally: Tally,
    /// A set of exercises' scores (`present.course`), each exercise's
    /// first Check, reported to the LMS by a SCORM package.
    pub scores: crate::lms::Scores,
    /// The last Check. The widget protocol posts it; a SCORM package
    /// reports the set's score after it.
    pub checked: Option<Checked>,
    /// The Check the tally counts was posted for the tree shown: later
    /// ones (after "Start again" too) are not the first. Cleared when the
    /// tree or the search changes.
    pub scored: bool,
    /// The document a link opened, while it is shown as the link had it:
    /// a visit, not the reader's work, so the saved work is not replaced
    /// (the next plain visit restores it). The first change to the
    /// document makes it the reader's own ([`Model::is_own_work`]).
    pub visiting: Option<Doc>,
    /// "Your code": the nodes only the student's code visited and those
    /// only the search visited, marked on the drawing until the tree or
    /// the search changes.
    pub code_marks: Option<Rc<CodeMarks>>,
}

/// What "Your code" marks on the drawing: who visited which node.
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct CodeMarks {
    pub only_code: Vec<NodeId>,
    pub only_search: Vec<NodeId>,
}

/// A practice Check: its number in this page's life, the score it gave
/// (the answer sheet's marks, or the predictions so far), and whether it
/// is the one the tally counts (the exercise's first).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Checked {
    pub serial: u32,
    pub right: u32,
    pub total: u32,
    pub first: bool,
}

/// Cheap equality for Yew's props: shared parts compare by identity, the
/// rest by value.
impl PartialEq for Model {
    /// Whether a render would differ. Every field is named (no `..`), so a
    /// new field does not compile until it is compared or said to follow
    /// from one that is.
    fn eq(&self, other: &Model) -> bool {
        let Model {
            doc,
            errors,
            tree,
            trace,
            reply,
            other_note,
            progress,
            work_serial,
            step: _,
            undo,
            redo,
            notice,
            lang,
            present,
            playing,
            delay_ms,
            editing,
            edit_serial,
            what_if,
            pane,
            trial,
            practice,
            tally,
            scores,
            checked,
            visiting,
            code_marks,
            // Made from the document and the work done, which `doc`,
            // `tree` and `work_serial` compare.
            players: _,
            made: _,
            layout: _,
            job: _,
            counting: _,
            // The comparison's figures, made with `pane`.
            other: _,
            // The step's replay: `step()` compares where it stands.
            replay: _,
            // Only chooses `lang`, compared itself.
            browser_lang: _,
            // When typing last happened, and whether a score was sent:
            // nothing on screen.
            typing_at: _,
            scored: _,
        } = self;
        Rc::ptr_eq(tree, &other.tree)
            && Rc::ptr_eq(trace, &other.trace)
            && Rc::ptr_eq(errors, &other.errors)
            && self.step() == other.step()
            && *doc == other.doc
            && *notice == other.notice
            && *present == other.present
            && *lang == other.lang
            && *playing == other.playing
            && *delay_ms == other.delay_ms
            && *editing == other.editing
            && *edit_serial == other.edit_serial
            && *what_if == other.what_if
            && *trial == other.trial
            && *practice == other.practice
            && *tally == other.tally
            && *scores == other.scores
            && *checked == other.checked
            && pane.as_ref().map(Rc::as_ptr) == other.pane.as_ref().map(Rc::as_ptr)
            && undo.len() == other.undo.len()
            && redo.len() == other.redo.len()
            && *progress == other.progress
            && *other_note == other.other_note
            && *work_serial == other.work_serial
            && *reply == other.reply
            && *visiting == other.visiting
            && *code_marks == other.code_marks
    }
}

/// What the user can do.
#[derive(Clone, PartialEq, Debug)]
pub enum Action {
    Forward,
    Back,
    Start,
    End,
    Seek(usize),
    /// The editor's text changed.
    SetText(String),
    /// Search a game (or, with `None`, go back to a typed tree).
    SetGame(Option<GameDoc>),
    /// Search a max^n tree's paranoid reduction (or max^n itself).
    SetParanoid(bool),
    /// Declare bounds on every leaf (or none).
    SetBounds(Option<(Bound, Bound)>),
    /// The user typed in the editor, at this time (milliseconds): typing
    /// without a pause of a second or more is one undo step, not one per
    /// key.
    Typed(String, f64),
    /// A structural edit of the drawn tree.
    Edit(Edit),
    /// Commit an in-place leaf edit: the text typed for the leaf.
    CommitLeaf(NodeId, String),
    BeginEdit(NodeId),
    CancelEdit,
    /// Close the editor if it is still the one opened as number `serial`
    /// (focus left it).
    CloseEditor(u32),
    SetAlgorithm(Algorithm),
    SetCut(CutRule),
    SetForm(Form),
    SetRoot(Player),
    /// Replace the document (an example, a random tree, a loaded link).
    Load(Doc),
    Undo,
    Redo,
    TogglePlay,
    /// The autoplay timer fired.
    Tick,
    SetDelay(u32),
    SetTheme(Theme),
    /// The reader picked a language, or `None`: the browser's.
    SetLang(Option<Lang>),
    /// Presentation mode on or off.
    ToggleProjector,
    Notice(Option<Notice>),
    /// Show a second pane searching the same tree another way, or not.
    SetCompare(Option<Compare>),
    /// Open the What-if panel on a leaf with a value, or close it.
    WhatIf(Option<NodeId>),
    /// A trial value for the What-if leaf (a slider drag or typing): the
    /// leaf is set, and a run of trials on one leaf is one undo step.
    TryLeaf(NodeId, Bound),
    /// Keep the What-if trial: the tree shown becomes the document.
    KeepTrial,
    /// Drop the What-if trial: back to the document's value.
    RevertTrial,
    /// Something done in practice mode.
    Practice(PracticeAction),
    /// Run the next slice of a game's search or count under way.
    GameWork,
    /// A new practice exercise: its tree replaces the document.
    NewExercise(Exercise),
    /// A set's scores as the LMS kept them from an earlier session (each
    /// first Check already made; one recorded here since stays).
    CourseScores(crate::lms::Scores),
    /// Open the MCTS lab where it stands (or move it there), or close it.
    Mcts(Option<crate::url::MctsLab>),
    /// Open the null-window lab where it stands, or close it (`None`).
    Window(Option<crate::url::WindowLab>),
    /// Open "Your code" in a language, or close it (`None`).
    Code(Option<crate::url::CodeLanguage>),
    /// Mark who visited which node (a check of the student's code), or no
    /// marks.
    CodeMarks(Option<Rc<CodeMarks>>),
}

/// The undo history keeps this many documents.
const HISTORY: usize = 200;

impl Model {
    /// The model for `doc` at `step` (clamped), with an optional notice. A
    /// document whose text does not parse shows the classic example and its
    /// errors.
    pub fn new(doc: Doc, step: usize) -> Model {
        let classic = notation::parse(CLASSIC).into_result().ok().or_else(|| notation::parse("0").tree);
        let Some(fallback) = classic else { unreachable!("'0' always parses") };
        let mut model = Model {
            tree: Rc::new(fallback.clone()),
            trace: Rc::new(Trace::run(&fallback, Options::default())),
            made: None,
            reply: None,
            other: Stats::default(),
            other_note: None,
            job: None,
            progress: None,
            counting: None,
            work_serial: 0,
            layout: Rc::new(Layout::new(&fallback)),
            step: 0,
            replay: Rc::new(RefCell::new(Cursor::new(&fallback))),
            errors: Rc::new(Vec::new()),
            players: None,
            doc: doc.clone(),
            undo: Rc::default(),
            redo: Rc::default(),
            notice: None,
            lang: Lang::En,
            browser_lang: Lang::En,
            present: Presentation::default(),
            playing: false,
            delay_ms: 700,
            editing: None,
            edit_serial: 0,
            typing_at: None,
            what_if: None,
            trial: None,
            pane: None,
            practice: None,
            tally: Tally::default(),
            scores: crate::lms::Scores::default(),
            checked: None,
            scored: false,
            visiting: None,
            code_marks: None,
        };
        model.recompute(step);
        model
    }

    /// The classic example with alpha-beta, at step 0: a first visit does
    /// not give the answer away.
    pub fn classic() -> Model {
        Model::new(Doc::default(), 0)
    }

    /// The search options of the document.
    pub fn options(&self) -> Options {
        Options { algorithm: self.doc.algorithm, cut: self.doc.cut, form: self.doc.form }
    }

    /// The options of the other algorithm, for the comparison totals.
    fn other_options(&self) -> Options {
        let algorithm = match self.doc.algorithm {
            Algorithm::AlphaBeta => Algorithm::Minimax,
            Algorithm::Minimax => Algorithm::AlphaBeta,
        };
        Options { algorithm, cut: self.doc.cut, form: self.doc.form }
    }

    /// The current step number (0 = before the first step).
    pub fn step(&self) -> usize {
        self.step
    }

    /// Every node's state at the current step. The shared replay state is
    /// moved here (costing the distance from where it was); if another
    /// reader holds it at another step, the snapshot is replayed afresh.
    pub fn snapshot(&self) -> SnapshotRef<'_> {
        snapshot_at(&self.tree, &self.trace, &self.replay, self.main_step())
    }

    /// What the drawing needs of the model: the search at this step.
    pub fn search(&self) -> Search {
        Search {
            tree: Rc::clone(&self.tree),
            trace: Rc::clone(&self.trace),
            layout: Rc::clone(&self.layout),
            step: self.main_step(),
            replay: Rc::clone(&self.replay),
        }
    }

    /// The search as it stands after `k` steps (clamped to its end).
    pub fn search_at(&self, k: usize) -> Search {
        Search { step: k.min(self.trace.len()), ..self.search() }
    }

    /// The second pane's search at this step (its own last step once it is
    /// done), when two are shown side by side.
    pub fn pane_search(&self) -> Option<Search> {
        self.pane.as_ref().map(|pane| Search {
            tree: Rc::clone(&pane.tree),
            trace: Rc::clone(&pane.trace),
            layout: Rc::clone(&pane.layout),
            step: self.step.min(pane.trace.len()),
            replay: Rc::clone(&pane.replay),
        })
    }

    /// The main search's step: the control's step, or its own last step
    /// once a longer second pane goes on.
    pub fn main_step(&self) -> usize {
        self.step.min(self.trace.len())
    }

    /// The event of the current step (`None` at step 0).
    pub fn last_event(&self) -> Option<&Event> {
        self.main_step().checked_sub(1).and_then(|k| self.trace.events().get(k))
    }

    /// Moves to step `k`, clamped to the longer search.
    fn seek(&mut self, k: usize) {
        self.step = k.min(self.steps());
    }

    /// Number of steps in the trace.
    pub fn steps(&self) -> usize {
        self.trace.len().max(self.pane.as_ref().map_or(0, |p| p.trace.len()))
    }

    /// Re-parses the text and re-runs the search, keeping `step` when it
    /// still exists. With broken text the last good tree stays.
    fn recompute(&mut self, step: usize) {
        self.scored = false;
        self.job = None;
        self.progress = None;
        self.counting = None;
        self.other_note = None;
        if let Some(game) = self.doc.game.clone() {
            // The first slice at once: a small search shows without a
            // flicker of progress; a big one goes on in slices.
            let mut job = Job::made(&game.game, game.setup(), self.options(), GAME_MAX_NODES);
            match job.run(WORK_SLICE) {
                Progress::Working { .. } => {
                    // The last search's reply is not this position's.
                    self.reply = None;
                    self.progress = Some(job.progress());
                    self.job = Some(Rc::new(PendingGame { job: RefCell::new(job), step: std::cell::Cell::new(step) }));
                }
                _ => self.install(&job, step),
            }
            return;
        }
        self.made = None;
        self.reply = None;
        let parsed = notation::parse(&self.doc.text);
        match parsed.into_result() {
            Ok(tree) => {
                self.errors = Rc::new(Vec::new());
                self.players = tree.players();
                // The paranoid reduction of a max^n tree is what is searched
                // and drawn; the text keeps the vectors.
                let tree = match self.doc.paranoid.then(|| minimax_engine::maxn::paranoid(&tree)).flatten() {
                    Some(reduced) => reduced,
                    None => tree.with_root_player(self.doc.root),
                };
                // A What-if trial not kept is shown on the tree, not written
                // in the document.
                let tried = self.trial.and_then(|(id, value)| {
                    (id.index() < tree.len() && matches!(tree[id].leaf(), Some(Leaf::Value(_))))
                        .then(|| tree.with_leaf(id, Leaf::Value(value)))
                        .flatten()
                });
                if tried.is_none() {
                    self.trial = None;
                }
                self.set_tree(tried.unwrap_or(tree), step);
            }
            Err(errors) => {
                self.errors = Rc::new(errors);
                // Options may have changed even though the text is broken.
                let tree = (*self.tree).clone().with_root_player(self.doc.root);
                self.set_tree(tree, step);
            }
        }
    }

    /// Shows the tree a finished game search made, at `step`, and starts
    /// counting what the other algorithm would cost.
    fn install(&mut self, job: &Job, step: usize) {
        match job.result() {
            Ok(made) => {
                self.errors = Rc::new(Vec::new());
                self.doc.text = notation::print(&made.tree).into();
                let tree = made.tree.clone();
                self.made = Some(Rc::new(made));
                self.set_tree(tree, step);
                self.reply = self.computer_reply();
                if let Some(game) = &self.doc.game {
                    // A game's tree holds stubs for what alpha-beta cut:
                    // the other search plays the game again, counted as it
                    // steps, no events kept.
                    let mut count = Count::new(&game.game, game.setup(), self.other_options(), OTHER_MAX_NODES);
                    self.other = Stats::default();
                    match count.run(WORK_SLICE) {
                        Progress::Working { positions } => {
                            self.other_note = Some(OtherNote::Counting(positions));
                            self.counting = Some(Rc::new(RefCell::new(count)));
                        }
                        Progress::Done => self.other = count.result().unwrap_or_default(),
                        Progress::TooBig { limit } => self.other_note = Some(OtherNote::OverCap(limit)),
                    }
                }
            }
            Err(too_big) => self.notice = Some(Notice::GameTooBig(too_big.limit)),
        }
    }

    /// One slice of the game's search under way, else of the other
    /// algorithm's count.
    fn work(&mut self) {
        if let Some(pending) = self.job.clone() {
            self.work_serial = self.work_serial.wrapping_add(1);
            let progress = pending.job.borrow_mut().run(WORK_SLICE);
            if let Progress::Working { .. } = progress {
                self.progress = Some(progress);
            } else {
                self.job = None;
                self.progress = None;
                self.install(&pending.job.borrow(), pending.step.get());
            }
            return;
        }
        if let Some(count) = self.counting.clone() {
            self.work_serial = self.work_serial.wrapping_add(1);
            let progress = count.borrow_mut().run(WORK_SLICE);
            match progress {
                Progress::Working { positions } => self.other_note = Some(OtherNote::Counting(positions)),
                Progress::Done => {
                    self.other = count.borrow().result().unwrap_or_default();
                    self.other_note = None;
                    self.counting = None;
                }
                Progress::TooBig { limit } => {
                    self.other_note = Some(OtherNote::OverCap(limit));
                    self.counting = None;
                }
            }
        }
    }

    /// True when the drawing is a max^n tree's paranoid reduction.
    pub fn paranoid_shown(&self) -> bool {
        self.doc.paranoid && self.players.is_some() && self.doc.game.is_none()
    }

    /// Runs a game's search (and count) to the end at once: for tests and
    /// for what cannot wait.
    pub fn finish_work(&mut self) {
        while self.job.is_some() || self.counting.is_some() {
            self.work();
        }
    }

    /// True while a game's search or count is still under way.
    pub fn working(&self) -> bool {
        self.job.is_some() || self.counting.is_some()
    }

    /// Shows `tree`: one search, its layout, a fresh replay state at `step`.
    /// The other algorithm's totals need no second search when they are
    /// minimax's (see [`Stats::minimax`]).
    fn set_tree(&mut self, tree: Tree, step: usize) {
        // Marks of a check belong to the search they were made on.
        self.code_marks = None;
        // Declared leaf bounds are used only when every leaf keeps them.
        let bounds = self.doc.bounds.filter(|_| self.doc.game.is_none());
        let outside = bounds.and_then(|(lo, hi)| tree.leaves().find(|&l| tree.leaf_value(l).is_some_and(|v| v < lo || v > hi)));
        if let Some(leaf) = outside {
            self.notice =
                Some(Notice::OutsideBounds(tree.name(leaf).to_string(), tree.leaf_value(leaf).map_or(String::new(), |v| v.to_string())));
        }
        self.trace = Rc::new(Trace::run_bounded(&tree, self.options(), bounds.filter(|_| outside.is_none())));
        self.other = match (&self.doc.game, self.doc.algorithm) {
            // A game's: counted after, a slice at a time (`install`).
            (Some(_), _) => Stats::default(),
            (None, Algorithm::AlphaBeta) => Stats::minimax(&tree),
            // The other algorithm under the same declared bounds (Star1).
            (None, Algorithm::Minimax) => Trace::run_bounded(&tree, self.other_options(), bounds.filter(|_| outside.is_none())).stats(),
        };
        self.layout = Rc::new(Layout::new(&tree));
        self.replay = Rc::new(RefCell::new(Cursor::new(&tree)));
        // The What-if panel stays on its leaf while the tree keeps its shape
        // (a value or an option changed) and the leaf still has a value.
        let same_shape = tree.len() == self.tree.len()
            && tree.ids().all(|id| tree[id].parent() == self.tree[id].parent() && tree[id].is_leaf() == self.tree[id].is_leaf());
        self.what_if = self.what_if.filter(|&id| same_shape && matches!(tree[id].leaf(), Some(Leaf::Value(_))));
        // A second pane would search the stubs of a game's tree: not for games.
        self.pane = self
            .present
            .compare
            .filter(|_| self.doc.game.is_none())
            .map(|c| Rc::new(Pane::new(c, &tree, self.options(), self.doc.rescale.as_deref())));
        // Practice starts afresh on a new tree or search.
        self.practice = self.practice.as_ref().map(|p| p.restart(&tree, &self.trace));
        self.tree = Rc::new(tree);
        self.seek(step);
        self.editing = None;
    }

    /// The computer's move while playing: when the position searched has
    /// the computer to move, the move its search chose (the first root move
    /// whose value is the root's).
    fn computer_reply(&self) -> Option<Reply> {
        let game = self.doc.game.as_ref()?;
        let person = game.play?;
        if game.game.outcome().is_some() || game.game.to_move() == Kind::from(person) {
            return None;
        }
        let best = *self.trace.best_children(&self.tree).first()?;
        let child = self.tree.children(NodeId::ROOT).nth(best)?;
        let picture = self.made.as_ref()?.pictures.get(child.index()).copied().flatten()?;
        let label = self.tree[child].edge().and_then(|e| e.label.as_deref()).unwrap_or_default().to_string();
        Some(Reply { label, after: AnyGame::from_picture(picture) })
    }

    /// Records the current document for undo, then changes it.
    fn change(&mut self, doc: Doc) {
        if self.record(doc) {
            let step = self.step();
            self.recompute(step);
        }
    }

    /// Records the current document for undo and makes `doc` current;
    /// false (nothing done) when it is the same document.
    fn record(&mut self, doc: Doc) -> bool {
        if doc == self.doc {
            return false;
        }
        self.typing_at = None;
        // Another tree (its text or game) drops a trial not kept; other
        // options keep it on the tree shown.
        if doc.text != self.doc.text || doc.game != self.doc.game {
            self.trial = None;
        }
        // Another tree is no longer the exercise the link named.
        if doc.text != self.doc.text {
            self.present.exercise = None;
        }
        let entry = (self.doc.clone(), self.step());
        let undo = Rc::make_mut(&mut self.undo);
        undo.push(entry);
        if undo.len() > HISTORY {
            undo.remove(0);
        }
        self.redo = Rc::default();
        self.doc = doc;
        true
    }

    /// Applies a structural edit to the drawn tree: the edited tree is shown
    /// as it is (one search), and the text is rewritten from it.
    fn edit(&mut self, edit: &Edit) {
        // A game's tree is what its search made: it is changed through
        // the game (position, depth, order), not edited.
        if self.doc.game.is_some() {
            self.editing = None;
            return;
        }
        if !self.errors.is_empty() {
            // The drawing shows the last good tree; printing it would throw
            // away what the user is typing.
            self.notice = Some(Notice::FixErrorsFirst);
            self.editing = None;
            return;
        }
        match edit::apply(&self.tree, edit) {
            Ok(tree) => {
                let mut doc = self.doc.clone();
                doc.text = notation::print(&tree).into();
                if let Edit::SwapRoot = edit {
                    doc.root = tree.root_player();
                }
                self.notice = None;
                if self.record(doc) {
                    let step = self.step();
                    self.errors = Rc::new(Vec::new());
                    self.set_tree(tree.with_root_player(self.doc.root), step);
                }
            }
            Err(error) => self.notice = Some(Notice::Edit(error)),
        }
    }

    /// Applies an action in place: refused where the page is not an
    /// editor, else handed to the part of the model it changes.
    pub fn apply(&mut self, action: Action) {
        if self.refuses(&action) {
            return;
        }
        if let Action::GameWork = action {
            self.work();
            return;
        }
        // Stepping while a game is still being searched: the step to show
        // once it is done.
        if let Some(pending) = &self.job {
            match action {
                Action::End => pending.step.set(usize::MAX),
                Action::Start => pending.step.set(0),
                Action::Seek(k) => pending.step.set(k),
                _ => {}
            }
        }
        // Anything but typing ends a burst of typing (an undo in between
        // must not be merged into it).
        if !matches!(action, Action::Typed(..)) {
            self.typing_at = None;
        }
        // What the MCTS lab searches: another tree or game starts it again.
        let searched = (Rc::clone(&self.doc.text), self.doc.game.clone(), self.doc.root);
        let searched_cut = self.doc.cut;
        self.apply_action(action);
        let another = searched != (Rc::clone(&self.doc.text), self.doc.game.clone(), self.doc.root);
        if let Some(lab) = self.present.mcts.as_mut()
            && another
        {
            lab.iterations = 0;
            lab.phase = 4;
        }
        // The null-window lab starts its search again too (the cut rule
        // is the document's).
        if let Some(lab) = self.present.window.as_mut() {
            if another {
                // Another tree or game: the search chosen and its returns
                // stay, its numbers (a guess, δ, a target) do not.
                *lab = crate::url::WindowLab { algo: lab.algo, soft: lab.soft, ..crate::url::WindowLab::default() };
            } else if searched_cut != self.doc.cut {
                lab.step = 0;
            }
        }
        // Changing what a link opened makes it the reader's work.
        if self.visiting.as_ref().is_some_and(|doc| *doc != self.doc) {
            self.visiting = None;
        }
    }

    /// `apply` after its checks: each action to the part of the model it
    /// changes. With the MCTS lab open the stepping keys (and a clicker's,
    /// and the widget protocol's) step the lab: → the next phase, ← the
    /// previous, Home and End the first and last phase of the iteration
    /// shown (nothing run is thrown away).
    fn apply_action(&mut self, action: Action) {
        let action = match (self.present.mcts, action) {
            (Some(lab), Action::Forward) => Action::Mcts(Some(lab.next_phase())),
            (Some(lab), Action::Back) => Action::Mcts(Some(lab.prev_phase())),
            (Some(lab), Action::End) => Action::Mcts(Some(lab.next_iteration())),
            (Some(lab), Action::Start) => Action::Mcts(Some(crate::url::MctsLab { phase: if lab.iterations > 0 { 1 } else { 4 }, ..lab })),
            (Some(_), Action::TogglePlay | Action::Tick) => return,
            (_, action) => action,
        };
        // The null-window lab steps the same way, a step at a time; End
        // asks for the last step (the lab knows how many there are and
        // brings the link back to it).
        let action = match (self.present.window, action) {
            (Some(lab), Action::Forward) => Action::Window(Some(lab.next())),
            (Some(lab), Action::Back) => Action::Window(Some(lab.prev())),
            (Some(lab), Action::End) => Action::Window(Some(crate::url::WindowLab { step: crate::url::WINDOW_MAX_STEP, ..lab })),
            (Some(lab), Action::Start) => Action::Window(Some(crate::url::WindowLab { step: 0, ..lab })),
            (Some(_), Action::TogglePlay | Action::Tick) => return,
            (_, action) => action,
        };
        match action {
            Action::Forward
            | Action::Back
            | Action::Start
            | Action::End
            | Action::Seek(_)
            | Action::TogglePlay
            | Action::Tick
            | Action::SetDelay(_) => self.apply_stepping(action),
            Action::SetText(_)
            | Action::SetGame(_)
            | Action::Typed(..)
            | Action::Edit(_)
            | Action::SetAlgorithm(_)
            | Action::SetCut(_)
            | Action::SetForm(_)
            | Action::SetRoot(_)
            | Action::SetBounds(_)
            | Action::SetParanoid(_)
            | Action::Load(_)
            | Action::Undo
            | Action::Redo
            | Action::NewExercise(_) => self.apply_document(action),
            Action::WhatIf(_)
            | Action::TryLeaf(..)
            | Action::KeepTrial
            | Action::RevertTrial
            | Action::CommitLeaf(..)
            | Action::BeginEdit(_)
            | Action::CancelEdit
            | Action::CloseEditor(_) => self.apply_leaf(action),
            Action::SetCompare(_) | Action::SetTheme(_) | Action::SetLang(_) | Action::ToggleProjector | Action::Notice(_) => {
                self.apply_view(action)
            }
            Action::Practice(_) => self.apply_practice(action),
            Action::CourseScores(kept) => {
                let count = self.present.course.map_or(0, |c| c.count);
                for (k, right, total) in kept.iter().filter(|&(k, ..)| k < count) {
                    self.scores.record(k, right, total);
                }
            }
            // An embedded widget is not the lab (its protocol counts the
            // search's steps).
            Action::Mcts(Some(_)) if self.present.embed => {}
            Action::Mcts(lab) => {
                if lab.is_some() {
                    self.leave_for_mode();
                }
                self.present.mcts = lab;
            }
            Action::Window(Some(_)) if self.present.embed => {}
            Action::Window(lab) => {
                if lab.is_some() {
                    self.leave_for_mode();
                }
                self.present.window = lab;
            }
            Action::Code(Some(_)) if self.present.embed => {}
            Action::Code(language) => {
                if language.is_some() {
                    self.leave_for_mode();
                } else {
                    self.code_marks = None;
                }
                self.present.code = language;
            }
            Action::CodeMarks(marks) => self.code_marks = marks,
            // Handled in `apply`.
            Action::GameWork => {}
        }
    }

    /// What practice progress is saved for: this document (its tree and
    /// options), as its link says it.
    pub fn practice_identity(&self) -> String {
        crate::url::to_query_with(&self.doc, 0, 0, &crate::url::Presentation::default())
    }

    /// Practice progress as text ([`Practice::to_text`]), while practising.
    pub fn practice_text(&self) -> Option<String> {
        self.practice.as_ref().map(|p| p.to_text(&self.practice_identity(), self.step()))
    }

    /// Takes back practice progress saved by [`Model::practice_text`] when
    /// it is for this document and the task on screen; true if it did.
    pub fn restore_practice(&mut self, text: &str) -> bool {
        let Some(task) = self.practice.as_ref().map(|p| p.task) else { return false };
        match Practice::restore(text, &self.practice_identity(), &self.tree, &self.trace) {
            Some((practice, step)) if practice.task == task => {
                self.practice = Some(practice);
                self.seek(step);
                true
            }
            _ => false,
        }
    }

    /// Whether the document is the reader's work, to be saved for the next
    /// visit: anything but a link's document as the link had it.
    pub fn is_own_work(&self) -> bool {
        self.visiting.is_none()
    }

    /// Whether `action` is refused here, saying why where the user needs
    /// to know.
    fn refuses(&mut self, action: &Action) -> bool {
        // An embedded widget shows a search; it is not an editor.
        if self.present.embed
            && matches!(
                action,
                Action::Edit(_)
                    | Action::CommitLeaf(..)
                    | Action::BeginEdit(_)
                    | Action::SetText(_)
                    | Action::Typed(..)
                    | Action::WhatIf(_)
                    | Action::TryLeaf(..)
            )
        {
            return true;
        }
        // The paranoid reduction is drawn from the vectors in the text:
        // its leaves are edited there (or with the switch off), so no
        // vector is lost to a printed reduction.
        if self.paranoid_shown()
            && matches!(action, Action::Edit(_) | Action::CommitLeaf(..) | Action::BeginEdit(_) | Action::WhatIf(_) | Action::TryLeaf(..))
        {
            self.notice = Some(Notice::ParanoidReadOnly);
            return true;
        }
        // A game's leaves are its utilities and evaluations, not values to
        // edit or try (typing a tree in the editor leaves the game).
        if self.doc.game.is_some()
            && matches!(action, Action::CommitLeaf(..) | Action::BeginEdit(_) | Action::WhatIf(_) | Action::TryLeaf(..))
        {
            return true;
        }
        false
    }

    /// Moving through the search: the step, autoplay.
    fn apply_stepping(&mut self, action: Action) {
        match action {
            Action::Forward => self.seek(self.step + 1),
            Action::Back => {
                self.playing = false;
                self.seek(self.step.saturating_sub(1));
            }
            Action::Start => {
                self.playing = false;
                self.seek(0);
            }
            Action::End => self.seek(usize::MAX),
            Action::Seek(k) => self.seek(k),
            Action::TogglePlay => {
                self.playing = !self.playing;
                if self.playing && self.step() >= self.steps() {
                    self.seek(0);
                }
            }
            Action::Tick => {
                if self.playing && self.step < self.steps() {
                    self.seek(self.step + 1);
                } else {
                    self.playing = false;
                }
                if self.step() >= self.steps() {
                    self.playing = false;
                }
            }
            Action::SetDelay(ms) => self.delay_ms = ms.clamp(50, 5000),
            _ => {}
        }
    }

    /// Changing the document: its text, game, options, history, a new exercise.
    fn apply_document(&mut self, action: Action) {
        match action {
            Action::SetText(text) => {
                let mut doc = self.doc.clone();
                doc.text = text.into();
                doc.game = None;
                self.change(doc);
            }
            Action::SetGame(game) => {
                let mut doc = self.doc.clone();
                if game.is_none() && doc.game.is_some() {
                    // Back to a typed tree: the game's tree as it was made.
                    doc.text = self.doc.text.clone();
                }
                // Another game or position is a new problem: it opens at
                // step 0 (a new depth or order of the same keeps the step).
                let position = |g: &Option<GameDoc>| g.as_ref().map(|g| (g.game.name(), g.game.state()));
                let new_game = game.is_some() && position(&game) != position(&doc.game);
                doc.game = game;
                if new_game {
                    self.present.compare = None;
                    self.pane = None;
                    self.what_if = None;
                    if self.record(doc) {
                        self.recompute(0);
                    }
                } else {
                    self.change(doc);
                }
            }
            Action::Typed(text, at) => {
                let mut doc = self.doc.clone();
                doc.text = text.into();
                doc.game = None;
                let same_burst = self.typing_at.is_some_and(|t| at >= t && at - t < TYPING_PAUSE_MS) && !self.undo.is_empty();
                if same_burst && doc != self.doc {
                    // Still the same burst of typing: the undo entry from
                    // its first key already holds the text before it.
                    self.redo = Rc::default();
                    self.doc = doc;
                    let step = self.step();
                    self.recompute(step);
                } else {
                    self.change(doc);
                }
                self.typing_at = Some(at);
            }
            Action::Edit(e) => self.edit(&e),
            Action::SetAlgorithm(algorithm) => self.change(Doc { algorithm, ..self.doc.clone() }),
            Action::SetCut(cut) => self.change(Doc { cut, ..self.doc.clone() }),
            Action::SetForm(form) => self.change(Doc { form, ..self.doc.clone() }),
            Action::SetRoot(root) => self.change(Doc { root, ..self.doc.clone() }),
            Action::SetBounds(bounds) => self.change(Doc { bounds, ..self.doc.clone() }),
            Action::SetParanoid(paranoid) => self.change(Doc { paranoid, ..self.doc.clone() }),
            Action::Load(doc) => {
                // A new problem starts clean: what belonged to the last one
                // (its comparison, the What-if leaf; bounds, rescaling and
                // root come with the loaded document) is dropped, practice
                // starts again on the new tree, the search from step 0.
                // View preferences (language, theme, presentation) are not
                // the document's and stay.
                self.present.compare = None;
                self.pane = None;
                self.what_if = None;
                self.change(doc);
                self.seek(0);
            }
            Action::Undo => self.travel(true),
            Action::Redo => self.travel(false),
            Action::NewExercise(exercise) => {
                let tree = exercise_tree(exercise, self.options());
                let doc = Doc { text: notation::print(&tree).into(), ..self.doc.clone() };
                self.change(doc);
                self.present.exercise = Some(exercise);
                self.seek(0);
            }
            _ => {}
        }
    }

    /// Undo (`back`) or redo: the document and step on top of one history
    /// come back, and the ones left go on top of the other.
    fn travel(&mut self, back: bool) {
        self.trial = None;
        let entry = (self.doc.clone(), self.step());
        let (from, to) = if back { (&mut self.undo, &mut self.redo) } else { (&mut self.redo, &mut self.undo) };
        if let Some((doc, step)) = Rc::make_mut(from).pop() {
            Rc::make_mut(to).push(entry);
            self.doc = doc;
            self.recompute(step);
        }
    }

    /// Editing a leaf in place and trying values in the What-if panel.
    fn apply_leaf(&mut self, action: Action) {
        let tree = Rc::clone(&self.tree);
        match action {
            Action::WhatIf(leaf) => {
                let leaf = leaf.filter(|&id| id.index() < tree.len() && matches!(tree[id].leaf(), Some(Leaf::Value(_))));
                // Closed, or moved to another leaf: a trial not kept is
                // dropped.
                if leaf != self.what_if && self.trial.take().is_some() {
                    self.what_if = leaf;
                    let step = self.step();
                    self.recompute(step);
                }
                self.what_if = leaf;
            }
            Action::TryLeaf(id, value) => {
                if self.what_if != Some(id) || !self.errors.is_empty() {
                    return;
                }
                // The value the document has: trying it is no trial.
                let written = notation::parse(&self.doc.text).tree.and_then(|t| (id.index() < t.len()).then(|| t.leaf_value(id)).flatten());
                let trial = (written != Some(value)).then_some((id, value));
                if trial == self.trial {
                    return;
                }
                self.trial = trial;
                self.notice = None;
                // At the end of the search, stay at the end of the new one.
                let step = if self.step() >= self.steps() { usize::MAX } else { self.step() };
                self.recompute(step);
            }
            // The tree shown becomes the document: one undo step.
            Action::KeepTrial if self.trial.is_some() => {
                self.trial = None;
                let mut doc = self.doc.clone();
                doc.text = notation::print(&tree).into();
                self.change(doc);
            }
            Action::RevertTrial if self.trial.is_some() => {
                self.trial = None;
                let step = self.step();
                self.recompute(step);
            }
            Action::CommitLeaf(id, text) => {
                match tree.players().map_or_else(|| notation::parse_leaf(&text), |n| notation::parse_vector_leaf(&text, usize::from(n))) {
                    Ok(leaf) => self.edit(&Edit::SetLeaf(id, leaf)),
                    Err(error) => self.notice = Some(Notice::Leaf(error)),
                }
            }
            Action::BeginEdit(id) => {
                self.editing = (id.index() < tree.len() && tree[id].is_leaf()).then_some(id);
                self.edit_serial = self.edit_serial.wrapping_add(1);
            }
            Action::CancelEdit => self.editing = None,
            Action::CloseEditor(serial) if serial == self.edit_serial => self.editing = None,
            _ => {}
        }
    }

    /// How the search is shown: the comparison, theme, language, notices.
    fn apply_view(&mut self, action: Action) {
        let tree = Rc::clone(&self.tree);
        match action {
            Action::SetCompare(compare) => {
                let at_end = self.step >= self.steps();
                self.present.compare = compare;
                self.pane = compare.map(|c| Rc::new(Pane::new(c, &tree, self.options(), self.doc.rescale.as_deref())));
                self.seek(if at_end { usize::MAX } else { self.step });
            }
            Action::SetTheme(theme) => self.present.theme = theme,
            Action::SetLang(choice) => {
                self.present.lang = choice;
                self.lang = choice.unwrap_or(self.browser_lang);
            }
            Action::ToggleProjector => self.present.projector = !self.present.projector,
            Action::Notice(notice) => self.notice = notice,
            _ => {}
        }
    }

    /// Before a lab or "Your code" opens: one mode at a time, so no
    /// practice, no second pane, no autoplay and no other lab under it.
    fn leave_for_mode(&mut self) {
        self.playing = false;
        self.what_if = None;
        self.present.mcts = None;
        self.present.window = None;
        self.present.code = None;
        if self.present.practice.is_some() {
            self.apply_practice(Action::Practice(PracticeAction::Start(None)));
        }
        if self.present.compare.is_some() {
            self.apply_view(Action::SetCompare(None));
        }
    }

    /// Practice mode: starting it and each answer.
    fn apply_practice(&mut self, action: Action) {
        let tree = Rc::clone(&self.tree);
        match action {
            Action::Practice(PracticeAction::Start(task)) => {
                self.playing = false;
                self.what_if = None;
                if task.is_some() {
                    self.present.mcts = None;
                    self.present.window = None;
                    self.present.code = None;
                }
                self.present.practice = task;
                self.practice = task.map(|task| Practice::new(task, &self.tree, &self.trace));
                self.seek(0);
            }
            Action::Practice(action) => {
                let Some(practice) = self.practice.as_mut() else { return };
                let checking = matches!(action, PracticeAction::Check | PracticeAction::PredictCheck);
                let (to, finished) = practice.apply(action, &tree, &self.trace, self.step.min(self.trace.len()));
                // The score a Check gave: the answer sheet's grade, or the
                // predictions' so far.
                let score = match (&practice.graded, practice.task) {
                    (Some(g), crate::practice::Task::Solve) => Some((g.right() as u32, g.total() as u32)),
                    (_, crate::practice::Task::Predict) if practice.checked.is_some() => Some((practice.right, practice.asked)),
                    _ => None,
                };
                // Posted: each Check's score; when predicting, also the
                // predictions' total once they are all made (the one the
                // tally counts).
                let posted = match practice.task {
                    crate::practice::Task::Solve => score.filter(|_| checking),
                    crate::practice::Task::Predict => finished.or(score.filter(|_| checking)),
                };
                if let Some((right, total)) = posted {
                    let serial = self.checked.map_or(1, |c| c.serial.wrapping_add(1));
                    let first = finished.is_some() && !self.scored;
                    self.scored |= first;
                    self.checked = Some(Checked { serial, right, total, first });
                }
                // A set records each exercise's first Check (the answer
                // sheet's), or its predictions once they are all made;
                // `record` keeps the first, so work a reload brought back
                // (already in the tally) is still recorded.
                let for_set = match practice.task {
                    crate::practice::Task::Solve => score.filter(|_| checking),
                    crate::practice::Task::Predict => finished,
                };
                if let (Some(course), Some(exercise), Some((right, total))) = (self.present.course, self.present.exercise, for_set)
                    && let Some(k) = course.index_of(exercise)
                {
                    self.scores.record(k, right, total);
                }
                if let Some((points, out_of)) = finished {
                    self.tally = Tally {
                        exercises: self.tally.exercises + 1,
                        points: self.tally.points + points,
                        out_of: self.tally.out_of + out_of,
                    };
                }
                self.seek(to);
            }
            _ => {}
        }
    }
}

/// The snapshot at `step` from the shared replay state `replay`, moved
/// there; replayed afresh if another reader holds it at another step.
fn snapshot_at<'a>(tree: &Tree, trace: &Trace, replay: &'a RefCell<Cursor>, step: usize) -> SnapshotRef<'a> {
    if let Ok(cursor) = replay.try_borrow()
        && cursor.step() == step
    {
        return SnapshotRef::Shared(Ref::map(cursor, Cursor::snapshot));
    }
    if let Ok(mut cursor) = replay.try_borrow_mut() {
        cursor.seek(tree, trace, step);
    }
    match replay.try_borrow() {
        Ok(cursor) if cursor.step() == step => SnapshotRef::Shared(Ref::map(cursor, Cursor::snapshot)),
        _ => SnapshotRef::Owned(Box::new(Snapshot::at(tree, trace, step))),
    }
}

/// The second pane of a side-by-side view: the same tree (or the same
/// tree reordered) searched with other options, with its own replay state.
#[derive(Debug)]
pub struct Pane {
    pub compare: Compare,
    pub options: Options,
    pub tree: Rc<Tree>,
    pub trace: Rc<Trace>,
    pub layout: Rc<Layout>,
    replay: Rc<RefCell<Cursor>>,
}

impl Pane {
    /// The second pane for `compare` next to `tree` searched with `options`.
    pub fn new(compare: Compare, tree: &Tree, options: Options, rescale: Option<&[(Bound, Bound)]>) -> Pane {
        let tree = compare.tree_with(tree, rescale);
        let options = compare.options(options);
        let trace = Trace::run(&tree, options);
        Pane {
            compare,
            options,
            layout: Rc::new(Layout::new(&tree)),
            replay: Rc::new(RefCell::new(Cursor::new(&tree))),
            trace: Rc::new(trace),
            tree: Rc::new(tree),
        }
    }
}

/// The search on screen, as the drawing needs it: the tree, its trace and
/// layout, the step, and the model's shared replay state. Cheap to clone;
/// equal when it is the same search at the same step.
#[derive(Clone)]
pub struct Search {
    pub tree: Rc<Tree>,
    pub trace: Rc<Trace>,
    pub layout: Rc<Layout>,
    step: usize,
    replay: Rc<RefCell<Cursor>>,
}

impl PartialEq for Search {
    fn eq(&self, other: &Search) -> bool {
        Rc::ptr_eq(&self.tree, &other.tree)
            && Rc::ptr_eq(&self.trace, &other.trace)
            && Rc::ptr_eq(&self.layout, &other.layout)
            && self.step == other.step
    }
}

impl Search {
    pub fn step(&self) -> usize {
        self.step
    }

    pub fn steps(&self) -> usize {
        self.trace.len()
    }

    /// Every node's state at this step (see [`Model::snapshot`]).
    pub fn snapshot(&self) -> SnapshotRef<'_> {
        snapshot_at(&self.tree, &self.trace, &self.replay, self.step)
    }

    /// The event of this step (`None` at step 0).
    pub fn last_event(&self) -> Option<&Event> {
        self.step.checked_sub(1).and_then(|k| self.trace.events().get(k))
    }

    /// At the last step of a search that completed: the best play is known.
    pub fn over(&self) -> bool {
        self.step >= self.steps() && matches!(self.trace.outcome(), Outcome::Complete { .. })
    }
}

/// A model's snapshot: the shared replay state, borrowed, or (while another
/// reader holds that at another step) one replayed for this reader alone.
pub enum SnapshotRef<'a> {
    Shared(Ref<'a, Snapshot>),
    Owned(Box<Snapshot>),
}

impl Deref for SnapshotRef<'_> {
    type Target = Snapshot;

    fn deref(&self) -> &Snapshot {
        match self {
            SnapshotRef::Shared(snapshot) => snapshot,
            SnapshotRef::Owned(snapshot) => snapshot,
        }
    }
}

impl Model {
    /// The model after `action`: what the web app's `use_reducer` runs. It
    /// applies the action to a copy; the model's big parts are behind their
    /// own `Rc`s, so the copy is cheap and shares them.
    pub fn reduced(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = Rc::unwrap_or_clone(self);
        next.apply(action);
        Rc::new(next)
    }
}

#[cfg(feature = "yew")]
impl yew::Reducible for Model {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        self.reduced(action)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_mcts_lab_starts_again_on_another_tree_and_leaves_practice() {
        use crate::url::MctsLab;
        let mut model = Model::new(Doc::default(), 0);
        model.apply(Action::Practice(PracticeAction::Start(Some(crate::practice::Task::Solve))));
        let lab = MctsLab { iterations: 40, phase: 2, seed: 3, ..MctsLab::default() };
        model.apply(Action::Mcts(Some(lab)));
        assert_eq!(model.present.mcts, Some(lab));
        assert!(model.practice.is_none() && model.present.practice.is_none(), "the lab replaces practice");
        // Another algorithm: the same search for MCTS.
        model.apply(Action::SetAlgorithm(Algorithm::Minimax));
        assert_eq!(model.present.mcts, Some(lab));
        // Another tree: the lab starts again, its settings kept.
        model.apply(Action::SetText("<1,2>,<3,4>".into()));
        assert_eq!(model.present.mcts, Some(MctsLab { iterations: 0, phase: 4, ..lab }));
        // The stepping keys step the lab, not the search behind it.
        let step = model.step();
        model.apply(Action::Forward);
        model.apply(Action::Forward);
        assert_eq!(model.present.mcts.map(|l| (l.iterations, l.phase)), Some((1, 2)));
        model.apply(Action::Back);
        assert_eq!(model.present.mcts.map(|l| (l.iterations, l.phase)), Some((1, 1)));
        model.apply(Action::End);
        assert_eq!(model.present.mcts.map(|l| (l.iterations, l.phase)), Some((1, 4)));
        model.apply(Action::Start);
        assert_eq!(model.present.mcts.map(|l| (l.iterations, l.phase)), Some((1, 1)), "Home: the iteration's first phase");
        assert_eq!(model.step(), step);
        model.apply(Action::Mcts(None));
        assert_eq!(model.present.mcts, None);
    }

    #[test]
    fn your_code_is_one_mode_at_a_time_and_its_marks_go_with_the_tree_they_were_made_on() {
        use crate::url::CodeLanguage;
        let mut model = Model::new(Doc::default(), 0);
        model.apply(Action::Practice(PracticeAction::Start(Some(crate::practice::Task::Solve))));
        model.apply(Action::Code(Some(CodeLanguage::JavaScript)));
        assert_eq!((model.present.code, model.present.practice), (Some(CodeLanguage::JavaScript), None), "practice makes way");
        model.apply(Action::Window(Some(crate::url::WindowLab::default())));
        assert_eq!(model.present.code, None, "a lab closes it");
        model.apply(Action::Code(Some(CodeLanguage::Python)));
        assert_eq!(model.present.window, None);
        let marks = Rc::new(CodeMarks { only_code: vec![NodeId(7)], only_search: vec![NodeId(10)] });
        model.apply(Action::Seek(14));
        model.apply(Action::CodeMarks(Some(Rc::clone(&marks))));
        model.apply(Action::Back);
        assert_eq!(model.code_marks.as_ref(), Some(&marks), "stepping keeps them");
        model.apply(Action::Edit(minimax_engine::edit::Edit::SwapRoot));
        assert_eq!(model.code_marks, None, "another search drops them");
        model.apply(Action::CodeMarks(Some(Rc::clone(&marks))));
        model.apply(Action::SetText("<1,2>,<3,4>".to_string()));
        assert_eq!(model.code_marks, None, "another tree drops them");
    }

    #[test]
    fn the_window_lab_steps_with_the_keys_and_starts_again_without_its_numbers_on_another_tree() {
        use crate::url::{WINDOW_MAX_STEP, WindowAlgo, WindowLab};
        let mut model = Model::new(Doc::default(), 0);
        model.apply(Action::Mcts(Some(crate::url::MctsLab::default())));
        let lab = WindowLab {
            algo: WindowAlgo::Family(minimax_engine::nullwindow::Algo::Aspiration),
            step: 5,
            soft: true,
            guess: Bound::parse("2.5").expect("a number"),
            ..WindowLab::default()
        };
        model.apply(Action::Window(Some(lab)));
        assert_eq!((model.present.window, model.present.mcts), (Some(lab), None), "one lab at a time");
        let step = model.step();
        model.apply(Action::Forward);
        model.apply(Action::Forward);
        model.apply(Action::Back);
        assert_eq!(model.present.window.map(|l| l.step), Some(6));
        assert_eq!(model.step(), step, "the keys step the lab, not the search behind it");
        model.apply(Action::End);
        assert_eq!(model.present.window.map(|l| l.step), Some(WINDOW_MAX_STEP), "the lab brings End back to its last step");
        model.apply(Action::Start);
        assert_eq!(model.present.window.map(|l| l.step), Some(0));
        // The header's cut rule: the same settings, from the first step.
        model.apply(Action::Window(Some(WindowLab { step: 9, ..lab })));
        model.apply(Action::SetCut(CutRule::Gt));
        assert_eq!(model.present.window, Some(WindowLab { step: 0, ..lab }));
        // Another tree: the search and its returns stay; a guess made for
        // this tree's decimals does not leak into the next.
        model.apply(Action::SetText("<1,2>,<3,4>".into()));
        assert_eq!(
            model.present.window,
            Some(WindowLab { algo: WindowAlgo::Family(minimax_engine::nullwindow::Algo::Aspiration), soft: true, ..WindowLab::default() })
        );
        // Practice closes it; an embedded widget never opens it.
        model.apply(Action::Practice(PracticeAction::Start(Some(crate::practice::Task::Solve))));
        assert_eq!(model.present.window, None);
        model.present.embed = true;
        model.apply(Action::Window(Some(lab)));
        assert_eq!(model.present.window, None);
    }

    use super::*;
    use minimax_engine::edit::EditError;
    use minimax_engine::notation::LeafError;
    use minimax_engine::num::Bound;
    use minimax_engine::tree::Leaf;

    #[test]
    fn a_sets_scores_are_each_exercises_first_check_and_every_check_is_numbered() {
        use crate::lms::{Course, Scores};
        use crate::practice::Task;
        use minimax_engine::practice::{Exercise, Field, Level};
        let first = Exercise { level: Level::Easy, seed: 3 };
        let mut model = Model::classic();
        model.present.course = Some(Course { first, count: 2, scorm: None });
        model.apply(Action::NewExercise(first));
        model.apply(Action::Practice(PracticeAction::Start(Some(Task::Solve))));
        assert_eq!(model.checked, None);
        model.apply(Action::Practice(PracticeAction::Check));
        let Checked { serial, right, total, first: first_check } = model.checked.expect("a Check is numbered");
        assert_eq!((serial, right, first_check), (1, 0, true));
        assert_eq!(model.scores.get(0), Some((0, total)), "exercise 1's first Check");
        // A second Check, right at the root: numbered again, the set's score kept.
        model.apply(Action::Practice(PracticeAction::Write(NodeId(0), Field::Value, "3".into())));
        model.apply(Action::Practice(PracticeAction::Check));
        assert_eq!(model.checked.map(|c| (c.serial, c.right, c.first)), Some((2, 1, false)), "not the first Check");
        // Starting the exercise again does not make a Check the first again.
        model.apply(Action::Practice(PracticeAction::Reset));
        model.apply(Action::Practice(PracticeAction::Check));
        assert_eq!(model.checked.map(|c| (c.serial, c.first)), Some((3, false)));
        assert_eq!(model.scores.get(0), Some((0, total)));
        // The next exercise of the set; an exercise outside it records nothing.
        model.apply(Action::NewExercise(Exercise { seed: 4, ..first }));
        model.apply(Action::Practice(PracticeAction::Check));
        assert!(model.scores.get(1).is_some());
        model.apply(Action::NewExercise(Exercise { seed: 9, ..first }));
        model.apply(Action::Practice(PracticeAction::Check));
        assert_eq!(model.scores.len(), 2);
        // Scores an LMS kept from an earlier session join, never replace.
        let mut kept = Scores::default();
        kept.record(0, 5, 5);
        kept.record(1, 1, 1);
        kept.record(7, 1, 1);
        model.apply(Action::CourseScores(kept));
        assert_eq!(model.scores.get(0), Some((0, total)), "first Check stays");
        assert_eq!(model.scores.len(), 2, "outside the set is left out");
    }

    #[test]
    fn practice_progress_comes_back_on_the_same_exercise_and_task_only() {
        use crate::practice::Task;
        let mut model = Model::classic();
        model.apply(Action::Practice(PracticeAction::Start(Some(Task::Solve))));
        model.apply(Action::Practice(PracticeAction::Write(NodeId(0), minimax_engine::practice::Field::Value, "3".into())));
        model.apply(Action::Practice(PracticeAction::Hint));
        let text = model.practice_text().expect("practising");
        // A reload: the same exercise and task take it back, at its step.
        let mut again = Model::classic();
        again.apply(Action::Practice(PracticeAction::Start(Some(Task::Solve))));
        assert!(again.restore_practice(&text));
        assert_eq!((again.practice.as_ref().map(|p| p.hints), again.step()), (Some(1), 1));
        assert_eq!(again.practice.as_ref().and_then(|p| p.solution.written(NodeId(0))).map(|w| w.value.clone()), Some("3".to_string()));
        // Another task or tree does not.
        let mut predict = Model::classic();
        predict.apply(Action::Practice(PracticeAction::Start(Some(Task::Predict))));
        assert!(!predict.restore_practice(&text));
        let mut other = Model::new(Doc { text: "<1,2>,<3,4>".into(), ..Doc::default() }, 0);
        other.apply(Action::Practice(PracticeAction::Start(Some(Task::Solve))));
        assert!(!other.restore_practice(&text));
        assert!(!Model::classic().restore_practice(&text), "not practising");
    }

    #[test]
    fn a_new_problem_starts_clean_and_keeps_the_view() {
        use crate::compare::Compare;
        let doc = Doc { text: "max(chance(<2,2>,<1,2>), chance(<0,2>,<-1,0>))".into(), cut: CutRule::Gt, ..Doc::default() };
        let mut model = Model::new(Doc { bounds: Some((Bound::int(-1), Bound::int(2))), root: Player::Min, ..doc }, 0);
        model.apply(Action::SetCompare(Some(Compare::Algorithm)));
        model.apply(Action::SetTheme(crate::url::Theme::Dark));
        model.apply(Action::End);
        model.apply(Action::WhatIf(Some(NodeId(3))));
        assert!(model.pane.is_some() && model.step() > 0);
        // An example, as the menu loads it: the reader's cut rule stays.
        model.apply(Action::Load(Doc { text: EXAMPLES_FOR_TEST.into(), cut: model.doc.cut, form: model.doc.form, ..Doc::default() }));
        assert_eq!((model.present.compare, model.pane.is_some(), model.what_if), (None, false, None));
        assert_eq!((model.step(), model.doc.bounds, model.doc.root), (0, None, Player::Max));
        assert_eq!((model.doc.cut, model.present.theme), (CutRule::Gt, crate::url::Theme::Dark));
        // A new game opens at step 0; a new depth of the same game keeps
        // the step.
        let game = |state: &str, depth: Option<u32>| {
            Some(GameDoc {
                game: AnyGame::parse("coins", Some(state)).unwrap_or_else(|e| panic!("{e}")),
                depth,
                order: minimax_engine::games::MoveOrder::GIVEN,
                play: None,
                table: false,
                quiescence: false,
            })
        };
        model.apply(Action::SetGame(game("4", None)));
        model.finish_work();
        model.apply(Action::End);
        let end = model.step();
        assert!(end > 0);
        model.apply(Action::SetGame(game("4", Some(3))));
        model.finish_work();
        assert_eq!(model.step(), model.steps().min(end), "the same game, another depth: the step stays");
        model.apply(Action::SetGame(game("5", None)));
        model.finish_work();
        assert_eq!(model.step(), 0, "another position: step 0");
    }

    const EXAMPLES_FOR_TEST: &str = "<3,4>,<3,5>,<1,9>";

    #[test]
    fn a_links_document_becomes_the_readers_work_only_when_changed() {
        let doc = Doc { text: "<1,2>,<3,4>".into(), ..Doc::default() };
        let mut model = Model::new(doc.clone(), 0);
        model.visiting = Some(doc);
        // Stepping, the theme, the language: still the link's, not saved.
        for action in [Action::Forward, Action::End, Action::SetTheme(crate::url::Theme::Dark), Action::SetLang(Some(Lang::Ja))] {
            model.apply(action);
            assert!(!model.is_own_work());
        }
        // An edit makes it the reader's; undoing it does not make it a
        // visit again.
        model.apply(Action::SetText("<1,2>,<3,5>".to_string()));
        assert!(model.is_own_work());
        model.apply(Action::Undo);
        assert!(model.is_own_work());
        // So does a changed option.
        let mut model = Model::classic();
        model.visiting = Some(model.doc.clone());
        model.apply(Action::SetCut(minimax_engine::search::CutRule::Gt));
        assert!(model.is_own_work());
    }

    #[test]
    fn a_step_copies_no_text_history_or_node_state() {
        let model = Rc::new(Model::new(Doc { text: "<1,2>,<3,4>".into(), ..Doc::default() }, 0));
        let next = Rc::clone(&model).reduced(Action::Forward);
        assert!(Rc::ptr_eq(&model.doc.text, &next.doc.text), "the text is shared");
        assert!(Rc::ptr_eq(&model.undo, &next.undo), "the history is shared");
        assert!(Rc::ptr_eq(&model.replay, &next.replay), "the replay state is shared");
        // Each copy reads its own step from the shared replay state, in
        // either order, and while another reader holds it.
        assert_eq!((next.snapshot().step(), model.snapshot().step()), (1, 0));
        let held = next.snapshot();
        assert_eq!(model.snapshot().step(), 0, "replayed apart while the shared state is held");
        assert_eq!(*held, Snapshot::at(&next.tree, &next.trace, 1));
        drop(held);
        let end = Rc::clone(&next).reduced(Action::End);
        assert_eq!(*end.snapshot(), Snapshot::at(&end.tree, &end.trace, end.steps()));
        assert_eq!(*model.snapshot(), Snapshot::start(&model.tree));
    }

    #[test]
    fn a_second_pane_is_stepped_by_the_same_control() {
        let mut model = Model::classic();
        model.apply(Action::SetCompare(Some(Compare::Algorithm)));
        assert_eq!(model.steps(), 29, "the control runs to the end of the longer search (minimax)");
        model.apply(Action::Seek(10));
        let pane = model.pane_search().unwrap_or_else(|| panic!("a second pane"));
        assert_eq!((model.main_step(), pane.step()), (10, 10));
        model.apply(Action::End);
        let pane = model.pane_search().unwrap_or_else(|| panic!("a second pane"));
        assert_eq!((model.step(), model.main_step(), pane.step(), pane.steps()), (29, 23, 29, 29));
        assert_eq!(
            model.last_event().map(|e| e.kind()),
            Some(minimax_engine::search::EventKind::Return),
            "the main search shows its own last step"
        );
        // An option change re-runs both; turning the pane off clamps the step.
        model.apply(Action::SetCut(CutRule::Gt));
        assert_eq!(model.pane.as_ref().map(|p| p.options.cut), Some(CutRule::Gt));
        model.apply(Action::SetCompare(None));
        assert_eq!((model.steps(), model.step()), (23, 23));
        assert!(model.pane_search().is_none());
    }

    #[test]
    fn what_if_trials_stay_off_the_document_until_kept() {
        let text = "<3,5,10>,<2,4,6>,<2,7,3>";
        let mut model = Model::new(Doc { text: text.into(), ..Doc::default() }, 0);
        let leaf = NodeId(6);
        // Only a leaf with a value can be varied (node 5 is C).
        model.apply(Action::WhatIf(Some(NodeId(5))));
        assert_eq!(model.what_if, None);
        model.apply(Action::WhatIf(Some(leaf)));
        assert_eq!(model.what_if, Some(leaf));
        // Not the What-if leaf: ignored.
        model.apply(Action::TryLeaf(NodeId(7), Bound::int(9)));
        assert_eq!((model.trial, &*model.doc.text), (None, text));
        // Trials show on the tree and in the search, never in the text.
        model.apply(Action::TryLeaf(leaf, Bound::int(5)));
        model.apply(Action::TryLeaf(leaf, Bound::int(1)));
        assert_eq!(&*model.doc.text, text, "the document keeps its value");
        assert_eq!(model.tree.leaf_value(leaf), Some(Bound::int(1)));
        assert_eq!(model.trial, Some((leaf, Bound::int(1))));
        assert!(model.undo.is_empty(), "nothing to undo: nothing was written");
        // Another option keeps the trial on the tree shown.
        model.apply(Action::SetCut(CutRule::Gt));
        assert_eq!(model.tree.leaf_value(leaf), Some(Bound::int(1)));
        // Revert: back to the document's value.
        model.apply(Action::RevertTrial);
        assert_eq!((model.trial, model.tree.leaf_value(leaf)), (None, Some(Bound::int(2))));
        // Trying the document's own value is no trial.
        model.apply(Action::TryLeaf(leaf, Bound::int(2)));
        assert_eq!(model.trial, None);
        // Keep: the tree shown becomes the document, one undo step.
        let undo = model.undo.len();
        model.apply(Action::TryLeaf(leaf, Bound::int(6)));
        model.apply(Action::TryLeaf(leaf, Bound::int(7)));
        model.apply(Action::KeepTrial);
        assert_eq!((&*model.doc.text, model.trial), ("<3,5,10>,<7,4,6>,<2,7,3>", None));
        assert_eq!(model.undo.len(), undo + 1);
        model.apply(Action::Undo);
        assert_eq!(&*model.doc.text, text);
        // Closing the panel, or moving to another leaf, drops a trial.
        model.apply(Action::TryLeaf(leaf, Bound::int(9)));
        model.apply(Action::WhatIf(None));
        assert_eq!((model.trial, model.tree.leaf_value(leaf), &*model.doc.text), (None, Some(Bound::int(2)), text));
        model.apply(Action::WhatIf(Some(leaf)));
        model.apply(Action::TryLeaf(leaf, Bound::int(9)));
        model.apply(Action::WhatIf(Some(NodeId(7))));
        assert_eq!((model.trial, model.tree.leaf_value(leaf)), (None, Some(Bound::int(2))));
        // A new text drops it too; deleting the leaf closes the panel.
        model.apply(Action::WhatIf(Some(leaf)));
        model.apply(Action::TryLeaf(leaf, Bound::int(9)));
        model.apply(Action::SetText("<3,5,10>,<2,4,6>,<2,7,4>".to_string()));
        assert_eq!((model.trial, model.tree.leaf_value(leaf)), (None, Some(Bound::int(2))));
        model.apply(Action::Edit(Edit::Delete(leaf)));
        assert_eq!(model.what_if, None);
    }

    #[test]
    fn a_leaf_edit_shows_the_edited_tree_and_the_same_text() {
        let mut model = Model::classic();
        model.apply(Action::Seek(5));
        model.apply(Action::CommitLeaf(NodeId(7), "-4".to_string()));
        let reparsed = notation::parse(&model.doc.text).into_result().map(|t| t.with_root_player(model.doc.root));
        assert_eq!(reparsed.ok().as_ref(), Some(&*model.tree), "the drawn tree is what the text says");
        assert_eq!(model.step(), 5, "the step is kept");
        assert_eq!(model.other, Trace::run(&model.tree, Options { algorithm: Algorithm::Minimax, ..model.options() }).stats());
    }

    #[test]
    fn actions_move_the_cursor_within_bounds() {
        let mut model = Model::classic();
        assert_eq!(model.step(), 0, "a first visit starts at step 0");
        model.apply(Action::End);
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

    #[test]
    fn broken_text_keeps_the_last_tree_and_fixing_it_recovers() {
        let mut model = Model::classic();
        model.apply(Action::Seek(10));
        model.apply(Action::SetText("<3,5,10>,<2,a,b".to_string()));
        assert_eq!(model.errors.len(), 1);
        assert_eq!(model.tree.len(), 13, "the classic tree stays drawn");
        assert_eq!(model.step(), 10);
        model.apply(Action::SetText("<3,5,10>,<2,a,b>".to_string()));
        assert!(model.errors.is_empty());
        assert_eq!(model.tree.len(), 9);
    }

    #[test]
    fn editing_a_leaf_recomputes_and_keeps_the_step() {
        let mut model = Model::classic();
        model.apply(Action::Seek(12));
        // a is node 7; giving it a value changes nothing for alpha-beta.
        model.apply(Action::CommitLeaf(NodeId(7), "-4".to_string()));
        assert_eq!(&*model.doc.text, "<3,5,10>,<2,-4,b>,<2,7,3>");
        assert_eq!(model.step(), 12);
        // Making C's first leaf big means its second leaf must be looked at.
        model.apply(Action::CommitLeaf(NodeId(6), "9".to_string()));
        assert_eq!(model.trace.stats().leaves_evaluated, 6, "{:?}", model.trace.stats());
        model.apply(Action::CommitLeaf(NodeId(6), "3.5.1".to_string()));
        assert_eq!(model.notice, Some(Notice::Leaf(LeafError::NotANumber("3.5.1".to_string()))));
        model.apply(Action::Undo);
        model.apply(Action::Undo);
        assert_eq!(&*model.doc.text, CLASSIC);
        model.apply(Action::Redo);
        assert_eq!(&*model.doc.text, "<3,5,10>,<2,-4,b>,<2,7,3>");
        assert_eq!(model.tree.leaf_value(NodeId(7)), Some(Bound::int(-4)));
        let _ = Leaf::Value(Bound::int(0));
    }

    #[test]
    fn options_switch_and_undo() {
        let mut model = Model::classic();
        model.apply(Action::SetAlgorithm(Algorithm::Minimax));
        assert_eq!(model.trace.stats().cutoffs, 0);
        assert_eq!(model.other.cutoffs, 2, "alpha-beta's totals alongside");
        model.apply(Action::SetRoot(Player::Min));
        assert_eq!(model.tree[NodeId::ROOT].player(), Some(Player::Min));
        model.apply(Action::Undo);
        assert_eq!(model.tree[NodeId::ROOT].player(), Some(Player::Max));
        model.apply(Action::Edit(Edit::Delete(NodeId::ROOT)));
        assert_eq!(model.notice, Some(Notice::Edit(EditError::RootDelete)));
        let shown = |lang| crate::i18n::text(lang).notice(model.notice.as_ref().unwrap_or(&Notice::SavedUnreadable), lang);
        assert_eq!(shown(Lang::En), "the root cannot be deleted");
        assert_eq!(shown(Lang::Tr), "kök silinemez");
        assert_eq!(shown(Lang::Ja), "根は削除できません");
        assert_eq!(shown(Lang::Zh), "不能删除根节点");
        model.apply(Action::SetLang(Some(Lang::Zh)));
        assert_eq!((model.lang, model.present.lang), (Lang::Zh, Some(Lang::Zh)));
        model.browser_lang = Lang::Tr;
        model.apply(Action::SetLang(None));
        assert_eq!((model.lang, model.present.lang), (Lang::Tr, None), "Auto is the browser's language");
    }

    #[test]
    fn broken_text_is_not_overwritten_by_drawing_edits_and_totals_follow_options() {
        let mut model = Model::classic();
        model.apply(Action::SetText("<3,5,10>,<9,".to_string()));
        model.apply(Action::CommitLeaf(NodeId(7), "4".to_string()));
        assert_eq!(&*model.doc.text, "<3,5,10>,<9,", "the typed text is kept");
        assert_eq!(model.notice, Some(Notice::FixErrorsFirst));
        model.apply(Action::SetAlgorithm(Algorithm::Minimax));
        assert_eq!((model.trace.stats().cutoffs, model.other.cutoffs), (0, 2), "minimax now, alpha-beta alongside");
    }

    #[test]
    fn a_late_close_only_closes_its_own_editor() {
        let mut model = Model::classic();
        model.apply(Action::BeginEdit(NodeId(2)));
        let first = model.edit_serial;
        model.apply(Action::BeginEdit(NodeId(3)));
        model.apply(Action::CloseEditor(first));
        assert_eq!(model.editing, Some(NodeId(3)));
        model.apply(Action::CloseEditor(model.edit_serial));
        assert_eq!(model.editing, None);
        // Internal nodes and unknown ids open nothing.
        model.apply(Action::BeginEdit(NodeId(1)));
        assert_eq!(model.editing, None);
        model.apply(Action::BeginEdit(NodeId(999)));
        assert_eq!(model.editing, None);
    }

    #[test]
    fn autoplay_runs_to_the_end_and_stops() {
        let mut model = Model::classic();
        model.apply(Action::TogglePlay);
        assert!(model.playing);
        assert_eq!(model.step(), 0, "play from the end restarts");
        for _ in 0..100 {
            model.apply(Action::Tick);
        }
        assert_eq!(model.step(), model.steps());
        assert!(!model.playing);
    }
}

#[cfg(test)]
mod typing_tests {
    use super::*;
    use crate::doc::{EXAMPLES, SCALE_EXAMPLE, SCALE_MAP};
    use minimax_engine::games::MoveOrder;

    #[test]
    fn typing_without_a_pause_is_one_undo_step() {
        let mut model = Model::classic();
        let start = model.doc.text.clone();
        // "<3,5,10>,<2,a,b>,<2,7,3>" → append ",9" key by key, then pause.
        model.apply(Action::Typed(format!("{start},"), 1000.0));
        model.apply(Action::Typed(format!("{start},9"), 1300.0));
        model.apply(Action::Typed(format!("{start},99"), 1900.0));
        assert_eq!(model.undo.len(), 1, "one burst, one undo entry");
        // A pause, then more typing: a second step.
        model.apply(Action::Typed(format!("{start},991"), 4000.0));
        assert_eq!(model.undo.len(), 2);
        model.apply(Action::Undo);
        assert_eq!(&*model.doc.text, format!("{start},99").as_str());
        model.apply(Action::Undo);
        assert_eq!(model.doc.text, start, "the whole first burst undone at once");
        // Anything else between two keys ends the burst.
        model.apply(Action::Typed(format!("{start},1"), 5000.0));
        model.apply(Action::Undo);
        model.apply(Action::Typed(format!("{start},2"), 5100.0));
        model.apply(Action::Undo);
        assert_eq!(model.doc.text, start, "an undo between two keys is not merged away");
    }

    #[test]
    fn a_game_makes_its_tree_by_searching_and_options_make_it_again() {
        let game = GameDoc {
            game: AnyGame::parse("coins", Some("4")).unwrap_or_else(|e| panic!("{e}")),
            depth: None,
            order: MoveOrder::GIVEN,
            play: None,
            table: false,
            quiescence: false,
        };
        let mut model = Model::new(Doc { game: Some(game.clone()), text: "".into(), ..Doc::default() }, 0);
        let made = model.made.clone().unwrap_or_else(|| panic!("a game's tree"));
        assert_eq!(model.tree.len(), made.tree.len());
        assert_eq!(model.trace.root_value(&model.tree), Some(Bound::int(1)));
        let stubs = model.tree.ids().filter(|&n| made.is_stub(n)).count();
        assert_eq!(stubs, 1, "alpha-beta cuts one move of the four-coin game");
        assert_eq!(model.other.nodes_visited, 12, "minimax plays the whole game: 12 positions");
        assert!(model.errors.is_empty());
        // Minimax plays every move: no stubs, a bigger tree.
        model.apply(Action::SetAlgorithm(Algorithm::Minimax));
        let made = model.made.clone().unwrap_or_else(|| panic!("a game's tree"));
        assert_eq!(model.tree.ids().filter(|&n| made.is_stub(n)).count(), 0);
        assert_eq!(model.tree.len(), 12);
        // Leaves are not edited in a game.
        model.apply(Action::BeginEdit(NodeId(3)));
        assert_eq!(model.editing, None);
        // Back to a typed tree: the game's tree as text, searched as a tree.
        model.apply(Action::SetGame(None));
        assert!(model.made.is_none());
        assert_eq!(model.tree.len(), 12);
        assert_eq!(model.trace.root_value(&model.tree), Some(Bound::int(1)));
        // Too big to draw: a message, and the tree on screen stays.
        model.apply(Action::SetAlgorithm(Algorithm::AlphaBeta));
        model.apply(Action::SetGame(Some(GameDoc {
            game: AnyGame::parse("tictactoe", None).unwrap_or_else(|e| panic!("{e}")),
            depth: None,
            order: MoveOrder::GIVEN,
            play: None,
            table: false,
            quiescence: false,
        })));
        model.apply(Action::SetAlgorithm(Algorithm::Minimax));
        model.finish_work();
        assert_eq!(model.notice, Some(Notice::GameTooBig(GAME_MAX_NODES)));
        assert_eq!(model.tree.len(), 12);
    }

    #[test]
    fn a_big_game_search_runs_a_slice_at_a_time_and_shows_the_step_asked_for_meanwhile() {
        let mut model = Model::classic();
        // Alpha-beta from the empty board makes 18,297 positions: more
        // than one slice.
        let empty = GameDoc {
            game: AnyGame::parse("tictactoe", None).unwrap_or_else(|e| panic!("{e}")),
            depth: None,
            order: MoveOrder::GIVEN,
            play: None,
            table: false,
            quiescence: false,
        };
        model.apply(Action::SetGame(Some(empty.clone())));
        assert!(
            matches!(model.progress, Some(Progress::Working { positions }) if positions > 0 && positions < 18_297),
            "{:?}",
            model.progress
        );
        assert!(model.made.is_none(), "the old tree stays until the search is done");
        model.apply(Action::End);
        let mut slices = 0;
        let mut last = 0;
        while model.job.is_some() {
            model.apply(Action::GameWork);
            if let Some(Progress::Working { positions }) = model.progress {
                assert!(positions > last);
                last = positions;
            }
            slices += 1;
        }
        assert!(slices >= 1, "{slices} slices");
        assert_eq!(model.progress, None);
        assert_eq!(model.trace.stats().nodes_visited, 18_297);
        assert_eq!(model.step(), model.steps(), "End, pressed while searching, is honoured");
        // Minimax's count (549,946 positions) goes over its cap: said, not zeros.
        assert!(matches!(model.other_note, Some(OtherNote::Counting(_))), "{:?}", model.other_note);
        model.finish_work();
        assert_eq!(model.other_note, Some(OtherNote::OverCap(OTHER_MAX_NODES)));
        assert!(!model.working());
        // With a transposition table the same search makes far fewer
        // positions, and some are looked up.
        model.apply(Action::SetGame(Some(GameDoc { table: true, ..empty })));
        model.finish_work();
        let made = model.made.clone().unwrap_or_else(|| panic!("a game's tree"));
        assert!(made.hits > 0 && model.trace.stats().nodes_visited < 18_297, "{} hits, {} nodes", made.hits, model.tree.len());
        assert_eq!(model.tree.ids().filter(|&n| model.tree[n].same_as().is_some()).count(), made.hits);
        assert_eq!(model.other_note, None, "minimax with the table is counted: {:?}", model.other);
        assert!(model.other.nodes_visited > 0);
    }

    #[test]
    fn the_chance_examples_teach_what_their_menu_entries_say() {
        use minimax_engine::value::{Exact, Value};
        let root = |text: &str| {
            let tree = notation::parse(text).into_result().unwrap_or_else(|e| panic!("{text}: {e:?}"));
            let trace = Trace::run(&tree, Options { algorithm: Algorithm::Minimax, ..Options::default() });
            (trace.root(&tree).map(|v| v.to_string()), trace.best_children(&tree))
        };
        assert_eq!(root(EXAMPLES[5]), (Some("1.5".to_string()), vec![0]));
        assert_eq!(root(EXAMPLES[7]), (Some("2.1".to_string()), vec![0]));
        assert_eq!(root(EXAMPLES[6]), (Some("40.9".to_string()), vec![1]), "the same order of leaves, another scale: the other move");
        // Side by side: the rescaled pane is the other tree exactly.
        let tree = notation::parse(EXAMPLES[SCALE_EXAMPLE]).into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let map = crate::url::parse_rescale(SCALE_MAP).unwrap_or_else(|| panic!("the map"));
        let pane = Pane::new(Compare::Rescale, &tree, Options { algorithm: Algorithm::Minimax, ..Options::default() }, Some(&map));
        assert_eq!(
            notation::print(&pane.tree),
            notation::print(&notation::parse(EXAMPLES[6]).into_result().unwrap_or_else(|e| panic!("{e:?}")))
        );
        assert_eq!(pane.trace.root(&pane.tree).map(|v| v.to_string()), Some("40.9".to_string()));
        let _ = (Exact::from_integer(1.into()), Value::int(0));
    }
}
