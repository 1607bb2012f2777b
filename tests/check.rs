//! Checking a student's code (`minimax_engine::check`): the slip-free run
//! is the stepper's trace; plain recursive alpha-beta written the ways
//! courses write it (AIMA's, fail-hard, update-first, both cut rules) is
//! accepted on thousands of random trees with ties; each known mistake,
//! written as a student would write it, is named and shrunk to a tree of
//! at most six leaves.

use minimax_engine::check::{self, CodeRun, Mark, Parting, Probe, Slip};
use minimax_engine::notation;
use minimax_engine::num::Bound;
use minimax_engine::search::{Algorithm, CutRule, Form, Options};
use minimax_engine::tree::{NodeId, Player, Tree};

const CONVENTIONS: [Options; 5] = [
    Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::Aima },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::UpdateFirst },
    Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::UpdateFirst },
];

fn tree_for(i: u64) -> Tree {
    check::random_tree(i, if i.is_multiple_of(2) { Player::Max } else { Player::Min })
}

/// How a student's code is written: right in one of the ways courses
/// teach, or with one mistake.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Code {
    /// AIMA's MAX-VALUE/MIN-VALUE: `v ≥ β` returns `v`.
    Aima,
    /// Returns β on a cut at MAX (α at MIN) and clamps what it returns.
    FailHard,
    /// `α ← max(α, v)`, then `if α ≥ β: break`.
    UpdateFirst,
    Minimax,
    /// Calls each child with (−∞, +∞) instead of its α and β.
    NoUpdate,
    /// Moves α and β and passes them on, but never tests them.
    NoCut,
    Swapped,
    ReturnsBound,
    /// Calls MIN-VALUE for a MAX root.
    WrongStart,
    /// MAX-VALUE calls MAX-VALUE.
    NoAlternation,
    Reversed,
    /// Reads every leaf child first to look at it, then searches.
    Twice,
}

struct Student<'a> {
    tree: &'a Tree,
    code: Code,
    cut: CutRule,
    run: CodeRun,
}

impl Student<'_> {
    fn cuts(&self, high: Bound, low: Bound) -> bool {
        match self.cut {
            CutRule::Ge => high >= low,
            CutRule::Gt => high > low,
        }
    }

    fn value(&mut self, node: NodeId, alpha: Bound, beta: Bound, max: bool) -> Bound {
        let tree = self.tree;
        if tree[node].is_leaf() {
            self.run.push(Probe::Read(node));
            let v = tree.leaf_value(node).expect("random trees have numbers");
            self.run.returns.push((node, Some(v)));
            return v;
        }
        self.run.push(Probe::Expand(node));
        if self.code != Code::Minimax {
            self.run.windows.push((node, alpha, beta));
        }
        let mut children: Vec<NodeId> = tree.children(node).collect();
        if self.code == Code::Reversed {
            children.reverse();
        }
        if self.code == Code::Twice && children.iter().all(|&c| tree[c].is_leaf()) {
            for &c in &children {
                self.run.push(Probe::Read(c));
            }
        }
        let (entry_alpha, entry_beta) = (alpha, beta);
        let (mut alpha, mut beta) = (alpha, beta);
        if self.code == Code::NoUpdate {
            // Never hands its window on: every call gets the whole line.
            (alpha, beta) = (Bound::NegInf, Bound::PosInf);
        }
        let mut v = if max { Bound::NegInf } else { Bound::PosInf };
        let mut hard_cut = None;
        for c in children {
            let (a, b) = match self.code {
                Code::Swapped => (beta, alpha),
                Code::NoUpdate => (Bound::NegInf, Bound::PosInf),
                _ => (alpha, beta),
            };
            let child_max = if self.code == Code::NoAlternation { max } else { !max };
            let r = self.value(c, a, b, child_max);
            v = if max { v.max(r) } else { v.min(r) };
            if self.code == Code::Minimax {
                continue;
            }
            let update = |alpha: &mut Bound, beta: &mut Bound| {
                if max {
                    *alpha = (*alpha).max(v);
                } else {
                    *beta = (*beta).min(v);
                }
            };
            if self.code == Code::UpdateFirst {
                update(&mut alpha, &mut beta);
                if self.cuts(alpha, beta) {
                    break;
                }
                continue;
            }
            let held = self.code != Code::NoCut && if max { self.cuts(v, beta) } else { self.cuts(alpha, v) };
            if held {
                hard_cut = Some(if max { beta } else { alpha });
                break;
            }
            update(&mut alpha, &mut beta);
        }
        let out = match self.code {
            Code::ReturnsBound => {
                if max {
                    alpha
                } else {
                    beta
                }
            }
            Code::FailHard => hard_cut.unwrap_or(v).clamp(entry_alpha, entry_beta),
            _ => v,
        };
        self.run.returns.push((node, Some(out)));
        out
    }
}

fn run_code(tree: &Tree, code: Code, cut: CutRule) -> CodeRun {
    let mut s = Student { tree, code, cut, run: CodeRun::default() };
    let root_max = tree.root_player() == Player::Max;
    let max = if code == Code::WrongStart { !root_max } else { root_max };
    let root = s.value(NodeId(0), Bound::NegInf, Bound::PosInf, max);
    s.run.root = Some(root);
    s.run
}

fn leaves(tree: &Tree) -> usize {
    tree.leaves().count()
}

#[test]
fn the_slip_free_run_is_the_steppers_trace() {
    for i in 0..3000 {
        let tree = tree_for(i);
        for options in CONVENTIONS {
            let (_, expected) = check::expected(&tree, options).expect("two-player trees with numbers");
            let run = check::slipped(&tree, options, None);
            assert_eq!(run.probes, expected.probes, "tree {i} under {options:?}");
            assert_eq!(run.root, expected.root, "tree {i} under {options:?}");
            for (node, value) in &run.returns {
                assert_eq!(*value, expected.returned[node.index()].map(|(v, _)| v), "tree {i}, {node:?}");
            }
            assert!(check::verdict(&tree, options, &run).expect("checkable").agrees());
        }
    }
}

#[test]
fn code_written_the_ways_courses_teach_agrees_on_random_trees_with_ties() {
    let mut hard = 0;
    for i in 0..1000 {
        let tree = tree_for(i);
        for options in CONVENTIONS {
            let codes: &[Code] = match options.algorithm {
                Algorithm::Minimax => &[Code::Minimax],
                // Under the strict rule fail-hard cuts less (its own test).
                Algorithm::AlphaBeta if options.cut == CutRule::Ge => &[Code::Aima, Code::FailHard, Code::UpdateFirst],
                Algorithm::AlphaBeta => &[Code::Aima, Code::UpdateFirst],
            };
            for &code in codes {
                let verdict = check::verdict(&tree, options, &run_code(&tree, code, options.cut)).expect("checkable");
                assert!(verdict.agrees(), "{code:?} on tree {i} under {options:?}: {verdict:?}");
                hard += usize::from(verdict.fail_hard);
            }
        }
    }
    assert!(hard > 100, "fail-hard returns were seen and accepted ({hard})");
}

#[test]
fn each_mistake_is_named_and_shrunk_to_at_most_six_leaves() {
    let ab = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };
    let cases = [
        (Code::Minimax, CutRule::Ge, Slip::NoPruning),
        (Code::NoCut, CutRule::Ge, Slip::NoPruning),
        (Code::FailHard, CutRule::Gt, Slip::FailHardStrict),
        (Code::Aima, CutRule::Gt, Slip::OtherCut),
        (Code::NoUpdate, CutRule::Ge, Slip::WindowNotPassed),
        (Code::Swapped, CutRule::Ge, Slip::Swapped),
        (Code::ReturnsBound, CutRule::Ge, Slip::ReturnsBound),
        (Code::WrongStart, CutRule::Ge, Slip::WrongPlayer),
        (Code::NoAlternation, CutRule::Ge, Slip::SameMover),
        (Code::Reversed, CutRule::Ge, Slip::Reversed),
        (Code::Twice, CutRule::Ge, Slip::ReadTwice),
    ];
    for (code, cut, slip) in cases {
        let ab = if code == Code::FailHard { Options { cut: CutRule::Gt, ..ab } } else { ab };
        let (mut named, mut misnamed) = (0, Vec::new());
        for i in 0..200 {
            let tree = tree_for(i);
            let verdict = check::verdict(&tree, ab, &run_code(&tree, code, cut)).expect("checkable");
            if verdict.agrees() {
                continue;
            }
            // Another name is right only where the two mistakes do the very
            // same on this tree (code that never cuts, and the other rule
            // where it prunes nothing here): both are then true of the run.
            let same_run = |a: Slip, b: Slip| {
                let (x, y) = (check::slipped(&tree, ab, Some(a)), check::slipped(&tree, ab, Some(b)));
                x.probes == y.probes && x.root == y.root && x.returns == y.returns
            };
            if verdict.slip != Some(slip) {
                let ambiguous = verdict
                    .slip
                    .is_some_and(|named| Slip::RUNNABLE.contains(&named) && Slip::RUNNABLE.contains(&slip) && same_run(named, slip));
                if !ambiguous {
                    misnamed.push((i, verdict.slip));
                }
                continue;
            }
            named += 1;
            let (small, last) = check::smallest_failure(&tree, ab, |t| run_code(t, code, cut)).expect("it fails");
            assert!(leaves(&small) <= 6, "{code:?}: shrunk to {} leaves", leaves(&small));
            assert_eq!(last.slip, Some(slip), "{code:?} on the shrunk tree");
            assert!(!last.agrees());
        }
        assert!(named >= 20, "{code:?} is named {slip:?} on {named} of 200 trees");
        assert!(misnamed.is_empty(), "{code:?} is named otherwise on (tree, name) {misnamed:?}");
    }
}

#[test]
fn the_classic_example_parts_where_c_cuts_off() {
    let tree = notation::parse("<3,5,10>,<2,a,b>,<2,7,3>").into_result().expect("the classic example");
    let ab = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };
    // Code that reads C's second leaf `a` (it has no number: the run ends there).
    let mut run = check::slipped(&tree, Options { algorithm: Algorithm::Minimax, ..ab }, None);
    assert_eq!(run.probes.last(), Some(&Probe::Read(tree.find_path("1.1").expect("a"))));
    run.root = None;
    let verdict = check::verdict(&tree, ab, &run).expect("checkable");
    let Some(Parting::Probe { index, did, expected, step }) = verdict.parting else { panic!("{verdict:?}") };
    assert_eq!(index, 7, "after A, B, B1, B2, B3, C, C1");
    assert_eq!(did, Some(Probe::Read(NodeId(7))));
    assert_eq!(tree.name(NodeId(7)), "a");
    assert_eq!(expected.map(|p| tree.name(p.node()).to_string()), Some("D".to_string()));
    assert_eq!(step, Some(13), "C's cutoff, step 14 of the trace");
    assert_eq!(verdict.marks[7], Mark::CodeOnly);
    assert_eq!(verdict.marks[tree.find_path("2.1").expect("D2").index()], Mark::Neither);
    assert_eq!(verdict.marks[tree.find_path("2.0").expect("D1").index()], Mark::ReferenceOnly);
    assert_eq!(check::expected(&tree, Options { algorithm: Algorithm::Minimax, ..ab }).err(), Some(check::Unfit::NoValue(NodeId(7))));
}

#[test]
fn shrinking_gives_the_fewest_leaves_then_the_smallest_values() {
    // "Fails" whenever some leaf is at least 5: one leaf of value 5 is left.
    let tree = notation::parse("<3,9,<7,8>>,<6,1>").into_result().expect("a tree");
    let small = check::shrink(&tree, |t| t.leaves().any(|l| t.leaf_value(l).is_some_and(|v| v >= Bound::int(5))));
    assert_eq!(leaves(&small), 1);
    assert_eq!(small.leaves().filter_map(|l| small.leaf_value(l)).collect::<Vec<_>>(), vec![Bound::int(5)]);
}

#[test]
fn the_verdict_says_what_the_code_did_and_the_step_that_decides_in_every_language() {
    use minimax_engine::lang::Lang;
    use minimax_engine::words::check::{check_text, slip_text};
    let tree = notation::parse("<3,5,10>,<2,4,6>,<2,7,3>").into_result().expect("the classic example with numbers");
    let ab = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };
    let run = run_code(&tree, Code::Minimax, CutRule::Ge);
    let verdict = check::verdict(&tree, ab, &run).expect("checkable");
    let text = check_text(&tree, &verdict, Lang::En);
    assert_eq!(
        text.verdict,
        "Your code read C2 (4), but alpha-beta never gets to C2 (4). Step 14: Now v = 2 ≤ α = 3, so C returns v at once, without changing β: nothing below C can change A's choice, so C2 (4) and C3 (6) are pruned."
    );
    assert_eq!(text.line.as_deref(), Some("Pseudocode: if v ≤ α then return v"));
    assert_eq!(
        text.slip.as_deref(),
        Some(
            "This looks like a known mistake: no pruning at all. Your code searches every child, as minimax does; alpha-beta returns as soon as the cut test holds."
        )
    );
    let right = check::verdict(&tree, ab, &run_code(&tree, Code::Aima, CutRule::Ge)).expect("checkable");
    assert_eq!(
        check_text(&tree, &right, Lang::En).verdict,
        "Your code does what alpha-beta does: the same 9 nodes in the same order, and the root's value 3."
    );
    let wrong_root = CodeRun { root: Some(Bound::int(2)), ..run_code(&tree, Code::Aima, CutRule::Ge) };
    let said = check_text(&tree, &check::verdict(&tree, ab, &wrong_root).expect("checkable"), Lang::En).verdict;
    assert_eq!(said, "Your code gives the root 2, but the value of the game is 3.");
    for lang in Lang::ALL {
        for code in [Code::Minimax, Code::Swapped, Code::ReturnsBound, Code::Twice, Code::Reversed, Code::Aima] {
            let v = check::verdict(&tree, ab, &run_code(&tree, code, CutRule::Ge)).expect("checkable");
            let t = check_text(&tree, &v, lang);
            for s in [Some(&t.verdict), t.slip.as_ref(), t.line.as_ref()].into_iter().flatten() {
                assert!(!s.contains('{') && !s.is_empty(), "{lang:?} {code:?}: {s}");
            }
        }
        for slip in Slip::RUNNABLE.into_iter().chain([Slip::ReadTwice, Slip::OrderWrong, Slip::WindowNotPassed]) {
            let s = slip_text(slip, ab, lang);
            assert!(!s.contains('{'), "{lang:?}: {s}");
            if lang != Lang::En {
                assert_ne!(s, slip_text(slip, ab, Lang::En), "{lang:?} translates {slip:?}");
            }
        }
    }
}
