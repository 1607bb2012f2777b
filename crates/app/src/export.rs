//! What an export of the view on screen writes, without the browser: the
//! page hands the on-demand module the search it shows (the tree as its
//! notation, the root player, the options, any leaf bounds, the step) and
//! the module reads it back here, searches it again and writes the files.
//! The search is deterministic, so the module's trace is the page's; the
//! page also sends its step count, and a request whose search comes out
//! with another count is refused rather than exported wrong.

use std::str::FromStr;

use minimax_engine::export as files;
use minimax_engine::lang::Lang;
use minimax_engine::num::Bound;
use minimax_engine::options::{Algorithm, CutRule, Form, Options};
use minimax_engine::replay::Snapshot;
use minimax_engine::search::Trace;
use minimax_engine::tree::{Player, Tree};

/// Longer searches are refused with a message, before anything is made:
/// each slide takes a render and an image encode, and hundreds of full-HD
/// images would take minutes and a lot of memory. The Beamer export has
/// the same limit ([`files::BEAMER_MAX_STEPS`]).
pub const SLIDES_MAX_STEPS: usize = 400;
const _: () = assert!(SLIDES_MAX_STEPS == files::BEAMER_MAX_STEPS, "the page refuses both long exports with one message");

/// The search an export is of.
pub struct ExportRequest {
    pub tree: Tree,
    pub trace: Trace,
    pub step: usize,
    pub lang: Lang,
}

/// A text file to download.
#[derive(Debug, PartialEq, Eq)]
pub struct TextFile {
    pub name: String,
    pub mime: &'static str,
    pub content: String,
}

/// The page's words for what it sends: `bounds` is empty or the lowest and
/// highest leaf value, separated by a space.
pub struct ExportArgs<'a> {
    pub notation: &'a str,
    pub root: &'a str,
    pub options: (&'a str, &'a str, &'a str),
    pub bounds: &'a str,
    pub step: u32,
    pub steps: u32,
    pub lang: &'a str,
}

impl ExportRequest {
    /// The search the page shows, read back from what it sends. `Err`:
    /// what could not be read, in English (the page shows it as the
    /// browser's detail of a failed export).
    pub fn parse(args: &ExportArgs<'_>) -> Result<ExportRequest, String> {
        let bad = |what: &str, text: &str| format!("the export's {what} is not one Minimax Lab knows: “{text}”");
        let (algorithm, cut, form) = args.options;
        let options = Options {
            algorithm: Algorithm::from_str(algorithm).map_err(|_| bad("algorithm", algorithm))?,
            cut: CutRule::from_str(cut).map_err(|_| bad("cut rule", cut))?,
            form: Form::from_str(form).map_err(|_| bad("pseudocode form", form))?,
        };
        let root = Player::from_str(args.root).map_err(|_| bad("root player", args.root))?;
        let tree =
            minimax_engine::notation::parse(args.notation).into_result().map_err(|_| bad("tree", args.notation))?.with_root_player(root);
        let bounds = match args.bounds.split_whitespace().collect::<Vec<_>>()[..] {
            [] => None,
            [lo, hi] => Some((Bound::parse(lo).map_err(|_| bad("bound", lo))?, Bound::parse(hi).map_err(|_| bad("bound", hi))?)),
            _ => return Err(bad("bounds", args.bounds)),
        };
        let trace = Trace::run_bounded(&tree, options, bounds);
        if trace.len() != args.steps as usize {
            return Err(format!("the search came out with {} steps, not the page's {}", trace.len(), args.steps));
        }
        Ok(ExportRequest {
            step: (args.step as usize).min(trace.len()),
            lang: Lang::from_str(args.lang).map_err(|_| bad("language", args.lang))?,
            tree,
            trace,
        })
    }

    /// `minimax-lab-<tree>-step-<k>` (or `-end`), the name of a picture
    /// of this step.
    pub fn stem(&self) -> String {
        files::file_stem(&self.tree, self.step, self.trace.len())
    }

    /// The file a text format writes: `notation`, `json`, `tikz` (of this
    /// step) or `beamer` (every step, 16:9; `beamer-43` the same in 4:3;
    /// `None` for a search longer than
    /// [`files::BEAMER_MAX_STEPS`], which the page refuses first). `None`
    /// for a format that is not text.
    pub fn text_file(&self, format: &str) -> Option<TextFile> {
        let stem = self.stem();
        let file = |name: String, mime, content| Some(TextFile { name, mime, content });
        match format {
            "notation" => file(format!("{stem}.txt"), "text/plain", minimax_engine::notation::print(&self.tree) + "\n"),
            "json" => {
                let text = serde_json::to_string_pretty(&files::tree_json(&self.tree)).unwrap_or_default();
                file(format!("{stem}.json"), "application/json", text + "\n")
            }
            "tikz" => {
                let snapshot = Snapshot::at(&self.tree, &self.trace, self.step);
                file(format!("{stem}.tex"), "application/x-tex", files::tikz(&self.tree, &self.trace, &snapshot))
            }
            "beamer" | "beamer-43" => {
                let aspect = if format == "beamer" { files::Aspect::Wide } else { files::Aspect::Standard };
                let tex = files::beamer(&self.tree, &self.trace, self.lang, aspect)?;
                file(format!("{}.tex", files::whole_search_name(&self.tree, format, self.trace.len())), "application/x-tex", tex)
            }
            _ => None,
        }
    }
}

/// What the page sends for `tree` searched as `trace`, at `step`, in
/// `lang`; see [`ExportRequest::parse`].
pub fn export_args(
    tree: &Tree,
    trace: &Trace,
    step: usize,
    lang: Lang,
) -> (String, String, [&'static str; 3], String, u32, u32, &'static str) {
    let options = trace.options();
    let bounds = trace.bounds().map_or(String::new(), |(lo, hi)| format!("{lo} {hi}"));
    (
        minimax_engine::notation::print(tree),
        tree.root_player().code().to_string(),
        [options.algorithm.name(), options.cut.name(), options.form.name()],
        bounds,
        u32::try_from(step).unwrap_or(u32::MAX),
        u32::try_from(trace.len()).unwrap_or(u32::MAX),
        lang.code(),
    )
}

/// The search the page shows as the seven texts the module's exports and
/// panels take (notation, root, algorithm, cut rule, form, bounds,
/// language; see [`export_args`]), read back by
/// [`ExportRequest::from_text`].
pub fn search_text(tree: &Tree, trace: &Trace, lang: Lang) -> Vec<String> {
    let (notation, root, [algorithm, cut, form], bounds, _, _, lang) = export_args(tree, trace, 0, lang);
    vec![notation, root, algorithm.into(), cut.into(), form.into(), bounds, lang.into()]
}

impl ExportRequest {
    /// The search [`search_text`] wrote, at `step` of `steps`.
    pub fn from_text(search: &[String], step: u32, steps: u32) -> Result<ExportRequest, String> {
        let [notation, root, algorithm, cut, form, bounds, lang] = search else {
            return Err(format!("a search is seven texts, not {}", search.len()));
        };
        ExportRequest::parse(&ExportArgs { notation, root, options: (algorithm, cut, form), bounds, step, steps, lang })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(tree: &Tree, trace: &Trace, step: usize, lang: Lang) -> Result<ExportRequest, String> {
        let (notation, root, [a, c, f], bounds, step, steps, lang) = export_args(tree, trace, step, lang);
        ExportRequest::parse(&ExportArgs { notation: &notation, root: &root, options: (a, c, f), bounds: &bounds, step, steps, lang })
    }

    fn parsed(text: &str) -> Tree {
        minimax_engine::notation::parse(text).into_result().map_err(|e| format!("{e:?}")).expect("the test's tree parses")
    }

    #[test]
    fn the_search_as_text_comes_back_and_a_short_one_is_refused() {
        let tree = parsed("<3,5,10>,<2,a,b>,<2,7,3>");
        let trace = Trace::run(&tree, Options::default());
        let text = search_text(&tree, &trace, Lang::Zh);
        let back = ExportRequest::from_text(&text, 5, trace.len() as u32).expect("reads");
        assert_eq!((back.trace.events(), back.step, back.lang), (trace.events(), 5, Lang::Zh));
        assert!(ExportRequest::from_text(&text[..6], 5, trace.len() as u32).is_err());
    }

    #[test]
    fn the_classic_example_comes_back_as_the_same_search_and_files() {
        let tree = parsed("<3,5,10>,<2,a,b>,<2,7,3>");
        let trace = Trace::run(&tree, Options::default());
        let back = request(&tree, &trace, 14, Lang::En).expect("the page's own request reads");
        assert_eq!(back.trace.events(), trace.events());
        assert_eq!(back.stem(), "minimax-lab-3-5-10-2-a-b-2-7-3-step-14");
        let notation = back.text_file("notation").expect("notation is text");
        assert_eq!(notation.content, "<3,5,10>,<2,a,b>,<2,7,3>\n");
        let tikz = back.text_file("tikz").expect("TikZ is text");
        assert_eq!(tikz.name, "minimax-lab-3-5-10-2-a-b-2-7-3-step-14.tex");
        assert!(tikz.content.contains(r"{$\alpha{=}3$\\$\beta{=}\infty$}"), "AIMA's form has not lowered β at C's cutoff");
        let json: serde_json::Value = serde_json::from_str(&back.text_file("json").expect("JSON is text").content).expect("JSON parses");
        assert_eq!(json["children"][1]["children"][1]["placeholder"], "a");
        assert!(back.text_file("beamer").is_some_and(|f| f.content.contains(r"\begin{frame}")));
        assert_eq!(back.text_file("png"), None, "pictures are the module's, not text");
        // A root written MIN, and a tree whose root player is set (a
        // game's, or a link's `root=min`).
        for min in [parsed("min(<3,5>,<2,9>)"), parsed("<3,5>,<2,9>").with_root_player(Player::Min)] {
            let trace = Trace::run(&min, Options::default());
            let back = request(&min, &trace, 2, Lang::Tr).expect("reads");
            let root = minimax_engine::tree::NodeId::ROOT;
            assert_eq!((back.tree[root].player(), back.trace.events()), (Some(Player::Min), trace.events()));
        }
    }

    #[test]
    fn options_bounds_and_language_travel_and_a_different_search_is_refused() {
        // Star1 under the bounds 0..10 cuts the chance node after its first
        // outcome (at most 0.5·0 + 0.5·10 = 5, no better than 5).
        let tree = parsed("5, chance(0.5:0, 0.5:9)");
        let options = Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::UpdateFirst };
        let trace = Trace::run_bounded(&tree, options, Some((Bound::int(0), Bound::int(10))));
        assert_ne!(trace.len(), Trace::run(&tree, options).len(), "the bounds change this search");
        let back = request(&tree, &trace, 3, Lang::Ja).expect("reads");
        assert_eq!(back.trace.events(), trace.events());
        assert_eq!((back.trace.options(), back.trace.bounds(), back.lang), (options, trace.bounds(), Lang::Ja));
        let (notation, root, [a, c, f], _, step, steps, lang) = export_args(&tree, &trace, 3, Lang::Ja);
        let unbounded =
            ExportRequest::parse(&ExportArgs { notation: &notation, root: &root, options: (a, c, f), bounds: "", step, steps, lang });
        assert!(unbounded.is_err_and(|e| e.contains("steps")), "without its bounds the search differs, and is refused");
        for (bounds, what) in [("0", "bounds"), ("x 5", "bound")] {
            let bad = ExportRequest::parse(&ExportArgs { notation: &notation, root: &root, options: (a, c, f), bounds, step, steps, lang });
            assert!(bad.is_err_and(|e| e.contains(what)), "{bounds:?}");
        }
        let bad = ExportRequest::parse(&ExportArgs { notation: "<1,", root: &root, options: (a, c, f), bounds: "", step, steps, lang });
        assert!(bad.is_err_and(|e| e.contains("tree")));
    }

    /// A game's tree (stubs for cut moves, transposition hits) prints to a
    /// notation that searches the same way: every game, depth-limited or
    /// not, with and without the table, both algorithms and both cut rules.
    #[test]
    fn game_trees_come_back_as_the_same_search() {
        use minimax_engine::games::{AnyGame, MoveOrder, Setup, made};
        let games = [("tictactoe", Some("x.o.x.o..")), ("tictactoe", Some("xo.......")), ("coins", None), ("rabbit", None)];
        let mut checked = 0;
        for (name, state) in games {
            let game = AnyGame::parse(name, state).expect("the test's game reads");
            for (depth, table, order) in
                [(None, false, MoveOrder::GIVEN), (Some(3), true, MoveOrder::BEST_FIRST), (Some(2), false, MoveOrder::GIVEN)]
            {
                for algorithm in [Algorithm::AlphaBeta, Algorithm::Minimax] {
                    for cut in [CutRule::Ge, CutRule::Gt] {
                        let options = Options { algorithm, cut, form: Form::Aima };
                        let depth = depth.or(game.default_depth());
                        let Ok(made) = made(&game, Setup { depth, order, table, quiescence: false }, options, 200_000) else { continue };
                        let trace = Trace::run(&made.tree, options);
                        let back =
                            request(&made.tree, &trace, trace.len() / 2, Lang::En).unwrap_or_else(|e| panic!("{name} {depth:?}: {e}"));
                        assert_eq!(back.trace.events(), trace.events(), "{name} {state:?} {depth:?} {table} {options:?}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked >= 40, "only {checked} searches were made");
    }
}
