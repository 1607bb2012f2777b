//! Engine benchmarks: trace time, events, bytes per stored event and the
//! time to jump to a random step, for minimax and alpha-beta on random trees
//! of branching 4 and depths 8 and 10 built in memory.
//!
//! Prints figures; asserts nothing (shared machines are noisy). Targets:
//! depth 10 (about 1.4 million nodes) traced in under 200 ms, at most 32
//! bytes per stored event.

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
            b.leaf(None, Leaf::Value(Bound::int((rng.next() % 1000) as i64)));
        } else {
            b.open(None, None);
            open.push(branching);
        }
    }
    match b.finish(Player::Max) {
        Ok(tree) => tree,
        Err(e) => panic!("bench tree: {e:?}"),
    }
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

fn main() {
    let mut rng = Rng(0x5eed_1234_abcd_ef01);
    println!("engine benchmarks (release build, median of runs)");
    println!("{:<10} {:>6} {:>10} {:>12} {:>10} {:>12} {:>12} {:>14}", "algorithm", "depth", "nodes", "trace time", "events", "bytes/event", "trace MiB", "random jump");
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
                ms(median(times)),
                trace.len(),
                bytes_per_event,
                stored as f64 / (1024.0 * 1024.0),
                ms(median(jumps)),
            );
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
}
