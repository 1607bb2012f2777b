//! English.

use super::super::edit::EditError;
use super::super::explain::Test;
use super::super::explain::{Note, Step};
use super::super::notation::{MAX_DEPTH, MAX_NODES, Problem};
use super::super::num::MAX_DIGITS;
use super::super::practice::KeyWords;
use super::super::search::Form;
use super::super::tree::Player;
use super::interface::Text;
use super::{Words, display_path, failed, held, held_in, split_list, strict_test, update_parts};

pub struct En;

const LEAF_HINT: &str = "leaves are numbers like 3, -2.5 or inf, or a name like a for an unknown value";

/// `first child`, … `fifth child`, then `6th child`.
fn which_child(k: Option<usize>) -> String {
    const WORDS: [&str; 5] = ["first", "second", "third", "fourth", "fifth"];
    let Some(k) = k else { return "? child".to_string() };
    let n = k + 1;
    let suffix = match (n % 100, n % 10) {
        (11..=13, _) => "th",
        (_, 1) => "st",
        (_, 2) => "nd",
        (_, 3) => "rd",
        _ => "th",
    };
    match WORDS.get(k) {
        Some(word) => format!("{word} child"),
        None => format!("{n}{suffix} child"),
    }
}

/// `a`, `a and b`, `a, b and c`, `a, b, c and 4 more`.
fn list(items: &[String]) -> String {
    let (head, more) = split_list(items);
    match (head, more) {
        ([], _) => String::new(),
        ([one], 0) => one.clone(),
        (_, 0) => format!("{} and {}", head[..head.len() - 1].join(", "), head[head.len() - 1]),
        _ => format!("{} and {more} more", head.join(", ")),
    }
}

impl Words for En {
    fn step(&self, step: &Step) -> String {
        match step {
            Step::Enter { node, player: p, from, window } => {
                let kind = match p {
                    Some(Player::Max) => "a MAX node",
                    Some(Player::Min) => "a MIN node",
                    None => "a leaf",
                };
                let goal = if *p == Some(Player::Min) { "the smallest" } else { "the largest" };
                match window {
                    Some((a, b)) => {
                        let from = from.as_ref().map_or(String::new(), |f| format!(" from {f}"));
                        format!("{node} is {kind} and takes {goal} value of its children. It receives α = {a} and β = {b}{from}.")
                    }
                    None => format!("{node} is {kind} and takes {goal} value of its children."),
                }
            }
            Step::Leaf { node, value } => format!("{node} is a leaf: its utility is {value}."),
            Step::UpdateChance { node, child, probability, got, terms, sum, last, range } => {
                let formula = terms.iter().map(|(p, v)| format!("{p} × {v}")).collect::<Vec<_>>().join(" + ");
                let rest = if *last { "its value, the expected value" } else { "so far; the children still to come add their share" };
                let range = range
                    .as_ref()
                    .map_or(String::new(), |r| format!(" With the leaves bounded, {node} now lies in {r} whatever the rest give."));
                format!(
                    "{node} is a chance node: {child}, with probability {probability}, gives {got}. {node} = {formula} = {sum}, {rest}.{range}"
                )
            }
            Step::CutoffChance { node, low, bound, window_end, leaf_bounds: (l, u), strict, skipped } => {
                let (side, rel, rest_at, other) = if *low {
                    ("at most", if *strict { "<" } else { "≤" }, u, "α")
                } else {
                    ("at least", if *strict { ">" } else { "≥" }, l, "β")
                };
                let who = if *low { "MAX above already has something as good" } else { "MIN above already has something as good" };
                format!(
                    "Star1 cut at {node}: even with its remaining children at {rest_at} (the leaves lie in [{l}, {u}]), {node} is {side} {bound} {rel} {other} = {window_end}, so {who}: {} pruned.",
                    skipped.join(", ")
                )
            }
            Step::EnterChance { node } => format!(
                "{node} is a chance node: nobody chooses here; its value is the expected value of its children, each weighted by its probability (EXPECTIMINIMAX)."
            ),
            Step::EnterPlayer { node, player, players } => format!(
                "{node}: player {player} of {players} moves here and takes the child whose utility vector gives player {player} the most (max^n)."
            ),
            Step::UpdateMaxN { node, player, child, got, part, old, took, tie, last } => {
                let said = match old {
                    None => format!(
                        "{child} gives {got}. It is the first vector {node} has seen, so player {player} holds it for now (component {player}: {part})."
                    ),
                    Some((old, old_part)) if *took => format!(
                        "{child} gives {got}: player {player} gets {part} there, more than {old_part} in the best so far {old}, so {node} takes {got}."
                    ),
                    Some((old, _)) if *tie => format!(
                        "{child} gives {got}: player {player} gets {part} there, the same as in the best so far {old}. A tie: ties go to the child found first, so {node} keeps {old}."
                    ),
                    Some((old, old_part)) => format!(
                        "{child} gives {got}: player {player} gets {part} there, less than {old_part} in {old}, so {node} keeps {old}."
                    ),
                };
                let value = if *took { got } else { old.as_ref().map_or(got, |(o, _)| o) };
                if *last { format!("{said} That was its last child: {node}'s value is {value}.") } else { said }
            }
            Step::Frontier { node, value } => format!(
                "{node} is at the depth limit: the game is not over, so the cutoff test stops here and the evaluation function stands in for the utility: {value}."
            ),
            Step::Transposition { node, value, same_as } => format!(
                "{node} is a position met before, at {same_as}: the transposition table already holds its exact value, {value}, so it is looked up instead of searched again (the tree is really a graph: two paths lead to one position)."
            ),
            Step::Placeholder { node } => format!("{node} is a placeholder: its value is unknown, so it could be anything."),
            Step::UpdateAlphaBeta { node, player: p, child_index, child, got, new_bound, form, test, .. } => {
                let (v, bound) = update_parts(step);
                let greek = if *p == Player::Max { "α" } else { "β" };
                let start = format!("{node} is a {} node. Its {} {child} gives {got}, so {v}", p.name(), which_child(*child_index));
                let equal = format!("equal is not enough under the strict rule ({})", strict_test(*p, *form));
                match (form, test) {
                    (Form::UpdateFirst, Test::Pass { tie: false, .. }) => format!("{start} and {bound}. {}: no cutoff.", failed(step)),
                    (Form::UpdateFirst, Test::Pass { tie: true, last: false }) => {
                        format!("{start} and {bound}. {}: {equal}, so {node} keeps searching.", failed(step))
                    }
                    (Form::UpdateFirst, Test::Pass { tie: true, last: true }) => {
                        format!("{start} and {bound}. {}: {equal}, so no cutoff.", failed(step))
                    }
                    (Form::UpdateFirst, Test::Cut) => format!("{start} and {bound}."),
                    (Form::UpdateFirst, Test::CutLast) => {
                        format!("{start} and {bound}. Now {}: {node} stops here (no children are left to prune).", held_in(step))
                    }
                    (Form::Aima, Test::Pass { tie: false, .. }) => format!("{start}. {}: no cutoff, so {bound}.", failed(step)),
                    (Form::Aima, Test::Pass { tie: true, last }) => {
                        let keeps = if *last { String::new() } else { format!(" and {node} keeps searching") };
                        format!("{start}. {}: {equal}, so no cutoff{keeps}; {bound}.", failed(step))
                    }
                    (Form::Aima, Test::Cut) => format!("{start}."),
                    (Form::Aima, Test::CutLast) => {
                        format!("{start}. Now {}, so {node} returns v at once; {greek} stays {new_bound}.", held_in(step))
                    }
                }
            }
            Step::UpdateMinimax { node, player: p, child_index, child, got, so_far } => {
                format!(
                    "{node} is a {} node. Its {} {child} gives {got}, so its value so far is {so_far}.",
                    p.name(),
                    which_child(*child_index)
                )
            }
            Step::Cutoff { node, player: p, form, strict, v, alpha, beta, source, skipped } => {
                let above = source.as_ref().map_or("the result".to_string(), |s| format!("{s}'s choice"));
                let verb = if skipped.len() == 1 { "is" } else { "are" };
                let test = held(*p, *form, *strict, v, alpha, beta);
                match form {
                    Form::UpdateFirst => {
                        format!("Now {test}: nothing below {node} can change {above}, so {} {verb} pruned.", list(skipped))
                    }
                    Form::Aima => {
                        let greek = if *p == Some(Player::Min) { "β" } else { "α" };
                        format!(
                            "Now {test}, so {node} returns v at once, without changing {greek}: nothing below {node} can change {above}, so {} {verb} pruned.",
                            list(skipped)
                        )
                    }
                }
            }
            Step::Return { node, parent, shown, bound } => {
                let note = bound.as_ref().map_or(String::new(), |b| format!(" (only a bound: its true value is {b})"));
                format!("{node} is finished and returns {shown}{note} to {parent}.")
            }
            Step::Finished { node, value, depends: false } => format!("{node} is finished: the value of the game is {value}."),
            Step::Finished { node, value, depends: true } => {
                format!("{node} is finished: the value of the game is {value}; it depends on the placeholders.")
            }
            Step::Blocked { node, path } => {
                format!(
                    "The search needs the value of {node} (leaf {}), a placeholder: replace it with a number to continue.",
                    display_path(path)
                )
            }
        }
    }

    fn note(&self, note: Note) -> &'static str {
        match note {
            Note::Terminal => "a leaf: its value is its utility",
            Note::Start => "nothing seen yet: the first child always improves v",
            Note::CutMax => "MIN above will never let play reach a value ≥ β: prune the rest (β cutoff)",
            Note::CutMin => "MAX above will never let play reach a value ≤ α: prune the rest (α cutoff)",
            Note::CutMaxStrict => {
                "strict rule: only a value > β is out of MIN's reach; a tie is searched on, so every equally good move is kept"
            }
            Note::CutMinStrict => {
                "strict rule: only a value < α is out of MAX's reach; a tie is searched on, so every equally good move is kept"
            }
            Note::Alpha => "α: the best value MAX is already sure of on this path",
            Note::Beta => "β: the best value MIN is already sure of on this path",
            Note::MaxN => "player i takes the vector that is best in its own component i; a tie keeps the child found first",
        }
    }

    fn problem(&self, problem: &Problem) -> String {
        match problem {
            Problem::Empty => "the tree is empty".to_string(),
            Problem::NodeBeforeComma => "expected a node before ','".to_string(),
            Problem::NodeAfterComma => "expected a node after ','".to_string(),
            Problem::LabelBeforeColon => "expected a label before ':'".to_string(),
            Problem::BadLabel(text) => format!("'{text}' cannot be a label"),
            Problem::NodeAfterLabel(label) => format!("expected a node after the label '{label}:'"),
            Problem::GroupAfterKind(kind) => format!("expected a group after '{kind}'"),
            Problem::TooManyDigits(text) => format!("'{text}' has more than {MAX_DIGITS} digits"),
            Problem::NotANumber(text) => format!("'{text}' is not a number"),
            Problem::NotANumberOrName(text) => format!("'{text}' is not a number or a name"),
            Problem::TooManyNodes => format!("the tree has more than {MAX_NODES} nodes, the limit"),
            Problem::TooDeep => format!("groups are nested more than {MAX_DEPTH} levels deep, the limit"),
            Problem::NoGroupOpen(c) => format!("unexpected '{c}': no group is open"),
            Problem::WrongCloser { found, needs } => format!("unexpected '{found}': the open group needs '{needs}'"),
            Problem::Unclosed { open, close, line, column, found } => {
                let found = found.map_or(String::new(), |f| format!(", found '{f}'"));
                format!("expected '{close}' to close '{open}' opened at {line}:{column}{found}")
            }
            Problem::EmptyGroup => "empty group: a node needs at least one child".to_string(),
            Problem::ProbabilityOutsideChance(text) => format!("'{text}:' gives a probability, but only a child of a chance node has one"),
            Problem::BadProbability(text) => format!("'{text}' is not a probability from 0 to 1"),
            Problem::ProbabilitySum(sum) => format!("this chance node's probabilities add up to {sum}, not 1"),
            Problem::BadVector(text) => format!("'{text}' is not a utility vector"),
            Problem::VectorLength { expected, found } => {
                format!("this vector has {found} utilities, but the tree's others have {expected} (one per player)")
            }
            Problem::NeedsVector { leaf, players } => {
                format!("'{leaf}' is a single value, but this is a tree of {players} players: its leaves are utility vectors")
            }
            Problem::KindInMaxN(text) => format!("'{text}' is a MAX, MIN or chance node in a tree of utility vectors (max^n)"),
            Problem::PlayerOutOfRange { player, players } => {
                format!("'{player}' names a player the vectors have no utility for: they have {players}")
            }
            Problem::Internal(e) => format!("could not build the tree: {e}"),
        }
    }

    fn problem_hint(&self, problem: &Problem) -> Option<String> {
        Some(match problem {
            Problem::Empty => "type the root's children, like <3,5,10>,<2,a,b>,<2,7,3>".to_string(),
            Problem::NodeBeforeComma
            | Problem::NodeAfterComma
            | Problem::NodeAfterLabel(_)
            | Problem::NotANumber(_)
            | Problem::NotANumberOrName(_) => LEAF_HINT.to_string(),
            Problem::LabelBeforeColon => "a label is a name like A or x1, written before a node as in A:max(3, 5)".to_string(),
            Problem::BadLabel(_) => "labels are names like A or x1".to_string(),
            Problem::GroupAfterKind(_) => "write the children in brackets, like max(3, 5) or min(<1,2>, 4)".to_string(),
            Problem::TooManyDigits(_) => format!("numbers are compared exactly, so they may have at most {MAX_DIGITS} digits"),
            Problem::TooManyNodes => "split the tree or use a smaller example".to_string(),
            Problem::TooDeep => "use a shallower tree".to_string(),
            Problem::NoGroupOpen(_) | Problem::WrongCloser { .. } => {
                "every '<', '[' or '(' is closed by its own '>', ']' or ')'".to_string()
            }
            Problem::Unclosed { open, close, .. } => format!("add the missing '{close}', or remove the '{open}'"),
            Problem::EmptyGroup => "put children inside, like <3,5>, or write a leaf value instead".to_string(),
            Problem::ProbabilityOutsideChance(_) => {
                "write probabilities on the children of chance(…) or ?(…), like ?(0.9: <2,3>, 0.1: 5)".to_string()
            }
            Problem::BadProbability(_) => "write a probability as a decimal (0.25) or a fraction (1/3), from 0 to 1".to_string(),
            Problem::ProbabilitySum(_) => {
                "make them add up to 1, or leave some out: children without one share what is left equally".to_string()
            }
            Problem::BadVector(_) => "write one number per player inside braces, at least two: {1, 2, 6}".to_string(),
            Problem::VectorLength { .. } => "give every leaf one utility per player".to_string(),
            Problem::NeedsVector { players, .. } => format!("write {players} utilities in braces, one per player"),
            Problem::KindInMaxN(_) => "in a max^n tree write p1(…), p2(…), … or let the levels take turns".to_string(),
            Problem::PlayerOutOfRange { players, .. } => format!("use p1 … p{players}, or give the vectors more components"),
            Problem::Internal(_) => return None,
        })
    }

    fn error_label(&self) -> &'static str {
        "error"
    }

    fn hint_label(&self) -> &'static str {
        "hint"
    }

    fn empty_leaf(&self) -> &'static str {
        "a leaf needs a value"
    }

    fn edit_error(&self, error: &EditError) -> String {
        match error {
            EditError::NotALeaf => "only a leaf has a value to edit".to_string(),
            EditError::Gone => "that node is no longer in the tree".to_string(),
            EditError::RootDelete => "the root cannot be deleted".to_string(),
            EditError::OnlyChild { node, parent } => {
                format!("{node} is {parent}'s only child: a node needs at least one child, so delete {parent} instead")
            }
            EditError::RootMove => "the root has no siblings to move past".to_string(),
            EditError::AlreadyAtEnd { node, first: true } => format!("{node} is already the first child"),
            EditError::AlreadyAtEnd { node, first: false } => format!("{node} is already the last child"),
            EditError::Broken(e) => format!("the edit would leave a broken tree ({e})"),
        }
    }
}

/// The few words of an answer key (`practice::key_lines`).
pub const KEY_WORDS: KeyWords = KeyWords {
    pruned: "pruned",
    root: "root",
    best: "best move",
    no_key: "no answer key: the search needs a value this tree does not have",
};

/// The interface's words.
pub static TEXT: Text = Text {
    example: "Example ",
    load_example: "Load an example",
    choose: "Choose…",
    random_clamped: |b, d, b2, d2| {
        format!(
            "Branching {b}, depth {d} is more than a drawing can show (branching 1 to 6, depth 1 to 8, at most 4096 leaves): branching {b2}, depth {d2} will be made."
        )
    },
    menu: "Menu",
    recent: "Recent…",
    recent_title: "Trees you had before opening a link: choose one to get it back",
    examples: [
        ("Classic example", "Root 3; a, b, 7 and 3 are never looked at."),
        ("AIMA Figure 5.2", "Root 3; the leaves 4 and 6 are pruned."),
        ("Tie: α ≥ β vs α > β", "C ties with B: α ≥ β cuts it off, α > β keeps it."),
        ("Deep cutoff", "E is cut off by α = 5 from A, three levels up."),
        ("Unbalanced", "Leaves at different depths; any branching."),
        ("Chance: the notes' exercise", "Expectiminimax: the chance nodes are worth 1.5 and −0.5; MAX takes the left."),
        ("Chance: leaves 20, 30, 1, 400", "Expected values 21 and 40.9: MAX takes the right."),
        (
            "Chance: evaluation scale, side by side",
            "Leaves 2, 3, 1, 4 (2.1 and 1.3: left) beside the same leaves rescaled to 20, 30, 1, 400 (21 and 40.9: right): the same order, the other best move. Evaluations must be a positive linear transformation of the chance of winning.",
        ),
        (
            "Three players: AIMA Figure 5.4",
            "max^n with utility vectors: the root ties on player 1's 1 between (1, 2, 6) and (1, 5, 2) and keeps the left. The paranoid switch makes it alpha-beta.",
        ),
    ],
    algorithm: "Algorithm ",
    alpha_beta: "Alpha-beta",
    minimax: "Minimax",
    cut_at: "Cut at ",
    cut_ge: "α ≥ β (usual)",
    cut_gt: "α > β (keeps ties)",
    groups: ["Search", "Tree", "View"],
    step_log: "Step log",
    step_log_columns: ["step", "node", "event", "α", "β", "value", "explanation"],
    events: ["enter", "leaf", "update", "cutoff", "return", "blocked"],
    step_log_earlier: |n| format!("{n} earlier steps are above: drag the slider or press Home to see them from the start."),
    step_log_too_long: |n| format!("The step log shows searches of up to {n} steps; for longer ones use the trace command."),
    step_log_jump: "Click a row to go to that step.",
    form_label: "Pseudocode ",
    forms: ["AIMA (test v first)", "update α/β first"],
    forms_title: [
        "AIMA Figure 5.7: v ← MAX(v, …); if v ≥ β then return v; α ← MAX(α, v)",
        "As many course notes print it: v ← max(v, …); α ← max(α, v); if α ≥ β then break",
    ],
    root_max: "Root: MAX ⇄",
    root_min: "Root: MIN ⇄",
    swap_root: "Swap the root between MAX and MIN",
    theme: "Theme ",
    themes: ["Auto", "Light", "Dark", "High contrast"],
    presentation: "Presentation",
    presentation_title: "Large type and thick lines for a projector",
    language: "Language",
    lang_auto: "Auto",
    undo: "Undo",
    undo_title: "Undo (Ctrl+Z)",
    redo: "Redo",
    redo_title: "Redo (Ctrl+Shift+Z)",
    random_tree: "Random tree",
    branching: "Branching ",
    depth: "Depth ",
    values_from: "Values from ",
    values_to: " to ",
    generate: "Generate",
    share: "Share / Embed",
    share_group: "Share or embed this view",
    start_at: "Start at ",
    this_step: |k| format!("this step ({k})"),
    the_beginning: "the beginning",
    the_end: "the end",
    autoplay: " autoplay",
    show_pseudocode: " show pseudocode",
    share_language: "Language ",
    viewers_language: "the viewer's own",
    link: "Link",
    embed_snippet: "Embed in slides (iframe)",
    export_beamer: "Beamer: every step (LaTeX)",
    copy: "Copy",
    copied: "Copied ✓",
    step_controls: "Step controls",
    jump_start: "Jump to start (Home)",
    step_back: "Step back (← or Page Up)",
    play: "Play (Space)",
    pause: "Pause (Space)",
    step_forward: "Step forward (→ or Page Down)",
    jump_end: "Jump to end (End)",
    step_slider: "Step",
    step_of: |k, n| format!("step {k} of {n}"),
    speed: "Autoplay speed",
    speeds: ["slow", "normal", "fast"],
    root: "root ",
    press_to_start: "Press → (or Page Down) to start the search one step at a time.",
    open_full: "Open in Minimax Lab ↗",
    dismiss: "Dismiss",
    pseudocode: "Pseudocode",
    pseudocode_alpha_beta: "Alpha-beta",
    pseudocode_minimax: "Minimax (AIMA)",
    pseudocode_expectiminimax: "Expectiminimax (AIMA)",
    pseudocode_maxn: "max^n (more than two players)",
    call_stack: "Call stack",
    stack_empty: "empty: no call is running",
    statistics: "Statistics",
    so_far: "so far",
    total: |name| format!("{name} total"),
    nodes_visited: "nodes visited",
    leaves_evaluated: "leaves evaluated",
    cutoffs: "cutoffs",
    tree_editor: "Tree editor",
    tree: "Tree",
    notation_help: "Groups <…>, […] or (…); leaves are numbers (3, -2.5, inf) or names (a) for unknown values; max(…) / min(…) fix a node's kind; A: labels a node. Click a leaf in the drawing to edit it.",
    error_count: |n| format!("{n} error{} — the drawing shows the last tree that worked.", if n == 1 { "" } else { "s" }),
    game_tree: "Game tree",
    drawing: "Game tree drawing",
    zoom_in: "Zoom in",
    zoom_out: "Zoom out",
    fit: "Fit",
    fit_title: "Fit the whole tree",
    export: "Export",
    export_notation: "Notation",
    export_slides_png: "Slides: PNG images (.zip)",
    export_slides_pdf: "Slides: PDF",
    slide_title: |k, n| format!("Step {k} of {n}"),
    slides_progress: |k, n| format!("Making slides: {k} of {n}…"),
    slides_too_long: |steps, max| {
        format!("This search has {steps} steps: too many for slides (at most {max}). Use a smaller tree, or export single steps as PNG.")
    },
    slides_failed: |why| format!("The slides could not be made: {why}."),
    slides_tree_changed: "the tree was changed while they were being made",
    click_hint: "Click a node for its tools; click a leaf to edit it.",
    edit_value: "Edit value",
    add_child: "Add child",
    move_left: "◀ Move",
    move_right: "Move ▶",
    delete: "Delete",
    leaf: "leaf",
    current_path: "current path",
    pruned: "pruned",
    best_play: "best play",
    folded: |n| format!("{n} node{}", if n == 1 { "" } else { "s" }),
    unfold_hint: "Folded: press Enter to unfold",
    folded_legend: "folded subtree, +n nodes inside (click to unfold)",
    fold_button: "Fold",
    fold_title: "Fold every subtree off the search path into one glyph (its value and how many nodes it holds), or draw the whole tree",
    whole_too_big: |nodes, max| format!("This tree has {nodes} nodes: it is drawn folded (the whole tree is drawn up to {max} nodes)"),
    fold: "Fold",
    unfold: "Unfold",
    path_strip: "Path from the root to the current node",
    minimap: "Overview of the whole tree: dark = searched, grey = not yet, faded = pruned, blue = active calls, orange line = the path to the current node",
    states: ["unvisited", "active", "done", "pruned"],
    node_name: |seen, player, state| format!("{seen}, {player} node, {state}"),
    chance_node: "chance",
    leaf_name: |name, value, state| format!("{name}, leaf, value {value}, {state}"),
    leaf_input: |name| format!("New value for {name}: a number, inf, or a name for an unknown value"),
    too_big: |nodes, levels, max_nodes, max_levels| {
        format!(
            "This tree has {nodes} nodes and {levels} levels: too large to draw (the drawing shows up to {max_nodes} nodes and {max_levels} levels). Stepping, the explanation and the statistics still work; for a full listing use the trace command."
        )
    },
    sources: ["The link", "Your saved work"],
    link_unusable: |source, why| format!("{source} could not be used: {why}."),
    saved_unreadable: "Your saved work from an earlier visit could not be read and was ignored.",
    tree_error: |source, first| {
        format!("{source} has a tree with an error ({first}); the drawing shows the classic example until the text below is fixed.")
    },
    fix_errors_first: "Fix the errors in the tree text first (or undo): an edit in the drawing would replace the text you are typing.",
    options_without_tree: "the link has options but no tree= — showing the classic example",
    bad_algo: |v| format!("the link's algo={v} is not minimax or alphabeta"),
    bad_cut: |v| format!("the link's cut={v} is not ge (α ≥ β) or gt (α > β)"),
    bad_form: |v| format!("the link's form={v} is not aima or update-first"),
    bad_root: |v| format!("the link's root={v} is not max or min"),
    bad_step: |v| format!("the link's step={v} is not a step number or end"),
    what_if: "What if…",
    what_if_title: "See what this leaf's value decides: the root's move and what gets pruned",
    what_if_heading: |x| format!("What if {x} changes?"),
    what_if_intro: "Every other leaf stays as it is. Drag or type a value to see the search change; the sentences say exactly for which values.",
    what_if_readouts: ["Root value", "Root's move", "Pruned now"],
    none: "none",
    keeps_move_when: |m, cond| format!("The root keeps its move {m} for {cond}."),
    no_move_now: "The root has no move yet: its value rests on a placeholder.",
    pruned_when: |names, n, cond| format!("{names} {} pruned for {cond}.", if n == 1 { "is" } else { "are" }),
    nothing_depends: |x| format!("No other leaf's pruning depends on {x}."),
    or: "or",
    and: "and",
    every_value: |x| format!("every value of {x}"),
    no_value: |x| format!("no value of {x}"),
    close: "Close",
    what_if_legend: ["varies", "pruned or not, by its value"],
    levels: ["easy", "medium", "hard"],
    worksheet_title: "Game-tree search worksheet",
    worksheet_heading: |level, first, last, convention| {
        if first == last {
            format!("Worksheet ({level}): exercise {first}. {convention}")
        } else {
            format!("Worksheet ({level}): exercises {first} to {last}. {convention}")
        }
    },
    worksheet_convention: |algorithm, cut, form| format!("{algorithm}, cut when {cut}, pseudocode: {form}."),
    worksheet_instructions: [
        "Write the value of every internal node the search reaches in the box beside it (and α and β, if your course asks for them).",
        "A node that cuts off returns only a bound: write it as ≤ 2 or ≥ 5.",
        "Cross out every edge the search prunes.",
    ],
    print: "Print",
    practise_online: "Practise online",
    answer_key: "Answer key",
    value_of: |name| format!("value of {name}"),
    compare: "Compare",
    compare_title: "Show a second search of the same tree beside this one, stepped together",
    compare_choices: [
        "No comparison",
        "Minimax vs alpha-beta",
        "α ≥ β vs α > β",
        "The two pseudocode forms",
        "As given vs best first",
        "As given vs worst first",
    ],
    orders: ["As given", "Best first", "Worst first"],
    pruned_only_here: |names| format!("Pruned only here: {names}"),
    same_pruned: "Both prune the same leaves.",
    pane_stats: |n, l, c| format!("nodes {} of {}, leaves {} of {}, cutoffs {} of {}", n.0, n.1, l.0, l.1, c.0, c.1),
    nothing_only_here: "Nothing is pruned only here.",
    root_is_leaf: "The root is a leaf: there is no move to choose.",
    practice: "Practice",
    practice_title: "Test yourself: the tree without its values",
    tasks: ["Solve the tree", "Predict each step"],
    solve_intro: "Write each node's value (a node that cuts off may be written as the value it returns or as its bound, e.g. 2 or ≤ 2), and α and β if your course asks for them. Click an edge, or tick a child below, to mark it pruned. Then Check.",
    predict_intro: "Before each step, say what it will do. Check shows the step and explains it.",
    sheet_columns: ["Node", "Value", "α", "β", "Pruned children"],
    grade_window: "Grade α and β too",
    check: "Check",
    hint: "Hint: show the next step",
    first_mistake: "Show the first mistake",
    start_again: "Start again",
    new_exercise: "New exercise",
    level: "Level",
    exercise_named: |e| format!("Exercise {e}"),
    worksheet_link: "Printable worksheet",
    score: |right, total| format!("Score: {right} of {total}"),
    full_marks: "Full marks!",
    hints_taken: |n| format!("Hints taken: {n}"),
    tally: |e, p, o| format!("So far: {e} exercise{}, {p} of {o} points", if e == 1 { "" } else { "s" }),
    fields: ["value", "α", "β"],
    wrong_answer: |node, field, written, answer| format!("{node}: you wrote {written} for its {field}; it is {answer}."),
    missing_answer: |node, field, answer| format!("{node}: its {field} is missing; it is {answer}."),
    unreadable_answer: |node, field, written| format!("{node}: “{written}” is not a {field} (write a number, ∞, or a bound such as ≤ 2)."),
    missing_prune: |parent, child| format!("The edge {parent}–{child} is pruned: mark it."),
    extra_prune: |parent, child| format!("The edge {parent}–{child} is searched, not pruned."),
    unreached_answer: |node| format!("{node} is never searched (a cutoff above it prunes it): leave it blank."),
    bound_note: |node, v, bound| {
        format!("{node} cuts off: the search returns {v}, which is only a bound; its value is {bound}. Both are accepted.")
    },
    no_key: |leaf| format!("This tree cannot be practised yet: the search needs the value of {leaf}. Give it a value in the editor first."),
    no_key_computed: "Practice mode needs every node's value: in this search some node's value stays open because it rests on placeholders. Give them numbers, or practise with alpha-beta (which stops at the first one it needs).",
    ask_update: |child, node| format!("{child} has returned its value to {node}. What happens at {node}?"),
    ask_v: "v =",
    ask_alpha: "new α =",
    ask_beta: "new β =",
    ask_cuts: |node| format!("Does {node} cut off now?"),
    yes_no: ["Yes", "No"],
    ask_pruned: |node| format!("{node} cuts off. Which of its children are pruned?"),
    ask_return: |node| format!("{node} is finished. What value does it return?"),
    nothing_to_predict: "Nothing to predict in this step.",
    next_step: "Next step",
    right: "Right!",
    not_quite: |parts| format!("Not quite: {parts}."),
    parts: ["v", "the new α/β", "whether it cuts off", "the pruned children"],
    predict_score: |right, asked| format!("Right so far: {right} of {asked}"),
    predict_done: |right, asked| format!("Done: {right} of {asked} predictions right."),
    bad_game: |m| format!("the link's game cannot be used: {m}"),
    bad_depth: |v| format!("the link's depth={v} is not 1 to 9 or none"),
    bad_order: |v| format!("the link's order={v} is not given, best-first, worst-first or random"),
    game_too_big: |n| {
        format!("This search would make more than {n} positions, too many to draw. Set a depth limit, or start from a later position.")
    },
    bad_bounds: |v| format!("the link's bounds={v} is not two numbers LO,HI with LO ≤ HI"),
    bad_rescale: |v| format!("the link's rescale={v} is not from:to pairs of numbers increasing on both sides"),
    compare_rescale: "Leaves as written vs rescaled (same order)",
    rescale_labels: ["Leaves as written", "Leaves rescaled, same order"],
    bad_paranoid: |v| format!("the link's paranoid={v} is neither on nor off"),
    paranoid_switch: "Paranoid reduction",
    paranoid_help: "Everyone else plays against the root's player: its nodes become MAX, all others MIN, and each leaf keeps only its utility. The search is then two-player alpha-beta on the same tree, pruning included.",
    maxn_note: |n| {
        format!(
            "max^n: {n} players take turns; each takes the child whose utility vector is best in its own component (drawn bold), and a tie keeps the child found first. max^n prunes nothing."
        )
    },
    paranoid_note: |me, n| {
        format!(
            "Paranoid reduction of a {n}-player tree: player {me} is MAX, everyone else MIN, and each leaf is player {me}'s utility: two-player alpha-beta, pruning included."
        )
    },
    paranoid_read_only: "This drawing is the paranoid reduction of the vectors in the text: edit the vectors there, or turn the switch off to edit the tree.",
    player_name: |i| format!("player {i}"),
    outside_bounds: |leaf, v| {
        format!("Leaf {leaf} = {v} lies outside the declared leaf bounds, so they are not used: widen them or change the leaf.")
    },
    bounds_title: "Leaf bounds (Star1)",
    bounds_on: "Every leaf lies in",
    bounds_help: "With bounds, a chance node's value is known to lie between its sum so far with the rest at the low bound and at the high bound; alpha-beta cuts below it when that interval leaves (α, β).",
    mc_title: "Monte Carlo playouts",
    mc_reset: "Reset",
    mc_seed: "Seed",
    mc_columns: ["move", "playouts", "average", "exact"],
    mc_help: "Each playout from a root move rolls the dice at every chance node, the players moving as expectiminimax would; the average of how the playouts end approaches the move's exact value (dashed) as they add up.",
    mc_unplayable: "Playouts need a number at every leaf (no placeholders, no infinities).",
    game: "Game",
    game_names: ["Typed tree", "Tic-tac-toe", "Coin game", "Rabbit and wolves"],
    position: "Position",
    set_position: "Set",
    depth_limit: "Depth limit",
    depth_none: "none (to the end)",
    move_order: "Move order",
    game_orders: ["as generated", "best first", "worst first", "random", "iterative deepening"],
    legend_frontier: "evaluated at the depth limit",
    legend_stub: "move cut off, never played",
    position_help: [
        "Nine of X, O and . row by row from the top left; X moves when the counts are equal.",
        "Coins left, MAX to move (4), or 4:min.",
        "64 squares of ., W, R row by row from the top (/ between rows), then r or w for the side to move; or start.",
    ],
    play_as: ["Play as X (MAX)", "Play as O (MIN)"],
    stop_playing: "Stop playing",
    your_move: "Your move: click a square.",
    computer_played: |m| format!("The computer played {m}. The tree shows the search that chose it: step through it."),
    results: ["X wins.", "O wins.", "A draw."],
    horizon_button: "Horizon effect example",
    horizon_shallow: "The horizon effect: searched one ply deep, O judges each move by open lines and plays 1,3, blind to X completing the diagonal one ply later, beyond its horizon: O loses. Set the depth limit to 2.",
    horizon_deeper: "One more ply: O now sees X's diagonal threat and blocks at 2,2, and the game is a draw. Back to depth 1, the threat falls beyond the horizon again.",
    cost_button: "Count nodes by depth",
    cost_columns: ["depth", "minimax nodes", "minimax leaves", "alpha-beta nodes", "alpha-beta leaves", "b", "b^(m/2)", "b^(3m/4)"],
    cost_note: "Leaves evaluated from this position, moves in the order chosen. b is the effective branching factor (minimax's leaves = b^m); alpha-beta's best case is about b^(m/2), random order about b^(3m/4).",
    cost_counting: |d| format!("Counting depth {d}…"),
    transposition_table: "Transposition table",
    table_hits: |n| {
        format!(
            "{n} positions were met again and looked up in the transposition table (≡) instead of searched: the search space is a graph, drawn here as a tree."
        )
    },
    legend_same_as: "≡ met before: value looked up",
    table_help: "A position met again with as many plies left to search takes the exact value found the first time, instead of being searched again.",
    searching: |n, cap| format!("Searching the game: {n} positions made (at most {cap})…"),
    stop_search: "Stop",
    other_counting: |n| format!("counting… ({n} positions)"),
    other_over_cap: |n| format!("over {n} positions: not counted"),
    sides: [["X", "O"], ["MAX", "MIN"], ["the wolves", "the rabbit"]],
    play_as_side: |s| format!("Play as {s}"),
    side_wins: [
        ["X wins.", "O wins."],
        ["MAX took the last coin and wins.", "MIN took the last coin and wins."],
        ["The wolves win: the rabbit cannot move.", "The rabbit wins: it got past the wolves."],
    ],
    coins_left: "Coins left",
    to_move: "To move",
    rabbit_editor_help: "Click a dark square: empty → wolf → the rabbit (it moves there from its old square).",
    your_moves: "Your move:",
};
