//! The `trace` command as a script or an instructor uses it.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn trace(args: &[&str], stdin: Option<&str>) -> Output {
    run(Command::new(env!("CARGO_BIN_EXE_trace")).args(args), stdin)
}

/// Runs `command` with `stdin` on its standard input; its output.
fn run(command: &mut Command, stdin: Option<&str>) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("could not start trace: {e}"));
    if let (Some(text), Some(mut input)) = (stdin, child.stdin.take()) {
        input.write_all(text.as_bytes()).unwrap_or_else(|e| panic!("stdin: {e}"));
    }
    child.wait_with_output().unwrap_or_else(|e| panic!("trace did not finish: {e}"))
}

fn json(args: &[&str]) -> Value {
    let out = trace(args, None);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{args:?}: not JSON: {e}"))
}

fn unevaluated(report: &Value) -> Vec<String> {
    report["leaves"]
        .as_array()
        .unwrap_or_else(|| panic!("no leaves array"))
        .iter()
        .filter(|l| l["evaluated"] == Value::Bool(false))
        .map(|l| l["placeholder"].as_str().map_or_else(|| l["value"].to_string(), String::from))
        .collect()
}

#[test]
fn classic_example_json() {
    let report = json(&["--json", "<3,5,10>,<2,a,b>,<2,7,3>"]);
    assert_eq!(report["value"], 3);
    assert_eq!(report["bounds"], serde_json::json!([3, 3]));
    assert_eq!(report["best_children"], serde_json::json!([0]));
    assert_eq!(unevaluated(&report), ["a", "b", "7", "3"]);
    assert_eq!(report["stats"], serde_json::json!({"nodes_visited": 9, "leaves_evaluated": 5, "cutoffs": 2, "steps": 23}));
    let a = &report["leaves"][4];
    assert_eq!(a, &serde_json::json!({"path": "1.1", "label": "a", "value": null, "placeholder": "a", "evaluated": false}));
}

#[test]
fn minimax_reports_the_value_from_bounds() {
    let report = json(&["--json", "--algo", "minimax", "<3,5,10>,<2,a,b>,<2,7,3>"]);
    assert_eq!(report["value"], 3);
    assert_eq!(unevaluated(&report), Vec::<String>::new());
    assert_eq!(report["stats"]["cutoffs"], 0);
    // When the placeholders do matter the value is null and the bounds say
    // what is known.
    let open = json(&["--json", "--algo=minimax", "<3,5>,<4,a>"]);
    assert_eq!(open["value"], Value::Null);
    assert_eq!(open["bounds"], serde_json::json!([3, 4]));
    assert_eq!(open["best_children"], serde_json::json!([]), "no move is proved best while the value is unknown");
    let unbounded = json(&["--json", "--algo=minimax", "<3,5>,<a,9>"]);
    assert_eq!(unbounded["bounds"], serde_json::json!([3, 9]));
}

#[test]
fn options_change_the_search() {
    let tie = "<3,4>,<3,5>";
    assert_eq!(json(&["--json", tie])["best_children"], serde_json::json!([0]));
    assert_eq!(json(&["--json", "--cut", "gt", tie])["best_children"], serde_json::json!([0, 1]));
    let min_root = json(&["--json", "--root", "min", "<3,5>,<2,9>"]);
    assert_eq!(min_root["value"], 5);
    assert_eq!(min_root["root"], "min");
    let infinite = json(&["--json", "<inf,-inf>,<-2.5>"]);
    assert_eq!(infinite["value"], -2.5);
    assert_eq!(json(&["--json", "<-inf>,<-inf,3>"])["value"], "-inf");
    assert_eq!(infinite["leaves"][0]["value"], "inf");
    let decimal = json(&["--json", "<0.1,0.30>,<0.2>"]);
    assert_eq!(decimal["value"].to_string(), "0.2");
}

#[test]
fn alpha_beta_stops_at_a_needed_placeholder() {
    let report = json(&["--json", "<3,5>,<a,2>"]);
    assert_eq!(report["value"], Value::Null);
    assert_eq!(report["needs_value"], serde_json::json!({"path": "1.0", "placeholder": "a"}));
    let text = trace(&["<3,5>,<a,2>"], None);
    let stdout = String::from_utf8_lossy(&text.stdout);
    assert!(
        stdout.contains("The search needs the value of a (leaf 1.0), a placeholder: replace it with a number to continue."),
        "{stdout}"
    );
}

#[test]
fn text_table_and_summary() {
    let out = trace(&["<3,5,10>,<2,a,b>,<2,7,3>"], None);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("step  node  event"), "{text}");
    assert!(
        text.contains(
            "Now v = 2 ≤ α = 3, so C returns v at once, without changing β: nothing below C can change A's choice, so a and b are pruned."
        ),
        "{text}"
    );
    assert!(text.contains("root value:       3\n"), "{text}");
    assert!(text.contains("best move:        B (child 0)\n"), "{text}");
    assert!(text.contains("pruned leaves:    a, b, D2, D3\n"), "{text}");
}

#[test]
fn reads_standard_input() {
    let out = trace(&["--json", "-"], Some("max(min(3,12,8),\n    min(2,4,6),\n    min(14,5,2))\n"));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("not JSON: {e}"));
    assert_eq!(report["value"], 3);
    assert_eq!(unevaluated(&report), ["4", "6"]);
}

#[test]
fn bad_input_exits_2_with_a_located_error_and_no_output() {
    let out = trace(&["--json", "<3,5,10>,<2,a,b"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "stdout: {}", String::from_utf8_lossy(&out.stdout));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error: expected '>' to close '<' opened at 1:10"), "{err}");
    assert!(err.contains("1 | <3,5,10>,<2,a,b\n  |                ^"), "{err}");
    for args in [&["--algo", "negascouting", "1"][..], &["--cut"], &[], &["--bogus", "1"], &["1", "2"]] {
        let out = trace(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn lang_writes_explanations_and_errors_in_that_language() {
    let out = trace(&["--lang", "zh", "<3,5,10>,<2,a,b>,<2,7,3>"], None);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("此时 v = 2 ≤ α = 3，所以 C 不更新 β，立即返回 v：C 之下的任何结果都无法改变 A 的选择，所以 a 和 b 被剪枝。"),
        "{text}"
    );
    assert!(text.contains("root value:       3"), "the summary stays English for scripts");
    let out = trace(&["--lang=tr", "<3,5,10"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("hata: 1:1 konumunda açılan '<' için kapatan '>' bekleniyordu"), "{err}");
    let out = trace(&["--lang", "de", "1"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("invalid value 'de' for '--lang <LANG>': unknown language 'de': use en, tr, ja or zh")
    );
}

/// The rows of a step table as (node, event, α, β) for node `name`.
fn rows_at<'t>(table: &'t str, name: &str) -> Vec<(&'t str, &'t str, &'t str)> {
    table
        .lines()
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter_map(|l| {
            let cells: Vec<&str> = l.split_whitespace().collect();
            (cells.get(1) == Some(&name) && cells.len() > 4).then(|| (cells[2], cells[3], cells[4]))
        })
        .collect()
}

#[test]
fn both_pseudocode_forms_agree_on_results_and_differ_only_in_bookkeeping() {
    let classic = "<3,5,10>,<2,a,b>,<2,7,3>";
    let aima = trace(&["--form", "aima", classic], None);
    let first = trace(&["--form=update-first", classic], None);
    assert!(aima.status.success() && first.status.success());
    let (aima, first) = (String::from_utf8_lossy(&aima.stdout), String::from_utf8_lossy(&first.stdout));
    let tail = |t: &str| {
        t.lines()
            .filter(|l| {
                l.starts_with("root value") || l.starts_with("pruned leaves") || l.starts_with("nodes visited") || l.starts_with("cutoffs")
            })
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(tail(&aima), tail(&first));
    assert!(aima.contains("root value:       3\n") && aima.contains("pruned leaves:    a, b, D2, D3\n"), "{aima}");
    // AIMA: MIN-VALUE at C returns at v ≤ α before β ← MIN(β, v).
    let at_c = rows_at(&aima, "C");
    assert!(!at_c.is_empty() && at_c.iter().all(|&(_, _, beta)| beta != "2"), "{at_c:?}");
    assert!(at_c.contains(&("cutoff", "3", "∞")), "{at_c:?}");
    // Update-first: β ← min(β, v) = 2, then α ≥ β cuts.
    assert!(rows_at(&first, "C").contains(&("cutoff", "3", "2")), "{first}");
    let json = |form: &str| -> Value {
        let out = trace(&["--json", "--form", form, classic], None);
        serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("not JSON: {e}"))
    };
    let (a, b) = (json("aima"), json("update-first"));
    assert_eq!((a["form"].as_str(), b["form"].as_str()), (Some("aima"), Some("update-first")));
    assert_eq!((&a["value"], &a["leaves"], &a["stats"]), (&b["value"], &b["leaves"], &b["stats"]));
    let out = trace(&["--form", "hand", classic], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("invalid value 'hand' for '--form <FORM>': unknown form 'hand': use aima or update-first")
    );
}

#[test]
fn full_width_numbers_from_cjk_input_methods_are_numbers() {
    let out = json(&["--json", "＜１２，－３＞，＜．５，1＞"]);
    assert_eq!(out["value"], 0.5);
    let values: Vec<String> = out["leaves"].as_array().into_iter().flatten().map(|l| l["value"].to_string()).collect();
    assert_eq!(values, ["12", "-3", "0.5", "1"]);
}

#[test]
fn ranges_say_for_which_values_of_a_leaf_others_are_pruned() {
    // <3,5,10>,<2,4,6>,<2,7,3>: the second MIN node's 4 and 6 are pruned
    // exactly when its first leaf x is at most 3 (α = 3), and the root
    // keeps its first move for those values only.
    let report = json(&["--json", "--ranges", "<3,5,10>,<2,4,6>,<2,7,3>"]);
    let x = &report["leaves"][3];
    let at_most_3 = serde_json::json!([{ "from": "-inf", "to": 3, "from_included": true, "to_included": true }]);
    assert_eq!(x["same_move_when"], at_most_3);
    let prunes = x["prunes"].as_array().unwrap_or_else(|| panic!("no prunes: {x}"));
    let pruned_when = |j: u64| prunes.iter().find(|p| p["leaf"] == j).map(|p| p["when"].clone());
    assert_eq!(pruned_when(4), Some(at_most_3.clone()));
    assert_eq!(pruned_when(5), Some(at_most_3));
    // Placeholders get null for both; without --ranges the fields are absent.
    let report = json(&["--json", "--ranges", "<3,5,10>,<2,a,b>,<2,7,3>"]);
    assert_eq!(report["leaves"][4]["same_move_when"], Value::Null);
    assert_eq!(report["leaves"][4]["prunes"], Value::Null);
    assert!(report["leaves"][0]["same_move_when"].is_array());
    let plain = json(&["--json", "<3,5,10>,<2,a,b>,<2,7,3>"]);
    assert!(plain["leaves"][0].get("same_move_when").is_none());
    // --ranges is a field of the JSON report.
    let out = trace(&["--ranges", "1"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    // clap's error names the flag --ranges needs.
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("error: the following required arguments were not provided:") && err.contains("--json"), "{err}");
}

#[test]
fn order_sorts_children_before_the_search() {
    // Best first, MAX's best child (B = 3) comes first and each MIN node's
    // smallest leaf: alpha-beta then evaluates the fewest leaves.
    let tree = "<3,12,8>,<2,4,6>,<14,5,2>";
    let given = json(&["--json", tree]);
    let best = json(&["--json", "--order", "best-first", tree]);
    let worst = json(&["--json", "--order", "worst-first", tree]);
    assert_eq!(best["order"], "best-first");
    assert!(given.get("order").is_none(), "the field is absent unless asked for");
    for report in [&given, &best, &worst] {
        assert_eq!(report["value"], 3);
    }
    let leaves = |r: &Value| r["stats"]["leaves_evaluated"].as_u64().unwrap_or(0);
    assert_eq!((leaves(&best), leaves(&given), leaves(&worst)), (5, 7, 9));
    let labels: Vec<&str> = best["leaves"].as_array().map_or(Vec::new(), |l| l.iter().filter_map(|x| x["label"].as_str()).collect());
    assert_eq!(labels, ["B1", "B3", "B2", "C1", "C2", "C3", "D3", "D2", "D1"], "nodes keep their names");
    let out = trace(&["--order", "sideways", "1"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("unknown order 'sideways': use given, best-first, worst-first, random, random:SEED, deepening, killer or history")
    );
}

/// `trace --worksheet`'s output, split into its heading and, per exercise,
/// the numbered title and the key's lines (indentation removed).
fn worksheet_blocks(text: &str) -> (String, Vec<(String, Vec<String>)>) {
    let mut lines = text.lines();
    let heading = lines.next().unwrap_or_default().to_string();
    let mut blocks: Vec<(String, Vec<String>)> = Vec::new();
    for line in lines {
        if let Some(key_line) = line.strip_prefix("    ") {
            match blocks.last_mut() {
                Some((_, body)) => body.push(key_line.to_string()),
                None => panic!("an indented line before any exercise: {line}"),
            }
        } else if !line.is_empty() {
            blocks.push((line.to_string(), Vec::new()));
        }
    }
    (heading, blocks)
}

fn worksheet_text(args: &[&str]) -> String {
    let out = trace(args, None);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap_or_else(|e| panic!("{args:?}: not UTF-8: {e}"))
}

#[test]
fn worksheet_prints_each_exercises_answer_key_as_the_engine_makes_it() {
    use minimax_engine::lang::Lang;
    use minimax_engine::practice::{Exercise, Level, exercise_tree, key_lines};
    use minimax_engine::search::{CutRule, Form, Options, Trace};
    use minimax_engine::words::{key_words, worksheet_heading};

    let first = Exercise { level: Level::Easy, seed: 1 };
    for (args, options, lang) in [
        (&["--worksheet", "easy-1", "--count", "3"][..], Options::default(), Lang::En),
        (
            &["--worksheet", "EASY-1", "--count=3", "--cut", "gt", "--form", "update-first", "--lang", "tr"][..],
            Options { cut: CutRule::Gt, form: Form::UpdateFirst, ..Options::default() },
            Lang::Tr,
        ),
    ] {
        let text = worksheet_text(args);
        assert_eq!(text, worksheet_text(args), "{args:?}: the same seed gives the same worksheet");
        let (heading, blocks) = worksheet_blocks(&text);
        assert_eq!(heading, worksheet_heading(first, 3, options, lang), "{args:?}");
        assert_eq!(blocks.len(), 3, "{args:?}: {text}");
        for (k, (title, body)) in blocks.iter().enumerate() {
            let exercise = Exercise { level: Level::Easy, seed: 1 + k as u64 };
            assert_eq!(title, &format!("{}. easy-{}", k + 1, 1 + k), "{args:?}");
            let tree = exercise_tree(exercise, options);
            assert_eq!(body, &key_lines(&tree, &Trace::run(&tree, options), &key_words(lang)), "{args:?}: {exercise}");
        }
    }
    // Six exercises when --count is not given, numbered 1 to 6 from the
    // seed given.
    let (heading, blocks) = worksheet_blocks(&worksheet_text(&["--worksheet", "medium-42"]));
    assert!(heading.contains("medium-42") && heading.contains("medium-47") && heading.contains("α ≥ β"), "{heading}");
    let titles: Vec<&str> = blocks.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(titles, ["1. medium-42", "2. medium-43", "3. medium-44", "4. medium-45", "5. medium-46", "6. medium-47"]);
}

#[test]
fn worksheet_keys_agree_with_the_trace_of_their_own_trees() {
    // Each key's first line is its tree: searching that tree with `trace
    // --json` gives the root value, the best move and the leaves the key
    // says.
    for algo in ["alphabeta", "minimax"] {
        let (_, blocks) = worksheet_blocks(&worksheet_text(&["--worksheet", "hard-7", "--count", "4", "--algo", algo]));
        assert_eq!(blocks.len(), 4);
        for (title, body) in &blocks {
            let [notation, nodes, pruned, root] = body.as_slice() else { panic!("{title}: {body:?}") };
            let report = json(&["--json", "--algo", algo, notation]);
            // The root's children are named B, C, D, … (names go breadth
            // first).
            let best: Vec<String> = report["best_children"]
                .as_array()
                .unwrap_or_else(|| panic!("{title}: no best_children"))
                .iter()
                .map(|i| char::from(b'B' + i.as_u64().unwrap_or(99) as u8).to_string())
                .collect();
            assert_eq!(root, &format!("root: {}  best move: {}", report["value"], best.join(", ")), "{title}");
            if algo == "minimax" {
                assert_eq!(pruned, "pruned: —", "{title}: minimax prunes nothing");
                assert!(!nodes.contains('α'), "{title}: minimax has no α/β: {nodes}");
            } else {
                // A hard exercise cuts off at least twice, and the key
                // names each pruned edge parent–child.
                assert!(report["stats"]["cutoffs"].as_u64().unwrap_or(0) >= 2, "{title}");
                assert!(pruned.starts_with("pruned: ") && pruned.contains('–'), "{title}: {pruned}");
                assert!(!unevaluated(&report).is_empty(), "{title}");
                assert!(nodes.starts_with("A = ") && nodes.contains("(α="), "{title}: {nodes}");
            }
        }
    }
}

#[test]
fn worksheet_bad_usage_exits_2_and_says_why() {
    for (args, first_line) in [
        (&["--worksheet", "easy-1", "<3,5>"][..], "error: the argument '--worksheet <EXERCISE>' cannot be used with '[TREE]'"),
        (&["--worksheet", "easy-1", "--json", "--quiz", "gift"], "error: the argument '--json' cannot be used with '--quiz <FORMAT>'"),
        (&["--ranges", "--worksheet", "easy-1"], "error: the argument '--ranges' cannot be used with '--worksheet <EXERCISE>'"),
        (
            &["--worksheet", "easy-1", "--order", "best-first"],
            "error: the argument '--worksheet <EXERCISE>' cannot be used with '--order <ORDER>'",
        ),
        (&["--worksheet", "easy-1", "--count", "0"], "error: invalid value '0' for '--count <N>': 0 is not in 1..=30"),
        (&["--worksheet", "easy-1", "--count", "31"], "error: invalid value '31' for '--count <N>': 31 is not in 1..=30"),
        (&["--worksheet", "easy-1", "--count", "-1"], "error: invalid value '-1' for '--count <N>': -1 is not in 1..=30"),
        (
            &["--worksheet", "expert-1"],
            "error: invalid value 'expert-1' for '--worksheet <EXERCISE>': unknown exercise 'expert-1': use a level and a seed, e.g. medium-42",
        ),
        (&["--worksheet"], "error: a value is required for '--worksheet <EXERCISE>' but none was supplied"),
        (&["--count", "3", "<3,5>"], "error: the argument '--count <N>' cannot be used with '[TREE]'"),
        (&["--cut", "gt"], "error: the following required arguments were not provided:"),
    ] {
        let out = trace(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&out.stdout));
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().next(), Some(first_line), "{args:?}: {err}");
        assert!(err.contains("For more information, try '--help'."), "{args:?}: clap's pointer to the help");
    }
}

/// `trace --help` is clap's: it starts with the usage and names every
/// flag, and the README's `trace` section documents every one of them.
#[test]
fn the_help_is_generated_and_the_readme_documents_every_flag() {
    let out = trace(&["--help"], None);
    assert_eq!(out.status.code(), Some(0));
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.starts_with("Usage: trace [OPTIONS] <TREE|--worksheet <EXERCISE>|--game <GAME>>"), "{help}");
    let readme = include_str!("../README.md");
    let section = readme.split("## `trace`").nth(1).and_then(|s| s.split("\n## ").next()).unwrap_or("");
    let flags: Vec<&str> = help
        .split_whitespace()
        .filter(|w| w.starts_with("--") && w.len() > 2)
        .map(|w| w.trim_end_matches([',', '.', ')', ';', ':']))
        .filter(|w| w.chars().skip(2).all(|c| c.is_ascii_lowercase() || c == '-'))
        .collect();
    for flag in [
        "--algo",
        "--cut",
        "--form",
        "--root",
        "--order",
        "--lang",
        "--json",
        "--ranges",
        "--bounds",
        "--players",
        "--paranoid",
        "--worksheet",
        "--count",
        "--game",
        "--state",
        "--depth",
        "--table",
    ] {
        assert!(flags.contains(&flag), "{flag} is not in the help");
    }
    for flag in flags.iter().filter(|f| **f != "--help") {
        assert!(section.contains(flag), "the README's trace section does not mention {flag}");
    }
}

#[test]
fn a_games_cutoffs_name_the_moves_they_prune_and_its_summary_its_root() {
    // Issue 25: never "so  are pruned." nor "_, _, _".
    let out = trace(&["--game", "rabbit"], None);
    let text = String::from_utf8_lossy(&out.stdout);
    let cutoffs: Vec<&str> = text.lines().filter(|l| l.split_whitespace().nth(2) == Some("cutoff")).collect();
    assert_eq!(cutoffs.len(), 22, "{text}");
    for line in &cutoffs {
        assert!(!line.contains("so  are") && !line.contains("_,") && !line.contains(" _ "), "{line}");
        assert!(line.ends_with(" are pruned.") || line.ends_with(" is pruned."), "{line}");
    }
    assert!(cutoffs[0].ends_with("so the moves d8-e7, f8-e7, f8-g7 and 2 more are pruned."), "{}", cutoffs[0]);
    assert!(text.contains(", root MIN\n"), "the rabbit moves first: {text}");
    assert!(text.contains("pruned leaves:    70 moves never tried\n"), "{text}");
    // Every language names the moves too.
    for lang in ["tr", "ja", "zh"] {
        let out = trace(&["--game", "rabbit", "--lang", lang], None);
        let text = String::from_utf8_lossy(&out.stdout);
        let first = text.lines().find(|l| l.split_whitespace().nth(2) == Some("cutoff")).unwrap_or_default();
        assert!(first.contains("d8-e7") && !first.contains("_,"), "{lang}: {first}");
    }
    // Tic-tac-toe too: moves by their squares.
    let out = trace(&["--game", "tictactoe", "--state", "X.O.X.O.."], None);
    let text = String::from_utf8_lossy(&out.stdout);
    let first = text.lines().find(|l| l.split_whitespace().nth(2) == Some("cutoff")).unwrap_or_default();
    assert!(!first.is_empty() && !first.contains("so  are") && !first.contains("_,"), "{first}");
}

#[test]
fn games_are_searched_from_a_position_and_name_their_best_moves() {
    let game_json = |args: &[&str]| json(&[args, &["--json"]].concat());
    let coins = game_json(&["--game", "coins", "--state", "4"]);
    assert_eq!((coins["game"].as_str(), coins["state"].as_str()), (Some("coins"), Some("4")));
    assert_eq!(coins["value"], 1);
    assert_eq!(coins["best_moves"], serde_json::json!(["1"]));
    let ttt = game_json(&["--game", "tictactoe", "--state", "XO.....OX", "--algo", "minimax"]);
    assert_eq!(ttt["value"], 1);
    assert_eq!(ttt["best_moves"], serde_json::json!(["2,2"]));
    assert_eq!(ttt["root"], "max");
    // The empty board: every first move draws, ties kept even under α ≥ β.
    let empty = game_json(&["--game", "tictactoe", "--state", ".........", "--depth", "9"]);
    assert_eq!(empty["best_moves"].as_array().map(Vec::len), Some(9));
    assert_eq!(empty["depth"], 9);
    // Rabbit and wolves: the rabbit (MIN) moves first; depth 4 by default.
    let rabbit = game_json(&["--game", "rabbit", "--order", "best-first"]);
    assert_eq!((rabbit["root"].as_str(), rabbit["depth"].as_u64(), rabbit["order"].as_str()), (Some("min"), Some(4), Some("best-first")));
    assert_eq!(rabbit["best_moves"], serde_json::json!(["e1-d2", "e1-f2"]));
    let random = game_json(&["--game", "tictactoe", "--state", "X...O....", "--order", "random:3", "--depth", "3"]);
    assert_eq!(random["order"], "random:3");
    // The text table ends with the best moves.
    let out = trace(&["--game", "coins", "--state", "4"], None);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("game: coins from 4, depth limit none"), "{text}");
    assert!(text.contains("best moves:       1\n"), "{text}");
    // A transposition table: the same value and best moves, fewer nodes,
    // and the hits counted.
    let plain = game_json(&["--game", "tictactoe", "--state", "X...O....", "--algo", "minimax"]);
    let table = game_json(&["--game", "tictactoe", "--state", "X...O....", "--algo", "minimax", "--table"]);
    assert_eq!((&table["value"], &table["best_moves"]), (&plain["value"], &plain["best_moves"]));
    assert!(plain["stats"].get("table_hits").is_none());
    let hits = table["stats"]["table_hits"].as_u64().unwrap_or(0);
    assert!(hits > 0, "{table}");
    let visited = |j: &serde_json::Value| j["stats"]["nodes_visited"].as_u64().unwrap_or(0);
    assert!(visited(&table) < visited(&plain), "{} < {}", visited(&table), visited(&plain));
    let out = trace(&["--game", "coins", "--state", "9", "--table"], None);
    assert!(
        String::from_utf8_lossy(&out.stdout)
            .starts_with("game: coins from 9, depth limit none (to the end of the game), order given, transposition table: ")
    );
}

#[test]
fn bad_games_and_states_exit_2_and_say_what_is_wrong() {
    for (args, says) in [
        (&["--game", "chess"][..], "unknown game 'chess'"),
        (&["--game", "tictactoe", "--state", "XXX......"], "3 X and 0 O"),
        (&["--game", "coins", "--state", "99"], "start with 1 to 24"),
        (&["--game", "rabbit", "--depth", "12"], "at most 8"),
        (&["--game", "coins", "--depth", "0"], "invalid value '0' for '--depth <N>'"),
        (&["--game", "coins", "1,2"], "the argument '--game <GAME>' cannot be used with '[TREE]'"),
        (&["--state", "4", "1"], "the argument '--state <STATE>' cannot be used with '[TREE]'"),
        (&["--order", "random", "1,2"], "--order random needs --game"),
        (&["--order", "deepening", "1,2"], "--order deepening needs --game"),
        (&["--table", "1,2"], "the argument '--table' cannot be used with '[TREE]'"),
    ] {
        let out = trace(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn chance_trees_are_searched_exactly_and_bounds_let_alpha_beta_cut_below_them() {
    // Expectiminimax: minimax over chance nodes, named so, values exact.
    let third = json(&["--algo", "expectiminimax", "--json", "?(1/3: 1, 2, 4)"]);
    assert_eq!((third["algorithm"].as_str(), &third["value"]), (Some("expectiminimax"), &serde_json::json!("7/3")));
    let tenths = json(&["--algo", "expectiminimax", "--json", "max(?(0.9: 2, 0.1: 3), ?(0.9: 1, 0.1: 4))"]);
    assert_eq!((&tenths["value"], &tenths["best_children"]), (&serde_json::json!(2.1), &serde_json::json!([0])));
    let scaled = json(&["--algo", "expectiminimax", "--json", "max(?(0.9: 20, 0.1: 30), ?(0.9: 1, 0.1: 400))"]);
    assert_eq!((&scaled["value"], &scaled["best_children"]), (&serde_json::json!(40.9), &serde_json::json!([1])));
    // The notes' exercise: with leaves bounded to [−2, 2], alpha-beta never
    // looks at the last three leaves; without, it looks at all eight.
    let exercise = "max(?(<2,2>,<1,2>), ?(<0,2>,<-1,0>))";
    let bounded = json(&["--bounds", "-2", "2", "--json", exercise]);
    let plain = json(&["--json", exercise]);
    assert_eq!((&bounded["value"], &plain["value"]), (&serde_json::json!(1.5), &serde_json::json!(1.5)));
    assert_eq!(unevaluated(&bounded), ["2", "-1", "0"], "F2, G1 and G2");
    assert!(unevaluated(&plain).is_empty());
    let text = String::from_utf8_lossy(&trace(&["--bounds", "-2", "2", exercise], None).stdout).to_string();
    assert!(text.contains("Star1 cut at C: even with its remaining children at 2"), "{text}");
    // Bounds the leaves break, or that do not read: exit 2, said plainly.
    for (args, says) in [
        (&["--bounds", "-1", "1", exercise][..], "leaf D1 = 2 lies outside --bounds [-1, 1]"),
        (&["--bounds", "2", "-2", exercise][..], "the low bound is above the high one"),
        (&["--bounds", "x", "2", exercise][..], "invalid value 'x' for '--bounds <LO> <HI>': 'x' is not a finite number"),
        (&["--game", "coins", "--bounds", "0", "1"][..], "the argument '--game <GAME>' cannot be used with '--bounds <LO> <HI>'"),
    ] {
        let out = trace(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn maxn_players_and_the_paranoid_reduction() {
    const AIMA: &str = "<<{1,2,6},{4,2,3}>,<{6,1,2},{7,4,1}>>,<<{5,1,1},{1,5,2}>,<{7,7,1},{5,4,5}>>";
    let report = json(&["--algo", "maxn", "--players", "3", "--json", AIMA]);
    assert_eq!(report["algorithm"], "max^n");
    assert_eq!(report["root"], "p1");
    assert_eq!(report["value"], serde_json::json!([1, 2, 6]));
    assert_eq!(report["best_children"], serde_json::json!([0]));
    assert_eq!(report["leaves"][1]["value"], serde_json::json!([4, 2, 3]));
    // The table says the tie at the root and which rule broke it.
    let out = trace(&["--algo", "maxn", AIMA], None);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("A tie: ties go to the child found first, so A keeps (1, 2, 6)"), "{text}");
    assert!(text.contains("max^n (each player takes the child best in its own component; no pruning), root player 1 of 3"), "{text}");
    // The paranoid reduction: two-player alpha-beta with G's leaves pruned.
    let paranoid = json(&["--paranoid", "--json", AIMA]);
    assert_eq!(paranoid["algorithm"], "paranoid", "two-player alpha-beta of the paranoid reduction");
    assert_eq!(paranoid["value"], 1);
    assert_eq!(unevaluated(&paranoid), ["7", "5"], "G1 and G2 (player 1 gets 7 and 5 there) are never looked at");
    // Disagreements exit 2 with a message and print nothing.
    for (args, said) in [
        (vec!["--players", "4", AIMA], "--players 4: the TREE's utility vectors have 3 components"),
        (
            vec!["--players", "3", "<3,5,10>,<2,a,b>,<2,7,3>"],
            "--players 3: a TREE of 3 players has utility vectors at its leaves, such as {1,2,3}",
        ),
        (vec!["--paranoid", "<3,5,10>,<2,a,b>,<2,7,3>"], "--paranoid needs a TREE of more than two players"),
        (vec!["--bounds", "0", "9", AIMA], "--bounds is for two-player trees; this TREE has 3 players"),
        (vec!["--players", "1", AIMA], "1"),
        (vec!["--game", "coins", "--paranoid"], "the argument '--game <GAME>' cannot be used with '--paranoid'"),
    ] {
        let out = trace(&args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(said), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    }
}

#[test]
fn connect_four_and_nim_are_games_with_their_notation_and_nim_says_its_known_answer() {
    // Four MAX discs can be completed in column 4 (3 in a row on the left).
    let report = json(&["--game", "connect4", "--state", "1122335", "--depth", "2", "--json"]);
    assert_eq!(report["game"], "connect4");
    assert_eq!(report["state"], "1122335");
    assert_eq!(report["best_moves"], serde_json::json!(["4"]), "MIN must block at 4");
    let nim = json(&["--game", "nim", "--state", "1,2", "--table", "--json"]);
    assert_eq!(nim["best_moves"], serde_json::json!(["2:1"]));
    assert_eq!(nim["known"], serde_json::json!({"value": 1, "winning_moves": ["2:1"]}));
    let text = trace(&["--game", "nim", "--state", "1,2,3", "--lang", "tr"], None);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("known answer:     -1 (nim toplamı 1 ⊕ 2 ⊕ 3 = 0"), "{text}");
    let bad = trace(&["--game", "connect4", "--state", "4448"], None);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("'8' at character 4 is not a column 1 to 7"));
}

#[test]
fn mcts_reports_each_root_move_and_the_same_seed_gives_the_same_search() {
    let args = ["--algo", "mcts", "--iterations", "3000", "--seed", "7", "<3,5,10>,<2,12,14>,<2,7,3>", "--json"];
    let report = json(&args);
    assert_eq!(report, json(&args), "seeded: the same report");
    assert_eq!(report["algorithm"], "mcts");
    assert_eq!(report["best_children"], serde_json::json!([0]));
    assert_eq!(report["best_moves"], serde_json::json!(["B"]));
    let children = report["children"].as_array().unwrap_or_else(|| panic!("children"));
    let visits: Vec<u64> = children.iter().map(|c| c["visits"].as_u64().unwrap_or(0)).collect();
    assert_eq!(visits.iter().sum::<u64>(), 3000);
    let exact: Vec<f64> = children.iter().map(|c| c["exact"].as_f64().unwrap_or(f64::NAN)).collect();
    assert_eq!(exact, [3.0, 2.0, 2.0]);
    for c in children {
        let q = c["q"].as_f64().unwrap_or(f64::NAN);
        let w = c["w"].as_f64().unwrap_or(f64::NAN);
        assert!((q - w / c["visits"].as_f64().unwrap_or(1.0)).abs() < 1e-9);
    }
    assert_ne!(
        report["children"],
        json(&["--algo", "mcts", "--iterations", "3000", "--seed", "8", "<3,5,10>,<2,12,14>,<2,7,3>", "--json"])["children"]
    );
    // The solver proves Nim's answer.
    let nim = json(&["--algo", "mcts", "--game", "nim", "--state", "2,3", "--solver", "--iterations", "20000", "--json"]);
    assert_eq!(nim["root"]["proven"], 1.0);
    assert_eq!(nim["best_moves"], serde_json::json!(["2:1"]));
    // The text names the phases of the first iterations.
    let out = trace(&["--algo", "mcts", "--game", "tictactoe", "--state", "XO.XO....", "--iterations", "30"], None);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("   1  select root; expand 1,3; playout"), "{text}");
    assert!(text.contains("move:             3,1"), "X wins at 3,1: {text}");
    // A tree MCTS cannot play out is refused with what to do.
    let out = trace(&["--algo", "mcts", "<3,5,10>,<2,a,b>,<2,7,3>"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("needs a finite number at every leaf"));
}

#[test]
fn the_null_window_family_reports_its_value_counts_and_steps() {
    let classic = "<3,5,10>,<2,a,b>,<2,7,3>";
    for algo in ["negamax", "pvs", "aspiration", "mtdf"] {
        let report = json(&["--algo", algo, classic, "--json"]);
        assert_eq!(report["algorithm"], algo);
        assert_eq!(report["value"], 3, "{algo}");
        let steps = report["steps"].as_array().unwrap_or_else(|| panic!("{algo}: steps"));
        assert_eq!(steps.last().map(|s| s["event"].clone()), Some(Value::from("done")));
        // a and b are never read: the search would have stopped at them.
        let leaves: Vec<&str> = steps.iter().filter(|s| s["event"] == "leaf").filter_map(|s| s["name"].as_str()).collect();
        assert!(leaves.iter().all(|n| !["C2", "C3", "D2", "D3"].contains(n)), "{algo}: {leaves:?}");
        assert!(steps.iter().all(|s| s["line"].as_u64().is_some_and(|l| l >= 1) && !s["text"].as_str().unwrap_or("").is_empty()));
    }
    let pvs = json(&["--algo", "pvs", "<3,4>,<6,7>", "--json"]);
    assert_eq!(pvs["stats"]["re_searches"], 1);
    assert_eq!(pvs["value"], 6);
    let aspiration = json(&["--algo", "aspiration", "--guess", "8", "--delta", "1", "<3,5,10>,<2,12,14>,<2,7,3>", "--json"]);
    assert_eq!(aspiration["stats"]["re_searches"], 1);
    assert_eq!(aspiration["passes"][0]["says"], "at_most", "(7, 9) fails low");
    assert_eq!(aspiration["passes"][1]["alpha"], "-inf");
    let mtdf = json(&["--algo", "mtdf", "--guess", "3", classic, "--json"]);
    assert_eq!(mtdf["stats"]["passes"], 2, "a right guess takes two passes");
    let soft = json(&["--algo", "negamax", "--fail", "soft", "--cut", "gt", "--game", "tictactoe", "--state", "XO.X.O...", "--json"]);
    assert_eq!(soft["fail"], "soft");
    assert_eq!(soft["cut"], "gt");
    assert_eq!(soft["value"], 1, "X wins");
    let text = String::from_utf8_lossy(&trace(&["--algo", "pvs", classic, "--lang", "ja"], None).stdout).to_string();
    assert!(text.contains("function PVS(node, α, β)") && text.contains("ヌルウィンドウ"), "{text}");
}

#[test]
fn proof_number_search_says_proved_with_the_root_numbers() {
    let won = json(&["--algo", "pns", "--game", "tictactoe", "--state", "XX.OO....", "--json"]);
    assert_eq!(won["proved"], true);
    assert_eq!(won["root"]["pn"], 0);
    assert_eq!(won["root"]["dn"], "inf");
    assert_eq!(won["proving_moves"], serde_json::json!(["1,3"]));
    let drawn = json(&["--algo", "pns", "--game", "tictactoe", "--json"]);
    assert_eq!(drawn["proved"], false, "nobody wins tic-tac-toe from the empty board");
    assert_eq!(drawn["root"]["dn"], 0);
    // Connect Four endgames: proved exactly when alpha-beta's value is a
    // win for the side to move (MIN here).
    for (state, min_wins) in [("6677236671735214411234544223663", true), ("7557131732723147453423355165127", false)] {
        let c4 = json(&["--algo", "pns", "--game", "connect4", "--state", state, "--json"]);
        let value = json(&["--game", "connect4", "--state", state, "--json"])["value"].as_i64();
        assert_eq!((c4["attacker"].clone(), c4["proved"].clone()), (Value::from("min"), Value::Bool(min_wins)), "{state}");
        assert_eq!(value.is_some_and(|v| v < 0), min_wins, "{state}");
    }
    let tree = json(&["--algo", "pns", "--target", "3", "<3,5,10>,<2,a,b>,<2,7,3>", "--json"]);
    assert_eq!((tree["proved"].clone(), tree["stats"]["iterations"].clone()), (Value::Bool(true), Value::from(2)));
    let text =
        String::from_utf8_lossy(&trace(&["--algo", "pns", "--game", "tictactoe", "--state", "XX.OO....", "--lang", "tr"], None).stdout)
            .to_string();
    assert!(text.contains("İspatlandı") && text.contains("SELECT-MOST-PROVING"), "{text}");
}

#[test]
fn killer_history_and_quiescence_from_the_command_line() {
    let nodes = |order: &str| json(&["--game", "tictactoe", "--order", order, "--json"])["stats"]["nodes_visited"].as_u64().unwrap_or(0);
    let (given, history) = (nodes("given"), nodes("history"));
    assert!(history > 0 && history < given, "history {history} against given {given}");
    let best = |extra: &[&str]| {
        let mut args = vec!["--game", "tictactoe", "--state", "X......OX", "--depth", "1", "--json"];
        args.extend_from_slice(extra);
        json(&args)["best_moves"].clone()
    };
    assert!(best(&[]).as_array().is_some_and(|b| b.contains(&Value::from("1,3"))), "the horizon effect: 1,3 looks as good");
    assert_eq!(best(&["--quiescence"]), serde_json::json!(["2,2"]), "quiescence sees the threat");
}

#[test]
fn flags_of_the_family_belong_to_their_algorithms() {
    for (args, message) in [
        (&["--fail", "soft", "1"][..], "--fail is for --algo negamax"),
        (&["--algo", "pvs", "--guess", "3", "1"], "--guess is for --algo aspiration or mtdf"),
        (&["--algo", "mtdf", "--delta", "1", "1"], "--delta is for --algo aspiration"),
        (&["--target", "1", "1"], "--target is for --algo pns"),
        (&["--algo", "pvs", "--cut", "gt", "1"], "--cut gt does not apply to --algo pvs"),
        (&["--algo", "pns", "--game", "tictactoe", "--depth", "2"], "--depth does not apply to --algo pns"),
        (&["--algo", "pvs", "--game", "tictactoe", "--order", "killer"], "killer moves and the history heuristic"),
        (&["--game", "tictactoe", "--quiescence"], "--quiescence goes on past a depth limit"),
        (&["--algo", "negamax", "--fail", "medium", "1"], "use hard or soft"),
        (&["--order", "history", "1"], "--order history needs --game"),
    ] {
        let out = trace(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
    }
    for (args, message) in [
        (&["--algo", "negamax", "chance(1,2),3"][..], "chance nodes"),
        (&["--algo", "pvs", "<a,5>,<2,3>"], "leaf a, a placeholder"),
        (&["--algo", "aspiration", "--delta", "0", "1"], "--delta above 0"),
    ] {
        let out = trace(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
    }
}

/// `trace --quiz`: each format written where `--output` says, the zips
/// readable (the zip crate's reader) with the files the engine wrote, and
/// flags that do not belong together refused.
#[test]
fn quiz_writes_each_question_bank_format() {
    use minimax_engine::lang::Lang;
    use minimax_engine::options::Options;
    use minimax_engine::practice::{Exercise, Level};
    use minimax_engine::quiz;
    let dir = std::env::temp_dir().join(format!("minimax-quiz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let bank = quiz::bank(Exercise { level: Level::Medium, seed: 42 }, 3, Options::default(), Lang::Ja).unwrap_or_else(|e| panic!("{e:?}"));
    for format in ["moodle", "gift", "qti21", "qti12"] {
        let file = dir.join(format);
        let path = file.to_string_lossy().to_string();
        let out = trace(&["--worksheet", "medium-42", "--count", "3", "--lang", "ja", "--quiz", format, "--output", &path], None);
        assert!(out.status.success(), "{format}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(out.stdout.is_empty());
        let bytes = std::fs::read(&file).unwrap_or_else(|e| panic!("{e}"));
        match quiz::write(&bank, format.parse().unwrap_or_else(|e: String| panic!("{e}"))) {
            quiz::Written::Text(text) => assert_eq!(String::from_utf8_lossy(&bytes), text, "{format}"),
            quiz::Written::Zip(files) => {
                let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap_or_else(|e| panic!("{format}: not a zip: {e}"));
                assert_eq!(zip.len(), files.len());
                for (name, content) in files {
                    let mut entry = zip.by_name(&name).unwrap_or_else(|e| panic!("{format}: {name}: {e}"));
                    let mut read = Vec::new();
                    std::io::Read::read_to_end(&mut entry, &mut read).unwrap_or_else(|e| panic!("{e}"));
                    assert_eq!(read, content, "{format}: {name}");
                }
            }
        }
    }
    // The text formats go to standard output with `-`.
    let out = trace(&["--worksheet", "easy-3", "--count", "1", "--quiz", "gift", "--output", "-"], None);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("{#3####"));
    for (args, message) in [
        (&["--worksheet", "easy-3", "--quiz", "qti12"][..], "give --output a file name"),
        (&["--quiz", "moodle", "--output", "x", "1"][..], "cannot be used with"),
        (&["--worksheet", "easy-3", "--quiz", "scorm", "--output", "x"][..], "moodle, gift, qti21 or qti12"),
        (&["--worksheet", "easy-3", "--quiz", "qti21", "--output", "-"][..], "give --output a file name"),
    ] {
        let out = trace(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
    }
    let missing = dir.join("no-such-folder").join("bank.xml");
    let out = trace(&["--worksheet", "easy-3", "--quiz", "moodle", "--output", &missing.to_string_lossy()], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("could not write"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `trace` with the 1 MiB stack the page's WebAssembly has (the
/// shell's `ulimit -s`, Linux and macOS), the tree on standard input.
fn trace_small_stack(args: &[&str], stdin: &str) -> Output {
    let mut sh = Command::new("sh");
    sh.arg("-c").arg("ulimit -s 1024 && exec \"$0\" \"$@\"").arg(env!("CARGO_BIN_EXE_trace")).args(args);
    run(&mut sh, Some(stdin))
}

#[test]
fn a_ten_thousand_level_chain_goes_through_every_algorithm_on_a_one_mib_stack() {
    // The notation's deepest tree: 10,000 levels, a fork at the bottom.
    let chain = format!("{}3,<1,2>{}", "<".repeat(9_998), ">".repeat(9_998));
    let players = format!("{}{{1,2,3}},{{3,2,1}}{}", "<".repeat(9_998), ">".repeat(9_998));
    let runs: [(&[&str], &str); 16] = [
        (&["--algo", "minimax"], &chain),
        (&["--algo", "alphabeta"], &chain),
        (&["--algo", "alphabeta", "--cut", "gt", "--form", "update-first", "--root", "min"], &chain),
        (&["--algo", "alphabeta", "--order", "best-first", "--ranges"], &chain),
        (&["--algo", "expectiminimax"], &chain),
        (&["--algo", "alphabeta", "--bounds", "0", "5"], &chain),
        (&["--algo", "negamax"], &chain),
        (&["--algo", "negamax", "--fail", "soft", "--cut", "gt"], &chain),
        (&["--algo", "pvs"], &chain),
        (&["--algo", "pvs", "--root", "min"], &chain),
        (&["--algo", "aspiration"], &chain),
        (&["--algo", "mtdf"], &chain),
        (&["--algo", "pns"], &chain),
        (&["--algo", "mcts", "--iterations", "20"], &chain),
        (&["--algo", "maxn", "--players", "3"], &players),
        (&["--players", "3", "--paranoid"], &players),
    ];
    let mut values = Vec::new();
    for (args, tree) in runs {
        let args: Vec<&str> = args.iter().copied().chain(["--json", "-"]).collect();
        let out = trace_small_stack(&args, tree);
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        let report: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{args:?}: not JSON: {e}"));
        if tree == chain.as_str() && !args.contains(&"min") && !args.contains(&"mcts") && !args.contains(&"pns") {
            values.push((args, report["value"].clone()));
        }
    }
    // Every search of the two-player chain agrees with minimax's value.
    let first = values[0].1.clone();
    assert!(first.is_number(), "{first}");
    for (args, value) in values {
        assert_eq!(value, first, "{args:?}");
    }
}

/// Every search's `--json`, and a worksheet's, is valid against the
/// schema in the repository, which says one shape for all of them.
#[test]
fn every_searchs_json_follows_the_schema() {
    let schema: Value = serde_json::from_str(include_str!("../docs/trace.schema.json")).expect("the schema is JSON");
    let validator = jsonschema::validator_for(&schema).expect("the schema is a valid JSON Schema");
    let classic = "<3,5,10>,<2,a,b>,<2,7,3>";
    let numbers = "<3,5,10>,<2,12,14>,<2,7,3>";
    let chance = "max(?(<2,2>,<1,2>), ?(<0,2>,<-1,0>))";
    let three = "<<{1,2,6},{4,2,3}>,<{6,1,2},{7,4,1}>>,<<{5,1,1},{1,5,2}>,<{7,7,1},{5,4,5}>>";
    let runs: Vec<Vec<&str>> = vec![
        vec![classic],
        vec!["--algo", "minimax", numbers],
        vec!["--algo", "minimax", classic],
        vec!["<3,a>,<b,1>"],
        vec!["--cut", "gt", "--form", "update-first", "--root", "min", numbers],
        vec!["--ranges", numbers],
        vec!["--algo", "expectiminimax", "?(1/3: 1, 2, 4)"],
        vec!["--bounds", "-2", "2", chance],
        vec!["--algo", "maxn", "--players", "3", three],
        vec!["--paranoid", "--players", "3", three],
        vec!["--algo", "negamax", numbers],
        vec!["--algo", "pvs", numbers],
        vec!["--algo", "aspiration", "--guess", "8", "--delta", "1", numbers],
        vec!["--algo", "mtdf", "--guess", "3", numbers],
        vec!["--algo", "pns", "--target", "3", classic],
        vec!["--algo", "pns", "--game", "tictactoe", "--state", "XX.OO...."],
        vec!["--algo", "mcts", "--iterations", "200", numbers],
        vec!["--algo", "mcts", "--game", "nim", "--state", "2,3", "--solver", "--iterations", "500"],
        vec!["--game", "coins", "--state", "4"],
        vec!["--game", "tictactoe", "--state", "X...O....", "--algo", "minimax", "--table"],
        vec!["--algo", "pvs", "--game", "tictactoe", "--state", "XO.X.O..."],
        vec!["--algo", "pvs", "<<-5,3,5>,<2,-4>>,<<3,-5>,<-2,5>>"],
        vec!["--algo", "mtdf", "--root", "min", "<<-5,3,5>,<2,-4>>,<<3,-5>,<-2,5>>"],
        vec!["--worksheet", "medium-44", "--count", "2"],
        vec!["--worksheet", "easy-3", "--count", "1", "--algo", "minimax", "--lang", "ja"],
    ];
    let mut algorithms = std::collections::BTreeSet::new();
    for args in runs {
        let mut with_json = args.clone();
        with_json.push("--json");
        let doc = json(&with_json);
        let errors: Vec<String> = validator.iter_errors(&doc).map(|e| format!("{} at {}", e, e.instance_path())).collect();
        assert!(errors.is_empty(), "{args:?}: {errors:#?}");
        assert_eq!((doc["format"].as_str(), doc["version"].as_u64()), (Some("minimax-lab-trace"), Some(1)), "{args:?}");
        if let Some(a) = doc["algorithm"].as_str() {
            algorithms.insert(a.to_string());
        }
        // A search that gives every node a value: its nodes agree with its
        // counts and steps.
        for report in doc["exercises"].as_array().map_or(vec![&doc], |e| e.iter().map(|x| &x["key"]).collect()) {
            let Some(nodes) = report["nodes"].as_array() else { continue };
            for n in nodes {
                assert!(!(n["reached"] == true && n["pruned"] == true), "{args:?}: a pruned node is never reached: {n}");
            }
            // The null-window family enters nodes again (re-searches,
            // passes): a node is reached in some pass, else pruned; its
            // values are as the last pass left them.
            if report["passes"].is_array() {
                for n in nodes {
                    assert!(n["reached"] != n["pruned"], "{args:?}: reached or pruned: {n}");
                }
                continue;
            }
            let stats = &report["stats"];
            assert_eq!(report["steps"].as_array().map(Vec::len), stats["steps"].as_u64().map(|n| n as usize), "{args:?}");
            let reached = nodes.iter().filter(|n| n["reached"] == true).count() as u64;
            assert_eq!(Some(reached), stats["nodes_visited"].as_u64(), "{args:?}: every node reached is visited once");
            let leaves_read = nodes.iter().filter(|n| n["kind"] == "leaf" && n["reached"] == true).count() as u64;
            assert_eq!(Some(leaves_read), stats["leaves_evaluated"].as_u64(), "{args:?}");
            for n in nodes {
                // Reached: a value, or under minimax over placeholders the
                // interval the value lies in.
                if report["needs_value"].is_null() {
                    assert_eq!(n["reached"] == true, !n["hi"].is_null(), "{args:?}: {n}");
                }
            }
        }
    }
    // Every algorithm the help names has a document, and the names are
    // the schema's.
    for a in ["minimax", "alphabeta", "expectiminimax", "star1", "max^n", "paranoid", "negamax", "pvs", "aspiration", "mtdf", "pns", "mcts"]
    {
        assert!(algorithms.contains(a), "{a} was checked: {algorithms:?}");
    }
    // A document that breaks the shape is refused: the test can fail.
    let mut broken = json(&["--json", classic]);
    broken["stats"]["nodes"] = Value::from(9);
    assert!(!validator.is_valid(&broken), "a count under another name is refused");
    let mut outside = json(&["--algo", "mcts", "--iterations", "20", "--json", numbers]);
    assert!(validator.is_valid(&outside));
    outside["iterations"] = Value::from(20);
    assert!(!validator.is_valid(&outside), "a count outside stats is refused");
}

/// `--worksheet … --json`: the exercises and their keys as data, each
/// node's accepted answers as practice grades them.
#[test]
fn a_worksheet_as_json_has_each_exercises_key_and_accepted_answers() {
    let doc = json(&["--worksheet", "medium-44", "--count", "1", "--json"]);
    let text = String::from_utf8_lossy(&trace(&["--worksheet", "medium-44", "--count", "1"], None).stdout).to_string();
    let exercise = &doc["exercises"][0];
    assert_eq!(exercise["exercise"], "medium-44");
    let lines: Vec<String> = text.lines().filter(|l| l.starts_with("    ")).map(|l| l[4..].to_string()).collect();
    assert_eq!(exercise["key_lines"], serde_json::json!(lines), "the text key's lines");
    let node =
        |name: &str| exercise["key"]["nodes"].as_array().and_then(|n| n.iter().find(|x| x["name"] == name)).cloned().unwrap_or_default();
    assert_eq!(node("I")["accepted"], serde_json::json!(["8", "≥ 8"]));
    assert_eq!(node("J")["accepted"], serde_json::json!(["≥ 6"]), "J = 7: a bare 6 would say it is exactly 6");
    assert_eq!(
        (node("J")["bound"].clone(), node("J")["lo"].clone(), node("J")["hi"].clone()),
        (Value::from("at_least"), Value::from(6), Value::from("inf"))
    );
    assert_eq!((node("I")["alpha_in"].clone(), node("I")["beta_in"].clone()), (Value::from(0), Value::from(5)));
    assert_eq!((node("I")["alpha_out"].clone(), node("I")["beta_out"].clone()), (Value::from(4), Value::from(5)));
    assert_eq!(node("M")["pruned"], true);
    assert_eq!(node("M")["accepted"], serde_json::json!([]));
    assert_eq!(doc["worksheet"].as_str(), text.lines().next());
}

/// The null-window family's nodes and passes, from MAX's side, say only
/// what is true of each node's minimax value (plain minimax's document is
/// the truth), whichever side moves at the root and however it fails.
#[test]
fn the_null_window_familys_nodes_and_passes_are_true_of_minimax() {
    let numbers = "<3,5,10>,<2,12,14>,<2,7,3>";
    for root in ["max", "min"] {
        let truth = json(&["--algo", "minimax", "--root", root, "--json", numbers]);
        let value_of = |name: &str| {
            truth["nodes"]
                .as_array()
                .and_then(|n| n.iter().find(|x| x["name"] == name))
                .and_then(|x| x["value"].as_f64())
                .unwrap_or(f64::NAN)
        };
        for args in [
            &["--algo", "negamax"][..],
            &["--algo", "negamax", "--fail", "soft"],
            &["--algo", "pvs"],
            &["--algo", "mtdf", "--guess", "3"],
            &["--algo", "aspiration", "--guess", "8", "--delta", "1"],
        ] {
            let mut all = args.to_vec();
            all.extend(["--root", root, "--json", numbers]);
            let doc = json(&all);
            let mut said = 0;
            for n in doc["nodes"].as_array().into_iter().flatten().filter(|n| n["value"].is_number()) {
                let (v, m) = (n["value"].as_f64().unwrap_or(f64::NAN), value_of(n["name"].as_str().unwrap_or("")));
                let holds = match n["bound"].as_str() {
                    Some("exact") => v == m,
                    Some("at_most") => m <= v,
                    Some("at_least") => m >= v,
                    _ => true,
                };
                assert!(holds, "{all:?}: {} says {} {v}, minimax says {m}", n["name"], n["bound"]);
                said += 1;
            }
            assert!(said >= 4, "{all:?}: nodes with values");
            // Its passes are from MAX's side too: the last pass's value is
            // the root's, and what it says holds of minimax's.
            let last = doc["passes"].as_array().and_then(|p| p.last()).cloned().unwrap_or_default();
            let (v, m) = (last["value"].as_f64().unwrap_or(f64::NAN), value_of("A"));
            let holds = match last["says"].as_str() {
                Some("exact") => v == m && doc["value"] == last["value"],
                Some("at_most") => m <= v,
                Some("at_least") => m >= v,
                _ => false,
            };
            assert!(holds, "{all:?}: the last pass {last} and minimax's {m}");
            assert_eq!(doc["root"], root);
        }
    }
}

/// `trace check`: students' files in Python and JavaScript, run with the
/// local interpreters through the harness. Right ones agree on 500 random
/// trees; a mistake exits 1, is named, and its tree is shrunk; a file
/// that does not load exits 2 with the interpreter's error and line; an
/// endless loop is stopped at the time limit.
fn check_file(file: &str, extra: &[&str]) -> Output {
    let path = format!("{}/../../tests/fixtures/check/{file}", env!("CARGO_MANIFEST_DIR"));
    let mut args = vec!["check", path.as_str()];
    args.extend_from_slice(extra);
    trace(&args, None)
}

#[test]
fn trace_check_accepts_right_code_in_both_languages_and_both_styles() {
    for (file, cut) in [
        ("aima_alphabeta.py", "ge"),
        ("tree_alphabeta.py", "ge"),
        ("tree_alphabeta.js", "ge"),
        ("failhard.js", "ge"),
        ("strict_minimax_names.js", "gt"),
        ("aima_python_nested.py", "ge"),
        ("wikipedia.js", "ge"),
        // CS188's agents: classes, the search nested in getAction (Python)
        // or in methods, CS188's strict cut; the agent for --algo is run.
        ("cs188_agents.py", "gt"),
        ("cs188_agents.js", "gt"),
        ("agent_methods.py", "ge"),
        ("agent_methods.js", "ge"),
        ("aima_nested.js", "ge"),
        ("shadowed.js", "ge"),
    ] {
        let out = check_file(file, &["--trees", "500", "--cut", cut]);
        let said = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{file}: {said} {}", String::from_utf8_lossy(&out.stderr));
        assert!(said.contains("agrees on all 500 trees"), "{file}: {said}");
    }
    // With --algo minimax the file's MinimaxAgent is the one run.
    for file in ["cs188_agents.py", "cs188_agents.js"] {
        let out = check_file(file, &["--trees", "200", "--algo", "minimax"]);
        assert_eq!(out.status.code(), Some(0), "{file}: {}", String::from_utf8_lossy(&out.stdout));
    }
}

#[test]
fn trace_check_names_a_mistake_and_shrinks_its_tree() {
    for (file, mistake) in [
        ("no_pruning.py", "window_not_passed_down"),
        ("swapped.js", "alpha_beta_swapped"),
        ("returns_alpha.py", "returns_bound_not_v"),
        // The same mistake in functions nested in the search: seen by what
        // their calls returned.
        ("returns_alpha_nested.js", "returns_bound_not_v"),
        // CS188's agents prune only on a strict inequality: checked at α ≥ β
        // (with what their nested calls and methods returned), that is the
        // other cut rule.
        ("cs188_agents.py", "other_cut_rule"),
        ("cs188_agents.js", "other_cut_rule"),
    ] {
        let out = check_file(file, &["--json", "--seed", "3", "--cut", "ge"]);
        assert_eq!(out.status.code(), Some(1), "{file}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
        assert_eq!(v["mistake"], mistake, "{file}: {v}");
        let small = v["smallest_tree"].as_str().expect("a smallest tree");
        let tree = minimax_engine::notation::parse(small).into_result().expect("the smallest tree parses");
        assert!(tree.leaves().count() <= 6, "{file}: {small}");
        assert!(v["verdict"].as_str().is_some_and(|s| s.starts_with("Your code")), "{file}: {v}");
    }
    let out = check_file("no_pruning.py", &["--tree", "<3,5,10>,<2,4,6>,<2,7,3>"]);
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("Your code read C2 (4), but alpha-beta never gets to C2 (4). Step 14: Now v = 2 ≤ α = 3"), "{said}");
    assert!(said.contains("Pseudocode: if v ≤ α then return v"), "{said}");
}

/// `--game`: the code runs on a game's tree as the page searches it (its
/// transposition table, its depth limit), the moves named as its nodes.
#[test]
fn trace_check_runs_on_a_games_tree() {
    for (file, args) in [
        ("tree_alphabeta.py", &["--game", "nim", "--state", "2,2", "--table"][..]),
        ("cs188_agents.js", &["--game", "coins", "--cut", "gt"][..]),
        ("aima_alphabeta.py", &["--game", "tictactoe", "--state", "XO.....OX", "--depth", "2"][..]),
    ] {
        let out = check_file(file, args);
        let said = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{file} {args:?}: {said}");
        assert!(said.starts_with("Your code does what alpha-beta does"), "{file}: {said}");
    }
    let out = check_file("swapped.js", &["--game", "tictactoe", "--state", "XO.....OX", "--depth", "2", "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["mistake"], "alpha_beta_swapped", "{v}");
    let out = check_file("tree_alphabeta.js", &["--game", "chess"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown game 'chess'"));
}

#[test]
fn trace_check_reports_a_file_that_does_not_load_and_stops_an_endless_loop() {
    let out = check_file("syntax_error.py", &[]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("syntax_error.py\", line 1") && err.contains("SyntaxError"), "{err}");
    let out = check_file("syntax_error.js", &[]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("syntax_error.js:2") && err.contains("SyntaxError"), "{err}");
    let out = check_file("endless.py", &["--timeout", "1", "--trees", "3"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("did not finish within 1 s"));
}
