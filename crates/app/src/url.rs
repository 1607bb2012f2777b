//! The state in a link: `?tree=<notation>&algo=alphabeta&cut=ge&form=aima&root=max&step=12`
//! (`step=end` for the last step), read from the query string or the hash.
//! The same text is what localStorage keeps. Plain Rust, tested natively.

use super::compare::Compare;
use super::doc::{Doc, GameDoc, RandomOrigin};
use super::practice::Task;
use minimax_engine::games::{AnyGame, MoveOrder};
use minimax_engine::lang::Lang;
use minimax_engine::notation;
use minimax_engine::nullwindow::Algo;
use minimax_engine::num::Bound;
use minimax_engine::practice::{Exercise, exercise_tree};
use minimax_engine::random::RandomSpec;
use minimax_engine::search::Options;
use minimax_engine::tree::Player;
use std::rc::Rc;

/// Which step a link asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StepSpec {
    At(usize),
    End,
}

/// What a link says: the document, the step, and anything else it carried
/// (for the classroom issue: `embed`, `lang`, …).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Link {
    pub doc: Doc,
    pub step: StepSpec,
}

/// How the page is shown, from the link: `embed=1` (only the tree, the
/// step controls and the explanation, for an iframe in slides),
/// `autoplay=1`, `pseudocode=1` (show the pseudocode in embed mode).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Presentation {
    pub embed: bool,
    pub autoplay: bool,
    pub pseudocode: bool,
    /// `theme=light|dark|contrast` (absent: follow the system).
    pub theme: Theme,
    /// `present=1`: large type and thick lines for a projector.
    pub projector: bool,
    /// `lang=en|tr|ja|zh`, when the link or the reader chose one (absent:
    /// the browser's language).
    pub lang: Option<Lang>,
    /// `compare=algorithm|cut|form|best-first|worst-first`: a second pane
    /// searches the same tree that other way, stepped together.
    pub compare: Option<Compare>,
    /// `mode=practice` (`task=predict` to predict each step; solving the
    /// whole tree otherwise): the tree is shown without values to test
    /// oneself.
    pub practice: Option<Task>,
    /// `exercise=medium-42`: the practice exercise the tree came from (a
    /// link with it and no `tree=` makes the tree from it).
    pub exercise: Option<Exercise>,
    /// `mode=worksheet&exercise=medium-42&count=6`: a printable worksheet
    /// of `count` exercises from that one on, with an answer key.
    pub worksheet: Option<usize>,
    /// `mode=mcts`: the Monte Carlo tree search lab on the tree or game
    /// shown, where it stands.
    pub mcts: Option<MctsLab>,
    /// `mode=window`: the null-window lab (negamax, PVS, aspiration
    /// windows, MTD(f), proof-number search) on the tree or game shown.
    pub window: Option<WindowLab>,
    /// `mode=code&code=py|js`: "Your code", a student's own search checked
    /// against the one shown, in Python (the default) or JavaScript.
    pub code: Option<CodeLanguage>,
    /// `set=medium-42&count=5` with `mode=practice`: a set of exercises
    /// practised in turn and scored together; `lms=scorm12|scorm2004`
    /// reports the score to a SCORM runtime (a package's launch link).
    pub course: Option<crate::lms::Course>,
}

impl Presentation {
    /// A set of exercises graded by an LMS (a SCORM package's link): it
    /// keeps its convention and gives no answer away.
    pub fn graded(&self) -> bool {
        self.course.is_some_and(|c| c.scorm.is_some())
    }
}

/// The language of a student's code in "Your code" (`code=py|js`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum CodeLanguage {
    #[default]
    Python,
    JavaScript,
}

impl CodeLanguage {
    pub const ALL: [CodeLanguage; 2] = [CodeLanguage::Python, CodeLanguage::JavaScript];

    /// Its name in a link: `py` or `js`.
    pub fn code(self) -> &'static str {
        match self {
            CodeLanguage::Python => "py",
            CodeLanguage::JavaScript => "js",
        }
    }

    pub fn from_code(code: &str) -> Option<CodeLanguage> {
        CodeLanguage::ALL.into_iter().find(|l| l.code() == code)
    }
}

/// The searches the null-window lab steps through: one of the family
/// ([`Algo`], whose codes and names are the engine's) or proof-number
/// search.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WindowAlgo {
    Family(Algo),
    Pns,
}

impl Default for WindowAlgo {
    fn default() -> WindowAlgo {
        WindowAlgo::Family(Algo::Pvs)
    }
}

impl WindowAlgo {
    /// In menu order: the family's, then proof numbers.
    pub const ALL: [WindowAlgo; 5] = [
        WindowAlgo::Family(Algo::ALL[0]),
        WindowAlgo::Family(Algo::ALL[1]),
        WindowAlgo::Family(Algo::ALL[2]),
        WindowAlgo::Family(Algo::ALL[3]),
        WindowAlgo::Pns,
    ];

    /// The code links and `trace --algo` use.
    pub fn code(self) -> &'static str {
        match self {
            WindowAlgo::Family(algo) => algo.code(),
            WindowAlgo::Pns => "pns",
        }
    }

    /// The search with this code (the family's aliases too).
    pub fn from_code(code: &str) -> Option<WindowAlgo> {
        if code.trim().eq_ignore_ascii_case("pns") { Some(WindowAlgo::Pns) } else { Algo::from_code(code).map(WindowAlgo::Family) }
    }

    /// The family's algorithm, unless it is proof-number search.
    pub fn family(self) -> Option<Algo> {
        match self {
            WindowAlgo::Family(algo) => Some(algo),
            WindowAlgo::Pns => None,
        }
    }
}

/// Where the null-window lab stands, as a link keeps it:
/// `window=negamax|pvs|aspiration|mtdf|pns`, `wstep=K` (steps shown; an
/// iteration of proof-number search is a step), `fail=soft`, `guess=G`,
/// `delta=D`, `target=T` (each left out at its default: fail-hard, 0, 1,
/// a win). The cut rule is the document's (`cut=`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WindowLab {
    pub algo: WindowAlgo,
    pub step: u32,
    pub soft: bool,
    pub guess: Bound,
    pub delta: Bound,
    pub target: Option<Bound>,
}

impl Default for WindowLab {
    fn default() -> WindowLab {
        WindowLab { algo: WindowAlgo::default(), step: 0, soft: false, guess: Bound::int(0), delta: Bound::int(1), target: None }
    }
}

/// The most steps a link asks the lab for.
pub const WINDOW_MAX_STEP: u32 = 1_000_000;

impl WindowLab {
    /// One step on (the lab stops at its last).
    pub fn next(self) -> WindowLab {
        WindowLab { step: (self.step + 1).min(WINDOW_MAX_STEP), ..self }
    }

    /// One step back.
    pub fn prev(self) -> WindowLab {
        WindowLab { step: self.step.saturating_sub(1), ..self }
    }

    /// Its parameters (`&mode=window&…`).
    pub fn query(&self) -> String {
        let mut out = format!("&mode=window&window={}&wstep={}", self.algo.code(), self.step);
        if self.soft {
            out.push_str("&fail=soft");
        }
        if self.guess != Bound::int(0) {
            out.push_str(&format!("&guess={}", self.guess.notation()));
        }
        if self.delta != Bound::int(1) {
            out.push_str(&format!("&delta={}", self.delta.notation()));
        }
        if let Some(t) = self.target {
            out.push_str(&format!("&target={}", t.notation()));
        }
        out
    }

    /// Reads the lab's parameters from a query; what does not read is left
    /// at its default (a δ of 0 or less, an infinite guess too).
    pub fn from_query(query: &str) -> WindowLab {
        let pairs = pairs(query);
        let get = |key: &str| pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
        let d = WindowLab::default();
        let finite = |key: &str| get(key).and_then(|v| Bound::parse(v).ok()).filter(|b| matches!(b, Bound::Finite(_)));
        WindowLab {
            algo: get("window").and_then(WindowAlgo::from_code).unwrap_or(d.algo),
            step: get("wstep").and_then(|v| v.parse::<u32>().ok()).map_or(d.step, |n| n.min(WINDOW_MAX_STEP)),
            soft: get("fail") == Some("soft"),
            guess: finite("guess").unwrap_or(d.guess),
            delta: finite("delta").filter(|b| *b > Bound::int(0)).unwrap_or(d.delta),
            target: finite("target"),
        }
    }
}

/// Where the MCTS lab stands, as a link keeps it: `mcts_seed=K`, `c=C`
/// (absent: scaled to the utilities), `iterations=N` done, `phase=1..4`
/// (which phase of the last iteration is shown: selection, expansion,
/// simulation, backpropagation), `solver=1`, `final=q`, `exact=1`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MctsLab {
    pub seed: u64,
    /// C in thousandths (the slider's steps), when chosen.
    pub c_milli: Option<u32>,
    pub iterations: u32,
    pub phase: u8,
    pub solver: bool,
    pub best_q: bool,
    /// Whether the exact minimax values of the root's moves are shown (the
    /// lab's reference, hidden until asked for: at iteration 0 they are
    /// the answer). `exact=1`.
    pub exact: bool,
}

impl Default for MctsLab {
    fn default() -> MctsLab {
        MctsLab { seed: 1, c_milli: None, iterations: 0, phase: 4, solver: false, best_q: false, exact: false }
    }
}

/// The most iterations a link or the lab takes (replaying them on load
/// stays under a second).
pub const MCTS_MAX_ITERATIONS: u32 = 200_000;
/// The largest C the lab's slider or a link sets.
pub const MCTS_MAX_C_MILLI: u32 = 20_000;

impl MctsLab {
    /// One phase on: the next phase of the iteration shown, or the first
    /// phase of a new iteration after backpropagation (or before any).
    pub fn next_phase(self) -> MctsLab {
        if self.iterations == 0 || self.phase >= 4 {
            MctsLab { iterations: (self.iterations + 1).min(MCTS_MAX_ITERATIONS), phase: 1, ..self }
        } else {
            MctsLab { phase: self.phase + 1, ..self }
        }
    }

    /// One phase back: the previous phase, or the previous iteration's
    /// backpropagation (before the first iteration: nothing run).
    pub fn prev_phase(self) -> MctsLab {
        match (self.iterations, self.phase) {
            (0, _) => self,
            (_, p) if p > 1 => MctsLab { phase: p - 1, ..self },
            (k, _) => MctsLab { iterations: k - 1, phase: 4, ..self },
        }
    }

    /// The iteration shown finished, or one more iteration run whole.
    pub fn next_iteration(self) -> MctsLab {
        if self.phase < 4 && self.iterations > 0 {
            MctsLab { phase: 4, ..self }
        } else {
            MctsLab { iterations: (self.iterations + 1).min(MCTS_MAX_ITERATIONS), phase: 4, ..self }
        }
    }

    /// `n` more iterations run whole (at most [`MCTS_MAX_ITERATIONS`]).
    pub fn plus(self, n: u32) -> MctsLab {
        MctsLab { iterations: self.iterations.saturating_add(n).min(MCTS_MAX_ITERATIONS), phase: 4, ..self }
    }

    /// No iteration run (the settings kept).
    pub fn reset(self) -> MctsLab {
        MctsLab { iterations: 0, phase: 4, ..self }
    }

    /// Its parameters (`&mode=mcts&…`).
    pub fn query(&self) -> String {
        let mut out = format!("&mode=mcts&mcts_seed={}&iterations={}&phase={}", self.seed, self.iterations, self.phase);
        if let Some(c) = self.c_milli {
            // `1.414`, `1.5`, `2`: written with integers (`brief`), no float
            // formatting in the first view.
            out.push_str(&format!("&c={}", minimax_engine::layout::brief(f64::from(c) / 1000.0)));
        }
        if self.solver {
            out.push_str("&solver=1");
        }
        if self.best_q {
            out.push_str("&final=q");
        }
        if self.exact {
            out.push_str("&exact=1");
        }
        out
    }

    /// Reads the lab's parameters from a query (`mode=mcts` or not); a
    /// value out of range is clamped, one that does not read is left at
    /// its default.
    pub fn from_query(query: &str) -> MctsLab {
        let pairs = pairs(query);
        let get = |key: &str| pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
        let d = MctsLab::default();
        MctsLab {
            seed: get("mcts_seed").and_then(|v| v.parse().ok()).unwrap_or(d.seed),
            // Read as a decimal in thousandths (no float parsing in the
            // first view).
            c_milli: get("c")
                .and_then(|v| minimax_engine::num::Num::parse(v).ok())
                .map(minimax_engine::num::Num::thousandths)
                .filter(|&m| m >= 0)
                .map(|m| u32::try_from(m).map_or(MCTS_MAX_C_MILLI, |m| m.min(MCTS_MAX_C_MILLI))),
            iterations: get("iterations").and_then(|v| v.parse::<u32>().ok()).map_or(d.iterations, |n| n.min(MCTS_MAX_ITERATIONS)),
            phase: get("phase").and_then(|v| v.parse::<u8>().ok()).map_or(d.phase, |p| p.clamp(1, 4)),
            solver: get("solver").is_some_and(|v| v == "1" || v == "true"),
            best_q: get("final") == Some("q"),
            exact: get("exact").is_some_and(|v| v == "1" || v == "true"),
        }
    }
}

/// The most exercises a worksheet takes.
pub const WORKSHEET_MAX: usize = 30;

/// What was wrong with a link; `ui::i18n` words it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LinkError {
    /// `algo=`, `cut=`, … without `tree=`.
    OptionsWithoutTree,
    Algo(String),
    Cut(String),
    Form(String),
    Root(String),
    Step(String),
    /// `game=` or `state=` that does not read: the engine's message.
    Game(String),
    /// `depth=` that is not 1 to [`GAME_MAX_DEPTH`] or `none`.
    Depth(String),
    /// `order=` that is not given, best-first, worst-first or random.
    Order(String),
    /// `paranoid=` that is neither on nor off.
    Paranoid(String),
    /// `bounds=` that is not two numbers `LO,HI` with LO ≤ HI.
    Bounds(String),
    /// `rescale=` that is not `from:to` pairs increasing on both sides.
    Rescale(String),
    /// `random=` that is not `branching,depth,low,high` in the picker's
    /// ranges, or a `seed=` that is not a whole number (the pair as
    /// written).
    Random(String),
    /// `tz=` (a packed tree) that could not be unpacked.
    Packed,
    /// A mode an embedded widget does not show (`mode=mcts&embed=1`: the
    /// labs and Your code open in the full page): the mode as written.
    NotInWidget(String),
    /// A presentation value not understood (`compare=everything`): the
    /// key, the value as written and the values there are.
    Unknown {
        key: &'static str,
        value: String,
        known: &'static str,
    },
}

/// The deepest depth limit a link or the Game panel sets.
pub const GAME_MAX_DEPTH: u32 = 9;

/// The colour theme.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Theme {
    /// Follows `prefers-color-scheme`.
    #[default]
    Auto,
    Light,
    Dark,
    /// High contrast: white and bright colours on black.
    Contrast,
}

impl Theme {
    /// The name used in links and in `<html data-theme>`.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Contrast => "contrast",
        }
    }

    /// The theme called `name`, if there is one.
    pub fn from_name(name: &str) -> Option<Theme> {
        [Theme::Auto, Theme::Light, Theme::Dark, Theme::Contrast].into_iter().find(|t| t.name() == name)
    }
}

/// Reads the presentation flags of a link; anything but `1`/`true` is off.
pub fn parse_presentation(query: &str) -> Presentation {
    let pairs = pairs(query);
    let get = |key: &str| pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
    let on = |key: &str| get(key).is_some_and(|v| v == "1" || v == "true");
    Presentation {
        embed: on("embed"),
        autoplay: on("autoplay"),
        pseudocode: on("pseudocode"),
        theme: get("theme").and_then(Theme::from_name).unwrap_or_default(),
        projector: on("present"),
        lang: get("lang").and_then(|tag| tag.parse().ok()),
        compare: get("compare").and_then(Compare::from_name),
        practice: match get("mode") {
            Some("practice") => Some(get("task").and_then(Task::from_name).unwrap_or_default()),
            _ => None,
        },
        exercise: get("exercise").and_then(|e| e.parse().ok()),
        worksheet: (get("mode") == Some("worksheet"))
            .then(|| get("count").and_then(|n| n.parse::<usize>().ok()).unwrap_or(6).clamp(1, WORKSHEET_MAX)),
        // An embedded widget steps a search; the lab is the full page's.
        mcts: (get("mode") == Some("mcts") && !on("embed")).then(|| MctsLab::from_query(query)),
        window: (get("mode") == Some("window") && !on("embed")).then(|| WindowLab::from_query(query)),
        code: (get("mode") == Some("code") && !on("embed")).then(|| get("code").and_then(CodeLanguage::from_code).unwrap_or_default()),
        course: match (get("mode"), get("set").and_then(|e| e.parse::<Exercise>().ok())) {
            (Some("practice"), Some(first)) => Some(crate::lms::Course {
                first,
                count: get("count").and_then(|n| n.parse::<u32>().ok()).unwrap_or(1).clamp(1, crate::lms::SET_MAX),
                scorm: get("lms").and_then(crate::lms::Scorm::from_code),
            }),
            _ => None,
        },
    }
}

/// The flags as query parameters (`&embed=1…`), empty when all are off.
pub fn presentation_query(p: &Presentation) -> String {
    let mut out = String::new();
    for (on, key) in [(p.embed, "embed"), (p.autoplay, "autoplay"), (p.pseudocode, "pseudocode"), (p.projector, "present")] {
        if on {
            out.push_str(&format!("&{key}=1"));
        }
    }
    if p.theme != Theme::Auto {
        out.push_str(&format!("&theme={}", p.theme.name()));
    }
    if let Some(lang) = p.lang {
        out.push_str(&format!("&lang={}", lang.code()));
    }
    if let Some(compare) = p.compare {
        out.push_str(&format!("&compare={}", compare.name()));
    }
    if let Some(task) = p.practice {
        out.push_str(&format!("&mode=practice&task={}", task.name()));
    }
    if let Some(count) = p.worksheet {
        out.push_str(&format!("&mode=worksheet&count={count}"));
    }
    if let Some(lab) = p.mcts {
        out.push_str(&lab.query());
    }
    if let Some(lab) = p.window {
        out.push_str(&lab.query());
    }
    if let Some(language) = p.code {
        out.push_str(&format!("&mode=code&code={}", language.code()));
    }
    if let Some(exercise) = p.exercise {
        out.push_str(&format!("&exercise={exercise}"));
    }
    if let Some(course) = p.course.filter(|_| p.practice.is_some()) {
        out.push_str(&course.query());
    }
    out
}

/// The most characters an address this app writes or shares may have
/// before its `#`: what every server and proxy accepts (nginx refuses
/// request lines over 8 KB by default; some proxies less).
pub const MAX_BEFORE_HASH: usize = 2000;

/// The address of a link's state (`query`, `?tree=…&step=3`) on the page
/// at `base` (origin and path, or just the path): the readable query when
/// the whole fits in [`MAX_BEFORE_HASH`] characters, else the same after
/// `#` (never sent to the server; read back the same way).
pub fn address(base: &str, query: &str) -> String {
    let state = query.trim_start_matches(['?', '#']);
    if state.is_empty() {
        base.to_string()
    } else if base.len() + 1 + state.len() <= MAX_BEFORE_HASH {
        format!("{base}?{state}")
    } else {
        format!("{base}#{state}")
    }
}

/// The query with its `tree=` replaced by `tz=` and `packed` (the tree
/// text deflated and in base64url: what the Share dialog hands out when a
/// tree's link goes after `#`). The page's loader unpacks it back into
/// `tree=` before the app reads the link.
pub fn with_packed_tree(query: &str, packed: &str) -> String {
    let (lead, state) = query.split_at(query.len() - query.trim_start_matches(['?', '#']).len());
    let parts: Vec<String> =
        state.split('&').map(|p| if p.starts_with("tree=") { format!("tz={packed}") } else { p.to_string() }).collect();
    format!("{lead}{}", parts.join("&"))
}

pub use super::percent::{percent_decode, percent_encode};

/// The `key=value` pairs of a query or hash (leading `?` or `#` ignored).
pub fn pairs(query: &str) -> Vec<(String, String)> {
    let query = query.trim_start_matches(['?', '#']);
    query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (percent_decode(k), percent_decode(v)),
            None => (percent_decode(p), String::new()),
        })
        .collect()
}

/// Reads a link's state. `Ok(None)` when the link names no tree; `Err` with
/// the first thing wrong otherwise (a strict reading: for recent trees and
/// messages; the page opens links with [`read_link`]).
pub fn parse_link(query: &str) -> Result<Option<Link>, LinkError> {
    let read = read_link(query);
    match read.dropped.into_iter().next() {
        Some(error) => Err(error),
        None => Ok(read.link),
    }
}

/// A link as the page opens it: what could be used, and what was left out.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkRead {
    /// The document and step, when the link names a tree, a game or an
    /// exercise that reads (the tree's text is kept even with errors: the
    /// editor shows them).
    pub link: Option<Link>,
    /// Every option that could not be used, each dropped on its own (the
    /// rest of the link is used), in the order of [`LinkError`]'s checks.
    pub dropped: Vec<LinkError>,
}

/// Reads a link's state, dropping only what cannot be used: one bad option
/// (`bounds=5,-5`, `algo=negamax`, `step=two`) falls back to its default
/// and is listed in [`LinkRead::dropped`]; the tree and every other option
/// are kept. Options with no tree, game or exercise name nothing to show:
/// `link` is `None` and the options are listed as dropped.
pub fn read_link(query: &str) -> LinkRead {
    let pairs = pairs(query);
    let get = |key: &str| pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
    let mut dropped = Vec::new();
    let exercise = get("exercise").and_then(|e| e.parse::<Exercise>().ok());
    let game = read_game(&get, &mut dropped);
    // A packed tree the loader could not unpack: cut short or changed.
    if get("tree").is_none() && get("tz").is_some() {
        dropped.push(LinkError::Packed);
        return LinkRead { link: None, dropped };
    }
    // A random tree by its spec and seed (a typed tree wins over it).
    let random = match (get("tree"), get("random")) {
        (None, Some(spec)) if game.is_none() && exercise.is_none() => {
            let seed = get("seed").unwrap_or_default();
            match (RandomSpec::from_link_text(spec), seed.trim().parse::<u64>()) {
                (Some(spec), Ok(seed)) => Some(RandomOrigin::make(spec, seed)),
                _ => {
                    dropped.push(LinkError::Random(format!("random={spec}&seed={seed}")));
                    return LinkRead { link: None, dropped };
                }
            }
        }
        _ => None,
    };
    let text = match (get("tree"), exercise) {
        (Some(text), _) => text,
        (None, _) if random.is_some() => "",
        (None, _) if game.is_some() => "",
        // An exercise's tree is made below, once the options are read.
        (None, Some(_)) => "",
        (None, None) => {
            let options: Vec<&str> = ["algo", "cut", "form", "root", "step"].into_iter().filter(|k| get(k).is_some()).collect();
            // An unreadable game says so already; bare options say that
            // they name no tree.
            if !options.is_empty() && dropped.is_empty() {
                dropped.push(LinkError::OptionsWithoutTree);
            }
            return LinkRead { link: None, dropped };
        }
    };
    let mut doc = match random {
        Some(origin) => Doc { text: Rc::clone(&origin.text), random: Some(origin), ..Doc::default() },
        None => Doc { text: text.into(), game, ..Doc::default() },
    };
    // The options parse as everywhere else (`FromStr`: the same aliases,
    // any case); the message quotes the value as the link has it.
    if let Some(algo) = get("algo") {
        match algo.parse() {
            Ok(a) => doc.algorithm = a,
            Err(_) => dropped.push(LinkError::Algo(algo.to_string())),
        }
    }
    if let Some(cut) = get("cut") {
        match cut.parse() {
            Ok(c) => doc.cut = c,
            Err(_) => dropped.push(LinkError::Cut(cut.to_string())),
        }
    }
    match get("form").map(|f| f.trim().to_ascii_lowercase()) {
        // `form=` left empty keeps the default, like a missing one.
        None => {}
        Some(form) if form.is_empty() => {}
        Some(form) => match form.parse() {
            Ok(f) => doc.form = f,
            Err(_) => dropped.push(LinkError::Form(form)),
        },
    }
    if let Some(root) = get("root") {
        match root.parse() {
            Ok(r) => doc.root = r,
            Err(_) => dropped.push(LinkError::Root(root.to_ascii_lowercase())),
        }
    }
    if let Some(map) = get("rescale").filter(|m| !m.trim().is_empty()) {
        match parse_rescale(map) {
            Some(r) => doc.rescale = Some(r),
            None => dropped.push(LinkError::Rescale(map.to_string())),
        }
    }
    if let Some(paranoid) = get("paranoid") {
        match paranoid.trim().to_ascii_lowercase().as_str() {
            "on" | "1" | "true" | "yes" => doc.paranoid = true,
            "off" | "0" | "false" | "no" | "" => doc.paranoid = false,
            _ => dropped.push(LinkError::Paranoid(paranoid.to_string())),
        }
    }
    if let Some(bounds) = get("bounds").filter(|b| !b.trim().is_empty()) {
        match parse_bounds(bounds) {
            Some(b) => doc.bounds = Some(b),
            None => dropped.push(LinkError::Bounds(bounds.to_string())),
        }
    }
    if let (None, Some(exercise)) = (get("tree"), exercise) {
        let options = Options { algorithm: doc.algorithm, cut: doc.cut, form: doc.form };
        doc.text = notation::print(&exercise_tree(exercise, options)).into();
    }
    let step = match get("step") {
        None | Some("") => StepSpec::At(0),
        Some("end") => StepSpec::End,
        Some(k) => k.parse::<usize>().map(StepSpec::At).unwrap_or_else(|_| {
            dropped.push(LinkError::Step(k.to_string()));
            StepSpec::At(0)
        }),
    };
    LinkRead { link: Some(Link { doc, step }), dropped }
}

/// A link's game (`game=`, `state=`, `depth=`, `order=`, `play=`,
/// `table=`, `quiescence=`), each bad option dropped on its own.
fn read_game<'a>(get: &impl Fn(&str) -> Option<&'a str>, dropped: &mut Vec<LinkError>) -> Option<GameDoc> {
    match get("game").map(|name| AnyGame::parse(name, get("state").filter(|s| !s.is_empty()))) {
        Some(Ok(game)) => {
            let depth = match get("depth").map(str::trim) {
                None => game.default_depth(),
                Some("" | "none") => None,
                Some(d) => match d.parse::<u32>() {
                    Ok(d) if (1..=GAME_MAX_DEPTH).contains(&d) => Some(d),
                    _ => {
                        dropped.push(LinkError::Depth(d.to_string()));
                        game.default_depth()
                    }
                },
            };
            let order = match get("order") {
                None | Some("") => MoveOrder::GIVEN,
                Some(o) => o.parse().unwrap_or_else(|_| {
                    dropped.push(LinkError::Order(o.to_string()));
                    MoveOrder::GIVEN
                }),
            };
            let play = get("play").and_then(|p| p.parse::<Player>().ok());
            // Nim is searched with the table unless the link says not
            // (3,4,5 makes 34,000 positions without it, 6,000 with it).
            let table = match get("table") {
                Some(t) => matches!(t.trim(), "1" | "on" | "true" | "yes"),
                None => matches!(game, AnyGame::Nim(_)),
            };
            let quiescence = get("quiescence").is_some_and(|q| matches!(q.trim(), "1" | "on" | "true" | "yes"));
            Some(GameDoc { game, depth, order, play, table, quiescence })
        }
        Some(Err(e)) => {
            dropped.push(LinkError::Game(e.to_string()));
            None
        }
        None => None,
    }
}

/// What a link's presentation part (`compare=`, `theme=`, `lang=`,
/// `mode=`, `task=`, `exercise=`, `count=`) says that is not understood:
/// each is left out ([`parse_presentation`] uses its default), and the
/// page says so.
pub fn presentation_problems(query: &str) -> Vec<LinkError> {
    let pairs = pairs(query);
    let get = |key: &str| pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str()).filter(|v| !v.trim().is_empty());
    let mut out = Vec::new();
    let mut check = |key: &'static str, known: &'static str, ok: &dyn Fn(&str) -> bool| {
        if let Some(value) = get(key).filter(|v| !ok(v)) {
            out.push(LinkError::Unknown { key, value: value.to_string(), known });
        }
    };
    check("compare", "algorithm, cut, form, best-first, worst-first", &|v| Compare::from_name(v).is_some());
    check("theme", "auto, light, dark, contrast", &|v| Theme::from_name(v).is_some());
    check("lang", "en, tr, ja, zh", &|v| v.parse::<Lang>().is_ok());
    check("mode", "practice, worksheet, mcts, window, code", &|v| matches!(v, "practice" | "worksheet" | "mcts" | "window" | "code"));
    check("code", "py, js", &|v| CodeLanguage::from_code(v).is_some());
    check("window", "negamax, pvs, aspiration, mtdf, pns", &|v| WindowAlgo::from_code(v).is_some());
    check("task", "solve, predict", &|v| Task::from_name(v).is_some());
    check("exercise", "easy-1, medium-42, hard-7, …", &|v| v.parse::<Exercise>().is_ok());
    check("count", "1 to 30", &|v| v.parse::<usize>().is_ok_and(|n| (1..=WORKSHEET_MAX).contains(&n)));
    check("set", "easy-1, medium-42, hard-7, …", &|v| v.parse::<Exercise>().is_ok());
    check("lms", "scorm12, scorm2004", &|v| crate::lms::Scorm::from_code(v).is_some());
    // A widget steps a search: a lab or Your code asked of one is left out,
    // and said, so an instructor knows to link the full page instead.
    let embedded = parse_presentation(query).embed;
    if let Some(mode) = get("mode").filter(|m| embedded && matches!(*m, "mcts" | "window" | "code")) {
        out.push(LinkError::NotInWidget(mode.to_string()));
    }
    out
}

/// `1:1,2:20,3:30,4:400`: leaf values and their images, increasing on
/// both sides (so the map keeps the leaves' order), at most 64 pairs.
pub fn parse_rescale(text: &str) -> Option<std::rc::Rc<[(Bound, Bound)]>> {
    let mut pairs: Vec<(Bound, Bound)> = Vec::new();
    for pair in text.split(',') {
        let (from, to) = pair.split_once(':')?;
        let (from, to) = (Bound::parse(from.trim()).ok()?, Bound::parse(to.trim()).ok()?);
        pairs.push((from, to));
    }
    minimax_engine::sorting::sort(&mut pairs);
    let increasing = pairs.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 < w[1].1);
    (increasing && !pairs.is_empty() && pairs.len() <= 64).then(|| pairs.into())
}

/// The map as `rescale=` writes it.
pub fn rescale_text(map: &[(Bound, Bound)]) -> String {
    map.iter().map(|(from, to)| format!("{}:{}", from.notation(), to.notation())).collect::<Vec<_>>().join(",")
}

/// `LO,HI`: two finite numbers, LO ≤ HI.
pub fn parse_bounds(text: &str) -> Option<(Bound, Bound)> {
    let (lo, hi) = text.split_once(',')?;
    let (lo, hi) = (Bound::parse(lo.trim()).ok()?, Bound::parse(hi.trim()).ok()?);
    (matches!((lo, hi), (Bound::Finite(_), Bound::Finite(_))) && lo <= hi).then_some((lo, hi))
}

/// The query string (with `?`) for a document at a step, plus the
/// presentation flags that are on.
pub fn to_query_with(doc: &Doc, step: usize, steps: usize, present: &Presentation) -> String {
    let (algo, cut, form, root) = (doc.algorithm.name(), doc.cut.name(), doc.form.name(), doc.root.code());
    let step = if step >= steps && steps > 0 { "end".to_string() } else { step.to_string() };
    if let Some(g) = &doc.game {
        let depth = g.depth.map_or_else(|| "none".to_string(), |d| d.to_string());
        let play = g.play.map_or_else(String::new, |p| format!("&play={}", p.code()));
        let table = match (g.table, &g.game) {
            (true, _) => "&table=on",
            (false, AnyGame::Nim(_)) => "&table=off",
            (false, _) => "",
        };
        let quiescence = if g.quiescence { "&quiescence=on" } else { "" };
        return format!(
            "?game={}&state={}&depth={depth}&order={}{table}{quiescence}{play}&algo={algo}&cut={cut}&form={form}&step={step}{}",
            g.game.name(),
            percent_encode(&g.game.state()),
            percent_encode(&g.order.name()),
            presentation_query(present)
        );
    }
    let mut bounds = doc
        .bounds
        .map_or_else(String::new, |(lo, hi)| format!("&bounds={}", percent_encode(&format!("{},{}", lo.notation(), hi.notation()))));
    if let Some(map) = &doc.rescale {
        bounds.push_str(&format!("&rescale={}", percent_encode(&rescale_text(map))));
    }
    if doc.paranoid {
        bounds.push_str("&paranoid=on");
    }
    // A random tree still as made: its spec and seed, a short link.
    let tree = match doc.random.as_ref().filter(|o| o.made(&doc.text)) {
        Some(origin) => format!("random={}&seed={}", percent_encode(&origin.spec.link_text()), origin.seed),
        None => format!("tree={}", percent_encode(&doc.text)),
    };
    format!("?{tree}&algo={algo}&cut={cut}&form={form}&root={root}{bounds}&step={step}{}", presentation_query(present))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_window_lab_reads_back_from_its_link_and_drops_what_does_not_read() {
        use super::{Algo, WindowAlgo, WindowLab, parse_presentation, presentation_query};
        use minimax_engine::num::Bound;
        let lab = WindowLab {
            algo: WindowAlgo::Family(Algo::Aspiration),
            step: 12,
            soft: true,
            guess: Bound::int(-3),
            delta: Bound::int(2),
            target: Some(Bound::int(4)),
        };
        for language in super::CodeLanguage::ALL {
            let p = super::Presentation { code: Some(language), ..super::Presentation::default() };
            assert_eq!(parse_presentation(&presentation_query(&p)).code, Some(language));
        }
        assert_eq!(parse_presentation("mode=code").code, Some(super::CodeLanguage::Python));
        assert_eq!(parse_presentation("mode=code&embed=1").code, None, "a widget steps a search");
        let p = super::Presentation { window: Some(lab), ..super::Presentation::default() };
        let query = presentation_query(&p);
        assert_eq!(query, "&mode=window&window=aspiration&wstep=12&fail=soft&guess=-3&delta=2&target=4");
        assert_eq!(parse_presentation(&query).window, Some(lab));
        let odd = parse_presentation("?mode=window&window=alphabeta&wstep=-4&guess=inf&delta=0&target=x");
        assert_eq!(odd.window, Some(WindowLab::default()));
        assert_eq!(parse_presentation("?mode=window&embed=1").window, None, "an embedded widget steps the search");
        assert_eq!(WindowLab { step: 3, ..lab }.prev().prev().prev().prev().step, 0);
        assert_eq!(super::presentation_problems("?mode=window&window=alphabeta").len(), 1);
    }

    #[test]
    fn the_mcts_lab_reads_back_from_its_link_and_clamps_what_is_out_of_range() {
        use super::{MCTS_MAX_ITERATIONS, MctsLab, parse_presentation, presentation_query};
        let lab = MctsLab { seed: 7, c_milli: Some(1414), iterations: 250, phase: 2, solver: true, best_q: true, exact: true };
        let p = super::Presentation { mcts: Some(lab), ..super::Presentation::default() };
        let query = presentation_query(&p);
        assert_eq!(query, "&mode=mcts&mcts_seed=7&iterations=250&phase=2&c=1.414&solver=1&final=q&exact=1");
        assert_eq!(parse_presentation(&query).mcts, Some(lab));
        // C as a decimal from its thousandths, read back the same.
        for (milli, written) in [(0, "c=0&"), (1500, "c=1.5&"), (2000, "c=2&"), (1010, "c=1.01&"), (7, "c=0.007&"), (20_000, "c=20&")] {
            let lab = MctsLab { c_milli: Some(milli), ..MctsLab::default() };
            let query = lab.query();
            assert!(format!("{query}&").contains(written), "{query}");
            assert_eq!(MctsLab::from_query(&query), lab);
        }
        // Typed by hand: more than three decimals rounded, too large held
        // at the most, not a decimal left at the default.
        for (c, milli) in [
            ("1.4142", Some(1414)),
            ("1.4145", Some(1415)),
            (".5", Some(500)),
            ("0.0004", Some(0)),
            ("99999", Some(MCTS_MAX_C_MILLI)),
            ("1e3", None),
            ("x", None),
        ] {
            assert_eq!(MctsLab::from_query(&format!("&mode=mcts&c={c}")).c_milli, milli, "c={c}");
        }
        let odd = parse_presentation("?mode=mcts&iterations=99999999&phase=9&c=-3&mcts_seed=x");
        assert_eq!(odd.mcts, Some(MctsLab { iterations: MCTS_MAX_ITERATIONS, phase: 4, ..MctsLab::default() }));
        assert_eq!(parse_presentation("?iterations=5").mcts, None, "only mode=mcts opens the lab");
        assert_eq!(parse_presentation("?mode=mcts&embed=1").mcts, None, "not in an embedded widget");
        // And said: a widget asked for a lab or Your code names the mode.
        for mode in ["mcts", "window", "code"] {
            assert_eq!(presentation_problems(&format!("?mode={mode}&embed=1")), vec![LinkError::NotInWidget(mode.to_string())]);
            assert_eq!(presentation_problems(&format!("?mode={mode}")), vec![], "the full page opens it");
        }
        assert_eq!(presentation_problems("?mode=practice&embed=1"), vec![], "a widget does practice");
        assert!(super::presentation_problems("?mode=mcts").is_empty());
    }

    #[test]
    fn nim_links_keep_the_transposition_table_on_unless_they_say_off() {
        let game = |q: &str| super::parse_link(q).ok().flatten().and_then(|l| l.doc.game).map(|g| (g.game.state(), g.table));
        assert_eq!(game("?game=nim"), Some(("3,4,5".to_string(), true)));
        assert_eq!(game("?game=nim&table=off"), Some(("3,4,5".to_string(), false)));
        assert_eq!(game("?game=coins").map(|g| g.1), Some(false), "other games keep it off");
        // Written back, each reads the same.
        for q in ["?game=nim", "?game=nim&table=off"] {
            let link = super::parse_link(q).ok().flatten().unwrap_or_else(|| panic!("{q}"));
            let written = super::to_query_with(&link.doc, 0, 0, &super::Presentation::default());
            assert_eq!(game(&written), game(q), "{written}");
        }
    }

    #[test]
    fn the_mcts_lab_steps_phase_by_phase_and_back() {
        use super::MctsLab;
        let start = MctsLab::default();
        let mut lab = start;
        let mut seen = Vec::new();
        for _ in 0..9 {
            lab = lab.next_phase();
            seen.push((lab.iterations, lab.phase));
        }
        assert_eq!(seen, [(1, 1), (1, 2), (1, 3), (1, 4), (2, 1), (2, 2), (2, 3), (2, 4), (3, 1)]);
        for expected in seen.iter().rev().skip(1) {
            lab = lab.prev_phase();
            assert_eq!((lab.iterations, lab.phase), *expected);
        }
        assert_eq!(lab.prev_phase().prev_phase(), MctsLab { iterations: 0, phase: 4, ..start }, "back to nothing run, and no further");
        assert_eq!(MctsLab { iterations: 5, phase: 2, ..start }.next_iteration(), MctsLab { iterations: 5, phase: 4, ..start });
        assert_eq!(MctsLab { iterations: 5, phase: 4, ..start }.next_iteration(), MctsLab { iterations: 6, phase: 4, ..start });
        assert_eq!(MctsLab { iterations: 5, phase: 2, ..start }.plus(1000), MctsLab { iterations: 1005, phase: 4, ..start });
        assert_eq!(start.plus(u32::MAX).iterations, super::MCTS_MAX_ITERATIONS);
        assert_eq!(
            MctsLab { iterations: 9, phase: 1, solver: true, ..start }.reset(),
            MctsLab { iterations: 0, phase: 4, solver: true, ..start }
        );
    }

    use super::*;
    use minimax_engine::search::{Algorithm, CutRule, Form};
    use minimax_engine::tree::Player;

    #[test]
    fn round_trip() {
        let doc = Doc {
            text: "<3, 5 ,10>,<2,a,b>,<2,7,3> ∞ −1 +%&=#".into(),
            algorithm: Algorithm::Minimax,
            cut: CutRule::Gt,
            form: Form::UpdateFirst,
            root: Player::Min,
            game: None,
            bounds: Some((Bound::int(-2), Bound::parse("2.5").unwrap_or(Bound::int(2)))),
            rescale: parse_rescale("1:1,2:20"),
            paranoid: true,
            random: None,
        };
        let to_query = |doc: &Doc, step, steps| to_query_with(doc, step, steps, &Presentation::default());
        let query = to_query(&doc, 4, 10);
        let link = parse_link(&query).ok().flatten().unwrap_or_else(|| panic!("{query}"));
        assert_eq!(link.doc, doc);
        assert_eq!(link.step, StepSpec::At(4));
        assert_eq!(parse_link(&to_query(&doc, 10, 10)).ok().flatten().map(|l| l.step), Some(StepSpec::End));
    }

    #[test]
    fn a_random_tree_is_shared_by_its_spec_and_seed_until_it_is_edited() {
        use crate::doc::RandomOrigin;
        use minimax_engine::random::{RandomSpec, seeded_tree};
        let spec = RandomSpec { branching: 4, depth: 5, low: -20, high: 20 };
        let origin = RandomOrigin::make(spec, 12_345_678_901);
        let doc = Doc { text: Rc::clone(&origin.text), random: Some(origin.clone()), ..Doc::default() };
        let query = to_query_with(&doc, 3, 10, &Presentation::default());
        assert!(query.starts_with("?random=4,5,-20,20&seed=12345678901&"), "{query}");
        assert!(!query.contains("tree="));
        // 1,024 leaves in a link of under 150 characters.
        assert!(query.len() < 150 && doc.text.len() > 2_000, "{} {}", query.len(), doc.text.len());
        let link = parse_link(&query).ok().flatten().unwrap_or_else(|| panic!("{query}"));
        assert_eq!(link.doc, doc);
        assert_eq!(&*link.doc.text, notation::print(&seeded_tree(spec, 12_345_678_901)));
        // Neighbouring seeds make different trees.
        for k in 0..20u64 {
            assert_ne!(RandomOrigin::make(spec, 2 * k).text, RandomOrigin::make(spec, 2 * k + 1).text, "seeds {} and {}", 2 * k, 2 * k + 1);
        }
        assert_eq!(link.step, StepSpec::At(3));
        // Edited, the tree is written out.
        let edited = Doc { text: format!("{},1", doc.text).into(), ..doc.clone() };
        let query = to_query_with(&edited, 0, 10, &Presentation::default());
        assert!(query.starts_with("?tree=") && !query.contains("random="), "{query}");
        // A typed tree wins over random=; a bad spec or seed says so.
        let both = parse_link("?tree=<1,2>&random=2,2,0,9&seed=1").ok().flatten().map(|l| l.doc.text.to_string());
        assert_eq!(both.as_deref(), Some("<1,2>"));
        // An exercise wins too, and leaves no random origin behind.
        let exercise = parse_link("?exercise=easy-3&random=2,2,0,9&seed=1").ok().flatten().map(|l| l.doc);
        assert!(exercise.is_some_and(|d| d.random.is_none() && !d.text.is_empty()));
        for bad in ["?random=9,2,0,9&seed=1", "?random=2,2,0&seed=1", "?random=2,2,0,9&seed=x", "?random=2,2,0,9"] {
            let read = read_link(bad);
            assert_eq!(read.link, None, "{bad}");
            assert!(matches!(read.dropped.as_slice(), [LinkError::Random(v)] if v.starts_with("random=")), "{bad}: {:?}", read.dropped);
        }
    }

    #[test]
    fn a_packed_tree_takes_the_place_of_tree_and_one_left_packed_is_an_error() {
        let query = "?tree=%3C1%2C2%3E&algo=alphabeta&step=3";
        assert_eq!(with_packed_tree(query, "qzQ0Mq4xNLYDAA"), "?tz=qzQ0Mq4xNLYDAA&algo=alphabeta&step=3");
        assert_eq!(with_packed_tree("#algo=minimax&tree=x", "P"), "#algo=minimax&tz=P");
        let read = read_link("#tz=qzQ0Mq4xNLYDAA&step=3");
        assert_eq!((read.link, read.dropped), (None, vec![LinkError::Packed]));
    }

    #[test]
    fn games_round_trip_through_links() {
        let link = parse_link("?game=tictactoe&state=XO.....OX&depth=2&order=best-first&table=on&play=min")
            .ok()
            .flatten()
            .unwrap_or_else(|| panic!("a game link"));
        let game = link.doc.game.clone().unwrap_or_else(|| panic!("a game"));
        assert_eq!(
            (game.game.state(), game.depth, game.order, game.play, game.table),
            ("XO.....OX".to_string(), Some(2), MoveOrder::BEST_FIRST, Some(minimax_engine::tree::Player::Min), true)
        );
        let query = to_query_with(&link.doc, 3, 10, &Presentation::default());
        assert_eq!(parse_link(&query).ok().flatten().map(|l| l.doc.game), Some(Some(game)));
        let rabbit = parse_link("?game=rabbit").ok().flatten().and_then(|l| l.doc.game);
        assert_eq!(rabbit.map(|g| g.depth), Some(Some(4)), "rabbit and wolves default to depth 4");
        assert!(matches!(parse_link("?game=chess"), Err(LinkError::Game(m)) if m.contains("unknown game")));
        assert!(matches!(parse_link("?game=tictactoe&state=XXX"), Err(LinkError::Game(_))));
        assert_eq!(parse_link("?game=coins&depth=99"), Err(LinkError::Depth("99".to_string())));
        assert_eq!(parse_link("?tree=1&bounds=2,-2"), Err(LinkError::Bounds("2,-2".to_string())));
        assert_eq!(parse_link("?tree=1&rescale=1:5,2:3"), Err(LinkError::Rescale("1:5,2:3".to_string())), "a map that reverses the order");
        let map =
            parse_link("?tree=1&rescale=4:400,1:1,2:20,3:30").ok().flatten().and_then(|l| l.doc.rescale).unwrap_or_else(|| panic!("a map"));
        assert_eq!(rescale_text(&map), "1:1,2:20,3:30,4:400");
        assert_eq!(parse_link("?tree=1&bounds=x"), Err(LinkError::Bounds("x".to_string())));
        assert_eq!(parse_link("?tree=1&paranoid=maybe"), Err(LinkError::Paranoid("maybe".to_string())));
        assert_eq!(parse_link("?tree=1&paranoid=on").ok().flatten().map(|l| l.doc.paranoid), Some(true));
        assert_eq!(parse_link("?tree=1&bounds=-2,2").ok().flatten().and_then(|l| l.doc.bounds), Some((Bound::int(-2), Bound::int(2))));
        assert_eq!(parse_link("?game=coins&order=up"), Err(LinkError::Order("up".to_string())));
    }

    #[test]
    fn reads_hand_written_links() {
        let link = parse_link("?tree=%3C3,5,10%3E,%3C2,a,b%3E,%3C2,7,3%3E&algo=alphabeta&step=end").ok().flatten();
        assert_eq!(link.as_ref().map(|l| &*l.doc.text), Some("<3,5,10>,<2,a,b>,<2,7,3>"));
        assert_eq!(link.map(|l| l.step), Some(StepSpec::End));
        // Unencoded brackets, from the hash.
        let link = parse_link("#tree=<1,2>,<3,4>&root=MIN").ok().flatten();
        assert_eq!(link.map(|l| l.doc.root), Some(Player::Min));
        assert_eq!(parse_link(""), Ok(None));
        assert_eq!(parse_link("?lang=tr"), Ok(None));
        let p = parse_presentation("?embed=1&autoplay=true&pseudocode=0");
        assert_eq!(p, Presentation { embed: true, autoplay: true, ..Presentation::default() });
        for compare in crate::compare::Compare::ALL {
            let flags = Presentation { compare: Some(compare), ..Presentation::default() };
            assert_eq!(parse_presentation(&presentation_query(&flags)), flags);
        }
        assert_eq!(parse_presentation("compare=sideways").compare, None);
        assert_eq!(presentation_query(&p), "&embed=1&autoplay=1");
        let p = parse_presentation("?theme=contrast&present=1&theme=bogus");
        assert_eq!((p.theme, p.projector), (Theme::Auto, true), "the last theme= wins, and a bad one is ignored");
        assert_eq!(parse_presentation("theme=dark").theme, Theme::Dark);
        let p = parse_presentation("?tree=1&lang=ja-JP");
        assert_eq!(p.lang, Some(Lang::Ja));
        assert_eq!(presentation_query(&p), "&lang=ja");
        assert_eq!(parse_presentation("?lang=xx").lang, None, "an unknown language is ignored: the browser's is used");
    }

    #[test]
    fn links_accept_every_alias_the_options_accept() {
        let doc = |query: &str| parse_link(&format!("?tree=1&{query}")).ok().flatten().map(|l| l.doc);
        for &(alias, algorithm) in Algorithm::ALIASES {
            assert_eq!(doc(&format!("algo={alias}")).map(|d| d.algorithm), Some(algorithm), "{alias}");
        }
        for &(alias, cut) in CutRule::ALIASES {
            assert_eq!(doc(&format!("cut={alias}")).map(|d| d.cut), Some(cut), "{alias}");
        }
        for &(alias, form) in Form::ALIASES {
            assert_eq!(doc(&format!("form={}", alias.to_ascii_uppercase())).map(|d| d.form), Some(form), "{alias}");
        }
        for &(alias, root) in Player::ALIASES {
            assert_eq!(doc(&format!("root={alias}")).map(|d| d.root), Some(root), "{alias}");
        }
        assert_eq!(
            doc("algo=ab&form=").map(|d| (d.algorithm, d.form)),
            Some((Algorithm::AlphaBeta, Form::Aima)),
            "an empty form= keeps the default"
        );
        assert_eq!(parse_link("?tree=1&cut=le"), Err(LinkError::Cut("le".to_string())));
        assert_eq!(parse_link("?tree=1&form=%20Hand"), Err(LinkError::Form("hand".to_string())));
        assert_eq!(parse_link("?tree=1&root=Both"), Err(LinkError::Root("both".to_string())));
    }

    #[test]
    fn bad_links_say_what_was_wrong() {
        assert_eq!(parse_link("?tree=1&algo=negamax"), Err(LinkError::Algo("negamax".to_string())));
        assert_eq!(parse_link("?tree=1&step=-3"), Err(LinkError::Step("-3".to_string())));
        assert_eq!(parse_link("?algo=minimax"), Err(LinkError::OptionsWithoutTree));
        assert_eq!(percent_decode("%E2%88%9E%zz%"), "∞%zz%");
        assert_eq!(percent_decode("%F0%9F"), "\u{FFFD}");
        assert_eq!(percent_decode("%+F%-1"), "% F%-1");
    }

    #[test]
    fn long_states_go_after_the_hash() {
        let base = "https://example.edu/minimax/";
        let short = to_query_with(&Doc::default(), 3, 23, &Presentation::default());
        assert_eq!(address(base, &short), format!("{base}{short}"), "a lecture-sized tree keeps its readable ?tree= link");
        // A big tree: everything after `#`, nothing long before it.
        let text: String = (0..2000).map(|i| format!("<{i},{}>", i + 1)).collect::<Vec<_>>().join(",");
        let long = to_query_with(&Doc { text: text.clone().into(), ..Doc::default() }, 0, 0, &Presentation::default());
        let shared = address(base, &long);
        let (before, after) = shared.split_once('#').expect("after the hash");
        assert_eq!(before, base);
        assert!(before.len() <= MAX_BEFORE_HASH);
        // …and it reads back as the same link.
        let link = parse_link(&format!("#{after}")).ok().flatten().expect("reads");
        assert_eq!(&*link.doc.text, text);
        // Exactly at the limit it stays in the query; one more goes after.
        let fits = "x".repeat(MAX_BEFORE_HASH - base.len() - 1);
        assert!(!address(base, &fits).contains('#'));
        assert!(address(base, &format!("{fits}y")).contains('#'));
        assert_eq!(address(base, ""), base);
    }

    #[test]
    fn one_bad_option_is_dropped_alone_and_said() {
        // Issue 25: `bounds=5,-5` no longer throws away a valid tree.
        let read = read_link("?tree=chance(1,9),chance(4,6)&bounds=5,-5&algo=minimax&step=3");
        let link = read.link.expect("the tree is kept");
        assert_eq!(&*link.doc.text, "chance(1,9),chance(4,6)");
        assert_eq!(link.doc.bounds, None);
        assert_eq!(link.doc.algorithm, minimax_engine::search::Algorithm::Minimax);
        assert_eq!(link.step, StepSpec::At(3));
        assert_eq!(read.dropped, [LinkError::Bounds("5,-5".to_string())]);
        // Several at once: each falls back to its default, each is listed.
        let read = read_link("?tree=<1,2>,<3>&algo=negamax&cut=gt&form=fancy&step=two&root=min");
        let link = read.link.expect("the tree is kept");
        assert_eq!(link.doc.cut, minimax_engine::search::CutRule::Gt);
        assert_eq!(link.doc.root, Player::Min);
        assert_eq!(link.doc.algorithm, Doc::default().algorithm);
        assert_eq!(link.step, StepSpec::At(0));
        assert_eq!(
            read.dropped,
            [LinkError::Algo("negamax".to_string()), LinkError::Form("fancy".to_string()), LinkError::Step("two".to_string())]
        );
        // A game's bad depth or order keeps the game.
        let read = read_link("?game=coins&state=4&depth=99&order=sideways");
        assert!(read.link.is_some_and(|l| l.doc.game.is_some_and(|g| g.order == MoveOrder::GIVEN)));
        assert_eq!(read.dropped, [LinkError::Depth("99".to_string()), LinkError::Order("sideways".to_string())]);
        // A game that does not read names nothing to show; said once.
        let read = read_link("?game=chess&step=4");
        assert_eq!(read.link, None);
        assert!(matches!(read.dropped[..], [LinkError::Game(_)]), "{:?}", read.dropped);
        // `?step=5` alone: options that name no tree.
        assert_eq!(read_link("?step=5"), LinkRead { link: None, dropped: vec![LinkError::OptionsWithoutTree] });
        assert_eq!(read_link("?theme=dark"), LinkRead { link: None, dropped: vec![] });
        // The strict reading still refuses the whole link.
        assert_eq!(parse_link("?tree=1&bounds=5,-5"), Err(LinkError::Bounds("5,-5".to_string())));
    }

    #[test]
    fn unknown_presentation_values_are_named_with_the_values_there_are() {
        let found = presentation_problems("?tree=1&compare=everything&theme=neon&lang=fr&mode=quiz&task=guess&exercise=tough-x&count=99");
        let keys: Vec<&str> = found
            .iter()
            .map(|e| match e {
                LinkError::Unknown { key, .. } => *key,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(keys, ["compare", "theme", "lang", "mode", "task", "exercise", "count"]);
        assert_eq!(
            found[0],
            LinkError::Unknown { key: "compare", value: "everything".to_string(), known: "algorithm, cut, form, best-first, worst-first" }
        );
        // Every value the page itself writes is known.
        for c in Compare::ALL {
            for t in [Theme::Light, Theme::Dark, Theme::Contrast] {
                let p = Presentation { compare: Some(c), theme: t, lang: Some(Lang::Ja), projector: true, ..Presentation::default() };
                assert_eq!(presentation_problems(&presentation_query(&p)), [], "{c:?} {t:?}");
            }
        }
        let p = Presentation { practice: Some(Task::Predict), exercise: "hard-7".parse().ok(), ..Presentation::default() };
        assert_eq!(presentation_problems(&presentation_query(&p)), []);
        let p = Presentation { worksheet: Some(6), exercise: "easy-3".parse().ok(), ..Presentation::default() };
        assert_eq!(presentation_problems(&presentation_query(&p)), []);
        assert_eq!(presentation_problems("?tree=1&compare=&theme="), []);
    }
    /// A SCORM package's launch link is read back as the same set of
    /// exercises, and a bad `set=` or `lms=` is said.
    #[test]
    fn a_launch_link_opens_its_set() {
        use crate::lms::{Course, Scorm, launch_query};
        let c = Course { first: "medium-42".parse().expect("exercise"), count: 5, scorm: Some(Scorm::V2004) };
        let query = launch_query(&c, Options::default(), Lang::Tr);
        let present = parse_presentation(&format!("?{query}"));
        assert_eq!(present.course, Some(c));
        assert_eq!(present.exercise, Some(c.first));
        assert!(presentation_query(&present).ends_with("&set=medium-42&count=5&lms=scorm2004"), "kept in the address");
        assert!(presentation_problems(&format!("?{query}")).is_empty());
        let bad = presentation_problems("?mode=practice&set=medium&lms=scorm3");
        assert_eq!(bad.len(), 2);
        assert_eq!(parse_presentation("?set=medium-42&count=5").course, None, "a set is practice's");
        assert_eq!(parse_presentation("?mode=practice&set=easy-1&count=99").course.map(|c| c.count), Some(30));
    }
}
