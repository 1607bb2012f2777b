//! Engine benchmarks: trace time, events, bytes per stored event and the
//! time to jump to a random step, for minimax and alpha-beta on random trees
//! of branching 4 and depths 8 and 10 built in memory.
//!
//! Prints figures and asserts nothing (shared machines are noisy): each
//! figure that has a budget is printed beside it, and the last line lists
//! every budget missed (`make bench` gathers it with the browser's). Budgets:
//! depth 10 (about 1.4 million nodes) traced in under 200 ms, at most 32
//! bytes per stored event, tic-tac-toe's full minimax trace with its tree
//! in 250 ms, the 4^10 chance tree (exact rationals) in 500 ms, the
//! slowest of 300 Connect Four endgames of 12 empty cells in 1 s, 10,000
//! MCTS iterations of Connect Four from the empty board in 300 ms.

use std::cell::RefCell;
use std::hint::black_box;
use std::time::{Duration, Instant};

use minimax_engine::num::Bound;
use minimax_engine::replay::Cursor;
use minimax_engine::search::{Algorithm, CutRule, Form, Options, Trace};
use minimax_engine::space::{GameSpace, TreeGame};
use minimax_engine::tree::{Leaf, Player, Tree, TreeBuilder};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// A complete tree: every internal node has `branching` children.
fn complete_tree(branching: u32, depth: u32, rng: &mut Rng) -> Tree {
    complete_tree_of(branching, depth, rng, number_leaf(1000), |_| None)
}

/// Leaves of utility `0..values`.
fn number_leaf(values: u64) -> impl FnMut(&mut Rng) -> Leaf {
    move |rng| Leaf::Value(Bound::int((rng.next() % values) as i64))
}

/// A complete tree of `branching` children and `depth` levels, each leaf
/// made by `leaf`; `kind(level)` fixes the kind of the internal nodes at a
/// level (from 1 below the root; `None`: alternating).
fn complete_tree_of(
    branching: u32,
    depth: u32,
    rng: &mut Rng,
    mut leaf: impl FnMut(&mut Rng) -> Leaf,
    kind: impl Fn(usize) -> Option<minimax_engine::tree::Kind>,
) -> Tree {
    let mut b = TreeBuilder::new();
    let mut open: Vec<u32> = Vec::new();
    b.open(None, None);
    open.push(branching);
    while let Some(left) = open.last_mut() {
        if *left == 0 {
            open.pop();
            b.close();
            continue;
        }
        *left -= 1;
        if open.len() as u32 == depth {
            b.leaf(None, leaf(rng));
        } else {
            b.open_kind(None, kind(open.len()));
            open.push(branching);
        }
    }
    match b.finish(Player::Max) {
        Ok(tree) => tree,
        Err(e) => panic!("bench tree: {e:?}"),
    }
}

thread_local! {
    /// Every budget missed so far, as printed.
    static MISSED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Prints `figure` beside its budget (`figure <= limit`) and records a miss.
fn budget(name: &str, figure: f64, limit: f64, unit: &str) {
    let met = figure <= limit;
    println!("  budget: {name}: {figure:.1} {unit} (budget {limit} {unit}) {}", if met { "ok" } else { "MISSED" });
    if !met {
        MISSED.with(|m| m.borrow_mut().push(format!("{name} {figure:.1} {unit} > {limit} {unit}")));
    }
}

fn millis(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort_unstable();
    samples[samples.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

fn main() {
    let mut rng = Rng(0x5eed_1234_abcd_ef01);
    println!("engine benchmarks (release build, median of runs)");
    println!(
        "{:<10} {:>6} {:>10} {:>12} {:>10} {:>12} {:>12} {:>14}",
        "algorithm", "depth", "nodes", "trace time", "events", "bytes/event", "trace MiB", "random jump"
    );
    for depth in [8u32, 10] {
        let tree = complete_tree(4, depth, &mut rng);
        for (name, options) in [
            ("minimax", Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima }),
            ("alphabeta", Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima }),
        ] {
            let runs = if depth == 10 { 5 } else { 15 };
            let mut times = Vec::new();
            let mut trace = None;
            for _ in 0..runs {
                let start = Instant::now();
                let t = black_box(Trace::run(&tree, options));
                times.push(start.elapsed());
                trace = Some(t);
            }
            let Some(trace) = trace else { continue };
            let stored = std::mem::size_of_val(trace.events());
            let bytes_per_event = stored as f64 / trace.len() as f64;
            // Jumps from one random step to another, as a scrub slider does.
            let mut cursor = Cursor::new(&tree);
            let mut jumps = Vec::new();
            for _ in 0..40 {
                let target = (rng.next() % (trace.len() as u64 + 1)) as usize;
                let start = Instant::now();
                cursor.seek(&tree, &trace, target);
                jumps.push(start.elapsed());
                black_box(cursor.step());
            }
            println!(
                "{:<10} {:>6} {:>10} {:>12} {:>10} {:>12.1} {:>12.1} {:>14}",
                name,
                depth,
                tree.len(),
                ms(median(times.clone())),
                trace.len(),
                bytes_per_event,
                stored as f64 / (1024.0 * 1024.0),
                ms(median(jumps)),
            );
            if depth == 10 {
                budget(&format!("{name}, 4^10 tree, trace"), millis(median(times.clone())), 200.0, "ms");
            }
            budget(&format!("{name}, 4^{depth} tree, bytes per stored event"), bytes_per_event, 32.0, "B");
        }
    }
    // The same depth-10 tree searched as a game whose states are made as
    // the search enters them (a GameSpace), for the cost of generating.
    let tree = complete_tree(4, 10, &mut rng);
    for (name, options) in [
        ("minimax", Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima }),
        ("alphabeta", Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima }),
    ] {
        let mut times = Vec::new();
        let mut made = 0;
        for _ in 0..3 {
            let start = Instant::now();
            let mut space = GameSpace::new(TreeGame(&tree));
            let trace = black_box(Trace::run_in(&mut space, options, 0));
            times.push(start.elapsed());
            made = space.len();
            black_box(trace.len());
        }
        println!("as a game: {name:<10} depth 10, {made:>8} states made of {}, search {}", tree.len(), ms(median(times)));
    }
    println!("targets: depth 10 traced in < 200 ms; <= 32 bytes per stored event");
    games();
    connect_four();
    chance();
    maxn();
    println!();
    MISSED.with(|m| {
        let m = m.borrow();
        if m.is_empty() {
            println!("engine: all budgets met");
        } else {
            println!("engine budgets missed: {}", m.join("; "));
        }
    });
}

/// The games of the course notes: tic-tac-toe's full minimax trace from
/// the empty board (549,946 nodes; target < 250 ms, < 32 bytes per stored
/// event, the states made as the search goes), then the node-count table
/// of the notes measured on rabbit and wolves and on tic-tac-toe.
fn games() {
    use minimax_engine::games::rabbit::Rabbit;
    use minimax_engine::games::tictactoe::TicTacToe;
    use minimax_engine::games::{MoveOrder, Setup, cost_table, search};
    println!();
    println!("games (release build, median of 3 runs)");
    let table = Setup { table: true, ..Setup::default() };
    for (name, options, setup) in [
        ("minimax", Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima }, Setup::default()),
        ("alphabeta", Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima }, Setup::default()),
        ("minimax + transposition table", Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima }, table),
        ("alphabeta + transposition table", Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima }, table),
    ] {
        let mut times = Vec::new();
        let mut figures = (0, 0, 0.0, 0, 0);
        for _ in 0..3 {
            let start = Instant::now();
            let searched = black_box(search(TicTacToe::default(), setup, options));
            times.push(start.elapsed());
            let stored = std::mem::size_of_val(searched.trace.events());
            figures = (
                searched.trace.stats().nodes_visited,
                searched.trace.len(),
                stored as f64 / searched.trace.len() as f64,
                searched.space.len(),
                searched.space.hits(),
            );
        }
        let (nodes, events, per_event, made, hits) = figures;
        let hits = if setup.table { format!(", {hits} table hits") } else { String::new() };
        println!(
            "tic-tac-toe, empty board, {name}: {nodes} nodes ({made} states made{hits}), {events} events, {per_event:.1} bytes/event, search + tree {}",
            ms(median(times.clone()))
        );
        if name == "minimax" {
            budget("tic-tac-toe, empty board, full minimax trace with its tree", millis(median(times)), 250.0, "ms");
        }
        budget(&format!("tic-tac-toe {name}, bytes per stored event"), per_event, 32.0, "B");
    }
    // The page's slices: the same alpha-beta search run WORK_SLICE steps at
    // a time, timed per slice (the page draws between slices).
    {
        use minimax_engine::games::AnyGame;
        use minimax_engine::games::job::{Job, Progress};
        let game = AnyGame::TicTacToe(TicTacToe::default());
        let mut job =
            Job::made(&game, Setup::default(), Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima }, 20_000);
        let mut slices = Vec::new();
        loop {
            let start = Instant::now();
            let progress = job.run(20_000);
            slices.push(start.elapsed());
            if !matches!(progress, Progress::Working { .. }) {
                break;
            }
        }
        let start = Instant::now();
        let made = black_box(job.result());
        let finish = start.elapsed();
        println!(
            "tic-tac-toe alpha-beta in the page's slices of 20,000 steps: {} slices, longest {}, then the drawable tree ({} nodes) {}",
            slices.len(),
            ms(slices.iter().copied().max().unwrap_or_default()),
            made.map_or(0, |m| m.tree.len()),
            ms(finish)
        );
    }
    // The same search without making the tree the web app draws.
    let mut times = Vec::new();
    let mut tree_times = Vec::new();
    for _ in 0..3 {
        let start = Instant::now();
        let mut space = minimax_engine::space::GameSpace::new(minimax_engine::games::Play::new(TicTacToe::default(), Setup::default()));
        let trace =
            black_box(Trace::run_in(&mut space, Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima }, 1 << 21));
        times.push(start.elapsed());
        let start = Instant::now();
        black_box(space.to_tree());
        tree_times.push(start.elapsed());
        black_box(trace.len());
    }
    println!("tic-tac-toe, empty board, minimax: search alone {}, then the tree {}", ms(median(times)), ms(median(tree_times)));
    println!("target: the full minimax trace of tic-tac-toe in < 250 ms, < 32 bytes per stored event");
    let ab = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };
    let rabbit = Rabbit::default();
    let ttt = TicTacToe::default();
    let tables = |depths: Vec<u32>, table: &dyn Fn(Vec<u32>, MoveOrder) -> Vec<minimax_engine::games::CostRow>| {
        [MoveOrder::GIVEN, MoveOrder::BEST_FIRST, MoveOrder::WORST_FIRST, MoveOrder::Random(1)].map(|order| table(depths.clone(), order))
    };
    for (title, [given, best, worst, random]) in [
        ("rabbit and wolves from the start", tables((1..=6).collect(), &|d, o| cost_table(&rabbit, d, o, ab))),
        ("tic-tac-toe from the empty board", tables(vec![2, 4, 6, 9], &|d, o| cost_table(&ttt, d, o, ab))),
    ] {
        println!();
        println!("node counts, {title} (leaves evaluated; b = effective branching, minimax leaves^(1/m))");
        println!(
            "{:>5} {:>6} {:>10} {:>10} {:>11} {:>11} {:>11} {:>10} {:>10} {:>10}",
            "depth", "b", "minimax", "ab given", "ab best", "ab worst", "ab random", "b^m", "b^(m/2)", "b^(3m/4)"
        );
        for (k, row) in given.iter().enumerate() {
            let leaves = |rows: &[minimax_engine::games::CostRow]| rows.get(k).map_or(0, |r| r.alpha_beta.leaves_evaluated);
            let [full, half, three_quarters] = row.formulas();
            println!(
                "{:>5} {:>6.2} {:>10} {:>10} {:>11} {:>11} {:>11} {:>10.0} {:>10.0} {:>10.0}",
                row.depth,
                row.branching,
                row.minimax.leaves_evaluated,
                row.alpha_beta.leaves_evaluated,
                leaves(&best),
                leaves(&worst),
                leaves(&random),
                full,
                half,
                three_quarters
            );
        }
    }
}

/// Connect Four endgames with 12 empty cells (300 reached by random play
/// from a fixed seed), each solved by alpha-beta with a transposition table and
/// centre-first order, its trace and tree kept as the page keeps them;
/// budget: the slowest under 1 s.
fn connect_four() {
    use minimax_engine::games::connect4::ConnectFour;
    use minimax_engine::games::{MoveOrder, Setup, search};
    use minimax_engine::space::Game;
    println!();
    println!("Connect Four endgames, 12 empty cells, alpha-beta + transposition table, centre first");
    let ab = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };
    let setup = Setup { depth: None, order: MoveOrder::BEST_FIRST, table: true, quiescence: false };
    let mut rng = Rng(0xc0ffee);
    let mut slowest = (Duration::ZERO, String::new(), 0);
    let mut times = Vec::new();
    while times.len() < 300 {
        let game = ConnectFour::default();
        let mut board = game.initial();
        while board.moves_played() < 30 && !board.over() {
            let moves = game.actions(&board);
            board = board.play(usize::from(moves[(rng.next() % moves.len() as u64) as usize]));
        }
        if board.over() {
            continue;
        }
        let start = Instant::now();
        let searched = black_box(search(board, setup, ab));
        let took = start.elapsed();
        if took > slowest.0 {
            slowest = (took, board.to_string(), searched.trace.stats().nodes_visited);
        }
        times.push(took);
    }
    println!(
        "  300 positions from random play: median {}, slowest {} ({}, {} nodes)",
        ms(median(times)),
        ms(slowest.0),
        slowest.1,
        slowest.2
    );
    budget("Connect Four 12-empty endgame solved (slowest of 300)", millis(slowest.0), 1000.0, "ms");
    // MCTS: 10,000 UCT iterations from the empty board, not recorded (the
    // page's +1000 runs the same loop), and recorded (the page's stepping).
    use minimax_engine::mcts::{Mcts, MctsOptions};
    for (name, record) in [("not recorded", false), ("recorded", true)] {
        let mut times = Vec::new();
        let mut nodes = 0;
        for seed in 1..=5 {
            let Ok(mut search) = Mcts::new(ConnectFour::default(), MctsOptions { seed, ..MctsOptions::default() }, Some((-1.0, 1.0)))
            else {
                continue;
            };
            let start = Instant::now();
            for _ in 0..10_000 {
                black_box(search.iterate(record));
            }
            times.push(start.elapsed());
            nodes = search.nodes.len();
        }
        println!("Connect Four MCTS, empty board, 10,000 iterations {name}: {nodes} nodes, {}", ms(median(times.clone())));
        if !record {
            budget("Connect Four MCTS, 10,000 iterations from the empty board", millis(median(times)), 300.0, "ms");
        }
    }
}

/// A complete tree of `branching` children and `depth` levels where every
/// other level is a chance node (equal probabilities): MAX, chance, MIN,
/// chance, … over leaves 0 to 9.
fn chance_tree(branching: u32, depth: u32, rng: &mut Rng) -> Tree {
    // Odd levels are chance nodes; the others alternate by themselves.
    complete_tree_of(branching, depth, rng, number_leaf(10), |level| (level % 2 == 1).then_some(minimax_engine::tree::Kind::Chance))
}

/// Expectiminimax and alpha-beta (with and without leaf bounds, Star1) on
/// a chance tree of 4^10 leaves (1,398,101 nodes): time, events, bytes
/// per stored event, and the computed values the events refer to.
fn chance() {
    let mut rng = Rng(0x00c4_a7ce_0000_0001);
    let tree = chance_tree(4, 10, &mut rng);
    println!();
    println!("chance tree: 4^10 leaves, {} nodes, every other level a chance node (median of 3 runs)", tree.len());
    let bounds = Some((Bound::int(0), Bound::int(9)));
    for (name, options, bounds) in [
        ("expectiminimax", Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima }, None),
        ("alpha-beta", Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima }, None),
        ("alpha-beta, leaves in [0, 9] (Star1)", Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima }, bounds),
    ] {
        let mut times = Vec::new();
        let mut last = None;
        for _ in 0..3 {
            let start = Instant::now();
            let trace = black_box(Trace::run_bounded(&tree, options, bounds));
            times.push(start.elapsed());
            last = Some(trace);
        }
        let Some(trace) = last else { continue };
        let stored = std::mem::size_of_val(trace.events());
        let values = trace.values().len();
        println!(
            "{name}: root {}, {} events, {:.1} bytes/event, {} values computed ({:.2} per event), {} leaves evaluated, {}",
            trace.root(&tree).map_or("?".to_string(), |v| v.to_string()),
            trace.len(),
            stored as f64 / trace.len() as f64,
            values,
            values as f64 / trace.len() as f64,
            trace.stats().leaves_evaluated,
            ms(median(times.clone()))
        );
        budget(&format!("chance tree 4^10, {name}"), millis(median(times)), 500.0, "ms");
    }
    println!("target: stored events < 32 bytes each; values (rationals) live in one table and events refer to them by index");
}

/// max^n on a complete three-player tree of 4^9 leaves (349,525 nodes,
/// utility vectors of 0 to 9), and the paranoid reduction's alpha-beta on
/// the same tree: time, events, bytes per stored event.
fn maxn() {
    let mut rng = Rng(0x3a7e_0000_0000_0001);
    // Levels take turns from player 1 by themselves.
    let vector = |rng: &mut Rng| Leaf::Vector((0..3).map(|_| Bound::int((rng.next() % 10) as i64)).collect());
    let tree = complete_tree_of(4, 9, &mut rng, vector, |_| None);
    println!();
    println!("max^n tree: 3 players, 4^9 leaves, {} nodes (median of 3 runs)", tree.len());
    let Some(reduced) = minimax_engine::maxn::paranoid(&tree) else { panic!("a max^n tree") };
    let ab = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };
    for (name, searched) in [("max^n", &tree), ("paranoid reduction, alpha-beta", &reduced)] {
        let mut times = Vec::new();
        let mut last = None;
        for _ in 0..3 {
            let start = Instant::now();
            let trace = black_box(Trace::run(searched, ab));
            times.push(start.elapsed());
            last = Some(trace);
        }
        let Some(trace) = last else { continue };
        println!(
            "{name}: root {}, {} events, {:.1} bytes/event, {} leaves evaluated, {}",
            trace.root(searched).map_or("?".to_string(), |v| v.to_string()),
            trace.len(),
            std::mem::size_of_val(trace.events()) as f64 / trace.len() as f64,
            trace.stats().leaves_evaluated,
            ms(median(times))
        );
    }
}
