//! `trace`: prints the step-by-step trace of a minimax or alpha-beta search.
//!
//! ```text
//! trace [--algo minimax|alphabeta] [--cut ge|gt] [--form aima|update-first] [--root max|min] [--lang en|tr|ja|zh] [--json] TREE
//! ```
//!
//! `TREE` is in the notation (`<3,5,10>,<2,a,b>,<2,7,3>`), or `-` to read
//! standard input. Exit status 2 for bad input or usage, with the located
//! error on standard error and nothing on standard output.

use std::io::{Read, Write};
use std::process::ExitCode;
use std::str::FromStr;

use minimax_engine::lang::Lang;
use minimax_engine::notation;
use minimax_engine::options::UnknownName;
use minimax_engine::report::{json_report, step_table_in, summary};
use minimax_engine::search::{Options, Trace};
use minimax_engine::tree::Player;

const USAGE: &str = "usage: trace [--algo minimax|alphabeta] [--cut ge|gt] [--form aima|update-first] [--root max|min] [--lang en|tr|ja|zh] [--json] TREE
  TREE     the tree in notation, e.g. \"<3,5,10>,<2,a,b>,<2,7,3>\", or - to read standard input
  --algo   alphabeta (default) or minimax
  --cut    ge: cut when α ≥ β (default); gt: cut only when α > β, keeping every tied-best move
  --form   aima (default): AIMA's pseudocode, test v then update α/β;
           update-first: update α/β, then test α ≥ β (the same values and prunes)
  --root   max (default) or min: the player at the root
  --lang   en (default), tr, ja or zh: the language of the explanations and errors
  --json   print one JSON object instead of the step table";

struct Args {
    options: Options,
    root: Player,
    json: bool,
    lang: Lang,
    tree: String,
}

/// The value of `flag`, read by the engine's `FromStr` (the names and
/// aliases links take).
fn parse_value<T: FromStr<Err = UnknownName>>(flag: &str, text: &str) -> Result<T, String> {
    text.parse().map_err(|e: UnknownName| format!("unknown {flag} '{}': use {}", e.given, e.choices))
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut options = Options::default();
    let mut root = Player::Max;
    let mut json = false;
    let mut lang = Lang::En;
    let mut tree = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            inline.clone().or_else(|| it.next().cloned()).ok_or(format!("{name} needs a value"))
        };
        match flag {
            "--algo" => options.algorithm = parse_value("--algo", &value("--algo")?)?,
            "--cut" => options.cut = parse_value("--cut", &value("--cut")?)?,
            "--form" => options.form = parse_value("--form", &value("--form")?)?,
            "--root" => root = parse_value("--root", &value("--root")?)?,
            "--lang" => lang = parse_value("--lang", &value("--lang")?)?,
            "--json" => json = true,
            "-h" | "--help" => return Err(String::new()),
            _ if flag.starts_with("--") => return Err(format!("unknown option '{flag}'")),
            _ => {
                if tree.replace(arg.clone()).is_some() {
                    return Err("give one TREE (quote it so the shell keeps it whole)".to_string());
                }
            }
        }
    }
    let tree = tree.ok_or("missing TREE")?;
    Ok(Args { options, root, json, lang, tree })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args = match parse_args(&args) {
        Ok(args) => args,
        Err(message) if message.is_empty() => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("trace: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let source = if args.tree == "-" {
        let mut text = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut text) {
            eprintln!("trace: could not read standard input: {e}");
            return ExitCode::from(2);
        }
        text
    } else {
        args.tree
    };
    let tree = match notation::parse(&source).into_result() {
        Ok(tree) => tree.with_root_player(args.root),
        Err(errors) => {
            let mut err = std::io::stderr().lock();
            for e in &errors {
                let _ = write!(err, "{}", e.render_in(&source, args.lang));
            }
            let _ = writeln!(err, "trace: {} error{} in TREE", errors.len(), if errors.len() == 1 { "" } else { "s" });
            return ExitCode::from(2);
        }
    };
    let trace = Trace::run(&tree, args.options);
    let out = if args.json {
        match serde_json::to_string_pretty(&json_report(&tree, &trace)) {
            Ok(text) => text + "\n",
            Err(e) => {
                eprintln!("trace: could not write JSON: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        format!("{}\n{}", step_table_in(&tree, &trace, args.lang), summary(&tree, &trace))
    };
    // A closed pipe (`trace … | head`) is not an error worth a panic.
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
    ExitCode::SUCCESS
}
