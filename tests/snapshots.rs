//! Snapshots of what a person reads: the step listing `trace` prints and the
//! rendered parse errors. Update with `UPDATE_EXPECT=1 cargo test`.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, expect_file};
use minimax_lab::core::notation::parse;
use minimax_lab::core::report::{step_table, summary};
use minimax_lab::core::search::{Algorithm, CutRule, Options, Trace};

fn listing(text: &str, options: Options) -> String {
    let tree = parse(text).into_result().unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let trace = Trace::run(&tree, options);
    format!("{}\n{}", step_table(&tree, &trace), summary(&tree, &trace))
}

fn errors(text: &str) -> String {
    match parse(text).into_result() {
        Ok(_) => panic!("{text:?} parsed"),
        Err(errors) => errors.iter().map(|e| format!("{e}\n{}", e.render(text))).collect::<Vec<_>>().join("\n"),
    }
}

const AB: Options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge };

#[test]
fn classic_example_alpha_beta() {
    expect_file!["snapshots/classic_alphabeta.txt"].assert_eq(&listing("<3,5,10>,<2,a,b>,<2,7,3>", AB));
}

#[test]
fn classic_example_minimax_reasons_with_bounds() {
    let options = Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge };
    expect_file!["snapshots/classic_minimax.txt"].assert_eq(&listing("<3,5,10>,<2,a,b>,<2,7,3>", options));
}

#[test]
fn aima_figure_5_2() {
    expect_file!["snapshots/aima_5_2.txt"].assert_eq(&listing("max(min(3,12,8), min(2,4,6), min(14,5,2))", AB));
}

#[test]
fn strict_rule_keeps_the_tie() {
    let strict = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt };
    expect_file!["snapshots/tie_strict.txt"].assert_eq(&listing("<3,4>,<3,5>", strict));
    expect_file!["snapshots/tie_usual.txt"].assert_eq(&listing("<3,4>,<3,5>", AB));
}

#[test]
fn rendered_errors() {
    expect![[r#"
        1:8: expected '>' to close '<' opened at 1:1 — add the missing '>', or remove the '<'
        error: expected '>' to close '<' opened at 1:1
         --> 1:8
          |
        1 | <3,5,10
          |        ^
          = hint: add the missing '>', or remove the '<'
    "#]]
    .assert_eq(&errors("<3,5,10"));
    expect![[r#"
        1:4: '3.5.1' is not a number — leaves are numbers like 3, -2.5 or inf, or a name like a for an unknown value
        error: '3.5.1' is not a number
         --> 1:4
          |
        1 | <3,3.5.1>
          |    ^^^^^
          = hint: leaves are numbers like 3, -2.5 or inf, or a name like a for an unknown value
    "#]]
    .assert_eq(&errors("<3,3.5.1>"));
    expect![[r#"
        1:10: empty group: a node needs at least one child — put children inside, like <3,5>, or write a leaf value instead
        error: empty group: a node needs at least one child
         --> 1:10
          |
        1 | <3,5,10>,<>
          |          ^^
          = hint: put children inside, like <3,5>, or write a leaf value instead
    "#]]
    .assert_eq(&errors("<3,5,10>,<>"));
    expect![[r#"
        2:5: expected '>' to close '<' opened at 2:1, found ']' — add the missing '>', or remove the '<'
        error: expected '>' to close '<' opened at 2:1, found ']'
         --> 2:5
          |
        2 | <2,a]],<2,7,3>
          |     ^
          = hint: add the missing '>', or remove the '<'

        2:6: unexpected ']': no group is open — every '<', '[' or '(' is closed by its own '>', ']' or ')'
        error: unexpected ']': no group is open
         --> 2:6
          |
        2 | <2,a]],<2,7,3>
          |      ^
          = hint: every '<', '[' or '(' is closed by its own '>', ']' or ')'
    "#]]
    .assert_eq(&errors("<3,5,10>,\n<2,a]],<2,7,3>"));
}
