//! Game searches that can stop part-way and go on later: a page must not
//! freeze while a search makes tens of thousands of positions, so it runs
//! one a few thousand steps at a time ([`Job::run`]) and shows how far it
//! got in between. Run to the end at once, a job is exactly
//! [`super::made`], [`super::count`] or [`super::cost_rows`]: those are
//! written on top of it.

use super::{AnyGame, CostRow, MadeGame, Picture, Play, Position, Setup, TooBig, cost_row};
use crate::search::{Algorithm, Options, Stats, Stepper};
use crate::space::GameSpace;

/// A search of one game under way, its game's type hidden.
trait Resume {
    /// Takes up to `events` more steps. `Some(true)`: finished;
    /// `Some(false)`: more to do; `None`: over its cap of positions.
    fn run(&mut self, events: usize) -> Option<bool>;
    /// Positions made so far.
    fn positions(&self) -> usize;
    /// What the search cost so far.
    fn stats(&self) -> Stats;
    /// The tree made, with stubs, positions and frontier marks (once
    /// finished).
    fn made(&self) -> Option<MadeGame>;
}

struct Run<G: Position> {
    space: GameSpace<Play<G>>,
    stepper: Stepper,
    stats: Stats,
    cap: usize,
    picture: fn(&G::State) -> Picture,
}

impl<G: Position> Resume for Run<G> {
    fn run(&mut self, events: usize) -> Option<bool> {
        super::steps(&mut self.stepper, &mut self.space, &mut self.stats, self.cap, events)
    }

    fn positions(&self) -> usize {
        self.space.len()
    }

    fn stats(&self) -> Stats {
        self.stats
    }

    fn made(&self) -> Option<MadeGame> {
        let (tree, origin) = self.space.to_tree_with_stubs()?;
        let pictures = origin.iter().map(|o| o.and_then(|n| self.space.state(n)).map(|at| (self.picture)(&at.state))).collect();
        let frontier = origin.iter().map(|o| o.is_some_and(|n| self.space.is_frontier(n))).collect();
        Some(MadeGame { tree, pictures, frontier, hits: self.space.hits() })
    }
}

/// A search of `game`: every game runs as the one game type `AnyGame`
/// (`any.rs`), so the stepper and the space are compiled once.
fn start(game: &AnyGame, setup: Setup, options: Options, cap: usize) -> Box<dyn Resume> {
    Box::new(Run {
        space: GameSpace::new(Play::new(game.clone(), setup)),
        stepper: Stepper::new(options),
        stats: Stats::default(),
        cap,
        picture: |s: &Picture| *s,
    })
}

/// How far a job has got.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Progress {
    /// Still going: positions made by the search under way.
    Working { positions: usize },
    /// Finished.
    Done,
    /// Stopped: the search would make more than this many positions.
    TooBig { limit: usize },
}

/// A game's search, making its tree with stubs, run a slice at a time.
pub struct Job {
    search: Box<dyn Resume>,
    cap: usize,
    progress: Progress,
}

impl Job {
    /// A search of `game` under `setup` and `options`, making at most
    /// `cap` positions, not yet started.
    pub fn made(game: &AnyGame, setup: Setup, options: Options, cap: usize) -> Job {
        Job { search: start(game, setup, options, cap), cap, progress: Progress::Working { positions: 0 } }
    }

    /// Takes up to `events` more steps of the search.
    pub fn run(&mut self, events: usize) -> Progress {
        if matches!(self.progress, Progress::Working { .. }) {
            self.progress = match self.search.run(events) {
                Some(true) => Progress::Done,
                Some(false) => Progress::Working { positions: self.search.positions() },
                None => Progress::TooBig { limit: self.cap },
            };
        }
        self.progress
    }

    /// How far it has got.
    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// The tree made, once done.
    pub fn result(&self) -> Result<MadeGame, TooBig> {
        match self.progress {
            Progress::Done => self.search.made().ok_or(TooBig { limit: self.cap }),
            _ => Err(TooBig { limit: self.cap }),
        }
    }

    /// What the search cost so far (all of it once done).
    pub fn stats(&self) -> Stats {
        self.search.stats()
    }
}

/// A count of what a search costs, kept no events, run a slice at a time.
pub struct Count {
    job: Job,
}

impl Count {
    pub fn new(game: &AnyGame, setup: Setup, options: Options, cap: usize) -> Count {
        Count { job: Job::made(game, setup, options, cap) }
    }

    pub fn run(&mut self, events: usize) -> Progress {
        self.job.run(events)
    }

    /// The totals, once done within the cap.
    pub fn result(&self) -> Option<Stats> {
        (self.job.progress() == Progress::Done).then(|| self.job.stats())
    }
}

/// The node-count table ([`super::cost_rows`]) counted a slice at a time:
/// minimax then alpha-beta at depth 1, 2, … until minimax goes over the
/// cap, the game ends before the depth, or `max_depth` is passed.
pub struct CostJob {
    game: AnyGame,
    base: Setup,
    options: Options,
    max_depth: u32,
    cap: usize,
    depth: u32,
    minimax: Option<Stats>,
    current: Count,
    rows: Vec<CostRow>,
    done: bool,
}

impl CostJob {
    /// `base` gives the order (and table) each depth is searched with.
    pub fn new(game: &AnyGame, base: Setup, options: Options, max_depth: u32, cap: usize) -> CostJob {
        let first = Count::new(game, Setup { depth: Some(1), ..base }, Options { algorithm: Algorithm::Minimax, ..options }, cap);
        CostJob {
            game: game.clone(),
            base,
            options,
            max_depth,
            cap,
            depth: 1,
            minimax: None,
            current: first,
            rows: Vec::new(),
            done: max_depth == 0,
        }
    }

    /// Takes up to `events` more steps; true once the table is finished.
    pub fn run(&mut self, events: usize) -> bool {
        if self.done {
            return true;
        }
        match self.current.run(events) {
            Progress::Working { .. } => return false,
            Progress::TooBig { .. } => {
                self.done = true;
                return true;
            }
            Progress::Done => {}
        }
        let Some(stats) = self.current.result() else {
            self.done = true;
            return true;
        };
        let setup = Setup { depth: Some(self.depth), ..self.base };
        match self.minimax.take() {
            None => {
                if self.rows.last().is_some_and(|r| r.minimax == stats) {
                    // The game ends before this depth: deeper rows repeat it.
                    self.done = true;
                    return true;
                }
                self.minimax = Some(stats);
                self.current = Count::new(&self.game, setup, Options { algorithm: Algorithm::AlphaBeta, ..self.options }, self.cap);
            }
            Some(minimax) => {
                self.rows.push(cost_row(self.depth, minimax, stats));
                self.depth += 1;
                if self.depth > self.max_depth {
                    self.done = true;
                    return true;
                }
                let next = Setup { depth: Some(self.depth), ..self.base };
                self.current = Count::new(&self.game, next, Options { algorithm: Algorithm::Minimax, ..self.options }, self.cap);
            }
        }
        false
    }

    /// The rows counted so far (all of them once finished).
    pub fn rows(&self) -> &[CostRow] {
        &self.rows
    }

    /// The depth being counted, while not finished.
    pub fn depth(&self) -> Option<u32> {
        (!self.done).then_some(self.depth)
    }
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job").field("progress", &self.progress).field("cap", &self.cap).finish()
    }
}

impl std::fmt::Debug for Count {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Count").field("job", &self.job).finish()
    }
}
