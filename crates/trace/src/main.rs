//! `trace`: prints the step-by-step trace of a minimax or alpha-beta search.
//!
//! ```text
//! trace [OPTIONS] <TREE|--worksheet <EXERCISE>|--game <GAME>>
//! ```
//!
//! The command line is declared with clap (`Args`): `trace --help` is
//! clap's help, generated from the declaration, and bad flags, bad values
//! and bad combinations get clap's errors.
//!
//! `TREE` is in the notation (`<3,5,10>,<2,a,b>,<2,7,3>`), or `-` to read
//! standard input. The option values are the engine's names (`FromStr`),
//! with the aliases links take (`alpha-beta`, `ab`) in any case. Exit
//! status 2 for bad input or usage, with the located error on standard
//! error and nothing on standard output.
//!
//! `--worksheet medium-42 --count 6` prints instead the answer key of a
//! worksheet: the exercises `medium-42` to `medium-47` (the trees the web
//! app's practice mode and printable worksheet make from them), each
//! with its reached nodes' values, the pruned edges and the root's value
//! and best move.
//!
//! `--game` searches a game from a position instead of a typed tree: the
//! tree is made as the search plays (`minimax_engine::games`), with a
//! depth limit and an evaluation if asked, and the report names the best
//! moves as the game writes them.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::ExitCode;
use std::str::FromStr;

use clap::error::ErrorKind;
use clap::{ArgGroup, CommandFactory, Parser};
use minimax_engine::games::{AnyGame, MoveOrder, Position, Setup, best_moves, search};
use minimax_engine::lang::Lang;
use minimax_engine::mcts::{self, Choose, MctsOptions, Search};
use minimax_engine::notation;
use minimax_engine::num::Bound;
use minimax_engine::ordering::{Order, reorder};
use minimax_engine::practice::{Exercise, exercise_tree, key_lines, worksheet};
use minimax_engine::quiz::{self, QuizFormat};
use minimax_engine::report::{JSON_FORMAT, JSON_VERSION, JsonStats, RANGES_MAX_LEAVES, add_ranges, json_report_in, step_table_in, summary};
use minimax_engine::search::{Algorithm, CutRule, Form, Options, Trace};
use minimax_engine::tree::Player;
use minimax_engine::value::Value;
use minimax_engine::words::{key_words, render_errors, worksheet_heading};

mod check;
mod family;

/// The command line, declared: clap writes the help and the errors for
/// bad flags, bad values and combinations it can check. One of TREE,
/// `--worksheet` and `--game` is required (the `input` group), so a flag
/// that belongs to one of them conflicts with the other two. The option values parse with
/// the engine's `FromStr`, so they take the same names and aliases (any
/// case) as links, the slide protocol and saved state; the last of a
/// repeated option wins.
#[derive(Parser)]
#[command(
    name = "trace",
    about = "Prints the step-by-step trace of a minimax or alpha-beta search, a game's search, or a worksheet's answer key.",
    long_about = "Prints the step-by-step trace of a minimax or alpha-beta search of TREE (the step table and a summary, or one \
JSON object), of a game searched from a position (--game), or the answer key of a worksheet (--worksheet). Option values \
take the names and aliases of the web app's links, in any case; the last of a repeated option wins. Bad input or usage: \
exit status 2, the message on standard error, nothing on standard output.",
    after_help = "Examples:\n  trace \"<3,5,10>,<2,a,b>,<2,7,3>\"\n  trace --algo minimax --cut gt --json \"<3,3>,<3,1>\"\n  \
trace --game coins --state 4 --json\n  trace --worksheet easy-3 --count 1",
    help_template = "{usage-heading} {usage}\n\n{about-with-newline}\n{all-args}{after-help}",
    disable_version_flag = true,
    args_override_self = true,
    group = ArgGroup::new("input").args(["tree", "worksheet", "game"]).required(true).multiple(false)
)]
pub struct Args {
    /// A TREE may start with `-` (`-3`, `-inf,2`, or `-` for standard
    /// input).
    #[arg(
        value_name = "TREE",
        allow_hyphen_values = true,
        help = "the tree in notation, e.g. \"<3,5,10>,<2,a,b>,<2,7,3>\", or - to read standard input"
    )]
    tree: Option<String>,
    /// What follows TREE that is not an option (a tree the shell split),
    /// for `check_tree` to say what is wrong with it.
    #[arg(hide = true)]
    extra: Vec<String>,
    #[arg(long, value_name = "ALGO", value_parser = parse_algo, help_heading = "Search",
        help = "alphabeta (default), minimax, expectiminimax (minimax over chance nodes), maxn (more than two players), mcts (Monte Carlo tree search with UCB1), negamax, pvs (principal variation search / NegaScout), aspiration (aspiration windows), mtdf (MTD(f)) or pns (proof-number search)")]
    algo: Option<Algo>,
    #[arg(long, value_name = "CUT", value_parser = CutRule::from_str, help_heading = "Search",
        help = "ge: cut when α ≥ β (default); gt: cut only when α > β, keeping every tied-best move")]
    cut: Option<CutRule>,
    #[arg(long, value_name = "FORM", value_parser = Form::from_str, help_heading = "Search",
        help = "aima (default): AIMA's pseudocode, test v then update α/β; update-first: update α/β, then test α ≥ β (the same values and prunes)")]
    form: Option<Form>,
    #[arg(long, value_name = "ROOT", value_parser = Player::from_str, help_heading = "Search", help = "max (default) or min: the player at the root")]
    root: Option<Player>,
    #[arg(long, value_name = "ORDER", value_parser = MoveOrder::from_str, help_heading = "Search",
        help = "given (default), best-first or worst-first: order each node's children by value first; with --game also random, random:SEED, deepening, and for alpha-beta and minimax killer (killer moves) or history (the history heuristic)")]
    order: Option<MoveOrder>,
    #[arg(long, value_name = "LANG", value_parser = Lang::from_str, help_heading = "Output",
        help = "en (default), tr, ja or zh: the language of the explanations and errors")]
    lang: Option<Lang>,
    #[arg(long, help_heading = "Output", help = "print one JSON object instead of the step table")]
    json: bool,
    #[arg(
        long,
        requires = "json",
        help_heading = "Output",
        help = "with --json: for each numeric leaf, the values for which the root's chosen move stays the same (same_move_when) and for which each other leaf is pruned (prunes); at most 256 leaves"
    )]
    ranges: bool,
    #[arg(long, num_args = 2, value_names = ["LO", "HI"], allow_negative_numbers = true, value_parser = parse_bound, help_heading = "Chance and more players",
        help = "every leaf lies in [LO, HI]: chance nodes show their interval, and alpha-beta may cut below them (Star1)")]
    bounds: Option<Vec<Bound>>,
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(2..), help_heading = "Chance and more players",
        help = "a TREE of N players (max^n): its leaves are utility vectors {u1,…,uN}; levels take turns from player 1 at the root")]
    players: Option<u8>,
    #[arg(
        long,
        help_heading = "Chance and more players",
        help = "with a max^n TREE: search its paranoid reduction instead (the root's player MAX, everyone else MIN, leaves the root player's utility): two-player alpha-beta"
    )]
    paranoid: bool,
    #[arg(long, value_name = "EXERCISE", value_parser = Exercise::from_str, conflicts_with_all = ["ranges", "order", "root"], help_heading = "Worksheets",
        help = "instead of a TREE: the answer key of a worksheet from this exercise on (easy-3, medium-42, hard-7: a level and a seed); with --json, the exercises and their keys as data")]
    worksheet: Option<Exercise>,
    #[arg(long, value_name = "N", conflicts_with = "tree", value_parser = clap::value_parser!(u8).range(1..=WORKSHEET_MAX), help_heading = "Worksheets",
        help = "with --worksheet: how many exercises, 1 to 30 (default 6)")]
    count: Option<u8>,
    #[arg(long, value_name = "FORMAT", value_parser = QuizFormat::from_str, conflicts_with_all = ["tree", "game", "json"], help_heading = "Worksheets",
        help = "with --worksheet: write the exercises as a question bank for an LMS instead of the answer key: moodle (Moodle XML, cloze questions), gift, qti21 (a zip for OpenOlat, TAO and other QTI 2.1 tools) or qti12 (a zip for Canvas)")]
    quiz: Option<QuizFormat>,
    #[arg(
        long,
        value_name = "FILE",
        requires = "quiz",
        help_heading = "Worksheets",
        help = "with --quiz: the file to write (standard output when left out or -, for moodle and gift only)"
    )]
    output: Option<std::path::PathBuf>,
    #[arg(long, value_name = "GAME", conflicts_with_all = ["count", "ranges", "root", "bounds", "players", "paranoid"], help_heading = "Games",
        help = "instead of a TREE: search a game, its tree made as the search plays: tictactoe, coins, rabbit, connect4 or nim")]
    game: Option<String>,
    #[arg(long, value_name = "STATE", allow_hyphen_values = true, conflicts_with_all = ["tree", "worksheet"], help_heading = "Games",
        help = "with --game: the position to search from, in the game's syntax (default: its start)")]
    state: Option<String>,
    #[arg(long, value_name = "N", conflicts_with_all = ["tree", "worksheet"], value_parser = clap::value_parser!(u32).range(1..), help_heading = "Games",
        help = "with --game: the depth limit in plies, below which the evaluation stands in (default none; rabbit 4, Connect Four 4 with more than 12 empty cells; at most 8 for these two)")]
    depth: Option<u32>,
    #[arg(long, conflicts_with_all = ["tree", "worksheet"], help_heading = "Games",
        help = "with --game: keep a transposition table (a position met again takes its first exact value)")]
    table: bool,
    #[arg(long, conflicts_with_all = ["tree", "worksheet"], help_heading = "Games",
        help = "with --game and a depth limit: quiescence search, going on past the limit from noisy positions (tic-tac-toe and Connect Four: a win to take or a threat to block) with only their noisy moves")]
    quiescence: bool,
    #[arg(long, value_name = "RETURN", value_parser = family::parse_fail, help_heading = "Null windows and proof numbers",
        help = "with --algo negamax: hard (default: return the window's end when a node fails) or soft (return the best score found)")]
    fail: Option<minimax_engine::nullwindow::Fail>,
    #[arg(long, value_name = "G", allow_negative_numbers = true, value_parser = family::parse_finite, help_heading = "Null windows and proof numbers",
        help = "with --algo aspiration or mtdf: the first guess of the root's value, from MAX's side (default 0)")]
    guess: Option<Bound>,
    #[arg(long, value_name = "D", value_parser = family::parse_finite, help_heading = "Null windows and proof numbers",
        help = "with --algo aspiration: the window's half-width, the window (G − D, G + D) (default 1)")]
    delta: Option<Bound>,
    #[arg(long, value_name = "T", allow_negative_numbers = true, value_parser = family::parse_finite, help_heading = "Null windows and proof numbers",
        help = "with --algo pns: prove that the side to move can force a value of at least T (MAX) or at most T (MIN) instead of a win (a utility above 0 for MAX, below 0 for MIN)")]
    target: Option<Bound>,
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=i64::from(mcts::MAX_ITERATIONS)), help_heading = "Monte Carlo tree search",
        help = "with --algo mcts: how many iterations (selection, expansion, simulation, backpropagation), 1 to 1000000 (default 1000)")]
    iterations: Option<u32>,
    #[arg(
        long,
        value_name = "K",
        help_heading = "Monte Carlo tree search",
        help = "with --algo mcts: the seed of the playouts (default 1); the same seed, the same search"
    )]
    seed: Option<u64>,
    #[arg(long = "c", value_name = "C", value_parser = parse_c, help_heading = "Monte Carlo tree search",
        help = "with --algo mcts: UCB1's exploration constant (default √2 × half the span of the utilities: √2 for games won, drawn or lost)")]
    c: Option<f64>,
    #[arg(long, help_heading = "Monte Carlo tree search", help = "with --algo mcts: MCTS-Solver, backing up proven wins and losses")]
    solver: bool,
    #[arg(long = "final", value_name = "CHOICE", value_parser = parse_choose, help_heading = "Monte Carlo tree search",
        help = "with --algo mcts: the move by most visits (visits, default) or by best average utility (q)")]
    final_choice: Option<Choose>,
}

/// `--algo`: one of the stepper's searches, or Monte Carlo tree search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Algo {
    Search(Algorithm),
    Mcts,
    Family(minimax_engine::nullwindow::Algo),
    Pns,
}

fn parse_algo(text: &str) -> Result<Algo, String> {
    if matches!(text.trim().to_ascii_lowercase().as_str(), "mcts" | "uct") {
        return Ok(Algo::Mcts);
    }
    if matches!(text.trim().to_ascii_lowercase().as_str(), "pns" | "proof-number" | "proof-number-search") {
        return Ok(Algo::Pns);
    }
    if let Some(algo) = minimax_engine::nullwindow::Algo::from_code(text) {
        return Ok(Algo::Family(algo));
    }
    Algorithm::from_str(text)
        .map(Algo::Search)
        .map_err(|e| format!("{e}, or mcts (Monte Carlo tree search), negamax, pvs, aspiration, mtdf or pns (proof-number search)"))
}

fn parse_c(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(c) if c.is_finite() && c >= 0.0 => Ok(c),
        _ => Err(format!("'{text}' is not a number of 0 or more (e.g. 1.41)")),
    }
}

fn parse_choose(text: &str) -> Result<Choose, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "visits" | "most-visits" | "n" => Ok(Choose::MostVisits),
        "q" | "best-q" | "value" => Ok(Choose::BestQ),
        _ => Err(format!("unknown choice '{text}': use visits or q")),
    }
}

/// A max^n TREE checked against `--players` and `--paranoid`, and the tree
/// to search: itself, or its paranoid reduction.
fn players_tree(tree: minimax_engine::tree::Tree, args: &Args) -> Result<minimax_engine::tree::Tree, String> {
    let players = tree.players();
    if let Some(n) = args.players {
        match players {
            Some(p) if p == n => {}
            Some(p) => {
                return Err(format!(
                    "--players {n}: the TREE's utility vectors have {p} components; give every leaf {n}, or use --players {p}"
                ));
            }
            None => {
                return Err(format!(
                    "--players {n}: a TREE of {n} players has utility vectors at its leaves, such as {{{}}}",
                    (1..=n).map(|i| i.to_string()).collect::<Vec<_>>().join(",")
                ));
            }
        }
    }
    if players.is_some() && (args.bounds.is_some() || args.ranges || args.root.is_some()) {
        let flag = if args.bounds.is_some() {
            "--bounds"
        } else if args.ranges {
            "--ranges"
        } else {
            "--root"
        };
        return Err(format!("{flag} is for two-player trees; this TREE has {} players (max^n)", players.unwrap_or(0)));
    }
    if !args.paranoid {
        return Ok(tree);
    }
    match players {
        None => Err("--paranoid needs a TREE of more than two players (utility vectors {1,2,6} at its leaves)".to_string()),
        Some(_) => {
            minimax_engine::maxn::paranoid(&tree).ok_or_else(|| "--paranoid: the TREE is a single leaf, with no player to move".to_string())
        }
    }
}

/// A bound as `--bounds` takes it: a number (the notation's).
fn parse_bound(text: &str) -> Result<Bound, String> {
    match Bound::parse(text) {
        Ok(b @ Bound::Finite(_)) => Ok(b),
        _ => Err(format!("'{text}' is not a finite number")),
    }
}

/// The declared leaf bounds, checked against the tree: `Err` names the
/// first leaf outside them.
fn leaf_bounds(tree: &minimax_engine::tree::Tree, given: Option<&Vec<Bound>>) -> Result<Option<(Bound, Bound)>, String> {
    let Some([lo, hi]) = given.map(Vec::as_slice) else { return Ok(None) };
    if lo > hi {
        return Err(format!("--bounds {lo} {hi}: the low bound is above the high one"));
    }
    match tree.leaves().find(|&l| tree.leaf_value(l).is_some_and(|v| v < *lo || v > *hi)) {
        Some(l) => Err(format!(
            "leaf {} = {} lies outside --bounds [{lo}, {hi}]; widen the bounds or change the leaf",
            tree.name(l),
            tree.leaf_value(l).map_or(String::new(), |v| v.to_string())
        )),
        None => Ok(Some((*lo, *hi))),
    }
}

/// The deepest depth limit `--game rabbit` takes (minimax at depth 8 makes
/// about a million nodes).
const RABBIT_MAX_DEPTH: u32 = 8;

/// The most exercises a worksheet takes (as in the web app's links).
const WORKSHEET_MAX: i64 = 30;
/// How many a worksheet takes when `--count` is not given.
const WORKSHEET_COUNT: u8 = 6;

/// What clap cannot check: an unknown `--flag` taken for a TREE (a TREE
/// may start with `-`), a second TREE (usually one the shell split), and
/// `--order random` or `deepening`, which only a game takes. Worded as
/// clap's own errors.
fn check_tree(args: &Args) -> Result<(), clap::Error> {
    let mut command = Args::command();
    let unknown = |arg: &str| format!("unexpected argument '{}' found", arg.split('=').next().unwrap_or(arg));
    if let Some(flag) = args.tree.iter().chain(&args.extra).find(|a| a.starts_with("--")) {
        return Err(command.error(ErrorKind::UnknownArgument, unknown(flag)));
    }
    if !args.extra.is_empty() {
        return Err(command.error(ErrorKind::TooManyValues, "give one TREE (quote it so the shell keeps it whole)"));
    }
    let mcts = args.algo == Some(Algo::Mcts);
    let mcts_only = [
        ("--iterations", args.iterations.is_some()),
        ("--seed", args.seed.is_some()),
        ("--c", args.c.is_some()),
        ("--solver", args.solver),
        ("--final", args.final_choice.is_some()),
    ];
    if let (false, Some((flag, _))) = (mcts, mcts_only.iter().find(|(_, given)| *given)) {
        return Err(command.error(ErrorKind::ArgumentConflict, format!("{flag} is for --algo mcts (Monte Carlo tree search)")));
    }
    let not_mcts = [
        ("--cut", args.cut.is_some()),
        ("--form", args.form.is_some()),
        ("--order", args.order.is_some()),
        ("--depth", args.depth.is_some()),
        ("--table", args.table),
        ("--ranges", args.ranges),
        ("--bounds", args.bounds.is_some()),
        ("--players", args.players.is_some()),
        ("--paranoid", args.paranoid),
        ("--worksheet", args.worksheet.is_some()),
        ("--quiescence", args.quiescence),
    ];
    if let (true, Some((flag, _))) = (mcts, not_mcts.iter().find(|(_, given)| *given)) {
        return Err(command.error(
            ErrorKind::ArgumentConflict,
            format!("{flag} does not apply to --algo mcts (random playouts to the end of the game, on a TREE or a --game)"),
        ));
    }
    if args.game.is_none()
        && matches!(args.order, Some(MoveOrder::Random(_) | MoveOrder::Deepening | MoveOrder::Killer | MoveOrder::History))
    {
        let order = args.order.map(|o| o.name()).unwrap_or_default();
        return Err(command
            .error(ErrorKind::ArgumentConflict, format!("--order {order} needs --game (a TREE takes given, best-first or worst-first)")));
    }
    check_family(args, &mut command)
}

/// The null-window family's and proof-number search's flags: each only
/// with the algorithms it belongs to.
fn check_family(args: &Args, command: &mut clap::Command) -> Result<(), clap::Error> {
    use minimax_engine::nullwindow::Algo as F;
    let family = match args.algo {
        Some(Algo::Family(f)) => Some(f),
        _ => None,
    };
    let pns = args.algo == Some(Algo::Pns);
    let only = [
        ("--fail", args.fail.is_some(), family == Some(F::Negamax), "--algo negamax"),
        ("--guess", args.guess.is_some(), matches!(family, Some(F::Aspiration | F::Mtdf)), "--algo aspiration or mtdf"),
        ("--delta", args.delta.is_some(), family == Some(F::Aspiration), "--algo aspiration"),
        ("--target", args.target.is_some(), pns, "--algo pns"),
    ];
    if let Some((flag, _, _, owner)) = only.iter().find(|(_, given, fits, _)| *given && !*fits) {
        return Err(command.error(ErrorKind::ArgumentConflict, format!("{flag} is for {owner}")));
    }
    if args.quiescence && (args.depth.is_none() || args.algo == Some(Algo::Mcts) || pns) {
        return Err(command.error(
            ErrorKind::ArgumentConflict,
            "--quiescence goes on past a depth limit: give --depth, with alpha-beta, minimax or the null-window family",
        ));
    }
    if family.is_none() && !pns {
        return Ok(());
    }
    let name = args.algo.map(|a| match a {
        Algo::Family(f) => f.code(),
        _ => "pns",
    });
    let name = name.unwrap_or_default();
    let refused = [
        ("--form", args.form.is_some(), "the pseudocode forms are alpha-beta's"),
        ("--table", args.table, "MTD(f) keeps its own table of bounds"),
        ("--ranges", args.ranges, "the ranges are alpha-beta's"),
        ("--bounds", args.bounds.is_some(), "declared leaf bounds are for chance nodes"),
        ("--players", args.players.is_some(), "it is for two players"),
        ("--paranoid", args.paranoid, "it is for two players"),
        ("--worksheet", args.worksheet.is_some(), "worksheets are alpha-beta's"),
        ("--depth", pns && args.depth.is_some(), "proof-number search plays to the end of the game"),
        (
            "--order",
            matches!(args.order, Some(MoveOrder::Killer | MoveOrder::History)),
            "killer moves and the history heuristic are learnt by alpha-beta's cutoffs (use --algo alphabeta)",
        ),
    ];
    if let Some((flag, _, why)) = refused.iter().find(|(_, given, _)| *given) {
        return Err(command.error(ErrorKind::ArgumentConflict, format!("{flag} does not apply to --algo {name}: {why}")));
    }
    if args.cut == Some(CutRule::Gt) && !family.is_some_and(F::takes_cut_rule) {
        return Err(command.error(
            ErrorKind::ArgumentConflict,
            format!("--cut gt does not apply to --algo {name}: its null windows test by ≥ (negamax and aspiration take either rule)"),
        ));
    }
    Ok(())
}

/// The answer key of a worksheet of `count` exercises from `first`: a
/// heading with the level, the exercises and the convention in force,
/// then each exercise, numbered, with its key's lines indented.
/// `--worksheet … --json`: the worksheet's exercises and their keys as
/// data, each key the document `--json` writes for that exercise's tree.
#[derive(serde::Serialize)]
struct WorksheetReport {
    format: &'static str,
    version: u32,
    /// The worksheet's heading, in the chosen language.
    worksheet: String,
    algorithm: &'static str,
    cut: &'static str,
    form: &'static str,
    lang: &'static str,
    exercises: Vec<WorksheetExercise>,
}

#[derive(serde::Serialize)]
struct WorksheetExercise {
    exercise: String,
    /// The key as `trace --worksheet` writes it, line by line.
    key_lines: Vec<String>,
    /// The search of the exercise's tree: `nodes[…].accepted` holds every
    /// answer a grader accepts for a node's value.
    key: minimax_engine::report::JsonReport,
}

fn worksheet_json(first: Exercise, count: u8, options: Options, lang: Lang) -> Result<String, String> {
    let words = key_words(lang);
    let exercises = worksheet(first, usize::from(count))
        .into_iter()
        .map(|exercise| {
            let tree = exercise_tree(exercise, options);
            let trace = Trace::run(&tree, options);
            let mut key = json_report_in(&tree, &trace, lang);
            key.tree = Some(minimax_engine::notation::print(&tree));
            WorksheetExercise { exercise: exercise.to_string(), key_lines: key_lines(&tree, &trace, &words), key }
        })
        .collect();
    let report = WorksheetReport {
        format: JSON_FORMAT,
        version: JSON_VERSION,
        worksheet: worksheet_heading(first, usize::from(count), options, lang),
        algorithm: options.algorithm.name(),
        cut: options.cut.name(),
        form: options.form.name(),
        lang: lang.code(),
        exercises,
    };
    serde_json::to_string_pretty(&report).map(|t| t + "\n").map_err(|e| format!("could not write JSON: {e}"))
}

fn worksheet_key(first: Exercise, count: u8, options: Options, lang: Lang) -> String {
    let mut out = worksheet_heading(first, usize::from(count), options, lang) + "\n";
    let words = key_words(lang);
    for (k, exercise) in worksheet(first, usize::from(count)).into_iter().enumerate() {
        let tree = exercise_tree(exercise, options);
        let trace = Trace::run(&tree, options);
        out.push_str(&format!("\n{}. {exercise}\n", k + 1));
        for line in key_lines(&tree, &trace, &words) {
            out.push_str(&format!("    {line}\n"));
        }
    }
    out
}

/// Writes the question bank of a worksheet to `output` (`-`: standard
/// output, for the text formats).
fn write_quiz(first: Exercise, count: u8, options: Options, lang: Lang, format: QuizFormat, output: Option<&std::path::Path>) -> ExitCode {
    let bank = match quiz::bank(first, usize::from(count), options, lang) {
        Ok(bank) => bank,
        Err(quiz::NotAskable(why)) => {
            eprintln!("trace: {why}");
            return ExitCode::FAILURE;
        }
    };
    let bytes = match quiz::write(&bank, format) {
        quiz::Written::Text(text) => text.into_bytes(),
        quiz::Written::Zip(files) => match zip(&files) {
            Ok(bytes) => bytes,
            Err(e) => {
                eprintln!("trace: could not pack the question bank: {e}");
                return ExitCode::FAILURE;
            }
        },
    };
    let to_stdout = output.is_none_or(|p| p.as_os_str() == "-");
    if to_stdout && format.is_zip() {
        eprintln!(
            "trace: --quiz {} writes a zip: give --output a file name (such as {})",
            format.name(),
            format.file_name(first, usize::from(count), lang)
        );
        return ExitCode::from(2);
    }
    let written = match output.filter(|_| !to_stdout) {
        Some(path) => std::fs::write(path, &bytes).map_err(|e| format!("could not write {}: {e}", path.display())),
        None => std::io::stdout().lock().write_all(&bytes).map_err(|e| format!("could not write to standard output: {e}")),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("trace: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The QTI files as a zip.
#[cfg(not(target_arch = "wasm32"))]
fn zip(files: &[(String, Vec<u8>)]) -> Result<Vec<u8>, String> {
    minimax_slides::zip_files(files, None).map_err(|e| e.to_string())
}

#[cfg(target_arch = "wasm32")]
fn zip(_: &[(String, Vec<u8>)]) -> Result<Vec<u8>, String> {
    Err("zips are written by the native build only".to_string())
}

/// What `main` does with the command line.
enum Parsed {
    Run(Box<Args>),
    /// `-h`/`--help`: clap's help, for standard output.
    Help(String),
    /// Bad usage: clap's message, for standard error.
    Usage(String),
}

/// Reads the command line (`args` starts with the program's name). An
/// argument that is not UTF-8 is bad usage, not a panic.
fn parse_args(args: impl IntoIterator<Item = OsString>) -> Parsed {
    let result = Args::try_parse_from(args).and_then(|args| check_tree(&args).map(|()| args));
    match result {
        Ok(args) => Parsed::Run(Box::new(args)),
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp) => Parsed::Help(e.render().to_string()),
        Err(e) => Parsed::Usage(e.render().to_string()),
    }
}

fn main() -> ExitCode {
    let argv: Vec<OsString> = std::env::args_os().collect();
    if argv.get(1).is_some_and(|a| a == "check") {
        return check::main(argv.into_iter().skip(1).collect());
    }
    trace_main(argv)
}

/// `trace` itself (everything but `trace check`).
fn trace_main(argv: Vec<OsString>) -> ExitCode {
    let args = match parse_args(argv) {
        Parsed::Run(args) => *args,
        Parsed::Help(help) => {
            print!("{help}");
            return ExitCode::SUCCESS;
        }
        Parsed::Usage(message) => {
            eprint!("{message}");
            return ExitCode::from(2);
        }
    };
    let lang = args.lang.unwrap_or_default();
    if args.algo == Some(Algo::Mcts) {
        return run_mcts(&args);
    }
    let extra = match args.algo {
        Some(Algo::Family(f)) => Some(family::family_output(&args, f)),
        Some(Algo::Pns) => Some(family::pns_output(&args)),
        _ => None,
    };
    if let Some(result) = extra {
        return match result {
            Ok(out) => {
                let _ = std::io::stdout().lock().write_all(out.as_bytes());
                ExitCode::SUCCESS
            }
            Err(message) => {
                eprintln!("trace: {message}");
                ExitCode::from(2)
            }
        };
    }
    let algorithm = match args.algo {
        Some(Algo::Search(a)) => a,
        _ => Algorithm::default(),
    };
    let options = Options { algorithm, cut: args.cut.unwrap_or_default(), form: args.form.unwrap_or_default() };
    if let (Some(first), Some(format)) = (args.worksheet, args.quiz) {
        return write_quiz(first, args.count.unwrap_or(WORKSHEET_COUNT), options, lang, format, args.output.as_deref());
    }
    if let (Some(first), true) = (args.worksheet, args.json) {
        return print_or_fail(worksheet_json(first, args.count.unwrap_or(WORKSHEET_COUNT), options, lang));
    }
    if let Some(first) = args.worksheet {
        let out = worksheet_key(first, args.count.unwrap_or(WORKSHEET_COUNT), options, lang);
        let _ = std::io::stdout().lock().write_all(out.as_bytes());
        return ExitCode::SUCCESS;
    }
    if let Some(name) = &args.game {
        return run_game(name, &args, options, lang);
    }
    // `check_tree` has made sure there is a TREE without --worksheet.
    let given = args.tree.clone().unwrap_or_default();
    let source = if given == "-" {
        let mut text = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut text) {
            eprintln!("trace: could not read standard input: {e}");
            return ExitCode::from(2);
        }
        text
    } else {
        given
    };
    let tree = match notation::parse(&source).into_result() {
        Ok(tree) => tree.with_root_player(args.root.unwrap_or(Player::Max)),
        Err(errors) => {
            let mut err = std::io::stderr().lock();
            let (shown, more) = render_errors(&errors, &source, lang);
            for e in shown.iter().chain(more.map(|m| m + "\n").iter()) {
                let _ = write!(err, "{e}");
            }
            let _ = writeln!(err, "trace: {} error{} in TREE", errors.len(), if errors.len() == 1 { "" } else { "s" });
            return ExitCode::from(2);
        }
    };
    let tree = match players_tree(tree, &args) {
        Ok(tree) => tree,
        Err(message) => {
            eprintln!("trace: {message}");
            return ExitCode::from(2);
        }
    };
    let leaves = tree.leaves().count();
    if args.ranges && leaves > RANGES_MAX_LEAVES {
        eprintln!("trace: --ranges takes trees of at most {RANGES_MAX_LEAVES} leaves; this one has {leaves}");
        return ExitCode::from(2);
    }
    // `check_tree` refuses random, deepening, killer and history for a TREE.
    let order = args.order.unwrap_or_default().static_order().unwrap_or_default();
    let tree = reorder(&tree, order);
    let bounds = match leaf_bounds(&tree, args.bounds.as_ref()) {
        Ok(bounds) => bounds,
        Err(message) => {
            eprintln!("trace: {message}");
            return ExitCode::from(2);
        }
    };
    let trace = Trace::run_bounded(&tree, options, bounds);
    let out = if args.json {
        let mut report = json_report_in(&tree, &trace, lang);
        report.order = (order != Order::Given).then(|| order.name().to_string());
        report.tree = Some(minimax_engine::notation::print(&tree));
        if args.paranoid {
            report.algorithm = "paranoid";
        }
        if args.ranges {
            add_ranges(&mut report, &tree, options);
        }
        match serde_json::to_string_pretty(&report) {
            Ok(text) => text + "\n",
            Err(e) => {
                eprintln!("trace: could not write JSON: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        format!("{}\n{}", step_table_in(&tree, &trace, lang), summary(&tree, &trace))
    };
    // A closed pipe (`trace … | head`) is not an error worth a panic.
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
    ExitCode::SUCCESS
}

/// The `--json` document of a game: the usual report of the tree the
/// search made, with the game, its position, the depth limit and the best
/// moves by name.
#[derive(serde::Serialize)]
struct GameReport {
    game: &'static str,
    state: String,
    depth: Option<u32>,
    /// Every root move whose value equals the root's (ties kept), as the
    /// game names it.
    best_moves: Vec<String>,
    /// What the game's theory says, when it has a known answer (Nim's
    /// nim-sum): the value and the winning moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    known: Option<Known>,
    #[serde(flatten)]
    report: minimax_engine::report::JsonReport,
}

/// A game's known answer, for the JSON report.
#[derive(serde::Serialize)]
struct Known {
    value: i64,
    winning_moves: Vec<String>,
}

/// `trace --game`: searches the game and prints its trace or its JSON.
fn run_game(name: &str, args: &Args, options: Options, lang: Lang) -> ExitCode {
    let game = match AnyGame::parse(name, args.state.as_deref()) {
        Ok(game) => game,
        Err(e) => {
            eprintln!("trace: {e}");
            return ExitCode::from(2);
        }
    };
    let depth = args.depth.or(game.default_depth());
    if let (AnyGame::Rabbit(_) | AnyGame::ConnectFour(_), Some(d)) = (&game, depth)
        && d > RABBIT_MAX_DEPTH
    {
        let which = if matches!(game, AnyGame::Rabbit(_)) { "rabbit and wolves" } else { "Connect Four" };
        eprintln!("trace: --depth {d} is too deep for {which}; take at most {RABBIT_MAX_DEPTH}");
        return ExitCode::from(2);
    }
    let setup = Setup { depth, order: args.order.unwrap_or_default(), table: args.table, quiescence: args.quiescence };
    let result = match &game {
        AnyGame::TicTacToe(g) => game_output(*g, setup, options, lang, args.json, &game),
        AnyGame::Coins(g) => game_output(*g, setup, options, lang, args.json, &game),
        AnyGame::Rabbit(g) => game_output(*g, setup, options, lang, args.json, &game),
        AnyGame::ConnectFour(g) => game_output(*g, setup, options, lang, args.json, &game),
        AnyGame::Nim(g) => game_output(*g, setup, options, lang, args.json, &game),
    };
    print_or_fail(result)
}

/// Prints a command's output, or its error on standard error (exit 1).
fn print_or_fail(result: Result<String, String>) -> ExitCode {
    match result {
        Ok(out) => {
            // A closed pipe (`trace … | head`) is not an error worth a panic.
            let _ = std::io::stdout().lock().write_all(out.as_bytes());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("trace: {message}");
            ExitCode::FAILURE
        }
    }
}

fn game_output<G: Position + Clone>(
    game: G,
    setup: Setup,
    options: Options,
    lang: Lang,
    json: bool,
    named: &AnyGame,
) -> Result<String, String> {
    let searched = search(game.clone(), setup, options);
    let tree = searched.tree.as_ref().ok_or("the search made no tree")?;
    let (_, best) = best_moves(game, setup, options);
    if json {
        let mut report = json_report_in(tree, &searched.trace, lang);
        report.order = (setup.order != MoveOrder::GIVEN).then(|| setup.order.name());
        // The game says who moves first (the rabbit, MIN, in rabbit and wolves).
        report.root = tree[minimax_engine::tree::NodeId::ROOT].player().map_or(report.root, |p| p.code().to_string());
        // With `--table`: positions the transposition table answered.
        report.stats.table_hits = setup.table.then(|| searched.space.hits() as u64);
        let known = named.known_answer().map(|(value, winning_moves)| Known { value, winning_moves });
        let doc = GameReport { game: named.name(), state: named.state(), depth: setup.depth, best_moves: best, known, report };
        return serde_json::to_string_pretty(&doc).map(|t| t + "\n").map_err(|e| format!("could not write JSON: {e}"));
    }
    // The table is read off the tree with a stub for each move a cutoff
    // skipped, as the page draws it, so each cutoff names the moves it
    // prunes; its search takes exactly the game's steps.
    let made = minimax_engine::games::made(named, setup, options, usize::MAX).map_err(|_| "the search made no tree".to_string())?;
    let (tree, trace) = (&made.tree, &minimax_engine::search::Trace::run(&made.tree, options));
    let limit = setup.depth.map_or("none (to the end of the game)".to_string(), |d| format!("{d} plies"));
    let table = if setup.table { format!(", transposition table: {} hits", searched.space.hits()) } else { String::new() };
    // Why a depth-limited search says the wolves win, in one sentence.
    let note = if named.wolves_win_at_horizon(setup.depth, trace.root_value(tree)) {
        format!("note: {}\n", minimax_engine::words::rabbit_horizon(lang))
    } else {
        String::new()
    };
    let known = match named.known_answer() {
        Some((value, winning)) => {
            format!("known answer:     {value} ({})\n", minimax_engine::words::known_answer(named, &winning, lang).unwrap_or_default())
        }
        None => String::new(),
    };
    Ok(format!(
        "game: {} from {}, depth limit {limit}, order {}{table}\n{note}{}\n{}best moves:       {}\n{known}",
        named.name(),
        named.state(),
        setup.order,
        step_table_in(tree, trace, lang),
        summary(tree, trace),
        if best.is_empty() { "none".to_string() } else { best.join(", ") }
    ))
}

/// The `--json` document of a Monte Carlo tree search.
#[derive(serde::Serialize)]
struct MctsReport {
    format: &'static str,
    version: u32,
    algorithm: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    state: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tree: Option<String>,
    seed: u64,
    c: f64,
    solver: bool,
    /// `visits` or `q`: how the move is chosen.
    choose: &'static str,
    /// The chosen root child's index in the game's order of moves.
    best_children: Vec<usize>,
    best_moves: Vec<String>,
    children: Vec<MctsChild>,
    root: MctsRoot,
    /// The move chosen's value estimate (its Q), as `value` in every
    /// search's document.
    value: Option<f64>,
    /// Iterations and the nodes in the search tree.
    stats: JsonStats,
}

#[derive(serde::Serialize)]
struct MctsChild {
    index: usize,
    #[serde(rename = "move")]
    label: String,
    visits: u32,
    w: f64,
    q: Option<f64>,
    policy: f64,
    /// The exact minimax (expectiminimax) value, when it can be computed:
    /// a number, or a fraction as a string (`"7/3"`).
    exact: Option<Box<serde_json::value::RawValue>>,
    /// With --solver: the value proven.
    #[serde(skip_serializing_if = "Option::is_none")]
    proven: Option<f64>,
}

#[derive(serde::Serialize)]
struct MctsRoot {
    visits: u32,
    q: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    proven: Option<f64>,
}

/// The most positions the exact values beside MCTS's may look at.
const EXACT_CAP: usize = 2_000_000;

/// `trace --algo mcts`: a Monte Carlo tree search of a game or a TREE.
fn run_mcts(args: &Args) -> ExitCode {
    match mcts_output(args) {
        Ok(out) => {
            let _ = std::io::stdout().lock().write_all(out.as_bytes());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("trace: {message}");
            ExitCode::from(2)
        }
    }
}

/// Why a tree cannot be searched by MCTS, in words.
fn unsearchable(why: mcts::Unsearchable) -> String {
    match why {
        mcts::Unsearchable::NoNumber => {
            "--algo mcts plays random games out to the leaves and needs a finite number at every leaf (no placeholders such as a, no inf); give each leaf a value".to_string()
        }
        mcts::Unsearchable::NoMoves => "--algo mcts needs a position with a move to make; this one is over".to_string(),
        mcts::Unsearchable::ManyPlayers => "--algo mcts is for two players (MAX and MIN, and chance); this TREE has utility vectors (max^n)".to_string(),
    }
}

/// What `--algo mcts` searches: the search, the exact values of the
/// root's moves when they can be had, and the game or the tree's text.
struct Subject {
    search: Box<dyn Search>,
    exact: Option<Vec<minimax_engine::value::Exact>>,
    game: Option<AnyGame>,
    tree_text: Option<String>,
}

/// The TREE argument (or standard input for `-`) read as a tree with its
/// root player, or its located errors in words.
fn read_tree(args: &Args) -> Result<minimax_engine::tree::Tree, String> {
    let given = args.tree.clone().unwrap_or_default();
    let source = if given == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map_err(|e| format!("could not read standard input: {e}"))?;
        text
    } else {
        given
    };
    let tree = notation::parse(&source).into_result().map_err(|errors| {
        let lang = args.lang.unwrap_or_default();
        let (shown, more) = render_errors(&errors, &source, lang);
        let shown: String = shown.into_iter().chain(more.map(|m| m + "\n")).collect();
        format!("{} error{} in TREE\n{shown}", errors.len(), if errors.len() == 1 { "" } else { "s" })
    })?;
    Ok(tree.with_root_player(args.root.unwrap_or(Player::Max)))
}

fn mcts_subject(args: &Args) -> Result<Subject, String> {
    let base = MctsOptions { seed: args.seed.unwrap_or(1), solver: args.solver, choose: args.final_choice.unwrap_or_default(), c: 0.0 };
    Ok(if let Some(name) = &args.game {
        let game = AnyGame::parse(name, args.state.as_deref()).map_err(|e| e.to_string())?;
        let range = mcts::game_range(&game);
        let options = MctsOptions { c: args.c.unwrap_or(mcts::scaled_c(Some(range))), ..base };
        let search = mcts::for_game(&game, options).map_err(unsearchable)?;
        let exact = mcts::exact_for_game(&game, EXACT_CAP);
        Subject { search, exact, game: Some(game), tree_text: None }
    } else {
        let tree = read_tree(args)?;
        let range = mcts::tree_range(&tree).map_err(unsearchable)?;
        let exact = mcts::exact_children(&minimax_engine::space::TreeGame(&tree), |n| n.index() as u128, EXACT_CAP);
        let text = notation::print(&tree);
        let options = MctsOptions { c: args.c.unwrap_or(mcts::scaled_c(Some(range))), ..base };
        let search = mcts::for_typed_tree(std::rc::Rc::new(tree), options).map_err(unsearchable)?;
        Subject { search: Box::new(search), exact, game: None, tree_text: Some(text) }
    })
}

fn mcts_output(args: &Args) -> Result<String, String> {
    let Subject { mut search, exact, game, tree_text } = mcts_subject(args)?;
    let iterations = args.iterations.unwrap_or(1000);
    let logged = if args.json { 0 } else { iterations.min(MCTS_LOGGED) };
    let mut log = String::new();
    for _ in 0..logged {
        if let Some(it) = search.iterate(true) {
            log.push_str(&iteration_line(search.as_ref(), &it));
        }
    }
    search.run(iterations - logged);
    let options = search.options();
    let children = search.children();
    let choice = search.choice();
    let best_moves: Vec<String> = choice.and_then(|k| children.get(k)).map(|c| vec![c.label.clone()]).unwrap_or_default();
    let root =
        search.info(0).map(|r| MctsRoot { visits: r.visits, q: (r.visits > 0).then(|| r.total / f64::from(r.visits)), proven: r.proven });
    if args.json {
        let value = choice.and_then(|k| children.get(k)).and_then(|c| c.q);
        let report = MctsReport {
            format: JSON_FORMAT,
            version: JSON_VERSION,
            algorithm: "mcts",
            game: game.as_ref().map(AnyGame::name),
            state: game.as_ref().map(AnyGame::state),
            tree: tree_text,
            seed: options.seed,
            c: options.c,
            solver: options.solver,
            choose: if options.choose == Choose::BestQ { "q" } else { "visits" },
            best_children: choice.into_iter().collect(),
            best_moves,
            children: children
                .iter()
                .map(|c| MctsChild {
                    index: c.index,
                    label: c.label.clone(),
                    visits: c.visits,
                    w: c.total,
                    q: c.q,
                    policy: c.policy,
                    exact: exact
                        .as_ref()
                        .and_then(|e| e.get(c.index))
                        .map(|v| minimax_engine::report::json_value(&Value::Finite(v.clone()))),
                    proven: c.proven,
                })
                .collect(),
            root: root.unwrap_or(MctsRoot { visits: 0, q: None, proven: None }),
            value,
            stats: JsonStats {
                iterations: Some(search.iterations().into()),
                nodes_in_tree: Some(search.len() as u64),
                ..JsonStats::default()
            },
        };
        return serde_json::to_string_pretty(&report).map(|t| t + "\n").map_err(|e| format!("could not write JSON: {e}"));
    }
    let what = match (&game, &tree_text) {
        (Some(g), _) => format!("{} from {}", g.name(), g.state()),
        (None, Some(t)) => t.clone(),
        (None, None) => String::new(),
    };
    let mut out = format!(
        "Monte Carlo tree search (UCT) of {what}: {} iterations, C = {:.3}, seed {}, solver {}, move by {}\n",
        search.iterations(),
        options.c,
        options.seed,
        if options.solver { "on" } else { "off" },
        if options.choose == Choose::BestQ { "best Q" } else { "most visits" }
    );
    if logged > 0 {
        out.push_str(&format!("\nthe first {logged} iterations (selection / expansion / simulation / backpropagation):\n{log}"));
    }
    out.push_str(&format!("\n{:<8} {:>9} {:>10} {:>9} {:>8} {:>7}\n", "move", "visits N", "W", "Q = W/N", "policy", "exact"));
    for c in &children {
        let q = c.q.map_or("-".to_string(), |q| format!("{q:.3}"));
        let e = exact.as_ref().and_then(|e| e.get(c.index)).map_or("?".to_string(), |v| Value::Finite(v.clone()).to_string());
        let proven = c.proven.map_or(String::new(), |v| format!("  proven {v}"));
        out.push_str(&format!("{:<8} {:>9} {:>10} {:>9} {:>7.1}% {:>7}{proven}\n", c.label, c.visits, c.total, q, c.policy * 100.0, e));
    }
    out.push_str(&format!(
        "\nmove:             {}\nnodes in the tree: {}\n",
        if best_moves.is_empty() { "none".to_string() } else { best_moves.join(", ") },
        search.len()
    ));
    Ok(out)
}

/// How many iterations the text output spells out.
const MCTS_LOGGED: u32 = 20;

/// One iteration in a line: the path selection took, the node expansion
/// added, the playout and the result backed up.
fn iteration_line(search: &dyn Search, it: &mcts::Iteration) -> String {
    let name = |n: usize| search.info(n).map_or(String::new(), |i| if n == 0 { "root".to_string() } else { i.label });
    let selected: Vec<String> = std::iter::once(0).chain(it.selection.iter().map(|s| s.taken)).map(name).collect();
    let expanded = it.expanded.map_or("nothing (finished or proven)".to_string(), name);
    let playout = if it.from_proof {
        "none: proven".to_string()
    } else if it.playout.is_empty() {
        "none: the game is over".to_string()
    } else {
        it.playout.join(" ")
    };
    format!(
        "{:>4}  select {}; expand {}; playout {}; result {}; N and W updated on {} nodes{}\n",
        it.number,
        selected.join(" → "),
        expanded,
        playout,
        it.result,
        it.path.len(),
        if it.proved.is_empty() { String::new() } else { format!("; proved {}", it.proved.len()) }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Parsed {
        parse_args(std::iter::once("trace").chain(args.iter().copied()).map(OsString::from))
    }

    #[test]
    fn the_command_is_well_formed() {
        Args::command().debug_assert();
    }

    #[test]
    fn options_take_every_alias_links_take() {
        let run = |args: &[&str]| match parse(args) {
            Parsed::Run(args) => Some(args),
            Parsed::Help(_) | Parsed::Usage(_) => None,
        };
        for &(alias, algorithm) in Algorithm::ALIASES {
            let algorithm = Algo::Search(algorithm);
            assert_eq!(run(&["--algo", alias, "1"]).and_then(|a| a.algo), Some(algorithm), "{alias}");
            assert_eq!(run(&[&format!("--algo={}", alias.to_ascii_uppercase()), "1"]).and_then(|a| a.algo), Some(algorithm), "{alias}");
        }
        for &(alias, cut) in CutRule::ALIASES {
            assert_eq!(run(&["--cut", alias, "1"]).and_then(|a| a.cut), Some(cut), "{alias}");
        }
        for &(alias, form) in Form::ALIASES {
            assert_eq!(run(&["1", "--form", alias]).and_then(|a| a.form), Some(form), "{alias}");
        }
        for &(alias, root) in Player::ALIASES {
            assert_eq!(run(&["--root", &alias.to_ascii_uppercase(), "1"]).and_then(|a| a.root), Some(root), "{alias}");
        }
        assert_eq!(run(&["--lang", "ja-JP", "1"]).and_then(|a| a.lang), Some(Lang::Ja));
        let last = run(&["--algo", "minimax", "--algo", "ab", "--json", "--json", "1"]);
        assert_eq!(
            last.map(|a| (a.algo, a.json)),
            Some((Some(Algo::Search(Algorithm::AlphaBeta)), true)),
            "the last of a repeated option wins"
        );
        assert_eq!(run(&["--algo", "MCTS", "--iterations", "50", "1"]).and_then(|a| a.algo), Some(Algo::Mcts));
        for tree in ["-", "-3", "-inf,<2>"] {
            assert_eq!(run(&[tree, "--json"]).and_then(|a| a.tree), Some(tree.to_string()), "a TREE may start with -");
        }
    }

    #[test]
    fn bad_usage_is_clap_s_error_and_says_what_is_wrong() {
        for (args, says) in [
            (&["--algo", "negascouting", "1"][..], "unknown algorithm 'negascouting': use minimax, alphabeta, expectiminimax"),
            (&["--cut=le", "1"], "invalid value 'le' for '--cut <CUT>'"),
            (&["--form", "hand", "1"], "use aima or update-first"),
            (&["--root", "both", "1"], "invalid value 'both' for '--root <ROOT>'"),
            (&["--lang", "de", "1"], "unknown language 'de': use en, tr, ja or zh"),
            (&["1", "--cut"], "a value is required for '--cut <CUT>'"),
            (&[], "the following required arguments were not provided"),
            (&["--json"], "the following required arguments were not provided"),
            (&["--bogus", "1"], "unexpected argument '--bogus' found"),
            (&["1", "--bogus=2", "--json"], "unexpected argument '--bogus' found"),
            (&["1", "2", "--json"], "give one TREE (quote it so the shell keeps it whole)"),
            (&["--ranges", "1"], "--json"),
            (&["--count", "3", "1"], "'--count <N>' cannot be used with '[TREE]'"),
            (&["--game", "coins", "1"], "'--game <GAME>' cannot be used with '[TREE]'"),
            (&["--worksheet", "easy-1", "--root", "min"], "cannot be used with '--root <ROOT>'"),
            (&["--order", "deepening", "1"], "--order deepening needs --game"),
            (&["--iterations", "5", "1"], "--iterations is for --algo mcts"),
            (&["--algo", "mcts", "--depth", "3", "--game", "nim"], "--depth does not apply to --algo mcts"),
            (&["--algo", "mcts", "--c", "-1", "1"], "not a number of 0 or more"),
            (&["--algo", "mcts", "--iterations", "0", "1"], "--iterations <N>"),
            (&["--algo", "mcts", "--final", "best", "1"], "use visits or q"),
        ] {
            match parse(args) {
                Parsed::Usage(message) => {
                    assert!(message.starts_with("error: "), "{args:?}: clap's error: {message}");
                    assert!(message.contains(says), "{args:?}: {message}");
                }
                Parsed::Run(_) | Parsed::Help(_) => panic!("{args:?} was accepted"),
            }
        }
    }

    #[test]
    fn the_help_is_clap_s_and_names_every_flag_with_its_values() {
        let Parsed::Help(help) = parse(&["--help"]) else { panic!("--help") };
        assert!(help.starts_with("Usage: trace"), "{help}");
        for argument in Args::command().get_arguments().filter(|a| !a.is_hide_set()) {
            if let Some(long) = argument.get_long() {
                assert!(help.contains(&format!("--{long}")), "--{long} is not in the help");
            }
            for name in argument.get_value_names().into_iter().flatten().filter(|_| argument.get_action().takes_values()) {
                assert!(help.contains(&format!("<{name}>")) || help.contains(&format!("[{name}]")), "{name} is not in the help");
            }
        }
        assert!(help.contains("update-first: update α/β, then test α ≥ β"), "{help}");
    }
}
