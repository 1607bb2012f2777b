//! Practice inside a course's LMS: a set of exercises (`set=medium-42&count=5`
//! with `mode=practice`), the score of each, and what a SCORM package
//! reports to the LMS's runtime after each Check (`lms=scorm12` or
//! `lms=scorm2004`). Plain Rust, tested natively; the page's
//! `view/lms.rs` finds the runtime's API and calls it with these values.
//!
//! An exercise's score is its first Check's, as the practice tally counts
//! it: correcting the answers after the marks are shown does not change
//! it. A new attempt in the LMS starts again.

use minimax_engine::practice::Exercise;

/// The SCORM edition a package speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Scorm {
    /// SCORM 1.2: the runtime is `window.API` (`LMSInitialize`, …).
    V12,
    /// SCORM 2004 4th edition: `window.API_1484_11` (`Initialize`, …).
    V2004,
}

impl Scorm {
    pub const ALL: [Scorm; 2] = [Scorm::V12, Scorm::V2004];

    /// The name in links (`lms=scorm12`).
    pub fn code(self) -> &'static str {
        match self {
            Scorm::V12 => "scorm12",
            Scorm::V2004 => "scorm2004",
        }
    }

    pub fn from_code(code: &str) -> Option<Scorm> {
        Scorm::ALL.into_iter().find(|s| s.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The runtime object's name on the LMS's window.
    pub fn api_name(self) -> &'static str {
        match self {
            Scorm::V12 => "API",
            Scorm::V2004 => "API_1484_11",
        }
    }

    /// The runtime's methods: initialize, set a value, get a value,
    /// commit, terminate.
    pub fn methods(self) -> [&'static str; 5] {
        match self {
            Scorm::V12 => ["LMSInitialize", "LMSSetValue", "LMSGetValue", "LMSCommit", "LMSFinish"],
            Scorm::V2004 => ["Initialize", "SetValue", "GetValue", "Commit", "Terminate"],
        }
    }

    /// Where a package keeps the scores between sessions.
    pub fn suspend_key(self) -> &'static str {
        "cmi.suspend_data"
    }

    /// A readable name (`SCORM 1.2`, `SCORM 2004 4th edition`).
    pub fn label(self) -> &'static str {
        match self {
            Scorm::V12 => "SCORM 1.2",
            Scorm::V2004 => "SCORM 2004 4th edition",
        }
    }
}

/// The most exercises a set (or a SCORM package) holds.
pub const SET_MAX: u32 = 30;

/// A set of exercises practised one after another: `first` and the
/// `count - 1` seeds after it (as a worksheet's), reported to an LMS when
/// `scorm` says which runtime.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Course {
    pub first: Exercise,
    pub count: u32,
    pub scorm: Option<Scorm>,
}

impl Course {
    /// The `k`-th exercise (from 0), if the set has one.
    pub fn exercise(&self, k: u32) -> Option<Exercise> {
        (k < self.count).then(|| Exercise { level: self.first.level, seed: self.first.seed.wrapping_add(u64::from(k)) })
    }

    /// Where `exercise` is in the set, if it is in it.
    pub fn index_of(&self, exercise: Exercise) -> Option<u32> {
        let k = exercise.seed.wrapping_sub(self.first.seed);
        (exercise.level == self.first.level && k < u64::from(self.count)).then_some(k as u32)
    }

    /// The link's part for the set: `&set=medium-42&count=5&lms=scorm12`.
    pub fn query(&self) -> String {
        let lms = self.scorm.map_or(String::new(), |s| format!("&lms={}", s.code()));
        format!("&set={}&count={}{lms}", self.first, self.count)
    }
}

/// Whether a set is done: every exercise checked at full marks (passed),
/// some not yet checked (incomplete), or every one checked but not all at
/// full marks (failed).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    Passed,
    Incomplete,
    Failed,
}

/// The first Check's score of each exercise of a set, by its place:
/// `(place, right, total)` in order of place (a short list: a plain vector
/// costs the page less code than a map).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Scores(Vec<(u32, u32, u32)>);

impl Scores {
    /// Keeps the first score of exercise `k`; later Checks change nothing.
    pub fn record(&mut self, k: u32, right: u32, total: u32) {
        if let Err(at) = self.0.binary_search_by_key(&k, |&(place, ..)| place) {
            self.0.insert(at, (k, right.min(total), total));
        }
    }

    /// Exercise `k`'s score (right, total), if it was checked.
    pub fn get(&self, k: u32) -> Option<(u32, u32)> {
        self.0.iter().find(|&&(place, ..)| place == k).map(|&(_, r, t)| (r, t))
    }

    /// How many exercises were checked.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Each checked exercise: place, right, total.
    pub fn iter(&self) -> impl Iterator<Item = (u32, u32, u32)> + '_ {
        self.0.iter().copied()
    }

    /// The score out of 100 over `count` exercises: each exercise weighs
    /// the same (its share right), one not checked counts 0; rounded to
    /// the nearest whole number, and 100 only at full marks.
    pub fn raw(&self, count: u32) -> u32 {
        if count == 0 {
            return 0;
        }
        let sum: f64 =
            self.0.iter().filter(|&&(k, ..)| k < count).map(|&(_, r, t)| if t == 0 { 1.0 } else { f64::from(r) / f64::from(t) }).sum();
        let raw = (100.0 * sum / f64::from(count)).round() as u32;
        if self.status(count) == Status::Passed { 100 } else { raw.min(99) }
    }

    pub fn status(&self, count: u32) -> Status {
        let checked: Vec<_> = (0..count).filter_map(|k| self.get(k)).collect();
        if (checked.len() as u32) < count {
            Status::Incomplete
        } else if checked.iter().all(|(r, t)| r == t) {
            Status::Passed
        } else {
            Status::Failed
        }
    }

    /// As kept in `cmi.suspend_data`: `k:right/total` separated by spaces.
    pub fn to_text(&self) -> String {
        self.0.iter().map(|(k, r, t)| format!("{k}:{r}/{t}")).collect::<Vec<_>>().join(" ")
    }

    /// Reads [`Scores::to_text`] back; anything unreadable is left out, so
    /// a damaged record never stops the package.
    pub fn from_text(text: &str, count: u32) -> Scores {
        let mut scores = Scores::default();
        for part in text.split_whitespace() {
            let read = || -> Option<(u32, u32, u32)> {
                let (k, rt) = part.split_once(':')?;
                let (r, t) = rt.split_once('/')?;
                Some((k.parse().ok()?, r.parse().ok()?, t.parse().ok()?))
            };
            if let Some((k, r, t)) = read().filter(|&(k, r, t)| k < count && r <= t) {
                scores.record(k, r, t);
            }
        }
        scores
    }
}

/// A session's length as the edition writes it: SCORM 1.2's
/// `HHHH:MM:SS.SS`, SCORM 2004's ISO 8601 duration `PT1H2M3.5S`.
pub fn session_time(scorm: Scorm, seconds: f64) -> String {
    let centis = (seconds.max(0.0) * 100.0).round() as u64;
    let (h, m, s, c) = (centis / 360_000, centis / 6000 % 60, centis / 100 % 60, centis % 100);
    match scorm {
        Scorm::V12 => format!("{:04}:{m:02}:{s:02}.{c:02}", h.min(9999)),
        Scorm::V2004 => format!("PT{h}H{m}M{s}.{c:02}S"),
    }
}

/// The values reported after a Check, in order: the score (raw 0–100,
/// min 0, max 100; SCORM 2004 also scaled 0–1), the status and the
/// session time so far, and the scores kept for the next session.
pub fn report(scorm: Scorm, scores: &Scores, count: u32, seconds: f64) -> Vec<(&'static str, String)> {
    let raw = scores.raw(count);
    let status = scores.status(count);
    let mut out = Vec::new();
    match scorm {
        Scorm::V12 => {
            out.push(("cmi.core.score.raw", raw.to_string()));
            out.push(("cmi.core.score.min", "0".to_string()));
            out.push(("cmi.core.score.max", "100".to_string()));
            let status = match status {
                Status::Passed => "passed",
                Status::Incomplete => "incomplete",
                Status::Failed => "failed",
            };
            out.push(("cmi.core.lesson_status", status.to_string()));
            out.push(("cmi.core.session_time", session_time(scorm, seconds)));
        }
        Scorm::V2004 => {
            out.push(("cmi.score.raw", raw.to_string()));
            out.push(("cmi.score.min", "0".to_string()));
            out.push(("cmi.score.max", "100".to_string()));
            // raw / 100 with integers (no float formatting in the page).
            let scaled = format!("{}.{:02}", raw / 100, raw % 100);
            out.push(("cmi.score.scaled", scaled.trim_end_matches('0').trim_end_matches('.').to_string()));
            let (completion, success) = match status {
                Status::Passed => ("completed", "passed"),
                Status::Incomplete => ("incomplete", "unknown"),
                Status::Failed => ("completed", "failed"),
            };
            out.push(("cmi.completion_status", completion.to_string()));
            out.push(("cmi.success_status", success.to_string()));
            out.push(("cmi.session_time", session_time(scorm, seconds)));
        }
    }
    out.push((scorm.suspend_key(), scores.to_text()));
    out
}

/// What is set when the package starts: where the score lies, and, on a
/// first launch, that the attempt has begun.
pub fn start(scorm: Scorm, first_launch: bool) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    match scorm {
        Scorm::V12 => {
            out.push(("cmi.core.score.min", "0".to_string()));
            out.push(("cmi.core.score.max", "100".to_string()));
            if first_launch {
                out.push(("cmi.core.lesson_status", "incomplete".to_string()));
            }
        }
        Scorm::V2004 => {
            out.push(("cmi.score.min", "0".to_string()));
            out.push(("cmi.score.max", "100".to_string()));
            if first_launch {
                out.push(("cmi.completion_status", "incomplete".to_string()));
            }
        }
    }
    out
}

/// What is set when the package is left: the session's time, and whether
/// the learner may come back to it (suspend) or is done.
pub fn finish(scorm: Scorm, scores: &Scores, count: u32, seconds: f64) -> Vec<(&'static str, String)> {
    let done = scores.status(count) != Status::Incomplete;
    match scorm {
        Scorm::V12 => {
            vec![("cmi.core.session_time", session_time(scorm, seconds)), ("cmi.core.exit", if done { "" } else { "suspend" }.to_string())]
        }
        Scorm::V2004 => {
            vec![("cmi.session_time", session_time(scorm, seconds)), ("cmi.exit", if done { "normal" } else { "suspend" }.to_string())]
        }
    }
}

/// The "entry" value that says a launch is the attempt's first.
pub fn entry_key(scorm: Scorm) -> &'static str {
    match scorm {
        Scorm::V12 => "cmi.core.entry",
        Scorm::V2004 => "cmi.entry",
    }
}

/// Where the runtime says how the package was opened (`normal`,
/// `review`, `browse`).
pub fn mode_key(scorm: Scorm) -> &'static str {
    match scorm {
        Scorm::V12 => "cmi.core.lesson_mode",
        Scorm::V2004 => "cmi.mode",
    }
}

/// Whether the package was opened to review or browse: then nothing is
/// reported (a runtime refuses a status there, and a review must not
/// change the grade).
pub fn is_review(mode: &str) -> bool {
    matches!(mode.trim(), "review" | "browse")
}

/// Whether an entry value (`ab-initio`, `resume`, or empty) is a first launch.
pub fn is_first_launch(entry: &str) -> bool {
    entry != "resume"
}

/// What a SCORM package is made of besides the app's own files.
pub struct Package {
    /// The launch page, `launch.html`: it opens the app on the set.
    pub launch: String,
    pub manifest: String,
}

/// The file the manifest launches.
pub const LAUNCH: &str = "launch.html";

/// The app's link a package opens: practice on the set's first exercise
/// under `options`, in `lang`, reporting to the edition's runtime.
pub fn launch_query(course: &Course, options: minimax_engine::options::Options, lang: minimax_engine::lang::Lang) -> String {
    format!(
        "mode=practice&task=solve&exercise={}&algo={}&cut={}&form={}&lang={}{}",
        course.first,
        options.algorithm.name(),
        options.cut.name(),
        options.form.name(),
        lang.code(),
        course.query()
    )
}

fn xml(text: &str) -> String {
    minimax_engine::quiz::escape_xml(text)
}

/// The package's manifest and launch page for `course` (whose `scorm`
/// names the edition; SCORM 1.2 when it names none), titled `title`,
/// listing `files` (the app's, beside the launch page).
pub fn package(
    course: &Course,
    options: minimax_engine::options::Options,
    lang: minimax_engine::lang::Lang,
    title: &str,
    files: &[String],
) -> Package {
    let query = launch_query(course, options, lang);
    let launch = format!(
        "<!doctype html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n\
         <script>location.replace('index.html?{query}');</script>\n</head>\n<body>\n\
         <p><a href=\"index.html?{}\">Minimax Lab</a></p>\n</body>\n</html>\n",
        lang.code(),
        xml(title),
        xml(&query)
    );
    let id = format!("minimax-lab-{}-x{}", course.first, course.count);
    let list: String =
        std::iter::once(LAUNCH.to_string()).chain(files.iter().cloned()).map(|f| format!("      <file href=\"{}\"/>\n", xml(&f))).collect();
    let manifest = match course.scorm.unwrap_or(Scorm::V12) {
        Scorm::V12 => format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<manifest identifier=\"{id}\" version=\"1.0\" \
             xmlns=\"http://www.imsproject.org/xsd/imscp_rootv1p1p2\" xmlns:adlcp=\"http://www.adlnet.org/xsd/adlcp_rootv1p2\" \
             xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
             xsi:schemaLocation=\"http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd\">\n  \
             <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>\n  <organizations default=\"org\">\n    \
             <organization identifier=\"org\"><title>{t}</title>\n      <item identifier=\"item\" identifierref=\"sco\" isvisible=\"true\"><title>{t}</title></item>\n    \
             </organization>\n  </organizations>\n  <resources>\n    <resource identifier=\"sco\" type=\"webcontent\" adlcp:scormtype=\"sco\" href=\"{LAUNCH}\">\n{list}    \
             </resource>\n  </resources>\n</manifest>\n",
            t = xml(title)
        ),
        Scorm::V2004 => format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<manifest identifier=\"{id}\" version=\"1\" \
             xmlns=\"http://www.imsglobal.org/xsd/imscp_v1p1\" xmlns:adlcp=\"http://www.adlnet.org/xsd/adlcp_v1p3\" \
             xmlns:adlseq=\"http://www.adlnet.org/xsd/adlseq_v1p3\" xmlns:adlnav=\"http://www.adlnet.org/xsd/adlnav_v1p3\" \
             xmlns:imsss=\"http://www.imsglobal.org/xsd/imsss\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
             xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd \
             http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd\">\n  \
             <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>\n  <organizations default=\"org\">\n    \
             <organization identifier=\"org\"><title>{t}</title>\n      <item identifier=\"item\" identifierref=\"sco\"><title>{t}</title></item>\n    \
             </organization>\n  </organizations>\n  <resources>\n    <resource identifier=\"sco\" type=\"webcontent\" adlcp:scormType=\"sco\" href=\"{LAUNCH}\">\n{list}    \
             </resource>\n  </resources>\n</manifest>\n",
            t = xml(title)
        ),
    };
    Package { launch, manifest }
}

/// The files of the app a package carries, named as the built page names
/// them: `index.html`, its stylesheet and icon (read off `index_html`),
/// the build that speaks `lang` (the launch link names it, and a graded
/// set has no language menu) and the on-demand module. The service worker
/// is left out: inside an LMS the page is not cached for offline use.
pub fn app_files(index_html: &str, lang: minimax_engine::lang::Lang) -> Vec<String> {
    let mut files = vec!["index.html".to_string()];
    // Quoted or not (the release build's HTML is minified).
    for piece in index_html.split(['"', '\'', ' ', '>', '=']) {
        let name = piece.trim_start_matches("./");
        let ours = (name.starts_with("style-") && name.ends_with(".css")) || name == "favicon.svg";
        if ours && !name.contains('/') && !files.iter().any(|f| f == name) {
            files.push(name.to_string());
        }
    }
    let build = match lang {
        minimax_engine::lang::Lang::En => "minimax-lab".to_string(),
        other => format!("minimax-lab-{}", other.code()),
    };
    let plain = [format!("{build}.js"), format!("{build}_bg.wasm")]
        .into_iter()
        .chain(["minimax-extras.js", "minimax-extras_bg.wasm", "worksheet.css"].map(String::from));
    files.extend(plain.map(|p| build_name(index_html, &p)));
    files
}

/// The name the page gives a build (`minimax-lab.js`): with the hash of
/// its content the build wrote into the page's `minimaxFiles`
/// (`"minimax-lab.js":"./minimax-lab-0123456789abcdef.js"`); the plain name
/// where the page names none.
pub fn build_name(index_html: &str, plain: &str) -> String {
    let key = format!("\"{plain}\":\"./");
    index_html
        .find(&key)
        .and_then(|at| index_html[at + key.len()..].split('"').next())
        .filter(|name| !name.is_empty() && !name.contains('/'))
        .unwrap_or(plain)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use minimax_engine::practice::Level;

    fn course(count: u32) -> Course {
        Course { first: Exercise { level: Level::Medium, seed: 42 }, count, scorm: Some(Scorm::V12) }
    }

    #[test]
    fn a_set_numbers_its_exercises_from_the_first() {
        let c = course(3);
        assert_eq!(c.exercise(2), Some(Exercise { level: Level::Medium, seed: 44 }));
        assert_eq!(c.exercise(3), None);
        assert_eq!(c.index_of(Exercise { level: Level::Medium, seed: 43 }), Some(1));
        assert_eq!(c.index_of(Exercise { level: Level::Medium, seed: 45 }), None);
        assert_eq!(c.index_of(Exercise { level: Level::Hard, seed: 43 }), None);
        assert_eq!(c.index_of(Exercise { level: Level::Medium, seed: 41 }), None, "before the first");
        assert_eq!(c.query(), "&set=medium-42&count=3&lms=scorm12");
    }

    #[test]
    fn the_score_is_each_exercises_first_check_averaged() {
        let mut s = Scores::default();
        assert_eq!((s.raw(2), s.status(2)), (0, Status::Incomplete));
        s.record(0, 3, 4);
        assert_eq!((s.raw(2), s.status(2)), (38, Status::Incomplete), "3/4 over two exercises: 37.5 rounds to 38");
        s.record(0, 4, 4);
        assert_eq!(s.get(0), Some((3, 4)), "the first Check counts");
        s.record(1, 5, 5);
        assert_eq!((s.raw(2), s.status(2)), (88, Status::Failed));
        let mut full = Scores::default();
        full.record(0, 7, 7);
        full.record(1, 2, 2);
        assert_eq!((full.raw(2), full.status(2)), (100, Status::Passed));
        // 199/200 would round to 100: only full marks say 100.
        let mut almost = Scores::default();
        almost.record(0, 199, 200);
        assert_eq!(almost.raw(1), 99);
    }

    #[test]
    fn scores_survive_as_suspend_data_and_damage_is_left_out() {
        let mut s = Scores::default();
        s.record(0, 3, 4);
        s.record(2, 5, 5);
        assert_eq!(Scores::from_text(&s.to_text(), 3), s);
        let read = Scores::from_text("0:3/4 junk 1:9/2 7:1/1 2:5/5 2:0/5", 3);
        assert_eq!(read, s, "right above total, a place outside the set, repeats and junk are left out");
    }

    #[test]
    fn session_time_is_written_as_each_edition_says() {
        assert_eq!(session_time(Scorm::V12, 3723.456), "0001:02:03.46");
        assert_eq!(session_time(Scorm::V2004, 3723.456), "PT1H2M3.46S");
        assert_eq!(session_time(Scorm::V12, -5.0), "0000:00:00.00");
    }

    #[test]
    fn a_report_sets_score_status_time_and_scores() {
        let mut s = Scores::default();
        s.record(0, 1, 2);
        let r12 = report(Scorm::V12, &s, 1, 61.0);
        let get = |r: &[(&str, String)], k: &str| r.iter().find(|(key, _)| *key == k).map(|(_, v)| v.clone());
        assert_eq!(get(&r12, "cmi.core.score.raw").as_deref(), Some("50"));
        assert_eq!(get(&r12, "cmi.core.lesson_status").as_deref(), Some("failed"));
        assert_eq!(get(&r12, "cmi.core.session_time").as_deref(), Some("0000:01:01.00"));
        assert_eq!(get(&r12, "cmi.suspend_data").as_deref(), Some("0:1/2"));
        let r04 = report(Scorm::V2004, &s, 2, 61.0);
        assert_eq!(get(&r04, "cmi.score.scaled").as_deref(), Some("0.25"));
        assert_eq!(get(&r04, "cmi.completion_status").as_deref(), Some("incomplete"));
        assert_eq!(get(&r04, "cmi.success_status").as_deref(), Some("unknown"));
        s.record(1, 2, 2);
        let r04 = report(Scorm::V2004, &s, 2, 1.0);
        assert_eq!(
            (get(&r04, "cmi.completion_status").as_deref(), get(&r04, "cmi.success_status").as_deref()),
            (Some("completed"), Some("failed"))
        );
        assert_eq!(get(&finish(Scorm::V12, &Scores::default(), 2, 1.0), "cmi.core.exit").as_deref(), Some("suspend"));
        assert_eq!(Scorm::from_code("SCORM2004"), Some(Scorm::V2004));
        assert!(is_first_launch("ab-initio") && is_first_launch("") && !is_first_launch("resume"));
        assert!(is_review("review") && is_review("browse") && !is_review("normal") && !is_review(""));
        assert_eq!((mode_key(Scorm::V12), mode_key(Scorm::V2004)), ("cmi.core.lesson_mode", "cmi.mode"));
    }

    #[test]
    fn a_package_launches_the_set_and_lists_every_file() {
        use minimax_engine::options::Options;
        let c = Course { scorm: Some(Scorm::V2004), ..course(5) };
        let page = "<link rel=stylesheet href=./style-ab12.css><link rel=\"icon\" href=\"favicon.svg\"><script src=x.js></script>";
        let files = app_files(page, minimax_engine::lang::Lang::Zh);
        assert_eq!(&files[..3], ["index.html", "style-ab12.css", "favicon.svg"]);
        assert!(files.contains(&"minimax-lab-zh_bg.wasm".to_string()) && files.contains(&"minimax-extras.js".to_string()));
        assert!(!files.contains(&"minimax-lab_bg.wasm".to_string()), "one language's build");
        assert!(app_files(page, minimax_engine::lang::Lang::En).contains(&"minimax-lab_bg.wasm".to_string()));
        assert!(!files.iter().any(|f| f.contains("sw.js")));
        // A built page names its builds with their content's hash: the
        // package carries those files.
        let built = format!(
            "{page}<script>window.minimaxFiles = {};</script>",
            r#"{"minimax-lab.js":"./minimax-lab-0123456789abcdef.js","minimax-lab_bg.wasm":"./minimax-lab-00112233aabbccdd_bg.wasm","minimax-lab-zh.js":"./minimax-lab-zh-fedcba9876543210.js","minimax-extras.js":"./minimax-extras-1111111111111111.js","worksheet.css":"./worksheet-2222222222222222.css","bytes":{"minimax-lab":10}}"#
        );
        let hashed = app_files(&built, minimax_engine::lang::Lang::En);
        assert_eq!(
            hashed[3..],
            [
                "minimax-lab-0123456789abcdef.js",
                "minimax-lab-00112233aabbccdd_bg.wasm",
                "minimax-extras-1111111111111111.js",
                "minimax-extras_bg.wasm",
                "worksheet-2222222222222222.css"
            ]
        );
        assert_eq!(app_files(&built, minimax_engine::lang::Lang::Zh)[3], "minimax-lab-zh-fedcba9876543210.js");
        let p = package(&c, Options::default(), minimax_engine::lang::Lang::Tr, "Minimax <Lab>", &files);
        assert!(p.launch.contains("location.replace('index.html?mode=practice&task=solve&exercise=medium-42&algo=alphabeta&cut=ge&form=aima&lang=tr&set=medium-42&count=5&lms=scorm2004')"));
        assert!(p.manifest.contains("adlcp:scormType=\"sco\" href=\"launch.html\""));
        assert!(p.manifest.contains("<schemaversion>2004 4th Edition</schemaversion>"));
        assert!(p.manifest.contains("<title>Minimax &lt;Lab&gt;</title>"));
        for f in &files {
            assert!(p.manifest.contains(&format!("<file href=\"{f}\"/>")), "{f}");
        }
        let v12 = package(&course(2), Options::default(), minimax_engine::lang::Lang::En, "t", &files);
        assert!(v12.manifest.contains("adlcp:scormtype=\"sco\"") && v12.manifest.contains("<schemaversion>1.2</schemaversion>"));
    }
}
