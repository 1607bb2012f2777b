//! English.

use super::super::edit::EditError;
use super::super::explain::Test;
use super::super::explain::{Note, Step};
use super::super::notation::{MAX_DEPTH, MAX_NODES, Problem};
use super::super::num::MAX_DIGITS;
use super::super::practice::KeyWords;
use super::super::search::Form;
use super::super::tree::Player;
use super::interface::{Words, display_path, failed, held, held_in, split_list, strict_test, update_parts};

pub struct En;

/// This language's [`Words`], for the dispatch (`in_lang!`).
pub static WORDS: En = En;

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
    join(head, more)
}

/// `head`, and `more` left out, as one list.
fn join(head: &[String], more: usize) -> String {
    match (head, more) {
        ([], _) => String::new(),
        ([one], 0) => one.clone(),
        (_, 0) => format!("{} and {}", head[..head.len() - 1].join(", "), head[head.len() - 1]),
        _ => format!("{} and {more} more", head.join(", ")),
    }
}

impl Words for En {
    fn names(&self, items: &[String]) -> String {
        list(items)
    }

    fn every_name(&self, items: &[String]) -> String {
        join(items, 0)
    }

    fn step(&self, step: &Step) -> String {
        match step {
            Step::UpdateChance { .. }
            | Step::CutoffChance { .. }
            | Step::EnterChance { .. }
            | Step::EnterPlayer { .. }
            | Step::UpdateMaxN { .. } => chance_and_players(step),
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
            Step::Cutoff { node, player: p, form, strict, v, alpha, beta, source, skipped, moves } => {
                let pruned = match (moves, skipped.len()) {
                    (true, 1) => format!("the move {}", list(skipped)),
                    (true, _) => format!("the moves {}", list(skipped)),
                    _ => list(skipped),
                };
                let above = source.as_ref().map_or("the result".to_string(), |s| format!("{s}'s choice"));
                let verb = if skipped.len() == 1 { "is" } else { "are" };
                let test = held(*p, *form, *strict, v, alpha, beta);
                match form {
                    Form::UpdateFirst => {
                        format!("Now {test}: nothing below {node} can change {above}, so {pruned} {verb} pruned.")
                    }
                    Form::Aima => {
                        let greek = if *p == Some(Player::Min) { "β" } else { "α" };
                        format!(
                            "Now {test}, so {node} returns v at once, without changing {greek}: nothing below {node} can change {above}, so {} {verb} pruned.",
                            pruned
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
            Problem::ProbabilityWithoutNode(text) => format!("'{text}:' gives a probability, but no node follows it"),
            Problem::DuplicateLabel { label, line, column } => format!("the name '{label}' is already used at {line}:{column}"),
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
            Problem::NodeAfterLabel(_) | Problem::NotANumber(_) | Problem::NotANumberOrName(_) => LEAF_HINT.to_string(),
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
            Problem::NodeBeforeComma => "an empty slot: remove the extra ',' or write a node there, like <3,5,10>".to_string(),
            Problem::NodeAfterComma => "remove the last ',' or write a node after it, like <3,5,10>".to_string(),
            Problem::ProbabilityWithoutNode(_) => "write the child right after it, like 0.5: <2,3>, or remove the probability".to_string(),
            Problem::DuplicateLabel { .. } => {
                "every node needs its own name: rename one, or leave its label out to get a letter".to_string()
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

    fn more_errors(&self, n: usize) -> String {
        format!("… and {n} more error{} not shown: fix the first ones, and the rest often go with them.", if n == 1 { "" } else { "s" })
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
/// Why a depth-limited rabbit-and-wolves search says the wolves win.
pub const RABBIT_HORIZON: &str = "Why the wolves “win” at this depth: the search stops after a few moves and scores each position by the rabbit's distance to the top row with the wolves standing still; the wolves start on the top row, and whatever the rabbit does they can move so that every top-row square stays taken or behind a wolf (f8-e7, then h8-g7, for one), so every position they choose scores 254, the rabbit walled in, although the game is far from over.";

pub const KEY_WORDS: KeyWords = KeyWords {
    pruned: "pruned",
    root: "root",
    best: "best move",
    no_key: "no answer key: the search needs a value this tree does not have",
    or: "or",
    alpha_beta: "Alpha-beta",
    minimax: "Minimax",
    aima: "AIMA (test v first)",
    update_first: "update α/β first",
    easy: "easy",
    medium: "medium",
    hard: "hard",
    convention: |algorithm, cut, form| format!("{algorithm}, cut when {cut}, pseudocode: {form}."),
    heading: |level, first, last, convention| {
        if first == last {
            format!("Worksheet ({level}): exercise {first}. {convention}")
        } else {
            format!("Worksheet ({level}): exercises {first} to {last}. {convention}")
        }
    },
};

/// The steps of chance nodes and of more than two players.
fn chance_and_players(step: &Step) -> String {
    match step {
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
                Some((old, old_part)) => {
                    format!("{child} gives {got}: player {player} gets {part} there, less than {old_part} in {old}, so {node} keeps {old}.")
                }
            };
            let value = if *took { got } else { old.as_ref().map_or(got, |(o, _)| o) };
            if *last { format!("{said} That was its last child: {node}'s value is {value}.") } else { said }
        }
        // `step` sends only the steps above here.
        _ => String::new(),
    }
}

/// Nim's known answer: the nim-sum of `piles` and what it says for the
/// side to move (`mover`), with the winning moves when there are some.
pub fn nim_known(piles: &[u8], sum: u8, mover: &str, winning: &[String]) -> String {
    let xor = piles.iter().map(u8::to_string).collect::<Vec<_>>().join(" ⊕ ");
    if sum == 0 {
        format!(
            "nim-sum {xor} = 0: {mover}, to move, loses against best play (every move leaves a nim-sum that is not 0, and the other side can always make it 0 again)"
        )
    } else {
        format!("nim-sum {xor} = {sum}, not 0: {mover}, to move, wins by leaving a nim-sum of 0: {}", winning.join(", "))
    }
}

/// The null-window family's and proof-number search's sentences.
pub const FAMILY: super::interface::FamilyWords = super::interface::FamilyWords {
    root: "the root",
    pass_full: "Search the root with the whole window (α, β) = ({a}, {b}).",
    pass_aspiration: "Aspiration: search the root with a window around the guess, (α, β) = ({a}, {b}).",
    pass_again: "Search the root again with the widened window ({a}, {b}).",
    pass_mtdf: "Pass {p}: β = MAX(g, lower + {step}) = {b}; search with the null window (β − {step}, β) = ({a}, {b}).",
    enter: "Enter {n} with (α, β) = ({a}, {b}).",
    enter_scout: "Scout {n} with the null window ({a}, {b}): the answer says only whether it is better than α for the player above.",
    enter_research: "Search {n} again with ({a}, {b}): seen from {p}, who moves one level up, its scout failed high (more than α), so its value is above α and must be found exactly.",
    table_hit: "The table holds {n} in [{l}, {h}]: that already decides this pass, so return {v}.",
    table_narrow: "The table holds {n} in [{l}, {h}]: narrow the window to ({a}, {b}).",
    leaf_side: "Leaf {n} = {u} for MAX; for {s}, the player to move there, it is worth {v}.",
    leaf_max: "Leaf {n} = {v}.",
    back_negated: "{n} gets score = −({r}) = {v} from {c}: what is good for one player is bad for the other.",
    back_same: "{n} gets score = {v} from {c} (the same player moves at both, so no sign change).",
    back_max: "{n} (MAX) takes g = MAX(g, {v}) from {c}.",
    back_min: "{n} (MIN) takes g = MIN(g, {v}) from {c}.",
    fail_high: "The scout says more than α ({v} > {a}), so search {c} again with ({v}, {b}), which {c} sees from its own side as ({x}, {y}).",
    better_alpha: "α at {n} rises to {a}.",
    better_soft: "best at {n} is now {v}; α = {a}.",
    better_max: "g at {n} is now {v}; a = {a}.",
    better_min: "g at {n} is now {v}; b = {b}.",
    cutoff: "score {v} {op} β = {b}: cutoff at {n}; {k} more moves are never looked at.",
    cutoff_max: "g = {v} ≥ β = {b}: {n} stops; {k} more moves are never looked at.",
    cutoff_min: "g = {v} ≤ α = {a}: {n} stops; {k} more moves are never looked at.",
    return_exact: "{n} returns {v}: its value.",
    return_at_most: "{n} returns {v}: seen from {s}, who moves at {n}, its value is at most that (it failed low for {s}).",
    return_at_least: "{n} returns {v}: seen from {s}, who moves at {n}, its value is at least that (it failed high for {s}).",
    return_at_least_max: "{n} returns {v}: in MAX's numbers (MTD(f) reads every node from MAX's side), its value is at least that.",
    return_at_most_max: "{n} returns {v}: in MAX's numbers (MTD(f) reads every node from MAX's side), its value is at most that.",
    return_unknown: "{n} returns {v}, which says nothing for sure: it was entered with α = β, an empty window only the strict rule leaves open.",
    store: "Store {n} in the table: lower bound {l}, upper bound {h}.",
    pass_low: "score {v} ≤ α = {a}: the search failed low; widen α to −∞ and search again.",
    pass_high: "score {v} ≥ β = {b}: the search failed high; widen β to +∞ and search again.",
    pass_exact: "score {v} lies inside the window ({a}, {b}): it is the root's value.",
    mtdf_upper: "g = {v} < β: the value is at most {v}; the bounds are now [{l}, {h}].",
    mtdf_lower: "g = {v} ≥ β: the value is at least {v}; the bounds are now [{l}, {h}].",
    done: "The root's value is {v}.",
    done_min: "The root's value is {v} for MAX: {m} read by MIN, who moves there.",
    goal_win: "a win",
    goal_above_zero: "a value above 0",
    goal_below_zero: "a value below 0",
    goal_at_least: "a value of at least {v}",
    goal_at_most: "a value of at most {v}",
    pns_iteration: "Iteration {k}: the most-proving node is {n}; expanding it makes {m} children.",
    pns_iteration_one: "Iteration {k}: the most-proving node is {n}; expanding it makes 1 child.",
    pns_update: "Update {n}: (pn, dn) ({p0}, {d0}) → ({p1}, {d1}).",
    pns_proved: "Proved (pn = 0): {s} can force {goal}.",
    pns_disproved: "Disproved (dn = 0): {s} cannot force {goal}.",
    pns_open: "Not decided after {k} iterations: the node cap was reached.",
    notes: super::interface::ListingNotes {
        for_mover: "for the mover",
        soft_only: "fail-soft only",
        fail_soft: "fail-soft",
        fail_hard: "fail-hard",
        scout: "scout",
        failed_high: "failed high",
        failed_low: "failed low",
        cutoff: "cutoff",
        with_memory: "alpha-beta with memory",
        numbers_of_children: "SET-NUMBERS of each child",
        numbers_upward: "SET-NUMBERS upward",
    },
};

pub const QUIZ: super::interface::QuizWords = super::interface::QuizWords {
    title: |exercise| format!("Minimax Lab: exercise {exercise}"),
    task: |convention| {
        format!(
            "Search this game tree as the course does: {convention} MAX moves at the root (▲ MAX, ▼ MIN), and children are searched from left to right."
        )
    },
    notation: "The same tree in Minimax Lab's notation:",
    names: "Nodes are named level by level from the root A, left to right (B, C, …); a leaf is named after its parent and its place among the children (C2: C's second child).",
    root: |name| format!("The value of the root {name}:"),
    inner: "The value each other inner node returns: choose “exactly”, or “at most” or “at least” where the search only bounds it, then write the number. Where a node’s cut test held at its last child, “exactly” and that bound are both right. For a node the search never reaches, choose “not reached” and leave the number empty.",
    inner_typed: "The value each other inner node returns: write the number (5), or the bound where the search only bounds it (≤ 5 or ≥ 5; <= 5 and >= 5 are read the same). Where a node’s cut test held at its last child, the number and that bound are both right. For a node the search never reaches, write a dash (–).",
    inner_minimax: "The value each other inner node returns:",
    exactly: "exactly",
    at_most: "at most",
    at_least: "at least",
    not_reached: "not reached",
    pruned: "Tick every leaf the search never evaluates:",
    image: |exercise| format!("The game tree of exercise {exercise}"),
    key: "Answer key:",
};

pub const CHECK: super::interface::CheckWords = super::interface::CheckWords {
    minimax: "minimax",
    alphabeta: "alpha-beta",
    did_read: "Your code read {x}",
    did_expand: "Your code expanded {x}",
    did_stop: "Your code stopped",
    next_read: "reads {x}",
    next_expand: "expands {x}",
    parting_pruned: "{did}, but {algo} never gets to {x}. Step {step}: {why}",
    parting_next: "{did}, but {algo} {next} next. Step {step}: {why}",
    parting_finished: "{did}, but {algo} had already finished with it.",
    parting_returned: "Your code's call on {x} returned {r}, but {x} returns {v}. Step {step}: {why}",
    parting_root: "Your code gives the root {r}, but the value of the game is {v}.",
    no_number: "no number",
    agrees: "Your code does what {algo} does: the same {k} nodes in the same order, and the root's value {v}.",
    fail_hard: "Some calls returned the end of their window instead of v (fail-hard): that is accepted.",
    line: "Pseudocode: {line}",
    looks_like: "This looks like a known mistake: {slip}",
    unfit_players: "Code is checked on trees of MAX and MIN nodes: this tree has chance nodes or more than two players.",
    unfit_value: "{algo} reads {x}, which has no number: give it one to check code on this tree.",
    no_pruning: "no pruning at all. Your code searches every child, as minimax does; alpha-beta returns as soon as the cut test holds.",
    fail_hard_strict: "fail-hard returns under the strict rule. A call returns the end of its window instead of v, and under α > β a later window that closes to α = β then cuts less than AIMA's v would. Return v, as AIMA does.",
    other_cut: "the other cut rule. Your code cuts at {other}, but this convention cuts at {this}.",
    window_not_passed: "α and β are not passed down. Every call gets (−∞, ∞), so no call can ever cut: pass each child the node's α and β as they are now.",
    swapped: "α and β swapped. A child is called with (β, α) instead of (α, β).",
    returns_bound: "returning α or β instead of v. A node returns its own end of the window, which is not its value.",
    wrong_player: "the wrong player's turn. Your code plays MAX where the tree has MIN and MIN where it has MAX.",
    same_mover: "a turn that never passes. MAX-VALUE calls MAX-VALUE (or MIN-VALUE calls MIN-VALUE); each call should hand the move to the other player.",
    reversed: "children taken right to left. Alpha-beta takes them in the order the tree lists them, so it prunes other nodes.",
    read_twice: "a node visited twice. Your code comes back to a node it had finished with; each node is searched once.",
    order_wrong: "the right nodes in the wrong order. Your code visits what {algo} visits, in another order.",
    heading: "Your code",
    intro: "Write {algo} in Python or JavaScript: it is run on the tree shown and on random trees, and every node it expands and leaf it reads is compared with the search shown.",
    language: "Language",
    run_here: "Check on this tree",
    run_random: "Test on 200 random trees",
    stop: "Stop",
    reset: "Start again from the example",
    loading_python: "Loading Python (Pyodide, about 10 MB the first time)…",
    running: "Running your code on tree {k} of {n}…",
    shrinking: "Tree {k} fails: looking for the smallest tree that fails the same way…",
    stopped: "Stopped. Nothing of your code is lost.",
    timed_out: "Your code did not finish within {s} s on tree {k}: an endless loop? It was stopped; fix it and run again.",
    load_error: "Your code does not load:",
    at_line: "line {line}",
    raised: "Your code raised an error:",
    agrees_all: "Your code agrees with {algo} on all {n} random trees (MAX and MIN at the root, ties included).",
    failed_tree: "Tree {k} of {n} fails. The smallest tree that fails the same way is now shown: {tree}",
    only_code: "Only your code visited: {list}",
    only_reference: "Only {algo} visited: {list}",
    shown_step: "The search shown is at step {step}, where the two part.",
    starter: "Write your search here. node.children is [] at a leaf; node.value is a leaf’s utility; node.is_max says whose turn it is.",
};
