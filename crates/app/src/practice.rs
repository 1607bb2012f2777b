//! Practice mode's state: the task (solve the whole tree, or predict each
//! step), the student's answers, the grade, hints taken and the score.
//! Plain Rust, tested natively; the model (`state`) owns one of these
//! while practice is on, and the engine's `practice` module does the
//! grading.

use std::rc::Rc;

use minimax_engine::practice::{Field, Grade, Key, KeyError, Part, Prediction, Solution, answer_key, check, grade, question};
use minimax_engine::search::Trace;
use minimax_engine::tree::{NodeId, Tree};

/// How the student practises.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Task {
    /// Type every node's value (and α/β), mark the pruned edges, check.
    #[default]
    Solve,
    /// Say what each step does before it is shown.
    Predict,
}

impl Task {
    pub const ALL: [Task; 2] = [Task::Solve, Task::Predict];

    /// The name in links (`task=`).
    pub fn name(self) -> &'static str {
        match self {
            Task::Solve => "solve",
            Task::Predict => "predict",
        }
    }

    pub fn from_name(name: &str) -> Option<Task> {
        Task::ALL.into_iter().find(|t| t.name().eq_ignore_ascii_case(name.trim()))
    }
}

/// What a student does in practice mode.
#[derive(Clone, PartialEq, Debug)]
pub enum PracticeAction {
    /// Practice on (with this task) or off.
    Start(Option<Task>),
    /// Typed into a node's value, α or β box.
    Write(NodeId, Field, String),
    /// Marked or unmarked the edge above this child as pruned.
    TogglePrune(NodeId),
    /// Grade α and β too, or not.
    WithWindow(bool),
    /// Grade the solution.
    Check,
    /// Reveal the next step of the search (a hint).
    Hint,
    /// Step the search to where the first mistake goes wrong.
    FirstMistake,
    /// Start the exercise again: answers, grade, hints and step.
    Reset,
    /// Predict: the value typed for `v`, for the new α/β, the cut answer,
    /// a child ticked as pruned.
    PredictV(String),
    PredictBound(String),
    PredictCuts(bool),
    PredictPrune(NodeId),
    /// Check the prediction for the next step.
    PredictCheck,
    /// Show the next step (after a checked prediction, or one with nothing
    /// to predict).
    Continue,
}

/// Everything about the exercise being practised.
#[derive(Clone, PartialEq, Debug)]
pub struct Practice {
    pub task: Task,
    /// The key of the tree and options on screen; an error when there is
    /// none (the search stops at a placeholder).
    pub key: Rc<Result<Key, KeyError>>,
    pub solution: Solution,
    /// The last grade, until an answer changes.
    pub graded: Option<Rc<Grade>>,
    /// Steps revealed as hints.
    pub hints: u32,
    /// Predict: the prediction being typed for the next step.
    pub prediction: Prediction,
    /// Predict: the step whose prediction was checked and the parts that
    /// were wrong (empty: all right), until the student goes on.
    pub checked: Option<(usize, Vec<Part>)>,
    /// Predict: questions answered and answered right.
    pub asked: u32,
    pub right: u32,
    /// This exercise's score is already in the tally.
    pub counted: bool,
}

/// The running tally over exercises (kept in localStorage).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    pub exercises: u32,
    pub points: u32,
    pub out_of: u32,
}

impl Tally {
    /// `exercises points out_of`, as stored.
    pub fn to_text(self) -> String {
        format!("{} {} {}", self.exercises, self.points, self.out_of)
    }

    /// A stored tally; anything unreadable is a fresh one.
    pub fn from_text(text: &str) -> Tally {
        let n: Vec<u32> = text.split_whitespace().filter_map(|w| w.parse().ok()).collect();
        match n.as_slice() {
            &[exercises, points, out_of] if points <= out_of => Tally { exercises, points, out_of },
            _ => Tally::default(),
        }
    }
}

impl Practice {
    /// Practice of `task` on `tree` searched as `trace`.
    pub fn new(task: Task, tree: &Tree, trace: &Trace) -> Practice {
        Practice {
            task,
            key: Rc::new(answer_key(tree, trace)),
            solution: Solution {
                with_window: trace.options().algorithm == minimax_engine::search::Algorithm::AlphaBeta,
                ..Solution::default()
            },
            graded: None,
            hints: 0,
            prediction: Prediction::default(),
            checked: None,
            asked: 0,
            right: 0,
            counted: false,
        }
    }

    /// The same task afresh on a new tree or search.
    pub fn restart(&self, tree: &Tree, trace: &Trace) -> Practice {
        Practice::new(self.task, tree, trace)
    }

    /// Applies `action` at step `step` of `trace`; returns the step to show
    /// next and the points to add to the tally (`(points, out_of)`), if the
    /// exercise was just finished.
    pub fn apply(&mut self, action: PracticeAction, tree: &Tree, trace: &Trace, step: usize) -> (usize, Option<(u32, u32)>) {
        let mut to = step;
        let mut finished = None;
        match action {
            PracticeAction::Start(_) => {}
            PracticeAction::Write(node, field, text) => {
                if node.index() < tree.len() && !tree[node].is_leaf() {
                    self.solution.set(node, field, text);
                    self.graded = None;
                }
            }
            PracticeAction::TogglePrune(child) => {
                if child.index() < tree.len() && child != NodeId::ROOT {
                    if !self.solution.pruned.remove(&child) {
                        self.solution.pruned.insert(child);
                    }
                    self.graded = None;
                }
            }
            PracticeAction::WithWindow(on) => {
                self.solution.with_window = on;
                self.graded = None;
            }
            PracticeAction::Check => {
                if let Ok(key) = self.key.as_ref() {
                    let g = grade(tree, key, &self.solution);
                    if !self.counted {
                        self.counted = true;
                        finished = Some((g.right() as u32, g.total() as u32));
                    }
                    self.graded = Some(Rc::new(g));
                }
            }
            PracticeAction::Hint => {
                if step < trace.len() {
                    self.hints += 1;
                    to = step + 1;
                }
            }
            PracticeAction::FirstMistake => {
                if let Some(item) = self.graded.as_ref().and_then(|g| g.first_mistake()) {
                    to = item.step();
                }
            }
            PracticeAction::Reset => {
                *self = self.restart(tree, trace);
                to = 0;
            }
            PracticeAction::PredictV(text) => self.prediction.v = text,
            PracticeAction::PredictBound(text) => self.prediction.bound = text,
            PracticeAction::PredictCuts(cuts) => self.prediction.cuts = Some(cuts),
            PracticeAction::PredictPrune(child) => {
                if !self.prediction.pruned.remove(&child) {
                    self.prediction.pruned.insert(child);
                }
            }
            PracticeAction::PredictCheck => {
                if self.checked.is_none()
                    && let Some(q) = question(tree, trace, step)
                {
                    let wrong = check(&q, &self.prediction);
                    self.asked += 1;
                    if wrong.is_empty() {
                        self.right += 1;
                    }
                    self.checked = Some((step, wrong));
                }
            }
            PracticeAction::Continue => {
                let due = question(tree, trace, step).is_some() && self.checked.is_none();
                if !due && step < trace.len() {
                    to = step + 1;
                    self.checked = None;
                    self.prediction = Prediction::default();
                    if to == trace.len() && !self.counted {
                        self.counted = true;
                        finished = Some((self.right, self.asked));
                    }
                }
            }
        }
        (to, finished)
    }
}

/// A student's progress as text, to survive a reload: the answers, the
/// marks, hints, whether it was checked, the predict score and the
/// prediction being typed, and the step. One field per line, tab
/// separated, strings percent-encoded. `restore` reads it back only onto
/// the same task, tree and search (`identity`).
impl Practice {
    pub fn to_text(&self, identity: &str, step: usize) -> String {
        use crate::percent::percent_encode as enc;
        let mut out =
            format!("minimax-lab practice 1\nfor\t{}\ntask\t{}\nstep\t{step}\nhints\t{}\n", enc(identity), self.task.name(), self.hints);
        out.push_str(&format!("window\t{}\nchecked\t{}\n", u8::from(self.solution.with_window), u8::from(self.graded.is_some())));
        out.push_str(&format!("score\t{}\t{}\t{}\n", self.asked, self.right, u8::from(self.counted)));
        for (node, w) in &self.solution.nodes {
            out.push_str(&format!("node\t{}\t{}\t{}\t{}\n", node.index(), enc(&w.value), enc(&w.alpha), enc(&w.beta)));
        }
        let ids = |set: &std::collections::BTreeSet<NodeId>| set.iter().map(|n| n.index().to_string()).collect::<Vec<_>>().join(" ");
        out.push_str(&format!("pruned\t{}\n", ids(&self.solution.pruned)));
        let p = &self.prediction;
        let cuts = match p.cuts {
            None => "-",
            Some(true) => "y",
            Some(false) => "n",
        };
        out.push_str(&format!("predict\t{}\t{}\t{cuts}\t{}\n", enc(&p.v), enc(&p.bound), ids(&p.pruned)));
        if let Some((at, wrong)) = &self.checked {
            let parts: String = wrong
                .iter()
                .map(|part| match part {
                    Part::V => 'v',
                    Part::Bound => 'b',
                    Part::Cuts => 'c',
                    Part::Pruned => 'p',
                })
                .collect();
            out.push_str(&format!("predicted\t{at}\t{parts}\n"));
        }
        out
    }

    /// The practice `text` wrote, on the tree and search it was written
    /// for (`identity`), with the step to show; `None` for anything else
    /// (another exercise, another search, text that does not read).
    pub fn restore(text: &str, identity: &str, tree: &Tree, trace: &Trace) -> Option<(Practice, usize)> {
        use crate::percent::percent_decode as dec;
        let mut lines = text.lines();
        if lines.next()? != "minimax-lab practice 1" {
            return None;
        }
        let fields: Vec<Vec<&str>> = lines.map(|l| l.split('\t').collect()).collect();
        fn get<'a>(fields: &[Vec<&'a str>], key: &str) -> Option<Vec<&'a str>> {
            fields.iter().find(|f| f.first() == Some(&key)).cloned()
        }
        if dec(get(&fields, "for")?.get(1)?) != identity {
            return None;
        }
        let task = Task::from_name(get(&fields, "task")?.get(1)?)?;
        let step: usize = get(&fields, "step")?.get(1)?.parse().ok()?;
        let mut practice = Practice::new(task, tree, trace);
        practice.hints = get(&fields, "hints")?.get(1)?.parse().ok()?;
        practice.solution.with_window = get(&fields, "window")?.get(1)? == &"1";
        let score = get(&fields, "score")?;
        (practice.asked, practice.right) = (score.get(1)?.parse().ok()?, score.get(2)?.parse().ok()?);
        practice.counted = score.get(3)? == &"1";
        let node_of = |text: &str| text.parse::<u32>().ok().map(NodeId).filter(|n| n.index() < tree.len());
        for f in fields.iter().filter(|f| f.first() == Some(&"node")) {
            let node = node_of(f.get(1)?).filter(|&n| !tree[n].is_leaf())?;
            let (value, alpha, beta) = (dec(f.get(2)?), dec(f.get(3)?), dec(f.get(4)?));
            practice.solution.set(node, Field::Value, value);
            practice.solution.set(node, Field::Alpha, alpha);
            practice.solution.set(node, Field::Beta, beta);
        }
        let ids = |text: &str| -> Option<std::collections::BTreeSet<NodeId>> { text.split_whitespace().map(node_of).collect() };
        practice.solution.pruned = ids(get(&fields, "pruned")?.get(1)?)?;
        let predict = get(&fields, "predict")?;
        practice.prediction = Prediction {
            v: dec(predict.get(1)?),
            bound: dec(predict.get(2)?),
            cuts: match *predict.get(3)? {
                "y" => Some(true),
                "n" => Some(false),
                _ => None,
            },
            pruned: ids(predict.get(4)?)?,
        };
        if let Some(f) = get(&fields, "predicted") {
            let at: usize = f.get(1)?.parse().ok()?;
            let wrong: Vec<Part> = f
                .get(2)?
                .chars()
                .map(|c| match c {
                    'v' => Some(Part::V),
                    'b' => Some(Part::Bound),
                    'c' => Some(Part::Cuts),
                    'p' => Some(Part::Pruned),
                    _ => None,
                })
                .collect::<Option<_>>()?;
            practice.checked = Some((at, wrong));
        }
        if get(&fields, "checked")?.get(1)? == &"1"
            && let Ok(key) = practice.key.as_ref()
        {
            practice.graded = Some(Rc::new(grade(tree, key, &practice.solution)));
        }
        Some((practice, step.min(trace.len())))
    }
}

#[cfg(test)]
mod saved {
    use super::*;
    use minimax_engine::notation;
    use minimax_engine::search::Options;

    #[test]
    fn progress_survives_as_text_on_the_same_exercise_only() {
        let tree = notation::parse(crate::doc::CLASSIC).into_result().unwrap_or_else(|e| panic!("{e:?}"));
        let trace = Trace::run(&tree, Options::default());
        let mut p = Practice::new(Task::Solve, &tree, &trace);
        p.apply(PracticeAction::Write(NodeId(0), Field::Value, "3".into()), &tree, &trace, 0);
        p.apply(PracticeAction::Write(NodeId(1), Field::Alpha, "3\t≤ tab & 100%".into()), &tree, &trace, 0);
        p.apply(PracticeAction::TogglePrune(NodeId(8)), &tree, &trace, 0);
        p.apply(PracticeAction::Hint, &tree, &trace, 0);
        p.apply(PracticeAction::Check, &tree, &trace, 1);
        let text = p.to_text("classic|alphabeta", 1);
        let (back, step) = Practice::restore(&text, "classic|alphabeta", &tree, &trace).expect("reads back");
        assert_eq!(step, 1);
        assert_eq!(back, Practice { graded: back.graded.clone(), key: Rc::clone(&back.key), ..p.clone() });
        assert_eq!(back.graded.as_deref(), p.graded.as_deref(), "the grade is shown again");
        // Another exercise or search, or text that does not read: nothing.
        assert!(Practice::restore(&text, "another|alphabeta", &tree, &trace).is_none());
        assert!(Practice::restore("garbage", "classic|alphabeta", &tree, &trace).is_none());
        assert!(Practice::restore(&text.replace("node\t1\t", "node\t999\t"), "classic|alphabeta", &tree, &trace).is_none());
        // Predict: the score, the prediction typed and a checked question.
        let mut q = Practice::new(Task::Predict, &tree, &trace);
        q.apply(PracticeAction::PredictV("3".into()), &tree, &trace, 3);
        q.apply(PracticeAction::PredictCuts(false), &tree, &trace, 3);
        q.apply(PracticeAction::PredictCheck, &tree, &trace, 3);
        q.apply(PracticeAction::PredictPrune(NodeId(5)), &tree, &trace, 3);
        let (back, step) = Practice::restore(&q.to_text("x", 3), "x", &tree, &trace).expect("reads back");
        assert_eq!((back.clone(), step), (Practice { key: Rc::clone(&back.key), ..q }, 3));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use minimax_engine::notation;
    use minimax_engine::practice::right_prediction;
    use minimax_engine::search::{Algorithm, CutRule, Form, Options};

    fn classic() -> (Tree, Trace) {
        let tree = notation::parse(crate::doc::CLASSIC).into_result().unwrap();
        let trace = Trace::run(&tree, Options { algorithm: Algorithm::AlphaBeta, cut: CutRule::Ge, form: Form::Aima });
        (tree, trace)
    }

    #[test]
    fn tallies_read_back_and_bad_ones_start_afresh() {
        let t = Tally { exercises: 3, points: 20, out_of: 31 };
        assert_eq!(Tally::from_text(&t.to_text()), t);
        assert_eq!(Tally::from_text("3 40 31"), Tally::default());
        assert_eq!(Tally::from_text("x"), Tally::default());
    }

    #[test]
    fn predicting_every_step_right_scores_every_question_once() {
        let (tree, trace) = classic();
        let mut p = Practice::new(Task::Predict, &tree, &trace);
        let mut step = 0;
        let mut finished = None;
        while step < trace.len() {
            // Going on before answering does nothing.
            if let Some(q) = question(&tree, &trace, step) {
                assert_eq!(p.apply(PracticeAction::Continue, &tree, &trace, step).0, step);
                p.prediction = right_prediction(&q);
                p.apply(PracticeAction::PredictCheck, &tree, &trace, step);
                assert_eq!(p.checked, Some((step, Vec::new())));
                p.apply(PracticeAction::PredictCheck, &tree, &trace, step);
            }
            let (to, done) = p.apply(PracticeAction::Continue, &tree, &trace, step);
            assert_eq!(to, step + 1);
            finished = finished.or(done);
            step = to;
        }
        assert!(p.asked > 5);
        assert_eq!(p.right, p.asked);
        assert_eq!(finished, Some((p.asked, p.asked)));
    }

    #[test]
    fn checking_counts_the_first_grade_and_hints_reveal_one_step() {
        let (tree, trace) = classic();
        let mut p = Practice::new(Task::Solve, &tree, &trace);
        assert_eq!(p.apply(PracticeAction::Hint, &tree, &trace, 0).0, 1);
        assert_eq!(p.hints, 1);
        let (_, first) = p.apply(PracticeAction::Check, &tree, &trace, 1);
        assert_eq!(first.map(|(right, _)| right), Some(0), "nothing written yet");
        let (_, again) = p.apply(PracticeAction::Check, &tree, &trace, 1);
        assert_eq!(again, None, "an exercise counts once in the tally");
        // The first mistake of an empty sheet: the first value returned.
        let (to, _) = p.apply(PracticeAction::FirstMistake, &tree, &trace, 1);
        assert!(to > 1 && to <= trace.len());
        assert_eq!(p.apply(PracticeAction::Reset, &tree, &trace, 7).0, 0);
        assert_eq!((p.hints, p.graded.is_none(), p.counted), (0, true, false));
    }
}
