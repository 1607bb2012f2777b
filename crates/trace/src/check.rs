//! `trace check FILE.py|FILE.js`: runs a student's minimax or alpha-beta
//! with the local `python3` or `node` through the harness of its language
//! (`static/code/harness.py` and `.js`, shared with the page, with the drivers in `harness/`: the tree as nodes with
//! `children`, `value`, `is_max`, or AIMA's game functions), on one tree
//! or on seeded random trees, compares each run with the engine's trace
//! (`minimax_engine::check`) and prints the verdict; on a failure, the
//! smallest tree that still fails. Exit status 0 when every tree agrees,
//! 1 when one does not, 2 for a file that does not load (with the
//! interpreter's error) or bad usage.

use std::ffi::OsString;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::str::FromStr;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use clap::Parser;
use minimax_engine::check::{self, CodeRun, Verdict};
use minimax_engine::lang::Lang;
use minimax_engine::notation;
use minimax_engine::search::{Algorithm, CutRule, Form, Options};
use minimax_engine::tree::{Player, Tree};
use minimax_engine::words::check::{check_text, unfit_text};
use serde_json::{Value as Json, json};

/// The harnesses the page's worker runs too (`static/code`), each followed
/// by the command line's driver.
const PYTHON: [&str; 2] = [include_str!("../../../static/code/harness.py"), include_str!("harness/driver.py")];
const NODE: [&str; 2] = [include_str!("../../../static/code/harness.js"), include_str!("harness/driver.js")];

#[derive(Parser)]
#[command(
    name = "trace check",
    about = "Runs a student's minimax or alpha-beta (a .py file with python3, a .js file with node) on a tree or on seeded random trees and compares every node it expands and every leaf it reads with the engine's trace.",
    after_help = "The file defines one of: alphabeta(node, alpha, beta) or minimax(node) (node.children, node.value at a leaf, node.is_max), \
max_value/min_value(node, alpha, beta), value(node, depth, agent_index, alpha, beta), or AIMA's alpha_beta_search(game, state) \
(game.actions, result, is_terminal, utility, to_move). JavaScript takes the same names, camelCase too. See docs/check.md.\n\n\
Exit status: 0 every tree agrees, 1 a tree does not, 2 the file does not load or bad usage.\n\n\
Examples:\n  trace check my_alphabeta.py\n  trace check agent.js --cut gt --trees 500 --seed 7\n  trace check my_alphabeta.py --tree \"<3,5,10>,<2,4,6>,<2,7,3>\" --json",
    disable_version_flag = true,
    args_override_self = true
)]
struct CheckArgs {
    #[arg(value_name = "FILE", help = "the student's file: .py (run with python3) or .js (run with node)")]
    file: PathBuf,
    #[arg(long, value_name = "ALGO", value_parser = Algorithm::from_str, default_value = "alphabeta", help = "alphabeta (default) or minimax")]
    algo: Algorithm,
    #[arg(long, value_name = "CUT", value_parser = CutRule::from_str, default_value = "ge", help = "ge: cut when α ≥ β (default); gt: only when α > β")]
    cut: CutRule,
    #[arg(long, value_name = "FORM", value_parser = Form::from_str, default_value = "aima", help = "aima (default) or update-first: the pseudocode the explanations quote")]
    form: Form,
    #[arg(long, value_name = "TREE", allow_hyphen_values = true, help = "check on this tree only (the notation) instead of random trees")]
    tree: Option<String>,
    #[arg(
        long,
        value_name = "GAME",
        conflicts_with = "tree",
        help = "check on a game's tree, searched from a position as the page searches it: tictactoe, coins, nim, rabbit or connect4"
    )]
    game: Option<String>,
    #[arg(long, value_name = "STATE", requires = "game", help = "with --game: the position, in the game's syntax (default: its start)")]
    state: Option<String>,
    #[arg(long, value_name = "PLIES", requires = "game", help = "with --game: the depth limit (default: the game's own)")]
    depth: Option<u32>,
    #[arg(long, requires = "game", help = "with --game: keep a transposition table (a position met again is a leaf with its first value)")]
    table: bool,
    #[arg(long, value_name = "N", default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..=100_000), help = "how many random trees (default 200), MAX and MIN at the root in turn")]
    trees: u32,
    #[arg(long, value_name = "K", default_value_t = 1, help = "the seed of the random trees (default 1)")]
    seed: u64,
    #[arg(long, value_name = "SECONDS", default_value_t = 5, help = "how long the code may take on one tree (default 5)")]
    timeout: u64,
    #[arg(long, value_name = "LANG", value_parser = Lang::from_str, default_value = "en", help = "en (default), tr, ja or zh")]
    lang: Lang,
    #[arg(long, help = "print one JSON object instead of text")]
    json: bool,
}

/// The student's interpreter, fed one tree per line.
struct Runner {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    timeout: Duration,
}

/// Why a run on one tree gave no record.
enum RunError {
    /// The code raised: the interpreter's message (the run so far is kept).
    Raised(String, CodeRun),
    /// No answer within the time limit.
    TimedOut,
    /// The interpreter is gone.
    Gone,
}

impl Runner {
    fn start(file: &std::path::Path, timeout: u64) -> Result<Runner, String> {
        let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("");
        let (program, flag, harness) = match ext {
            "py" => ("python3", "-c", PYTHON),
            "js" | "cjs" => ("node", "-e", NODE),
            _ => return Err(format!("{}: give a .py or .js file", file.display())),
        };
        let mut child = Command::new(program)
            .arg(flag)
            .arg(harness.concat())
            .arg(file)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot run {program}: {e}"))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(format!("cannot talk to {program}"));
        };
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let runner = Runner { child, input, lines, timeout: Duration::from_secs(timeout.max(1)) };
        let first = runner.lines.recv_timeout(Duration::from_secs(30)).map_err(|_| format!("{program} did not start"))?;
        let hello: Json = serde_json::from_str(&first).map_err(|_| format!("{program} said: {first}"))?;
        if let Some(error) = hello.get("load_error").and_then(Json::as_str) {
            return Err(error.trim_end().to_string());
        }
        Ok(runner)
    }

    fn run(&mut self, tree: &Tree, algorithm: Algorithm) -> Result<CodeRun, RunError> {
        let line = check::tree_for_harness(tree, algorithm);
        if writeln!(self.input, "{line}").and_then(|()| self.input.flush()).is_err() {
            return Err(RunError::Gone);
        }
        let answer = match self.lines.recv_timeout(self.timeout) {
            Ok(answer) => answer,
            Err(RecvTimeoutError::Timeout) => return Err(RunError::TimedOut),
            Err(RecvTimeoutError::Disconnected) => return Err(RunError::Gone),
        };
        let recorded = check::read_recorded(tree, &answer).map_err(|_| RunError::Gone)?;
        match recorded.error {
            Some(error) => Err(RunError::Raised(error, recorded.run)),
            None => Ok(recorded.run),
        }
    }
}

impl Drop for Runner {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The outcome on one tree.
enum Outcome {
    Agrees(Verdict),
    Fails(Verdict),
    Raised(String, Verdict),
    TimedOut,
}

fn check_once(runner: &mut Runner, tree: &Tree, options: Options, lang: Lang) -> Result<Outcome, String> {
    let unfit = |u| unfit_text(tree, options, &u, lang);
    match runner.run(tree, options.algorithm) {
        Ok(run) => {
            let v = check::verdict(tree, options, &run).map_err(unfit)?;
            Ok(if v.agrees() { Outcome::Agrees(v) } else { Outcome::Fails(v) })
        }
        Err(RunError::Raised(error, run)) => Ok(Outcome::Raised(error, check::verdict(tree, options, &run).map_err(unfit)?)),
        Err(RunError::TimedOut) => Ok(Outcome::TimedOut),
        Err(RunError::Gone) => Err("the interpreter stopped".to_string()),
    }
}

/// Runs `trace check` on `argv` (after `check`).
pub fn main(argv: Vec<OsString>) -> ExitCode {
    let args = match CheckArgs::try_parse_from(argv) {
        Ok(args) => args,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    let options = args.options();
    let mut runner = match Runner::start(&args.file, args.timeout) {
        Ok(r) => r,
        Err(error) => {
            eprintln!("error: {} does not load:\n{error}", args.file.display());
            return ExitCode::from(2);
        }
    };
    let one = args.tree.is_some() || args.game.is_some();
    let trees: Vec<Tree> = match &args.tree {
        None if args.game.is_some() => match game_tree(&args, options) {
            Ok(t) => vec![t],
            Err(error) => {
                eprintln!("error: {error}");
                return ExitCode::from(2);
            }
        },
        Some(text) => match notation::parse(text).into_result() {
            Ok(t) => vec![t],
            Err(errors) => {
                let (lines, _) = minimax_engine::words::render_errors(&errors, text, args.lang);
                eprintln!("{}", lines.join("\n"));
                return ExitCode::from(2);
            }
        },
        None => (0..u64::from(args.trees)).map(|i| check::test_tree(args.seed, i)).collect(),
    };
    let mut checked = 0;
    let mut last = None;
    for tree in &trees {
        let outcome = match check_once(&mut runner, tree, options, args.lang) {
            Ok(o) => o,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        };
        checked += 1;
        if let Outcome::Agrees(v) = outcome {
            last = Some(v);
            continue;
        }
        let shrunk = match &outcome {
            Outcome::Fails(first) if !one => smallest(&mut runner, &args, tree, first),
            _ => None,
        };
        report(&args, tree, checked, trees.len(), &outcome, shrunk.as_ref());
        return ExitCode::from(1);
    }
    if args.json {
        println!("{}", json!({ "agrees": true, "trees": checked, "options": options }));
    } else {
        // On one tree, the verdict says what agreed.
        let said = match (one, trees.last(), last) {
            (true, Some(t), Some(v)) => Some(check_text(t, &v, args.lang).verdict),
            _ => None,
        };
        println!("{}", said.unwrap_or_else(|| format!("agrees on all {checked} trees ({})", convention(options))));
    }
    ExitCode::SUCCESS
}

/// The tree of `--game` searched from `--state`, as the page makes it:
/// the positions the search visits, with a stub for each move it cuts off.
fn game_tree(args: &CheckArgs, options: Options) -> Result<Tree, String> {
    use minimax_engine::games::{AnyGame, Setup, made};
    let name = args.game.as_deref().unwrap_or_default();
    let game = AnyGame::parse(name, args.state.as_deref()).map_err(|e| e.to_string())?;
    let setup = Setup { depth: args.depth.or(game.default_depth()), order: Default::default(), table: args.table, quiescence: false };
    made(&game, setup, options, GAME_CAP)
        .map(|m| m.tree)
        .map_err(|big| format!("the search of {name} makes more than {} positions: give --depth", big.limit))
}

/// The most positions `--game` makes (the page stops at 20,000).
const GAME_CAP: usize = 200_000;

/// The smallest tree on which the code fails as it did on `tree`
/// (`check::Shrinker`), with its verdict. A tree the code raises on or
/// runs too long on does not count; after a time-out the interpreter, still
/// busy, is started again.
fn smallest(runner: &mut Runner, args: &CheckArgs, tree: &Tree, first: &Verdict) -> Option<(Tree, Verdict)> {
    let options = args.options();
    let mut shrinker = check::Shrinker::new(tree)?;
    while let Some(t) = shrinker.try_next() {
        let fails = match runner.run(&t, options.algorithm) {
            Ok(run) => check::fails_alike(&t, options, &run, first.slip),
            Err(RunError::TimedOut) => {
                *runner = Runner::start(&args.file, args.timeout).ok()?;
                false
            }
            Err(_) => false,
        };
        shrinker.report(fails);
    }
    let small = shrinker.best().clone();
    let run = runner.run(&small, options.algorithm).ok()?;
    let verdict = check::verdict(&small, options, &run).ok()?;
    Some((small, verdict))
}

fn convention(options: Options) -> String {
    format!("{}, cut at α {} β, {} form", options.algorithm.name(), options.cut.symbol(), options.form.name())
}

fn report(args: &CheckArgs, tree: &Tree, k: usize, of: usize, outcome: &Outcome, shrunk: Option<&(Tree, Verdict)>) {
    let (error, verdict) = match outcome {
        Outcome::Fails(v) => (None, Some(v)),
        Outcome::Raised(e, v) => (Some(e.clone()), Some(v)),
        Outcome::TimedOut => (Some(format!("did not finish within {} s: an endless loop?", args.timeout)), None),
        Outcome::Agrees(_) => (None, None),
    };
    let (shown_tree, shown) = match shrunk {
        Some((t, v)) => (t, Some(v)),
        None => (tree, verdict),
    };
    let text = shown.map(|v| check_text(shown_tree, v, args.lang));
    let notation = notation::print(shown_tree);
    if args.json {
        let out = json!({
            "agrees": false,
            "tree_number": k,
            "trees": of,
            "tree": notation::print(tree),
            "smallest_tree": shrunk.map(|(t, _)| notation::print(t)),
            "root": if shown_tree.root_player() == Player::Max { "max" } else { "min" },
            "mistake": shown.and_then(|v| v.slip).map(|s| s.code()),
            "error": error,
            "verdict": text.as_ref().map(|t| &t.verdict),
            "mistake_text": text.as_ref().and_then(|t| t.slip.clone()),
            "pseudocode": text.as_ref().and_then(|t| t.line.clone()),
            "options": shown.map(|v| v.options),
        });
        println!("{out}");
        return;
    }
    println!("tree {k} of {of} fails ({})", convention(args.options()));
    if let Some(e) = &error {
        println!("your code: {e}");
    }
    println!("tree:  {notation}  (root {})", shown_tree.root_player().name());
    if shrunk.is_some() {
        println!("       the smallest tree that still fails this way (tree {k} was {})", notation::print(tree));
    }
    if let Some(t) = text {
        println!("{}", t.verdict);
        for extra in [t.line, t.slip, t.note].into_iter().flatten() {
            println!("{extra}");
        }
    }
}

impl CheckArgs {
    fn options(&self) -> Options {
        Options { algorithm: self.algo, cut: self.cut, form: self.form }
    }
}
