//! Snapshots of what a person reads: the step listing `trace` prints and the
//! rendered parse errors. Update with `UPDATE_EXPECT=1 cargo test`.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, expect_file};
use minimax_engine::explain::{highlighted_lines, pseudocode};
use minimax_engine::lang::Lang;
use minimax_engine::notation::{parse, parse_leaf};
use minimax_engine::report::{step_table, step_table_in, summary};
use minimax_engine::search::{Algorithm, CutRule, Form, Options, Trace};
use minimax_engine::words::{code_text, explain_in, leaf_message, render_error};

fn listing(text: &str, options: Options) -> String {
    let tree = parse(text).into_result().unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let trace = Trace::run(&tree, options);
    format!("{}\n{}", step_table(&tree, &trace), summary(&tree, &trace))
}

fn errors(text: &str) -> String {
    match parse(text).into_result() {
        Ok(_) => panic!("{text:?} parsed"),
        Err(errors) => errors.iter().map(|e| format!("{e}\n{}", render_error(e, text, Lang::En))).collect::<Vec<_>>().join("\n"),
    }
}

const AB: Options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima };

#[test]
fn classic_example_alpha_beta() {
    expect_file!["snapshots/classic_alphabeta.txt"].assert_eq(&listing("<3,5,10>,<2,a,b>,<2,7,3>", AB));
}

const UPDATE_FIRST: Options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::UpdateFirst };

#[test]
fn classic_example_update_first() {
    expect_file!["snapshots/classic_update_first.txt"].assert_eq(&listing("<3,5,10>,<2,a,b>,<2,7,3>", UPDATE_FIRST));
}

#[test]
fn classic_example_minimax_reasons_with_bounds() {
    let options = Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima };
    expect_file!["snapshots/classic_minimax.txt"].assert_eq(&listing("<3,5,10>,<2,a,b>,<2,7,3>", options));
}

#[test]
fn aima_figure_5_2() {
    expect_file!["snapshots/aima_5_2.txt"].assert_eq(&listing("max(min(3,12,8), min(2,4,6), min(14,5,2))", AB));
}

#[test]
fn strict_rule_keeps_the_tie() {
    let strict = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::Aima };
    expect_file!["snapshots/tie_strict.txt"].assert_eq(&listing("<3,4>,<3,5>", strict));
    expect_file!["snapshots/tie_usual.txt"].assert_eq(&listing("<3,4>,<3,5>", AB));
    let strict_first = Options { form: Form::UpdateFirst, ..strict };
    expect_file!["snapshots/tie_strict_update_first.txt"].assert_eq(&listing("<3,4>,<3,5>", strict_first));
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

/// What a reader of `lang` sees for the classic example, the strict-rule
/// tie, a placeholder that blocks minimax, a few broken trees, and the
/// pseudocode with its comments: one file per language, read by a person
/// who knows it before it is accepted.
fn in_language(lang: Lang) -> String {
    let mut out = String::new();
    for (text, options) in [
        ("<3,5,10>,<2,a,b>,<2,7,3>", AB),
        ("<3,5,10>,<2,a,b>,<2,7,3>", UPDATE_FIRST),
        ("<3,4>,<3,5>", Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::Aima }),
        ("<3,4>,<3,5>", Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form: Form::UpdateFirst }),
        ("<3,a>,<2,b>", Options { algorithm: Algorithm::Minimax, cut: CutRule::Ge, form: Form::Aima }),
        ("<5,6>,<<<2,9>,7>,8>", AB),
    ] {
        let tree = parse(text).into_result().unwrap_or_else(|e| panic!("{text}: {e:?}"));
        let trace = Trace::run(&tree, options);
        let o = trace.options();
        out.push_str(&format!("## {text} ({:?}, {:?}, {:?})\n{}\n", o.algorithm, o.form, o.cut, step_table_in(&tree, &trace, lang)));
    }
    out.push_str("## errors\n");
    for text in ["", "<3,5,10", "<3,3.5.1>", "<3,5,10>,<>", "<2,a]],<2,7,3>", "x:,1", "max 3", ":3,4", "9:3,4", "1,,2"] {
        if let Err(errors) = parse(text).into_result() {
            for e in errors {
                out.push_str(&render_error(&e, text, lang));
            }
        }
    }
    if let Err(e) = parse_leaf("3.5.1") {
        out.push_str(&format!("leaf: {}\n", leaf_message(&e, lang)));
    }
    for form in [Form::Aima, Form::UpdateFirst] {
        for cut in [CutRule::Ge, CutRule::Gt] {
            out.push_str(&format!("\n## pseudocode: alpha-beta, {form:?}, {cut:?}\n"));
            for line in pseudocode(Options { algorithm: Algorithm::AlphaBeta, cut, form }) {
                out.push_str(&code_text(line, lang));
                out.push('\n');
            }
        }
    }
    {
        out.push_str("\n## pseudocode: minimax\n");
        for line in pseudocode(Options { algorithm: Algorithm::Minimax, ..AB }) {
            out.push_str(&code_text(line, lang));
            out.push('\n');
        }
    }
    out
}

#[test]
fn every_language_explains_the_same_search() {
    expect_file!["snapshots/lang_en.txt"].assert_eq(&in_language(Lang::En));
    expect_file!["snapshots/lang_tr.txt"].assert_eq(&in_language(Lang::Tr));
    expect_file!["snapshots/lang_ja.txt"].assert_eq(&in_language(Lang::Ja));
    expect_file!["snapshots/lang_zh.txt"].assert_eq(&in_language(Lang::Zh));
}

#[test]
fn translations_keep_every_name_and_number_of_each_step() {
    // Whatever the words around them, every language names the same nodes
    // and numbers as the English explanation, in any order.
    let tokens = |text: &str| {
        let mut t: Vec<String> = text
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '∞' || c == '−' || c == '≤' || c == '≥' || c == 'α' || c == 'β'))
            .filter(|w| {
                !w.is_empty() && (w.chars().any(|c| c.is_ascii_digit() || "∞αβ≤≥".contains(c)) || w.chars().all(|c| c.is_ascii_uppercase()))
            })
            .filter(|w| !["MAX", "MIN"].contains(w))
            .map(str::to_string)
            .collect();
        t.sort_unstable();
        t
    };
    let strict = |form| Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Gt, form };
    for (text, options) in [
        ("<3,5,10>,<2,a,b>,<2,7,3>", AB),
        ("<3,5,10>,<2,a,b>,<2,7,3>", UPDATE_FIRST),
        ("<3,4>,<3,5>,<1,9>", strict(Form::Aima)),
        ("<3,4>,<3,5>,<1,9>", strict(Form::UpdateFirst)),
        ("<5,6>,<<<2,9>,7>,8>", AB),
    ] {
        let tree = parse(text).into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let trace = Trace::run(&tree, options);
        for i in 0..trace.len() {
            // Other languages write "the first child" as "1." / "1番目" / "第 1 个".
            let mut english = explain_in(&tree, &trace, i, Lang::En);
            for (k, word) in ["first", "second", "third"].iter().enumerate() {
                english = english.replace(&format!("{word} child"), &format!("{} child", k + 1));
            }
            let english = tokens(&english);
            for lang in [Lang::Tr, Lang::Ja, Lang::Zh] {
                let other = explain_in(&tree, &trace, i, lang);
                assert_eq!(tokens(&other), english, "{text} {options:?} step {} in {lang:?}: {other}", i + 1);
            }
        }
    }
}

/// For each step, the pseudocode lines the page highlights, in each form:
/// the hand trace a student checks the page against.
fn highlights(text: &str, options: Options) -> String {
    let tree = parse(text).into_result().unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let trace = Trace::run(&tree, options);
    let code = pseudocode(options);
    let mut out = String::new();
    for i in 0..trace.len() {
        let lines: Vec<&str> = highlighted_lines(&tree, &trace, i).into_iter().map(|k| code[k].text.trim()).collect();
        out.push_str(&format!("{:>2} {:<3} {}\n", i + 1, tree.name(trace.events()[i].node()), lines.join("  |  ")));
    }
    out
}

#[test]
fn highlighted_lines_follow_each_form() {
    let classic = "<3,5,10>,<2,a,b>,<2,7,3>";
    expect_file!["snapshots/highlight_aima.txt"].assert_eq(&highlights(classic, AB));
    expect_file!["snapshots/highlight_update_first.txt"].assert_eq(&highlights(classic, UPDATE_FIRST));
    // AIMA: after `if v ≤ α then return v` fires, C returns from that line,
    // never from the `return v` after the loop.
    let aima = highlights(classic, AB);
    assert!(aima.lines().any(|l| l.starts_with("15 C") && l.ends_with("if v ≤ α then return v")), "{aima}");
}
