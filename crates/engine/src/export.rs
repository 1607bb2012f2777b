//! Figures for slides and papers: the tree as JSON, and as TikZ code for
//! LaTeX/Beamer (TikZ, each node placed by [`crate::figure`]) that compiles as it is, with values,
//! α/β on the current path and pruned edges dashed.

use serde_json::{Value, json};

use super::figure::{self, Figure};
use super::num::Bound;
use super::replay::{NodeState, Snapshot};
use super::search::Algorithm;
use super::tree::{Kind, Leaf, NodeId, Tree};

/// The tree as nested JSON: `{name, kind, value | placeholder, children}`.
pub fn tree_json(tree: &Tree) -> Value {
    let mut built: Vec<Option<Value>> = vec![None; tree.len()];
    // Children before parents: reverse preorder.
    for id in tree.ids().rev() {
        let node = &tree[id];
        let value = match node.leaf() {
            Some(Leaf::Value(v)) => json!({ "name": tree.name(id), "kind": "leaf", "value": bound_json(*v) }),
            Some(Leaf::Placeholder(p)) => json!({ "name": tree.name(id), "kind": "leaf", "placeholder": p.as_ref() }),
            Some(Leaf::Vector(parts)) => {
                json!({ "name": tree.name(id), "kind": "leaf", "value": parts.iter().map(|&b| bound_json(b)).collect::<Vec<_>>() })
            }
            None => {
                let children: Vec<Value> = tree.children(id).filter_map(|c| built[c.index()].take()).collect();
                let kind = match node.kind() {
                    Some(Kind::Min) => "min".to_string(),
                    Some(Kind::Chance) => "chance".to_string(),
                    Some(Kind::Player { index, .. }) => format!("p{}", u16::from(index) + 1),
                    _ => "max".to_string(),
                };
                json!({ "name": tree.name(id), "kind": kind, "children": children })
            }
        };
        built[id.index()] = Some(value);
    }
    built.first_mut().and_then(Option::take).unwrap_or(Value::Null)
}

fn bound_json(b: Bound) -> Value {
    match b {
        Bound::NegInf => json!("-inf"),
        Bound::PosInf => json!("inf"),
        Bound::Finite(n) => serde_json::from_str(&n.to_string()).unwrap_or(Value::Null),
    }
}

/// A bound in TeX math: `-2.5`, `\infty`, `-\infty`.
fn tex_bound(b: Bound) -> String {
    match b {
        Bound::NegInf => "-\\infty".to_string(),
        Bound::PosInf => "\\infty".to_string(),
        Bound::Finite(n) => n.to_string(),
    }
}

/// The math-mode TeX of a symbol the page writes values and sentences
/// with (`≤` is `\le`), for both [`tex_math`] and [`tex_words`].
fn math_symbol(c: char) -> Option<&'static str> {
    Some(match c {
        'α' => "\\alpha",
        'β' => "\\beta",
        '≤' => "\\le",
        '≥' => "\\ge",
        '∞' => "\\infty",
        '−' => "-",
        '…' => "\\ldots",
        '≡' => "\\equiv",
        'Σ' => "\\Sigma",
        _ => return None,
    })
}

/// A value as the page shows it (`≤ 2`, `−∞`, `(1, 2, 6)`, `Σ 1.5 + …`), in
/// TeX's math mode; nothing for an empty one.
fn tex_math(shown: &str) -> String {
    if shown.is_empty() {
        return String::new();
    }
    let mut out = String::new();
    for c in shown.chars() {
        match math_symbol(c) {
            Some(command) => {
                out.push_str(command);
                // A control word ends at a space.
                if command.starts_with('\\') {
                    out.push(' ');
                }
            }
            None if c.is_ascii() => push_tex_char(&mut out, c),
            None => out.push('?'),
        }
    }
    // A control word's space and the page's own ("≤ 2") are one.
    format!("${}$", out.replace("  ", " ").trim_end())
}

/// Appends `c` escaped for TeX outside math: TeX's special characters
/// escaped, other ASCII as it is, anything else `?` (other scripts would
/// need extra packages; the document keeps compiling).
fn push_tex_char(out: &mut String, c: char) {
    match c {
        '\\' => out.push_str("\\textbackslash{}"),
        '_' | '%' | '$' | '#' | '&' | '{' | '}' => {
            out.push('\\');
            out.push(c);
        }
        '~' => out.push_str("\\textasciitilde{}"),
        '^' => out.push_str("\\textasciicircum{}"),
        c if c.is_ascii() => out.push(c),
        _ => out.push('?'),
    }
}

/// Escapes text for TeX outside math.
fn tex_text(s: &str) -> String {
    let mut out = String::new();
    s.chars().for_each(|c| push_tex_char(&mut out, c));
    out
}

/// The TikZ styles both documents use.
const TIKZ_STYLES: &str = r"\tikzset{
  maxnode/.style={regular polygon, regular polygon sides=3, draw=blue!70!black, thick, inner sep=0pt, minimum size=9mm},
  minnode/.style={regular polygon, regular polygon sides=3, shape border rotate=180, draw=red!60!black, thick, inner sep=0pt, minimum size=9mm},
  leafnode/.style={rectangle, draw, thick, inner sep=1.5pt, minimum size=7mm, font=\small},
  chancenode/.style={circle, draw=green!50!black, thick, inner sep=1pt, minimum size=8mm},
  playernode/.style={diamond, draw=violet!70!black, thick, inner sep=0pt, minimum size=8mm},
  onpath/.style={fill=blue!12, line width=1.4pt},
  pruned/.style={draw=gray, dashed, text=gray},
  unvisited/.style={draw=gray!60, text=gray},
  mmlname/.style={anchor=east, inner sep=0pt, font=\small\bfseries},
  mmlvalue/.style={anchor=west, inner sep=0pt, font=\small},
  mmlwindow/.style={inner sep=0.2mm, align=left, font=\footnotesize},
  mmledge/.style={thin},
  mmlcut/.style={thick},
  mmlpv/.style={draw=green!45!black, line width=1.6pt},
}
";

/// A complete LaTeX document drawing the tree at the snapshot's step: a
/// `standalone` page cropped to the figure, for `\includegraphics` in a
/// paper (or its `tikzpicture` pasted into one).
pub fn tikz(tree: &Tree, trace: &super::search::Trace, snap: &Snapshot) -> String {
    let body = picture(tree, trace, snap, &Figure::new(tree));
    format!(
        r"% Minimax Lab figure, cropped to the drawing (standalone). Compile with pdflatex; needs the standalone and tikz packages (TeX Live: texlive-latex-extra, texlive-pictures).
\documentclass[tikz, border=2mm]{{standalone}}
\usetikzlibrary{{shapes.geometric}}
{TIKZ_STYLES}\begin{{document}}
{body}\end{{document}}
"
    )
}

/// Text for pdflatex with the characters explanations use (α, β, ≤, ∞, −,
/// …) mapped to math; Latin letters (Turkish too) pass as UTF-8.
fn tex_words(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        match c {
            '…' => out.push_str("\\ldots{}"),
            _ if let Some(command) = math_symbol(c) => {
                out.push('$');
                out.push_str(command);
                out.push('$');
            }
            '<' => out.push_str("\\textless{}"),
            '>' => out.push_str("\\textgreater{}"),
            'ç' | 'Ç' | 'ğ' | 'Ğ' | 'ı' | 'İ' | 'ö' | 'Ö' | 'ş' | 'Ş' | 'ü' | 'Ü' | 'é' | 'â' | 'î' | 'û' => out.push(c),
            _ => push_tex_char(&mut out, c),
        }
    }
    out
}

/// A Beamer deck's shape: 16:9 (today's projectors, the default) or 4:3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aspect {
    Wide,
    Standard,
}

impl Aspect {
    /// Beamer's `aspectratio` option.
    fn beamer(self) -> &'static str {
        match self {
            Aspect::Wide => "169",
            Aspect::Standard => "43",
        }
    }
}

/// Half the length of the stroke across a cut edge, in millimetres.
const CUT_HALF: f64 = 2.5;

/// The most steps a Beamer export holds (one overlay each).
pub const BEAMER_MAX_STEPS: usize = 400;

/// A Beamer document with one frame that steps through the whole search:
/// overlay k (`\only<k>`) shows the tree after k − 1 steps and that step's
/// explanation, so a clicker steps the search in the PDF. Explanations are
/// in `lang` for English and Turkish; Japanese and Chinese would need CJK
/// fonts pdflatex lacks, so they get English. `None` past
/// [`BEAMER_MAX_STEPS`].
pub fn beamer(tree: &Tree, trace: &super::search::Trace, lang: super::lang::Lang, aspect: Aspect) -> Option<String> {
    use super::lang::Lang;
    if trace.len() > BEAMER_MAX_STEPS {
        return None;
    }
    let lang = if matches!(lang, Lang::Ja | Lang::Zh) { Lang::En } else { lang };
    let algorithm = trace.options().algorithm;
    let mut cursor = super::replay::Cursor::new(tree);
    let mut figures = String::new();
    let mut words = String::new();
    // One figure for every step: nodes keep their places between overlays.
    let figure = Figure::new(tree);
    for k in 0..=trace.len() {
        cursor.seek(tree, trace, k);
        let body = picture(tree, trace, cursor.snapshot(), &figure);
        figures.push_str(&format!("\\only<{}>{{\\begin{{adjustbox}}{{max width=\\linewidth, max totalheight=0.68\\textheight, center}}\n{body}\\end{{adjustbox}}}}\n", k + 1));
        let said = if k == 0 {
            "Step 0: nothing searched yet.".to_string()
        } else {
            format!("{}/{}: {}", k, trace.len(), super::words::explain_in(tree, trace, k - 1, lang))
        };
        words.push_str(&format!("\\only<{}>{{{}}}\n", k + 1, tex_words(&said)));
    }
    let title = match algorithm {
        _ if tree.players().is_some() => "max\\textasciicircum{}n".to_string(),
        Algorithm::Minimax if tree.has_chance() => "Expectiminimax".to_string(),
        Algorithm::AlphaBeta => format!(
            "Alpha-beta ({}), cut at $\\alpha {} \\beta$",
            match trace.options().form {
                super::search::Form::Aima => "AIMA form",
                super::search::Form::UpdateFirst => "update-first form",
            },
            if trace.options().cut == super::search::CutRule::Gt { ">" } else { "\\ge" }
        ),
        Algorithm::Minimax => "Minimax".to_string(),
    };
    Some(format!(
        r"% Minimax Lab: every step of the search as Beamer overlays of one frame.
% Compile with pdflatex (packages: beamer, tikz, adjustbox); each page of
% the PDF is one step, so a clicker steps through the search.
\documentclass[10pt, aspectratio={aspect}]{{beamer}}
\usepackage{{tikz}}
\usepackage{{adjustbox}}
\usetikzlibrary{{shapes.geometric}}
{TIKZ_STYLES}\setbeamertemplate{{navigation symbols}}{{}}
\begin{{document}}
\begin{{frame}}{{{title}}}
\centering
{figures}\vfill
\begin{{minipage}}[t][0.2\textheight]{{\linewidth}}\small
{words}\end{{minipage}}
\end{{frame}}
\end{{document}}
",
        aspect = aspect.beamer()
    ))
}

/// The tree at the snapshot's step as a `tikzpicture`, each node where
/// `figure` puts it: shapes, names left of them, values right of them (so
/// every shape keeps its size and each row stays level), edges from the
/// bottom of a shape to the top of the next (pruned ones dashed), and α/β
/// on the path at its clear place.
fn picture(tree: &Tree, trace: &super::search::Trace, snap: &Snapshot, figure: &Figure) -> String {
    // max^n keeps no window to show.
    let algorithm = if tree.players().is_some() { Algorithm::Minimax } else { trace.options().algorithm };
    let texts: Vec<String> = tree.ids().map(|id| crate::drawing::spacing::leaf_shown(tree, id)).collect();
    let mm = |v: f64| crate::layout::fixed(v, 1);
    let cut: std::collections::HashSet<NodeId> = tree.ids().filter_map(|p| snap.cut_child(tree, p)).collect();
    // Once the search is over, the best play found (as the page's green
    // line): the edges into each node of it.
    let best: std::collections::HashSet<NodeId> =
        if snap.step() == trace.len() { super::replay::best_play(tree, trace, snap).into_iter().collect() } else { Default::default() };
    let mut edges = String::new();
    let mut nodes = String::new();
    for id in tree.ids() {
        let node = &tree[id];
        let state = snap.state(id);
        let (x, y) = figure.at[id.index()];
        if let Some(((x1, y1), (x2, y2))) = figure.edge(tree, &texts, id) {
            let style = match state {
                NodeState::Pruned => "mmledge, dashed, gray",
                _ if best.contains(&id) => "mmledge, mmlpv",
                _ => "mmledge",
            };
            edges.push_str(&format!("  \\draw[{style}] ({}, {}) -- ({}, {});\n", mm(x1), mm(y1), mm(x2), mm(y2)));
            // Where the search cut, a stroke across the edge's middle, at
            // right angles to it, as on screen.
            if cut.contains(&id) {
                let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
                let len = (x2 - x1).hypot(y2 - y1).max(0.1);
                let (nx, ny) = (-(y2 - y1) / len * CUT_HALF, (x2 - x1) / len * CUT_HALF);
                edges.push_str(&format!("  \\draw[mmlcut] ({}, {}) -- ({}, {});\n", mm(mx - nx), mm(my - ny), mm(mx + nx), mm(my + ny)));
            }
        }
        let mut styles = vec![match node.kind() {
            Some(Kind::Max) => "maxnode",
            Some(Kind::Min) => "minnode",
            Some(Kind::Chance) => "chancenode",
            Some(Kind::Player { .. }) => "playernode",
            None => "leafnode",
        }];
        match state {
            NodeState::Pruned => styles.push("pruned"),
            NodeState::Active => styles.push("onpath"),
            NodeState::Unvisited => styles.push("unvisited"),
            NodeState::Done => {}
        }
        // What the page's drawing shows (one wording: drawing::shown),
        // in TeX: a placeholder in italics, anything else in math mode.
        let value = match node.leaf() {
            Some(Leaf::Placeholder(p)) => format!("\\textit{{{}}}", tex_text(p)),
            _ => tex_math(&crate::drawing::shown::node_value(tree, trace, snap, id, false).text),
        };
        let at = format!("({}, {})", mm(x), mm(y));
        if node.is_leaf() {
            nodes.push_str(&format!("  \\node[{}] at {at} {{{value}}};\n", styles.join(", ")));
            continue;
        }
        nodes.push_str(&format!("  \\node[{}] at {at} {{}};\n", styles.join(", ")));
        let (half, _, _) = figure::shape(tree, id, "");
        let muted = if matches!(state, NodeState::Pruned | NodeState::Unvisited) { ", gray" } else { "" };
        nodes.push_str(&format!(
            "  \\node[mmlname{muted}] at ({}, {}) {{{}}};\n",
            mm(x - half - figure::NEAR),
            mm(y),
            tex_text(tree.name(id))
        ));
        if !value.is_empty() {
            nodes.push_str(&format!("  \\node[mmlvalue{muted}] at ({}, {}) {{{value}}};\n", mm(x + half + figure::NEAR), mm(y)));
        }
        if algorithm == Algorithm::AlphaBeta
            && state == NodeState::Active
            && let (Some(a), Some(b)) = (snap.alpha(tree, id), snap.beta(tree, id))
            && let Some(w) = figure.windows.get(id.index()).copied().flatten()
        {
            nodes.push_str(&format!(
                "  \\node[mmlwindow, anchor={}] at ({}, {}) {{$\\alpha{{=}}{}$\\\\$\\beta{{=}}{}$}};\n",
                w.anchor,
                mm(w.x),
                mm(w.y),
                tex_bound(a),
                tex_bound(b)
            ));
        }
    }
    format!("\\begin{{tikzpicture}}[x=1mm, y=1mm]\n{edges}{nodes}\\end{{tikzpicture}}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the page shows, in TeX's math mode, each symbol as TeX's.
    #[test]
    fn a_shown_value_in_math_mode() {
        for (shown, tex) in [
            ("3", "$3$"),
            ("≤ 2", "$\\le 2$"),
            ("≥ −∞", "$\\ge -\\infty$"),
            ("1 … 2", "$1 \\ldots 2$"),
            ("Σ 1.5 + …", "$\\Sigma 1.5 + \\ldots$"),
            ("≡5", "$\\equiv 5$"),
            ("(1, 2, -6)", "$(1, 2, -6)$"),
            ("7/3", "$7/3$"),
            ("", ""),
        ] {
            assert_eq!(tex_math(shown), tex, "{shown}");
        }
    }
    use crate::notation::parse;
    use crate::search::{Options, Trace};

    #[test]
    fn json_and_tikz_of_a_three_player_tree_show_players_and_vectors() {
        let tree = parse(crate::maxn::AIMA_THREE_PLAYERS).into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let json = tree_json(&tree);
        assert_eq!(json["kind"], "p1");
        assert_eq!(json["children"][0]["kind"], "p2");
        assert_eq!(json["children"][0]["children"][0]["children"][0]["value"], json!([1, 2, 6]));
        let trace = Trace::run(&tree, Options::default());
        let end = Snapshot::at(&tree, &trace, trace.len());
        let tex = tikz(&tree, &trace, &end);
        assert!(tex.contains("\\node[playernode] at (") && tex.contains("\\node[mmlname] at ("), "{tex}");
        assert!(tex.contains(") {A};\n  \\node[mmlvalue] at (") && tex.contains(") {$(1, 2, 6)$};"), "{tex}");
        assert!(tex.contains(") {C};\n  \\node[mmlvalue] at (") && tex.contains(") {$(1, 5, 2)$};"), "{tex}");
        assert!(!tex.contains("alpha"), "max^n keeps no window: {tex}");
    }

    #[test]
    fn tikz_is_a_cropped_standalone_page_with_a_stroke_across_each_cut() {
        let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let trace = Trace::run(&tree, Options::default());
        let strokes = |k: usize| tikz(&tree, &trace, &Snapshot::at(&tree, &trace, k)).matches("\\draw[mmlcut]").count();
        let end = tikz(&tree, &trace, &Snapshot::at(&tree, &trace, trace.len()));
        assert!(end.contains("\\documentclass[tikz, border=2mm]{standalone}") && !end.contains("article"), "{end}");
        // At the end: under C (before a) and under D (before its 7).
        assert_eq!(strokes(trace.len()), 2, "{end}");
        assert_eq!(strokes(0), 0, "nothing is cut before the search");
        // The first stroke comes with C's cutoff, and crosses the edge to a
        // (48, -24.5 to 48, -36.5) at right angles: level, 5 mm long.
        let first = (0..=trace.len()).find(|&k| strokes(k) > 0).unwrap_or(0);
        let at_first = tikz(&tree, &trace, &Snapshot::at(&tree, &trace, first));
        assert!(at_first.contains("\\draw[mmlcut] (45.5, -30.5) -- (50.5, -30.5);"), "{at_first}");
        // The page's rule: the first pruned child of a parent not pruned.
        let end_snap = Snapshot::at(&tree, &trace, trace.len());
        let names: Vec<&str> = tree.ids().filter_map(|p| end_snap.cut_child(&tree, p)).map(|c| tree.name(c)).collect();
        assert_eq!(names, ["a", "D2"]);
    }

    #[test]
    fn json_and_tikz_of_the_classic_example() {
        let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let json = tree_json(&tree);
        assert_eq!(json["kind"], "max");
        assert_eq!(json["children"][1]["children"][1], json!({"name": "a", "kind": "leaf", "placeholder": "a"}));
        assert_eq!(json["children"][0]["children"][2]["value"], 10);
        let trace = Trace::run(&tree, Options::default());
        let end = Snapshot::at(&tree, &trace, trace.len());
        let tex = tikz(&tree, &trace, &end);
        // Placed by `figure`: A at the top centre, rows 20 mm apart, leaves
        // one column (12 mm) apart; names left and values right of shapes.
        assert!(tex.contains("\\node[leafnode, pruned] at (48.0, -40.0) {\\textit{a}};"), "{tex}");
        assert!(tex.contains("\\draw[mmledge, dashed, gray] (48.0, -24.5) -- (48.0, -36.5);"), "the edge to a: {tex}");
        assert!(
            tex.contains(
                "\\node[maxnode] at (48.0, 0.0) {};\n  \\node[mmlname] at (43.3, 0.0) {A};\n  \\node[mmlvalue] at (52.7, 0.0) {$3$};"
            ),
            "{tex}"
        );
        assert!(
            tex.contains(
                "\\node[minnode] at (48.0, -20.0) {};\n  \\node[mmlname] at (43.3, -20.0) {C};\n  \\node[mmlvalue] at (52.7, -20.0) {$\\le 2$};"
            ),
            "{tex}"
        );
        assert_eq!(tex.matches('[').count(), tex.matches(']').count());
        assert_eq!(tex.matches('{').count(), tex.matches('}').count());
        // Every leaf on one row, whatever its value's width (issue 26.6).
        assert_eq!(tex.matches(", -40.0) {").count(), 9, "{tex}");
        // Mid-search: α and β on the path, as the form in force has them.
        // AIMA's MIN-VALUE returns at v ≤ α before lowering β; the
        // update-first form lowers β to 2 first.
        let mid = Snapshot::at(&tree, &trace, 13);
        // C's α/β above it, on the side away from the edge from A (straight
        // above: the right), clear of it.
        assert!(
            tikz(&tree, &trace, &mid)
                .contains("\\node[mmlwindow, anchor=south west] at (49.2, -16.6) {$\\alpha{=}3$\\\\$\\beta{=}\\infty$};")
        );
        let first = Trace::run(&tree, Options { form: crate::search::Form::UpdateFirst, ..Options::default() });
        let mid = Snapshot::at(&tree, &first, 13);
        assert!(tikz(&tree, &first, &mid).contains("{$\\alpha{=}3$\\\\$\\beta{=}2$};"));
        assert_eq!(tex_text("x_1 50% {a}"), "x\\_1 50\\% \\{a\\}");
    }
}

/// A file name (without extension) that says which tree and which step:
/// `minimax-lab-3-5-10-2-a-b-2-7-3-step-14`, or `…-end` at the last step.
/// The tree part is its notation with every run of other characters made
/// one `-`, cut at 40 characters; the name is ASCII, safe on every system.
pub fn file_stem(tree: &Tree, step: usize, steps: usize) -> String {
    let at = if step >= steps { "end".to_string() } else { format!("step-{step}") };
    file_name(tree, &at)
}

/// `minimax-lab-<tree>-<what>`: the tree part as in [`file_stem`].
/// The file name of an export that holds every step (slides, Beamer):
/// the tree, what it is and the steps it shows, `minimax-lab-3-5-10-…-slides-steps-0-23`.
pub fn whole_search_name(tree: &Tree, what: &str, steps: usize) -> String {
    format!("{}-steps-0-{steps}", file_name(tree, what))
}

pub fn file_name(tree: &Tree, what: &str) -> String {
    let mut slug = String::new();
    for c in super::notation::print(tree).chars() {
        if c.is_ascii_alphanumeric() || c == '.' {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
        if slug.len() >= 40 {
            break;
        }
    }
    let slug = slug.trim_end_matches(['-', '.']);
    if slug.is_empty() { format!("minimax-lab-{what}") } else { format!("minimax-lab-{slug}-{what}") }
}

#[cfg(test)]
mod file_names {
    use super::*;
    use crate::notation::parse;

    #[test]
    fn names_say_the_tree_and_the_step() {
        let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(file_stem(&tree, 14, 23), "minimax-lab-3-5-10-2-a-b-2-7-3-step-14");
        assert_eq!(file_stem(&tree, 23, 23), "minimax-lab-3-5-10-2-a-b-2-7-3-end");
        assert_eq!(whole_search_name(&tree, "slides", 23), "minimax-lab-3-5-10-2-a-b-2-7-3-slides-steps-0-23");
        let big =
            parse("<−2.5,１２,∞>,<x:min(7,8)>,<1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let name = file_stem(&big, 0, 9);
        assert!(name.is_ascii() && name.len() <= "minimax-lab-".len() + 40 + "-step-0".len(), "{name}");
        assert!(!name.contains("--"), "{name}");
    }
}

#[cfg(test)]
mod beamer_tests {
    use super::*;
    use crate::lang::Lang;
    use crate::notation::parse;
    use crate::search::{Options, Trace};

    #[test]
    fn one_overlay_per_step_with_its_tree_and_explanation() {
        let tree = parse("<3,5,10>,<2,a,b>,<2,7,3>").into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let trace = Trace::run(&tree, Options::default());
        let tex = beamer(&tree, &trace, Lang::En, Aspect::Wide).unwrap_or_default();
        let n = trace.len();
        for k in 1..=n + 1 {
            assert_eq!(tex.matches(&format!("\\only<{k}>{{")).count(), 2, "overlay {k}: a figure and its words");
        }
        assert!(!tex.contains(&format!("\\only<{}>", n + 2)));
        // Step 14 (overlay 15): C's cutoff, a and b dashed, in the words of
        // the explanation.
        assert!(tex.contains("\\only<15>{14/23: Now v = 2 $\\le$ $\\alpha$ = 3, so C returns v at once"), "{tex}");
        // 16:9 unless asked for 4:3; α/β set as footnotes, not smaller.
        assert!(tex.contains("\\documentclass[10pt, aspectratio=169]{beamer}") && tex.contains("font=\\footnotesize}"), "{tex}");
        let standard = beamer(&tree, &trace, Lang::En, Aspect::Standard).unwrap_or_default();
        assert_eq!(standard.replace("aspectratio=43", "aspectratio=169"), tex);
        // The best play is drawn only in the last overlay: A to B to 3.
        let overlays: Vec<&str> = tex.split("\\only<").collect();
        let last_figure =
            overlays.iter().find(|o| o.starts_with(&format!("{}>{{\\begin{{adjustbox}}", n + 1))).copied().unwrap_or_default();
        assert_eq!(last_figure.matches("mmledge, mmlpv").count(), 2, "{last_figure}");
        assert_eq!(tex.matches("mmledge, mmlpv").count(), 2, "only at the end");
        assert_eq!(tex.matches("\\begin{tikzpicture}").count(), n + 1);
        assert!(std::fs::write(std::env::temp_dir().join("minimax-lab-beamer-test.tex"), &tex).is_ok());
        // Too long a search is refused, not cut short.
        let wide = parse(&format!("<{}>", vec!["1"; 300].join(","))).into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let long = Trace::run(&wide, Options { algorithm: crate::search::Algorithm::Minimax, ..Options::default() });
        assert!(long.len() > BEAMER_MAX_STEPS && beamer(&wide, &long, Lang::En, Aspect::Wide).is_none());
    }
}
