//! Question banks for a course's LMS, made from the seeded exercises (the
//! trees of the worksheets and of practice): Moodle XML (one cloze
//! question per exercise), GIFT, QTI 2.1 (OpenOlat, TAO; ILIAS reads its
//! own QTI 1.2 dialect and may refuse it) and QTI 1.2 in Canvas's flavour.
//!
//! Each exercise becomes a [`Question`]: the tree (as an SVG drawing with
//! blank boxes, and as its notation), the root's value, the value of every
//! other inner node (with "at most" or "at least" where the search only
//! bounds it, both where its cut test held at the last child, and "not
//! reached", with no number, where it never gets there: every node is
//! asked, so the list gives nothing away), and the leaves to tick as never
//! evaluated. Every
//! answer is read off the engine's [`answer_key`], the one practice grades
//! with. The writers return text or a zip's files; packing the zip is the
//! caller's (`minimax-slides`).

use std::fmt::Write as _;

use base64::Engine as _;

use crate::drawing::svg::{svg_text, tree_parts};
use crate::drawing::{Drawing, Line};
use crate::lang::Lang;
use crate::options::{Algorithm, Options};
use crate::practice::{Answer, Exercise, Key, answer_key, exercise_tree, key_lines, worksheet};
use crate::search::Trace;
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use crate::words::{QuizWords, key_words, quiz_words, worksheet_convention, worksheet_heading};

/// The formats a question bank is written in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum QuizFormat {
    Moodle,
    Gift,
    Qti12,
    Qti21,
}

impl QuizFormat {
    pub const ALL: [QuizFormat; 4] = [QuizFormat::Moodle, QuizFormat::Gift, QuizFormat::Qti21, QuizFormat::Qti12];

    /// The name in `trace --quiz` and in the page (`moodle`, …).
    pub fn name(self) -> &'static str {
        match self {
            QuizFormat::Moodle => "moodle",
            QuizFormat::Gift => "gift",
            QuizFormat::Qti12 => "qti12",
            QuizFormat::Qti21 => "qti21",
        }
    }

    /// Whether the bank is a zip of files (QTI) or one text file.
    pub fn is_zip(self) -> bool {
        matches!(self, QuizFormat::Qti12 | QuizFormat::Qti21)
    }

    /// The bank's file name for a worksheet from `first`, `count` long, in
    /// `lang` (banks in two languages do not overwrite each other).
    pub fn file_name(self, first: Exercise, count: usize, lang: Lang) -> String {
        let (tag, ext) = match self {
            QuizFormat::Moodle => ("moodle", "xml"),
            QuizFormat::Gift => ("gift", "txt"),
            QuizFormat::Qti12 => ("qti12-canvas", "zip"),
            QuizFormat::Qti21 => ("qti21", "zip"),
        };
        format!("minimax-lab-{first}-x{count}-{}-{tag}.{ext}", lang.code())
    }
}

impl std::str::FromStr for QuizFormat {
    type Err = String;

    fn from_str(s: &str) -> Result<QuizFormat, String> {
        let s = s.trim().to_ascii_lowercase();
        QuizFormat::ALL
            .into_iter()
            .find(|f| f.name() == s || (s == "moodle-xml" && *f == QuizFormat::Moodle) || (s == "canvas" && *f == QuizFormat::Qti12))
            .ok_or_else(|| format!("“{s}” is not a question-bank format: moodle, gift, qti21 or qti12"))
    }
}

/// How a node's value relates to the number asked for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Relation {
    Exactly,
    AtMost,
    AtLeast,
    /// The search never reaches the node (no number is asked).
    NotReached,
}

impl Relation {
    pub const ALL: [Relation; 4] = [Relation::Exactly, Relation::AtMost, Relation::AtLeast, Relation::NotReached];

    /// An identifier for QTI (`exactly`, `at-most`, `at-least`).
    pub fn code(self) -> &'static str {
        match self {
            Relation::Exactly => "exactly",
            Relation::AtMost => "at-most",
            Relation::AtLeast => "at-least",
            Relation::NotReached => "not-reached",
        }
    }

    pub fn word(self, w: &QuizWords) -> &'static str {
        match self {
            Relation::Exactly => w.exactly,
            Relation::AtMost => w.at_most,
            Relation::AtLeast => w.at_least,
            Relation::NotReached => w.not_reached,
        }
    }
}

/// One inner node's question: its name, and the answer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InnerAsk {
    pub node: NodeId,
    pub name: String,
    /// The key's relation.
    pub relation: Relation,
    /// Every relation that is right with `number`, the key's first: the
    /// bound and the value returned at a node that cut off, the value and
    /// the bound its test proved where that test held at the last child
    /// (the key's [`KeyValue::accepted`](crate::practice::KeyValue::accepted)).
    pub accepted: Vec<Relation>,
    /// The number, as written (`3`, `2.5`); empty for a node never reached.
    pub number: String,
}

/// A digit as a full-width input method types it (`8` → `８`).
fn full_width_digit(c: char) -> char {
    match c {
        '0'..='9' => char::from_u32(u32::from(c) - u32::from('0') + 0xFF10).unwrap_or(c),
        other => other,
    }
}

impl InnerAsk {
    /// What a student may type in one box for this node (Moodle's cloze):
    /// each right form, with and without a space, `<=`/`>=` and Japanese
    /// `≦`/`≧` as well as `≤`/`≥`, digits half- and full-width; dashes for
    /// a node never reached.
    pub fn typed_forms(&self) -> Vec<String> {
        let n = &self.number;
        let mut out = Vec::new();
        for r in &self.accepted {
            let symbols: &[&str] = match r {
                Relation::Exactly => &["", "="],
                Relation::AtMost => &["≤", "<=", "≦"],
                Relation::AtLeast => &["≥", ">=", "≧"],
                Relation::NotReached => {
                    out.extend(["–", "-", "—", "−"].map(String::from));
                    continue;
                }
            };
            for sym in symbols {
                out.push(format!("{sym}{n}"));
                if !sym.is_empty() {
                    out.push(format!("{sym} {n}"));
                }
            }
        }
        // Japanese and Chinese input methods type full-width digits (`≧８`),
        // which practice reads as the same number: so does the bank.
        let wide: Vec<String> =
            out.iter().map(|f| f.chars().map(full_width_digit).collect::<String>()).filter(|w| !out.contains(w)).collect();
        out.extend(wide);
        out
    }
}

/// One leaf offered in the "never evaluated" question.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LeafOption {
    pub node: NodeId,
    /// `C2 (4)`: the leaf's name and utility.
    pub label: String,
    pub pruned: bool,
}

/// One exercise as a question.
#[derive(Clone, PartialEq, Debug)]
pub struct Question {
    pub exercise: Exercise,
    pub notation: String,
    /// The tree drawn, a standalone SVG file.
    pub svg: String,
    /// The drawing's width and height, for an `<img>`.
    pub svg_size: (f64, f64),
    /// The tree as an indented outline of text (for GIFT, which carries
    /// no image): `▲ A`, `├─ ▼ B`, `│  ├─ B1: 3`, ….
    pub outline: String,
    pub root_name: String,
    /// The root's value, as written.
    pub root: String,
    /// Every inner node but the root, in preorder (one the search never
    /// reaches is `NotReached`, its number 0).
    pub inner: Vec<InnerAsk>,
    /// Every leaf, in preorder (empty under minimax, which prunes nothing).
    pub leaves: Vec<LeafOption>,
    /// The answer key's lines (`trace --worksheet`'s).
    pub key_lines: Vec<String>,
}

impl Question {
    /// The leaves a correct answer ticks.
    pub fn pruned(&self) -> impl Iterator<Item = &LeafOption> {
        self.leaves.iter().filter(|l| l.pruned)
    }
}

/// A question bank: the exercises and what they are solved under.
#[derive(Clone, PartialEq, Debug)]
pub struct Bank {
    pub first: Exercise,
    pub options: Options,
    pub lang: Lang,
    pub questions: Vec<Question>,
}

/// Why an exercise cannot be asked (never for the seeded exercises, which
/// have whole-number leaves and a key).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotAskable(pub String);

/// The bank of `count` exercises from `first`, solved under `options`, in
/// `lang`.
pub fn bank(first: Exercise, count: usize, options: Options, lang: Lang) -> Result<Bank, NotAskable> {
    let questions = worksheet(first, count).into_iter().map(|e| question(e, options, lang)).collect::<Result<Vec<_>, _>>()?;
    Ok(Bank { first, options, lang, questions })
}

/// A number as a numerical question takes it: a terminating decimal.
fn number(v: &Value) -> Option<String> {
    let text = v.to_string();
    let plain = !text.is_empty() && text.chars().all(|c| c.is_ascii_digit() || c == '.' || c == '-');
    plain.then_some(text)
}

/// One exercise as a question.
pub fn question(exercise: Exercise, options: Options, lang: Lang) -> Result<Question, NotAskable> {
    let tree = exercise_tree(exercise, options);
    let trace = Trace::run(&tree, options);
    let key: Key = answer_key(&tree, &trace).map_err(|e| NotAskable(format!("{exercise}: no answer key ({e:?})")))?;
    let not_a_number = |what: &str| NotAskable(format!("{exercise}: {what} is not a number a numerical question takes"));
    let root = number(&key.root.v).ok_or_else(|| not_a_number("the root's value"))?;
    let mut inner = Vec::new();
    for id in tree.ids().filter(|&id| id != NodeId::ROOT && !tree[id].is_leaf()) {
        let name = tree.name(id).to_string();
        let Some(nk) = key.nodes.iter().find(|nk| nk.node == id) else {
            let relation = Relation::NotReached;
            inner.push(InnerAsk { node: id, name, relation, accepted: vec![relation], number: String::new() });
            continue;
        };
        let as_relation = |a: &Answer| match a {
            Answer::AtMost(x) => Some((Relation::AtMost, x.clone())),
            Answer::AtLeast(x) => Some((Relation::AtLeast, x.clone())),
            Answer::Exact(x) => Some((Relation::Exactly, x.clone())),
            Answer::Blank => None,
        };
        let forms: Vec<(Relation, Value)> = nk.value.accepted().iter().filter_map(as_relation).collect();
        let Some((relation, v)) = forms.first().cloned() else { return Err(not_a_number(&format!("{name}'s value"))) };
        // Only forms of the same number: one number box serves them all.
        let accepted = forms.iter().filter(|(_, x)| x.order(&v).is_eq()).map(|(r, _)| *r).collect();
        let number = number(&v).ok_or_else(|| not_a_number(&format!("{name}'s value")))?;
        inner.push(InnerAsk { node: id, name, relation, accepted, number });
    }
    let leaves = match options.algorithm {
        Algorithm::Minimax => Vec::new(),
        Algorithm::AlphaBeta => tree
            .leaves()
            .map(|id| LeafOption {
                node: id,
                label: format!("{} ({})", tree.name(id), tree.leaf_value(id).map(|v| v.to_string()).unwrap_or_default()),
                pruned: key.reached.get(id.index()).copied().flatten().is_none(),
            })
            .collect(),
    };
    let drawing = svg(&tree, &(quiz_words(lang).image)(&exercise.to_string()));
    Ok(Question {
        exercise,
        notation: crate::notation::print(&tree),
        outline: outline(&tree),
        svg: drawing.0,
        svg_size: drawing.1,
        root_name: tree.name(NodeId::ROOT).to_string(),
        root,
        inner,
        leaves,
        key_lines: key_lines(&tree, &trace, &key_words(lang)),
    })
}

/// The tree as an indented outline: each inner node as ▲ or ▼ and its
/// name, each leaf as its name and utility, children below their parent.
pub fn outline(tree: &Tree) -> String {
    let mut out = String::new();
    let mut prefix: Vec<bool> = Vec::new(); // per level: more siblings follow
    let mut stack = vec![(NodeId::ROOT, 0usize, true)];
    while let Some((id, depth, last)) = stack.pop() {
        prefix.truncate(depth);
        let mut line: String = prefix.iter().skip(1).map(|&more| if more { "│  " } else { "   " }).collect();
        if depth > 0 {
            line.push_str(if last { "└─ " } else { "├─ " });
        }
        let label = match (tree[id].is_leaf(), tree[id].player()) {
            (true, _) => format!("{}: {}", tree.name(id), tree.leaf_value(id).map(|v| v.to_string()).unwrap_or_default()),
            (false, Some(Player::Min)) => format!("▼ {}", tree.name(id)),
            (false, _) => format!("▲ {}", tree.name(id)),
        };
        line.push_str(&label);
        out.push_str(&line);
        out.push('\n');
        prefix.push(!last);
        let children: Vec<NodeId> = tree.children(id).collect();
        for (k, &c) in children.iter().enumerate().rev() {
            stack.push((c, depth + 1, k + 1 == children.len()));
        }
    }
    out.trim_end().to_string()
}

pub use crate::drawing::svg::escape_xml;

// ---------------------------------------------------------------- drawing

/// The image's type size, in pixels.
const FONT: f64 = 14.0;

/// The tree as a standalone SVG, the labs' one figure (`drawing`) without
/// answers (they go into the question's fields): MAX ▲ and MIN ▼ with
/// their names, leaves as boxes with their utilities and their names under
/// them, titled `title`; and its size.
fn svg(tree: &Tree, title: &str) -> (String, (f64, f64)) {
    let parts = tree_parts(tree, |id| if tree[id].is_leaf() { vec![Line::new(tree.name(id), "name")] } else { Vec::new() });
    let drawing = Drawing::new(&parts, FONT);
    (svg_text(&drawing, &parts, title), (drawing.width.ceil(), drawing.height.ceil()))
}

fn base64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// The question's text before its answers, as HTML: the task, the tree's
/// image (at `src`) and its notation.
fn intro_html(q: &Question, options: Options, lang: Lang, src: Option<&str>) -> String {
    let w = quiz_words(lang);
    let mut out = format!("<p>{}</p>\n", escape_xml(&(w.task)(&worksheet_convention(options, lang))));
    if let Some(src) = src {
        let (width, height) = q.svg_size;
        let _ = writeln!(
            out,
            "<p><img src=\"{src}\" alt=\"{}\" width=\"{width}\" height=\"{height}\"/></p>",
            escape_xml(&(w.image)(&q.exercise.to_string()))
        );
    }
    if src.is_none() {
        // No image (GIFT): the tree drawn as an outline.
        let _ = writeln!(out, "<pre>{}</pre>", escape_xml(&q.outline));
    }
    let _ = writeln!(out, "<p>{}</p>\n<pre>{}</pre>\n<p>{}</p>", escape_xml(w.notation), escape_xml(&q.notation), escape_xml(w.names));
    out
}

/// The answer key as HTML, for general feedback.
fn key_html(q: &Question, lang: Lang) -> String {
    format!("<p>{}</p>\n<pre>{}</pre>", escape_xml(quiz_words(lang).key), escape_xml(&q.key_lines.join("\n")))
}

/// The percentages of `n` options that share `total` (100 or −100):
/// five decimals at most, the last taking the remainder, so that they add
/// up to `total` exactly (Moodle marks 99.9999 % as partly right).
pub fn shares(total: i64, n: usize) -> Vec<String> {
    let whole = total * 100_000;
    let n = n.max(1) as i64;
    let each = whole / n;
    (0..n)
        .map(|k| {
            let v = if k == n - 1 { whole - each * (n - 1) } else { each };
            let (sign, v) = if v < 0 { ("-", -v) } else { ("", v) };
            let text = format!("{sign}{}.{:05}", v / 100_000, v % 100_000);
            text.trim_end_matches('0').trim_end_matches('.').to_string()
        })
        .collect()
}

/// The percentages Moodle takes for an answer's grade (its GIFT import
/// stops at any other), largest first.
pub const MOODLE_GRADES: [&str; 20] = [
    "100", "90", "83.33333", "80", "75", "70", "66.66667", "60", "50", "40", "33.33333", "30", "25", "20", "16.66667", "14.28571", "12.5",
    "11.11111", "10", "5",
];

/// The weights of `right` right and `wrong` wrong options in Moodle's
/// grade list: the right ones add up to 100 % (within Moodle's rounding;
/// equal shares where the list has them, else tens and fives; beyond 20,
/// twenty of 5 % and 0 for the rest), each wrong one takes off at least
/// its share of 100 %.
pub fn gift_weights(right: usize, wrong: usize) -> (Vec<String>, String) {
    let grade = |v: f64| MOODLE_GRADES.iter().rev().find(|g| g.parse::<f64>().is_ok_and(|x| x >= v - 1e-6)).copied().unwrap_or("100");
    let equal = MOODLE_GRADES.iter().find(|g| g.parse::<f64>().is_ok_and(|x| (x * right as f64 - 100.0).abs() < 0.001));
    let plus = match (right, equal) {
        (0, _) => Vec::new(),
        (_, Some(g)) => vec![g.to_string(); right],
        (11..=19, None) => {
            let tens = 20 - right;
            (0..right).map(|k| if k < tens { "10" } else { "5" }.to_string()).collect()
        }
        _ => (0..right).map(|k| if k < 20 { "5" } else { "0" }.to_string()).collect(),
    };
    let minus = format!("-{}", grade(100.0 / wrong.max(1) as f64));
    (plus, minus)
}

/// Each leaf's weight: the pruned ones share +100 %, the others −100 %.
fn leaf_weights(q: &Question) -> Vec<String> {
    let right = q.pruned().count();
    let (mut plus, mut minus) = (shares(100, right).into_iter(), shares(-100, q.leaves.len() - right).into_iter());
    q.leaves.iter().map(|l| if l.pruned { plus.next() } else { minus.next() }.unwrap_or_default()).collect()
}

/// The words before the inner nodes' questions, by algorithm.
fn inner_words(w: &QuizWords, options: Options) -> &'static str {
    match options.algorithm {
        Algorithm::AlphaBeta => w.inner,
        Algorithm::Minimax => w.inner_minimax,
    }
}

/// The question category a bank is imported into: its exercises and
/// convention and language, in codes (`easy-3 … easy-8, alphabeta, α ≥ β,
/// aima, en`).
pub fn category(bank: &Bank) -> String {
    let last = bank.questions.last().map_or(bank.first, |q| q.exercise);
    let o = bank.options;
    let lang = bank.lang.code();
    match o.algorithm {
        Algorithm::Minimax => format!("{} … {last}, {}, {lang}", bank.first, o.algorithm.name()),
        Algorithm::AlphaBeta => {
            format!("{} … {last}, {}, α {} β, {}, {lang}", bank.first, o.algorithm.name(), o.cut.symbol(), o.form.name())
        }
    }
}

// ---------------------------------------------------------------- Moodle

/// Escapes what a cloze answer cannot hold as it is.
fn cloze_escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if matches!(c, '}' | '#' | '~' | '/' | '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    escape_xml(&out)
}

/// The cloze text of one question: intro, then `{1:NUMERICAL:=3}` for the
/// root, a relation menu and a number per other inner node, and the leaves
/// as a multiple-response field.
pub fn cloze_text(q: &Question, options: Options, lang: Lang) -> String {
    let w = quiz_words(lang);
    let image = format!("@@PLUGINFILE@@/{}.svg", q.exercise);
    let mut out = intro_html(q, options, lang, Some(&image));
    let _ = writeln!(out, "<p>{} {{1:NUMERICAL:={}}}</p>", escape_xml(&(w.root)(&q.root_name)), q.root);
    if !q.inner.is_empty() {
        let bounds = options.algorithm == Algorithm::AlphaBeta;
        let words = if bounds { w.inner_typed } else { inner_words(w, options) };
        let _ = writeln!(out, "<p>{}</p>\n<ul>", escape_xml(words));
        for ask in &q.inner {
            // Under alpha-beta one box per node takes the number or the
            // bound (a blank box is marked wrong in a cloze, so a node never
            // reached takes a dash, not a number); under minimax a number.
            let field = if bounds {
                let forms: Vec<String> = ask.typed_forms().iter().map(|f| format!("={}", cloze_escape(f))).collect();
                format!("{{1:SHORTANSWER:{}}}", forms.join("~"))
            } else {
                format!("{{1:NUMERICAL:={}}}", ask.number)
            };
            let _ = writeln!(out, "<li>{}: {field}</li>", escape_xml(&ask.name));
        }
        out.push_str("</ul>\n");
    }
    if !q.leaves.is_empty() {
        let options: Vec<String> =
            q.leaves.iter().zip(leaf_weights(q)).map(|(l, weight)| format!("%{weight}%{}", cloze_escape(&l.label))).collect();
        let _ = writeln!(out, "<p>{}</p>\n<p>{{1:MULTIRESPONSE:{}}}</p>", escape_xml(w.pruned), options.join("~"));
    }
    out
}

/// The bank as Moodle XML: a category named after the worksheet, then one
/// cloze question per exercise with its tree as an embedded SVG file.
pub fn moodle_xml(bank: &Bank) -> String {
    let count = bank.questions.len();
    let heading = worksheet_heading(bank.first, count, bank.options, bank.lang);
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    let _ = writeln!(out, "<!-- Minimax Lab: {} -->", escape_xml(&heading).replace("--", "- -"));
    let _ = writeln!(
        out,
        "  <question type=\"category\">\n    <category><text>$course$/top/Minimax Lab/{}</text></category>\n  </question>",
        escape_xml(&category(bank))
    );
    let w = quiz_words(bank.lang);
    for q in &bank.questions {
        let _ = write!(
            out,
            "  <question type=\"cloze\">\n    <name><text>{}</text></name>\n    <questiontext format=\"html\">\n      <text><![CDATA[{}]]></text>\n      \
             <file name=\"{}.svg\" path=\"/\" encoding=\"base64\">{}</file>\n    </questiontext>\n    \
             <generalfeedback format=\"html\"><text><![CDATA[{}]]></text></generalfeedback>\n    <penalty>0.3333333</penalty>\n    \
             <hidden>0</hidden>\n    <idnumber>minimax-lab-{}-{}-{}</idnumber>\n  </question>\n",
            escape_xml(&(w.title)(&q.exercise.to_string())),
            cloze_text(q, bank.options, bank.lang),
            q.exercise,
            base64(q.svg.as_bytes()),
            key_html(q, bank.lang),
            q.exercise,
            bank.options.algorithm.name(),
            bank.lang.code()
        );
    }
    out.push_str("</quiz>\n");
    out
}

// ---------------------------------------------------------------- GIFT

/// Escapes GIFT's special characters.
fn gift_escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if matches!(c, '~' | '=' | '#' | '{' | '}' | ':' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The bank in GIFT: per exercise a numerical question for the root's
/// value and a multiple-answer question for the leaves never evaluated
/// (under alpha-beta); the tree as its notation (GIFT carries no images).
pub fn gift(bank: &Bank) -> String {
    let w = quiz_words(bank.lang);
    let heading = worksheet_heading(bank.first, bank.questions.len(), bank.options, bank.lang);
    let mut out = format!("// Minimax Lab: {heading}\n\n$CATEGORY: $course$/top/Minimax Lab/{}\n\n", category(bank));
    for q in &bank.questions {
        // Lines as they are (the outline's `<pre>` needs them), never a
        // blank one: GIFT ends a question there.
        let intro = gift_escape(&intro_html(q, bank.options, bank.lang, None));
        let feedback = gift_escape(&key_html(q, bank.lang));
        let title = gift_escape(&(w.title)(&q.exercise.to_string()));
        let _ = writeln!(
            out,
            "::{title} (1)::[html]{intro}<p>{}</p>{{#{}####{feedback}}}\n",
            gift_escape(&escape_xml(&(w.root)(&q.root_name))),
            q.root
        );
        if !q.leaves.is_empty() {
            let (plus, minus) = gift_weights(q.pruned().count(), q.leaves.len() - q.pruned().count());
            let mut plus = plus.into_iter();
            let choices: Vec<String> = q
                .leaves
                .iter()
                .map(|l| {
                    let weight = if l.pruned { plus.next().unwrap_or_default() } else { minus.clone() };
                    format!("~%{weight}%{}", gift_escape(&escape_xml(&l.label)))
                })
                .collect();
            let _ = writeln!(
                out,
                "::{title} (2)::[html]{intro}<p>{}</p>{{\n{}\n####{feedback}\n}}\n",
                gift_escape(&escape_xml(w.pruned)),
                choices.join("\n")
            );
        }
    }
    out
}

// ---------------------------------------------------------------- QTI 2.1

/// A zip's files: path and bytes.
pub type Files = Vec<(String, Vec<u8>)>;

/// An identifier QTI takes for an inner node's or leaf's response.
fn ident(prefix: &str, name: &str) -> String {
    let clean: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    format!("{prefix}_{clean}")
}

/// The response processing of one response: one point when it is the
/// correct one (`equal`, exactly, for a number: QTI does not `match`
/// floats; `match` for identifiers).
fn qti21_point(id: &str, float: bool) -> String {
    let test = if float {
        format!("<equal toleranceMode=\"exact\"><variable identifier=\"{id}\"/><correct identifier=\"{id}\"/></equal>")
    } else {
        format!("<match><variable identifier=\"{id}\"/><correct identifier=\"{id}\"/></match>")
    };
    qti21_score_if(&test)
}

/// One point when `test` (a QTI expression) holds.
fn qti21_score_if(test: &str) -> String {
    format!(
        "    <responseCondition><responseIf>{test}\
         <setOutcomeValue identifier=\"SCORE\"><sum><variable identifier=\"SCORE\"/><baseValue baseType=\"float\">1</baseValue></sum></setOutcomeValue>\
         </responseIf></responseCondition>\n"
    )
}

/// A float response's declaration and its point.
fn float_response(declarations: &mut String, processing: &mut String, rid: &str, value: &str) {
    let _ = writeln!(
        declarations,
        "  <responseDeclaration identifier=\"{rid}\" cardinality=\"single\" baseType=\"float\"><correctResponse><value>{value}</value></correctResponse></responseDeclaration>"
    );
    processing.push_str(&qti21_point(rid, true));
}

/// One exercise as a QTI 2.1 assessment item, the image beside it as
/// `{exercise}.svg`.
pub fn qti21_item(q: &Question, options: Options, lang: Lang) -> String {
    let w = quiz_words(lang);
    let id = q.exercise.to_string();
    let mut declarations = String::new();
    let mut body = intro_html(q, options, lang, Some(&format!("{id}.svg")));
    let mut processing = String::new();
    let mut points = 0;
    float_response(&mut declarations, &mut processing, "ROOT", &q.root);
    points += 1;
    let _ = writeln!(
        body,
        "<p>{} <textEntryInteraction responseIdentifier=\"ROOT\" expectedLength=\"6\"/></p>",
        escape_xml(&(w.root)(&q.root_name))
    );
    let bounds = options.algorithm == Algorithm::AlphaBeta;
    if !q.inner.is_empty() {
        let _ = writeln!(body, "<p>{}</p>", escape_xml(inner_words(w, options)));
        for ask in &q.inner {
            let mut line = format!("<p>{}: ", escape_xml(&ask.name));
            let rel = ident("REL", &ask.name);
            if bounds {
                let rid = &rel;
                let _ = writeln!(
                    declarations,
                    "  <responseDeclaration identifier=\"{rid}\" cardinality=\"single\" baseType=\"identifier\"><correctResponse><value>{}</value></correctResponse></responseDeclaration>",
                    ask.relation.code()
                );
                // Any right relation earns the point (the value and the
                // bound where the test held at the last child).
                let tests: String = ask
                    .accepted
                    .iter()
                    .map(|r| {
                        format!(
                            "<match><variable identifier=\"{rid}\"/><baseValue baseType=\"identifier\">{}</baseValue></match>",
                            r.code()
                        )
                    })
                    .collect();
                processing.push_str(&qti21_score_if(&format!("<or>{tests}</or>")));
                points += 1;
                let choices: String = Relation::ALL
                    .iter()
                    .map(|r| format!("<inlineChoice identifier=\"{}\">{}</inlineChoice>", r.code(), escape_xml(r.word(w))))
                    .collect();
                let _ = write!(
                    line,
                    "<inlineChoiceInteraction responseIdentifier=\"{rid}\" shuffle=\"false\">{choices}</inlineChoiceInteraction> "
                );
            }
            let rid = ident("VALUE", &ask.name);
            if ask.relation == Relation::NotReached {
                // Never reached: no number is asked; "not reached" chosen
                // earns this point too, whatever the box holds.
                let _ = writeln!(declarations, "  <responseDeclaration identifier=\"{rid}\" cardinality=\"single\" baseType=\"float\"/>");
                let chose = format!(
                    "<match><variable identifier=\"{rel}\"/><baseValue baseType=\"identifier\">{}</baseValue></match>",
                    Relation::NotReached.code()
                );
                processing.push_str(&qti21_score_if(&chose));
            } else {
                float_response(&mut declarations, &mut processing, &rid, &ask.number);
            }
            points += 1;
            let _ = writeln!(line, "<textEntryInteraction responseIdentifier=\"{rid}\" expectedLength=\"6\"/></p>");
            body.push_str(&line);
        }
    }
    if !q.leaves.is_empty() {
        let values: String = q.pruned().map(|l| format!("<value>{}</value>", ident("LEAF", &l.label_name()))).collect();
        let _ = writeln!(
            declarations,
            "  <responseDeclaration identifier=\"PRUNED\" cardinality=\"multiple\" baseType=\"identifier\"><correctResponse>{values}</correctResponse></responseDeclaration>"
        );
        processing.push_str(&qti21_point("PRUNED", false));
        points += 1;
        let choices: String = q
            .leaves
            .iter()
            .map(|l| format!("<simpleChoice identifier=\"{}\">{}</simpleChoice>", ident("LEAF", &l.label_name()), escape_xml(&l.label)))
            .collect();
        let _ = writeln!(
            body,
            "<choiceInteraction responseIdentifier=\"PRUNED\" shuffle=\"false\" maxChoices=\"0\"><prompt>{}</prompt>{choices}</choiceInteraction>",
            escape_xml(w.pruned)
        );
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" \
         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd\" \
         identifier=\"{id}\" title=\"{}\" adaptive=\"false\" timeDependent=\"false\" xml:lang=\"{}\">\n{declarations}\
         <outcomeDeclaration identifier=\"SCORE\" cardinality=\"single\" baseType=\"float\"><defaultValue><value>0</value></defaultValue></outcomeDeclaration>\n\
         <outcomeDeclaration identifier=\"MAXSCORE\" cardinality=\"single\" baseType=\"float\"><defaultValue><value>{points}</value></defaultValue></outcomeDeclaration>\n\
         <outcomeDeclaration identifier=\"FEEDBACK\" cardinality=\"single\" baseType=\"identifier\"/>\n\
         <itemBody>\n{body}</itemBody>\n<responseProcessing>\n{processing}    \
         <setOutcomeValue identifier=\"FEEDBACK\"><baseValue baseType=\"identifier\">KEY</baseValue></setOutcomeValue>\n</responseProcessing>\n\
         <modalFeedback outcomeIdentifier=\"FEEDBACK\" identifier=\"KEY\" showHide=\"show\">{}</modalFeedback>\n</assessmentItem>\n",
        escape_xml(&(w.title)(&id)),
        lang.code(),
        key_html(q, lang)
    )
}

impl LeafOption {
    /// The leaf's name (the label without its value).
    pub fn label_name(&self) -> String {
        self.label.split(' ').next().unwrap_or_default().to_string()
    }
}

/// The bank as a QTI 2.1 package's files: `imsmanifest.xml` (IMS Content
/// Packaging 1.1) and, per exercise, `items/{exercise}.xml` with its image.
pub fn qti21(bank: &Bank) -> Files {
    let heading = worksheet_heading(bank.first, bank.questions.len(), bank.options, bank.lang);
    let mut files = Vec::new();
    let mut resources = String::new();
    for q in &bank.questions {
        let id = q.exercise.to_string();
        let _ = writeln!(
            resources,
            "    <resource identifier=\"{id}\" type=\"imsqti_item_xmlv2p1\" href=\"items/{id}.xml\">\n      \
             <metadata><schema>IMS QTI Item</schema><schemaversion>2.1</schemaversion></metadata>\n      \
             <file href=\"items/{id}.xml\"/>\n      <file href=\"items/{id}.svg\"/>\n    </resource>"
        );
        files.push((format!("items/{id}.xml"), qti21_item(q, bank.options, bank.lang).into_bytes()));
        files.push((format!("items/{id}.svg"), q.svg.clone().into_bytes()));
    }
    let manifest = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<manifest xmlns=\"http://www.imsglobal.org/xsd/imscp_v1p1\" \
         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/imscp_v1p1.xsd\" \
         identifier=\"minimax-lab-{}-x{}\">\n  <metadata><schema>QTIv2.1 Package</schema><schemaversion>1.0.0</schemaversion></metadata>\n  \
         <!-- {} -->\n  <organizations/>\n  <resources>\n{resources}  </resources>\n</manifest>\n",
        bank.first,
        bank.questions.len(),
        escape_xml(&heading).replace("--", "- -")
    );
    files.insert(0, ("imsmanifest.xml".to_string(), manifest.into_bytes()));
    files
}

// ---------------------------------------------------------------- QTI 1.2

fn qti12_meta(kind: &str, points: usize) -> String {
    format!(
        "<itemmetadata><qtimetadata>\
         <qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>{kind}</fieldentry></qtimetadatafield>\
         <qtimetadatafield><fieldlabel>points_possible</fieldlabel><fieldentry>{points}</fieldentry></qtimetadatafield>\
         </qtimetadata></itemmetadata>"
    )
}

const QTI12_OUTCOMES: &str = "<outcomes><decvar maxvalue=\"100\" minvalue=\"0\" varname=\"SCORE\" vartype=\"Decimal\"/></outcomes>";

/// The bank as a QTI 1.2 zip in Canvas's flavour (as Canvas exports and
/// text2qti writes): `imsmanifest.xml`, the assessment
/// `{id}/{id}.xml` with per exercise a numerical question for the root
/// and a multiple-answers question for the leaves never evaluated, its
/// `assessment_meta.xml`, and the images.
pub fn qti12(bank: &Bank) -> Files {
    let w = quiz_words(bank.lang);
    let heading = worksheet_heading(bank.first, bank.questions.len(), bank.options, bank.lang);
    let id = format!("minimax-lab-{}-x{}", bank.first, bank.questions.len());
    let mut items = String::new();
    let mut images = String::new();
    let mut files = Vec::new();
    for q in &bank.questions {
        let e = q.exercise.to_string();
        let src = format!("%24IMS-CC-FILEBASE%24/images/{e}.svg");
        let intro = intro_html(q, bank.options, bank.lang, Some(&src));
        let feedback = key_html(q, bank.lang);
        let text = format!("{intro}<p>{}</p>", escape_xml(&(w.root)(&q.root_name)));
        let _ = writeln!(
            items,
            "<item ident=\"{e}-root\" title=\"{} (1)\">{}<presentation><material><mattext texttype=\"text/html\">{}</mattext></material>\
             <response_str ident=\"response1\" rcardinality=\"Single\"><render_fib fibtype=\"Decimal\"><response_label ident=\"answer1\"/></render_fib></response_str>\
             </presentation><resprocessing>{QTI12_OUTCOMES}<respcondition continue=\"No\"><conditionvar><or><varequal respident=\"response1\">{r}</varequal>\
             <and><vargte respident=\"response1\">{r}</vargte><varlte respident=\"response1\">{r}</varlte></and></or></conditionvar>\
             <setvar action=\"Set\" varname=\"SCORE\">100</setvar></respcondition></resprocessing>\
             <itemfeedback ident=\"general_fb\"><flow_mat><material><mattext texttype=\"text/html\">{}</mattext></material></flow_mat></itemfeedback></item>",
            escape_xml(&(w.title)(&e)),
            qti12_meta("numerical_question", 1),
            escape_xml(&text),
            escape_xml(&feedback),
            r = q.root
        );
        if !q.leaves.is_empty() {
            let text = format!("{intro}<p>{}</p>", escape_xml(w.pruned));
            let labels: String = q
                .leaves
                .iter()
                .map(|l| {
                    format!(
                        "<response_label ident=\"{}\"><material><mattext texttype=\"text/plain\">{}</mattext></material></response_label>",
                        ident("LEAF", &l.label_name()),
                        escape_xml(&l.label)
                    )
                })
                .collect();
            let condition: String = q
                .leaves
                .iter()
                .map(|l| {
                    let eq = format!("<varequal respident=\"response1\">{}</varequal>", ident("LEAF", &l.label_name()));
                    if l.pruned { eq } else { format!("<not>{eq}</not>") }
                })
                .collect();
            let _ = writeln!(
                items,
                "<item ident=\"{e}-pruned\" title=\"{} (2)\">{}<presentation><material><mattext texttype=\"text/html\">{}</mattext></material>\
                 <response_lid ident=\"response1\" rcardinality=\"Multiple\"><render_choice>{labels}</render_choice></response_lid></presentation>\
                 <resprocessing>{QTI12_OUTCOMES}<respcondition continue=\"No\"><conditionvar><and>{condition}</and></conditionvar>\
                 <setvar action=\"Set\" varname=\"SCORE\">100</setvar></respcondition></resprocessing>\
                 <itemfeedback ident=\"general_fb\"><flow_mat><material><mattext texttype=\"text/html\">{}</mattext></material></flow_mat></itemfeedback></item>",
                escape_xml(&(w.title)(&e)),
                qti12_meta("multiple_answers_question", 1),
                escape_xml(&text),
                escape_xml(&feedback)
            );
        }
        let _ = writeln!(
            images,
            "    <resource identifier=\"{id}-image-{e}\" type=\"webcontent\" href=\"images/{e}.svg\">\n      <file href=\"images/{e}.svg\"/>\n    </resource>"
        );
        files.push((format!("images/{e}.svg"), q.svg.clone().into_bytes()));
    }
    let title = escape_xml(&heading);
    let assessment = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<questestinterop xmlns=\"http://www.imsglobal.org/xsd/ims_qtiasiv1p2\" \
         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xsi:schemaLocation=\"http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd\">\n\
         <assessment ident=\"{id}\" title=\"{title}\"><qtimetadata><qtimetadatafield><fieldlabel>cc_maxattempts</fieldlabel><fieldentry>1</fieldentry></qtimetadatafield></qtimetadata>\n\
         <section ident=\"root_section\">\n{items}</section>\n</assessment>\n</questestinterop>\n"
    );
    let meta = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz identifier=\"{id}\" xmlns=\"http://canvas.instructure.com/xsd/cccv1p0\" \
         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xsi:schemaLocation=\"http://canvas.instructure.com/xsd/cccv1p0 https://canvas.instructure.com/xsd/cccv1p0.xsd\">\n  \
         <title>{title}</title>\n  <description></description>\n  <shuffle_answers>false</shuffle_answers>\n  <scoring_policy>keep_highest</scoring_policy>\n  \
         <quiz_type>assignment</quiz_type>\n  <points_possible>{}</points_possible>\n  <allowed_attempts>1</allowed_attempts>\n</quiz>\n",
        bank.questions.iter().map(|q| 1 + usize::from(!q.leaves.is_empty())).sum::<usize>()
    );
    let manifest = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<manifest identifier=\"{id}-manifest\" xmlns=\"http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1\" \
         xmlns:lom=\"http://ltsc.ieee.org/xsd/imsccv1p1/LOM/resource\" xmlns:imsmd=\"http://www.imsglobal.org/xsd/imsmd_v1p2\" \
         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1 http://www.imsglobal.org/xsd/imscp_v1p1.xsd\">\n  \
         <metadata><schema>IMS Content</schema><schemaversion>1.1.3</schemaversion></metadata>\n  <organizations/>\n  <resources>\n    \
         <resource identifier=\"{id}\" type=\"imsqti_xmlv1p2\">\n      <file href=\"{id}/{id}.xml\"/>\n      \
         <dependency identifierref=\"{id}-meta\"/>\n    </resource>\n    \
         <resource identifier=\"{id}-meta\" type=\"associatedcontent/imscc_xmlv1p1/learning-application-resource\" href=\"{id}/assessment_meta.xml\">\n      \
         <file href=\"{id}/assessment_meta.xml\"/>\n    </resource>\n{images}  </resources>\n</manifest>\n"
    );
    files.insert(0, (format!("{id}/assessment_meta.xml"), meta.into_bytes()));
    files.insert(0, (format!("{id}/{id}.xml"), assessment.into_bytes()));
    files.insert(0, ("imsmanifest.xml".to_string(), manifest.into_bytes()));
    files
}

/// The bank in `format`: the text file's bytes, or the zip's files.
pub enum Written {
    Text(String),
    Zip(Files),
}

pub fn write(bank: &Bank, format: QuizFormat) -> Written {
    match format {
        QuizFormat::Moodle => Written::Text(moodle_xml(bank)),
        QuizFormat::Gift => Written::Text(gift(bank)),
        QuizFormat::Qti21 => Written::Zip(qti21(bank)),
        QuizFormat::Qti12 => Written::Zip(qti12(bank)),
    }
}
