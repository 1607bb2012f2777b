//! Practice's words in English.

use super::super::text::{FieldNames, PartNames, PracticeWords, SheetColumns, Tasks, YesNo};

pub const WORDS: PracticeWords = PracticeWords {
    practice: "Practice",
    practice_title: "Test yourself: the tree without its values",
    tasks: Tasks { solve: "Solve the tree", predict: "Predict each step" },
    solve_intro: "Write each node's value (a node that cuts off may be written as the value it returns or as its bound, e.g. 2 or ≤ 2), and α and β if your course asks for them. Click an edge, or tick a child below, to mark it pruned. Then Check.",
    predict_intro: "Before each step, say what it will do. Check shows the step and explains it.",
    sheet_columns: SheetColumns { node: "Node", value: "Value", alpha: "α", beta: "β", pruned: "Pruned children" },
    grade_window: "Grade α and β too",
    check: "Check",
    hint: "Hint: show the next step",
    first_mistake: "Show the first mistake",
    start_again: "Start again",
    new_exercise: "New exercise",
    level: "Level",
    exercise_named: |e| format!("Exercise {e}"),
    worksheet_link: "Printable worksheet",
    scorm_title: "SCORM package for your LMS",
    course_position: |k, n| format!("Exercise {k} of {n}"),
    course_prev: "◀ Previous",
    course_next: "Next ▶",
    course_score: |raw| format!("Score so far: {raw} of 100 (each exercise's first Check)"),
    course_checked: |r, t| format!("This exercise counted {r} of {t} (its first Check)."),
    course_done: |raw, passed| {
        if passed { format!("Set finished at full marks: {raw} of 100.") } else { format!("Every exercise checked: {raw} of 100.") }
    },
    lms_connected: |edition| format!("Connected to your LMS ({edition}): each Check sends your score."),
    lms_missing: "No LMS found: the score stays in this page.",
    lms_review: "Opened by your LMS to review: your answers are checked here, but no score is sent.",
    lms_ended: "This session with your LMS has ended: open the activity again from the LMS to go on with the score sent.",
    lms_refused: |what| format!("The LMS did not take the score ({what}). Your answers are kept: Check again to send it again."),
    score: |right, total| format!("Score: {right} of {total}"),
    full_marks: "Full marks!",
    hints_taken: |n| format!("Hints taken: {n}"),
    tally: |e, p, o| format!("So far: {e} exercise{}, {p} of {o} points", if e == 1 { "" } else { "s" }),
    fields: FieldNames { value: "value", alpha: "α", beta: "β" },
    wrong_answer: |node, field, written, answer| format!("{node}: you wrote {written} for its {field}; it is {answer}."),
    missing_answer: |node, field, answer| format!("{node}: its {field} is missing; it is {answer}."),
    unreadable_answer: |node, field, written| format!("{node}: “{written}” is not a {field} (write a number, ∞, or a bound such as ≤ 2)."),
    missing_prune: |parent, child| format!("The edge {parent}–{child} is pruned: mark it."),
    extra_prune: |parent, child| format!("The edge {parent}–{child} is searched, not pruned."),
    unreached_answer: |node| format!("{node} is never searched (a cutoff above it prunes it): leave it blank."),
    bound_note: |node, v, bound| {
        format!("{node} cuts off: the search returns {v}, which is only a bound; its value is {bound}. Both are accepted.")
    },
    tested_note: |node, worked, v, bound| {
        format!("{node}’s last child made {worked}: the test fired, so {node} returns {v}, and {bound} is also true. Both are accepted.")
    },
    window_at: |node, a, b| format!("At {node}: α = {a}, β = {b}."),
    no_key: |leaf| format!("This tree cannot be practised yet: the search needs the value of {leaf}. Give it a value in the editor first."),
    no_key_computed: "Practice mode needs every node's value: in this search some node's value stays open because it rests on placeholders. Give them numbers, or practise with alpha-beta (which stops at the first one it needs).",
    ask_update: |child, node| format!("{child} has returned its value to {node}. What happens at {node}?"),
    ask_v: "v =",
    ask_alpha: "new α =",
    ask_beta: "new β =",
    ask_cuts: |node| format!("Does {node} cut off now?"),
    no_cut_question: |node, child| format!("No “does {node} cut off?” here: {child} was {node}'s last child, so nothing is left to prune."),
    yes_no: YesNo { yes: "Yes", no: "No" },
    ask_pruned: |node| format!("{node} cuts off. Which of its children are pruned?"),
    ask_return: |node| format!("{node} is finished. What value does it return?"),
    nothing_to_predict: "Nothing to predict in this step.",
    next_step: "Next step",
    right: "Right!",
    not_quite: |parts| format!("Not quite: {parts}."),
    field_right: |field| format!("{field}: right."),
    field_expected: |field, expected| format!("{field}: the search has {expected}."),
    aima_keeps_bound: |node, greek| {
        format!(
            "In AIMA's form {node} tests v first and returns v at once when the test holds, before {greek} ← … is reached: {greek} keeps its value."
        )
    },
    decided_by: "Decided by",
    test_holds: "true",
    test_fails: "false",
    parts: PartNames { v: "v", bound: "the new α/β", cuts: "whether it cuts off", pruned: "the pruned children" },
    predict_score: |right, asked| format!("Right so far: {right} of {asked}"),
    predict_done: |right, asked| format!("Done: {right} of {asked} predictions right."),
    mc_unplayable: "Playouts need a number at every leaf (no placeholders, no infinities).",
};
