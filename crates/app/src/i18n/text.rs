//! [`Text`] holds every label, title and message of the web app in one
//! language, a struct per part of the page (the header, the step controls,
//! practice, the game panel…); each language is a folder (`en/`, `tr/`,
//! `ja/`, `zh/`) with a file per part. A struct literal must fill in every field,
//! so a missing translation does not compile. Names the engine's words
//! also use (the algorithms, the pseudocode forms, the levels) are taken
//! from the engine's tables, so each is translated once.

use minimax_engine::practice::{Field, Level, Part};
use minimax_engine::search::{EventKind, Form};

use minimax_engine::games::AnyGame;

use crate::compare::Compare;
use crate::practice::Task;
use crate::url::{Theme, WindowAlgo};
use minimax_engine::nullwindow::Algo;

/// Every word of the interface in one language, by part of the page. Fields
/// that take numbers or names are functions.
#[derive(Debug)]
pub struct Text {
    /// The header: examples, undo and redo, the search's options, language. (`{lang}/header.rs`)
    pub header: HeaderWords,
    /// The random-tree popover. (`{lang}/random_tree.rs`)
    pub random_trees: RandomTreeWords,
    /// The Share / Embed dialog. (`{lang}/share.rs`)
    pub share_embed: ShareWords,
    /// The step controls, the explanation and the speeds. (`{lang}/steps.rs`)
    pub steps: StepWords,
    /// The side column: pseudocode, step log, statistics, the notation editor. (`{lang}/side.rs`)
    pub side: SideWords,
    /// The drawing: its tools, legend, node tools and exports. (`{lang}/tree_view.rs`)
    pub tree_view: TreeViewWords,
    /// Notices and the errors of links and saved work. (`{lang}/messages.rs`)
    pub messages: MessageWords,
    /// The What-if panel. (`{lang}/what_if.rs`)
    pub what_if_panel: WhatIfWords,
    /// The printable worksheet. (`{lang}/worksheet.rs`)
    pub worksheet: WorksheetWords,
    /// The side-by-side comparison. (`{lang}/compare.rs`)
    pub side_by_side: CompareWords,
    /// Practice and predict, and the course (LMS) around them. (`{lang}/practice.rs`)
    pub practice_panel: PracticeWords,
    /// More than two players: max^n and the paranoid switch. (`{lang}/players.rs`)
    pub players: PlayerWords,
    /// Chance trees: the leaves' bounds and the Monte Carlo panel. (`{lang}/chance.rs`)
    pub chance_panels: ChanceWords,
    /// The game panel: games, positions, depth, order, playing. (`{lang}/games.rs`)
    pub games: GameWords,
    /// The toggles of the labs and of Your code. (`{lang}/modes.rs`)
    pub modes: ModeWords,
}

/// The header's words.
#[derive(Debug)]
pub struct HeaderWords {
    pub example: &'static str,
    pub load_example: &'static str,
    pub choose: &'static str,
    /// The random-tree settings asked (branching, depth) and the ones used.
    pub random_clamped: fn(u32, u32, u32, u32) -> String,
    /// The phone's menu button that unfolds the header's controls.
    pub menu: &'static str,
    /// The menu of recent trees (the saved work a link replaced).
    pub recent: &'static str,
    pub recent_title: &'static str,
    /// Each built-in example's name and what it shows.
    pub examples: Examples,
    pub algorithm: &'static str,
    pub alpha_beta: &'static str,
    pub minimax: &'static str,
    pub cut_at: &'static str,
    pub cut_ge: &'static str,
    pub cut_gt: &'static str,
    /// The header's groups: the search, the tree, the view.
    pub groups: Groups,
    /// The step log: its heading, its columns (step, node, event, α, β,
    /// value, explanation), the event names (enter, leaf, update, cutoff,
    /// return, blocked), and what it says when it shows only the latest
    /// rows or none.
    pub step_log: &'static str,
    pub step_log_columns: StepLogColumns,
    pub events: EventNames,
    pub step_log_earlier: fn(usize) -> String,
    pub step_log_too_long: fn(usize) -> String,
    pub step_log_jump: &'static str,
    /// "Pseudocode" menu: which alpha-beta form the steps follow.
    pub form_label: &'static str,
    /// The AIMA form, the update-first form (`Form::ALL` order).
    pub forms: FormNames,
    /// What each form does, for the menu's tooltips.
    pub forms_title: FormNames,
    pub root_max: &'static str,
    pub root_min: &'static str,
    pub swap_root: &'static str,
    pub theme: &'static str,
    /// Auto, light, dark, high contrast.
    pub themes: Themes,
    pub presentation: &'static str,
    pub presentation_title: &'static str,
    pub language: &'static str,
    /// The language menu's "follow the browser" entry.
    pub lang_auto: &'static str,
    pub undo: &'static str,
    pub undo_title: &'static str,
    pub redo: &'static str,
    pub redo_title: &'static str,
}

/// The random-tree popover's words.
#[derive(Debug)]
pub struct RandomTreeWords {
    pub random_tree: &'static str,
    pub branching: &'static str,
    pub depth: &'static str,
    pub values_from: &'static str,
    pub values_to: &'static str,
    /// The seed field and its placeholder (left empty: a new tree each time).
    pub random_seed: &'static str,
    pub random_seed_hint: &'static str,
    pub generate: &'static str,
}

/// The Share / Embed dialog's words.
#[derive(Debug)]
pub struct ShareWords {
    pub share: &'static str,
    pub share_group: &'static str,
    pub start_at: &'static str,
    pub this_step: fn(usize) -> String,
    pub the_beginning: &'static str,
    pub the_end: &'static str,
    pub autoplay: &'static str,
    pub show_pseudocode: &'static str,
    pub share_language: &'static str,
    pub viewers_language: &'static str,
    pub link: &'static str,
    pub embed_snippet: &'static str,
    /// The Share dialog's `<script src=…embed.js>` line, for slide decks.
    pub embed_script: &'static str,
    /// Export: every step as Beamer overlays of one frame.
    pub export_beamer: &'static str,
    /// The same deck in 4:3 (Beamer's default is 16:9 here).
    pub export_beamer_43: &'static str,
    /// The Share dialog's Copy buttons, before and after copying.
    pub copy: &'static str,
    pub copied: &'static str,
}

/// The step controls' words.
#[derive(Debug)]
pub struct StepWords {
    pub step_controls: &'static str,
    pub jump_start: &'static str,
    pub step_back: &'static str,
    pub play: &'static str,
    pub pause: &'static str,
    pub step_forward: &'static str,
    pub jump_end: &'static str,
    pub step_slider: &'static str,
    pub step_of: fn(usize, usize) -> String,
    pub speed: &'static str,
    /// Slow, normal, fast.
    pub speeds: Speeds,
    /// What "?" beside it means: the root has no value yet.
    pub root_unknown: &'static str,
    pub root: &'static str,
    pub press_to_start: &'static str,
    /// The same on a touch screen (no keyboard): tap the ▶ step button.
    pub tap_to_start: &'static str,
    pub open_full: &'static str,
    pub dismiss: &'static str,
}

/// The side panels' (pseudocode, step log, statistics, notation) words.
#[derive(Debug)]
pub struct SideWords {
    pub pseudocode: &'static str,
    pub pseudocode_alpha_beta: &'static str,
    pub pseudocode_minimax: &'static str,
    pub pseudocode_expectiminimax: &'static str,
    /// The heading of the max^n listing.
    pub pseudocode_maxn: &'static str,
    pub call_stack: &'static str,
    pub stack_empty: &'static str,
    pub statistics: &'static str,
    pub so_far: &'static str,
    /// "{algorithm} total", given the algorithm's name.
    pub total: fn(&str) -> String,
    pub nodes_visited: &'static str,
    pub leaves_evaluated: &'static str,
    pub cutoffs: &'static str,
    pub tree_editor: &'static str,
    pub tree: &'static str,
    pub notation_help: &'static str,
    pub error_count: fn(usize) -> String,
}

/// The drawing's (its tools, legend, node tools, exports) words.
#[derive(Debug)]
pub struct TreeViewWords {
    pub game_tree: &'static str,
    pub drawing: &'static str,
    pub zoom_in: &'static str,
    pub zoom_out: &'static str,
    pub fit: &'static str,
    pub fit_title: &'static str,
    pub export: &'static str,
    pub export_notation: &'static str,
    /// The Export menu's slide entries: every step of the search as
    /// numbered PNG files in a zip, and as one PDF.
    pub export_slides_png: &'static str,
    pub export_slides_pdf: &'static str,
    /// A slide's title: step k of n.
    pub slide_title: fn(usize, usize) -> String,
    /// While slides are being made: slide k of n.
    pub slides_progress: fn(usize, usize) -> String,
    /// Steps in the search, the most that are exported as slides.
    pub slides_too_long: fn(usize, usize) -> String,
    /// Why the slides could not be made.
    pub slides_failed: fn(&str) -> String,
    /// The reason given when the tree was edited during a slide export.
    pub slides_tree_changed: &'static str,
    pub click_hint: &'static str,
    /// The same on a touch screen.
    pub tap_hint: &'static str,
    pub edit_value: &'static str,
    pub add_child: &'static str,
    pub move_left: &'static str,
    pub move_right: &'static str,
    pub delete: &'static str,
    pub leaf: &'static str,
    pub current_path: &'static str,
    pub pruned: &'static str,
    pub best_play: &'static str,
    /// A folded subtree's glyph: how many nodes it holds ("40 nodes").
    pub folded: fn(usize) -> String,
    /// Read out after a folded node's name.
    pub unfold_hint: &'static str,
    /// While a part of the app that the first view does not need is
    /// fetched (the worksheet's module).
    pub loading_module: &'static str,
    /// It could not be fetched or started: the browser's reason.
    pub module_failed: fn(&str) -> String,
    pub try_again: &'static str,
    /// A wide row's marker for a run of children left out ("+2,990"), read
    /// out as how many and what a click does.
    pub elided: fn(usize) -> String,
    pub folded_legend: &'static str,
    /// The button that switches between folded and whole.
    pub fold_button: &'static str,
    pub fold_title: &'static str,
    /// Its title when the tree is too big to draw whole (nodes, limit).
    pub whole_too_big: fn(usize, usize) -> String,
    pub fold: &'static str,
    pub unfold: &'static str,
    pub path_strip: &'static str,
    pub minimap: &'static str,
    /// Unvisited, active, done, pruned.
    pub states: NodeStates,
    /// An internal node's accessible name: what is seen, the player, the
    /// state ("C ≤ 2, MIN node, done").
    pub node_name: fn(&str, &str, &str) -> String,
    /// What a chance node is called in its accessible name and the legend.
    pub chance_node: &'static str,
    /// A leaf's accessible name: name, value, state.
    pub leaf_name: fn(&str, &str, &str) -> String,
    pub leaf_input: fn(&str) -> String,
    /// Nodes, levels, node limit, level limit.
    pub too_big: fn(usize, usize, usize, usize) -> String,
}

/// The messages' words.
#[derive(Debug)]
pub struct MessageWords {
    /// "The link" / "Your saved work", as the subject of a sentence.
    pub sources: Sources,
    /// A link that opened with some options left out: the source, then
    /// what was wrong (joined with "; ").
    pub link_dropped: fn(&str, &str) -> String,
    /// `key`, `value`, the values there are.
    pub unknown_value: fn(&str, &str, &str) -> String,
    /// A mode a widget does not show (`mcts`, `window`, `code`).
    pub not_in_widget: fn(&str) -> String,
    pub link_unusable: fn(&str, &str) -> String,
    pub saved_unreadable: &'static str,
    pub tree_error: fn(&str, &str) -> String,
    pub fix_errors_first: &'static str,
    pub options_without_tree: &'static str,
    pub bad_algo: fn(&str) -> String,
    pub bad_cut: fn(&str) -> String,
    pub bad_form: fn(&str) -> String,
    pub bad_root: fn(&str) -> String,
    pub bad_step: fn(&str) -> String,
    /// Games: a link's game or state that does not read (the engine's
    /// message, in English), a depth or order it does not take.
    pub bad_game: fn(&str) -> String,
    pub bad_depth: fn(&str) -> String,
    pub bad_order: fn(&str) -> String,
    /// A game whose search would make more than this many positions.
    pub game_too_big: fn(usize) -> String,
    /// Leaf bounds: a bad `bounds=` in a link; a leaf outside them; the
    /// panel's title, switch and help.
    pub bad_bounds: fn(&str) -> String,
    /// More than two players: a bad `paranoid=` in a link; the paranoid
    /// switch and its help; the line above a max^n drawing (players) and
    /// above its paranoid reduction (root player from 1, players); a
    /// refused edit of the reduction; a player's name (from 1).
    pub bad_paranoid: fn(&str) -> String,
    /// A bad `rescale=`; the comparison's menu entry and pane labels.
    pub bad_rescale: fn(&str) -> String,
    /// A bad `random=…&seed=…` pair, as written.
    pub bad_random: fn(&str) -> String,
    /// A packed tree (`tz=`) that could not be unpacked.
    pub bad_packed: &'static str,
}

/// The What-if panel's words.
#[derive(Debug)]
pub struct WhatIfWords {
    /// The node tool that opens the panel for the selected leaf.
    pub what_if: &'static str,
    pub what_if_title: &'static str,
    /// "What if x changes?" for the leaf named x.
    pub what_if_heading: fn(&str) -> String,
    /// What the panel is for, under its heading.
    pub what_if_intro: &'static str,
    /// The What-if panel's Keep and Revert buttons, and what it says
    /// while a trial value is not kept, and when it is the tree's own.
    pub what_if_keep: &'static str,
    pub what_if_revert: &'static str,
    pub what_if_trying: &'static str,
    pub what_if_kept: &'static str,
    /// Labels of the readouts: the root's value, its chosen move, the
    /// leaves pruned now.
    pub what_if_readouts: WhatIfReadouts,
    /// "none", for an empty list of pruned leaves or no chosen move.
    pub none: &'static str,
    /// The root keeps the move (named) while the condition holds.
    pub keeps_move_when: fn(&str, &str) -> String,
    /// No move is chosen now (the value rests on a placeholder).
    pub no_move_now: &'static str,
    /// The root is itself a leaf: there is no move to keep.
    pub root_is_leaf: &'static str,
    /// The leaves named (how many) are pruned while the condition holds.
    pub pruned_when: fn(&str, usize, &str) -> String,
    /// No other leaf's pruning depends on the leaf named.
    pub nothing_depends: fn(&str) -> String,
    /// Joins conditions: "or".
    pub or: &'static str,
    /// "every value of x" and "no value of x", for the leaf named x.
    pub every_value: fn(&str) -> String,
    pub no_value: fn(&str) -> String,
    /// Closes the panel.
    pub close: &'static str,
    /// The drawing's legend while What-if is open: the leaf that varies,
    /// and the leaves its value can prune or keep.
    pub what_if_legend: WhatIfLegend,
}

/// The worksheet's words.
#[derive(Debug)]
pub struct WorksheetWords {
    /// Easy, medium, hard (`Level::ALL` order).
    pub levels: Levels,
    /// The printable page's title.
    pub worksheet_title: &'static str,
    /// What to do, one sentence each: the values (α and β if asked), the
    /// bounds of nodes cut off, the pruned edges.
    pub worksheet_instructions: WorksheetInstructions,
    /// The button that prints the page.
    pub print: &'static str,
    /// The link to an exercise in the practice mode.
    pub practise_online: &'static str,
    pub answer_key: &'static str,
    /// The teacher's sheet's control that shows or hides the answer key
    /// (to print the sheet with or without it).
    pub show_key: &'static str,
    pub hide_key: &'static str,
    /// The teacher's sheet's link to the students' sheet, and what it is for.
    pub students_link: &'static str,
    pub students_link_title: &'static str,
    /// Said on the students' sheet, which has no key.
    pub key_hidden: &'static str,
    /// Said on the teacher's sheet (`key=1`).
    pub teachers_sheet: &'static str,
    /// The blank box under an internal node, read out ("value of B").
    pub value_of: fn(&str) -> String,
}

/// The comparison's words.
#[derive(Debug)]
pub struct CompareWords {
    /// The menu's label and tooltip.
    pub compare: &'static str,
    pub compare_title: &'static str,
    /// Off, then one per `Compare::ALL`: what the second pane changes.
    pub compare_choices: CompareChoices,
    /// The tree's order in a pane: as given, best first, worst first.
    pub orders: Orders,
    /// The leaves (named) pruned in this pane and not in the other.
    pub pruned_only_here: fn(&str) -> String,
    /// Both panes prune the same leaves.
    pub same_pruned: &'static str,
    /// This pane prunes nothing the other does not (the other prunes more).
    /// A comparison before both searches end: what each prunes alone is
    /// said at the end (it would give the answer away).
    pub pruned_at_end: &'static str,
    pub nothing_only_here: &'static str,
    /// A pane's counters: nodes visited, leaves evaluated, cutoffs so far
    /// (not the totals: they would say how much is pruned before it is).
    pub pane_stats: fn(u32, u32, u32) -> String,
    /// A pane's step while its search runs: its length is said when it
    /// ends (the shorter search's length would say how much it prunes).
    pub pane_step: fn(usize) -> String,
    pub compare_rescale: &'static str,
    pub rescale_labels: RescaleLabels,
}

/// Practice's words.
#[derive(Debug)]
pub struct PracticeWords {
    /// The header's switch and its tooltip.
    pub practice: &'static str,
    pub practice_title: &'static str,
    /// The two tasks: solve the whole tree, predict each step.
    pub tasks: Tasks,
    /// What to do, under each task's heading.
    pub solve_intro: &'static str,
    pub predict_intro: &'static str,
    /// The answer sheet's columns: node, value, α, β, pruned children.
    pub sheet_columns: SheetColumns,
    /// The switch that grades α and β too.
    pub grade_window: &'static str,
    pub check: &'static str,
    /// Reveals the next step of the search.
    pub hint: &'static str,
    pub first_mistake: &'static str,
    pub start_again: &'static str,
    pub new_exercise: &'static str,
    /// The exercise level menu's label (the levels' names are `levels`).
    pub level: &'static str,
    /// "Exercise medium-42".
    pub exercise_named: fn(&str) -> String,
    /// The link to a printable worksheet from this exercise on.
    pub worksheet_link: &'static str,
    /// The practice page's SCORM export's title (its content is the
    /// on-demand module's, worded by `LmsWords`).
    pub scorm_title: &'static str,
    /// A set of exercises: where the student is (k of n), the buttons to
    /// the previous and next, and the set's score so far (out of 100).
    pub course_position: fn(u32, u32) -> String,
    pub course_prev: &'static str,
    pub course_next: &'static str,
    pub course_score: fn(u32) -> String,
    /// The exercise shown was checked: its first Check's score.
    pub course_checked: fn(u32, u32) -> String,
    /// Every exercise of the set checked: the score, and whether at full
    /// marks.
    pub course_done: fn(u32, bool) -> String,
    /// A SCORM package's link with its runtime: connected (the edition),
    /// none found, or a call the runtime refused (what it said).
    pub lms_connected: fn(&str) -> String,
    pub lms_missing: &'static str,
    /// Opened by the LMS to review or browse; the session ended.
    pub lms_review: &'static str,
    pub lms_ended: &'static str,
    pub lms_refused: fn(&str) -> String,
    /// Right items of all.
    pub score: fn(usize, usize) -> String,
    pub full_marks: &'static str,
    pub hints_taken: fn(u32) -> String,
    /// The running tally: exercises, points, out of.
    pub tally: fn(u32, u32, u32) -> String,
    /// The names of a node's answers: value, α, β.
    pub fields: FieldNames,
    /// Node, answer name, what was written, the answer.
    pub wrong_answer: fn(&str, &str, &str, &str) -> String,
    /// Node, answer name, the answer.
    pub missing_answer: fn(&str, &str, &str) -> String,
    /// Node, answer name, what was written.
    pub unreadable_answer: fn(&str, &str, &str) -> String,
    /// Parent and child of a pruned edge left unmarked.
    pub missing_prune: fn(&str, &str) -> String,
    /// Parent and child of an edge marked pruned that is searched.
    pub extra_prune: fn(&str, &str) -> String,
    /// A value written at a node the search never reaches.
    pub unreached_answer: fn(&str) -> String,
    /// A cut-off node: name, the value it returns, its bound. Both forms
    /// are accepted; this says which the search returns.
    pub bound_note: fn(&str, &str, &str) -> String,
    /// A node whose cut test held at its last child, answered with the
    /// bound: name, the test with its numbers, the value, the bound.
    pub tested_note: fn(&str, &str, &str, &str) -> String,
    /// The window a wrong answer's node held: name, α, β.
    pub window_at: fn(&str, &str, &str) -> String,
    /// The search stops at this placeholder: no key.
    pub no_key: fn(&str) -> String,
    /// Practice on a tree whose values are computed (chance nodes).
    pub no_key_computed: &'static str,
    /// Predict: a child's value came back (child, node).
    pub ask_update: fn(&str, &str) -> String,
    /// Predict: the node's new v; the new α; the new β; whether it cuts
    /// off now.
    pub ask_v: &'static str,
    pub ask_alpha: &'static str,
    pub ask_beta: &'static str,
    pub ask_cuts: fn(&str) -> String,
    /// Why the cut question is not asked at an update: the node, its
    /// last child (nothing is left to prune).
    pub no_cut_question: fn(&str, &str) -> String,
    pub yes_no: YesNo,
    /// Predict: the node cuts off; which children are pruned.
    pub ask_pruned: fn(&str) -> String,
    /// Predict: the node is finished; what it returns.
    pub ask_return: fn(&str) -> String,
    pub nothing_to_predict: &'static str,
    pub next_step: &'static str,
    pub right: &'static str,
    /// What was wrong: the parts named (v, the bound, the cut, the
    /// pruned children).
    pub not_quite: fn(&str) -> String,
    /// A checked prediction's fields: right, or what the search has.
    pub field_right: fn(&str) -> String,
    pub field_expected: fn(&str, &str) -> String,
    /// AIMA's form returned before the bound moves: the node, α or β.
    pub aima_keeps_bound: fn(&str, &str) -> String,
    /// Before the deciding pseudocode line of a wrong field ("Decided by").
    pub decided_by: &'static str,
    /// A cut test worked out: it holds, or it does not.
    pub test_holds: &'static str,
    pub test_fails: &'static str,
    pub parts: PartNames,
    /// Right of asked so far, and at the end.
    pub predict_score: fn(u32, u32) -> String,
    pub predict_done: fn(u32, u32) -> String,
    pub mc_unplayable: &'static str,
}

/// More than two players' (max^n, paranoid) words.
#[derive(Debug)]
pub struct PlayerWords {
    pub paranoid_switch: &'static str,
    pub paranoid_help: &'static str,
    pub maxn_note: fn(u8) -> String,
    pub paranoid_note: fn(u8, u8) -> String,
    pub paranoid_read_only: &'static str,
    pub player_name: fn(u8) -> String,
}

/// The chance panels' (leaf bounds, Monte Carlo) words.
#[derive(Debug)]
pub struct ChanceWords {
    pub outside_bounds: fn(&str, &str) -> String,
    pub bounds_title: &'static str,
    pub bounds_on: &'static str,
    pub bounds_help: &'static str,
    /// The Monte Carlo panel: title, reset, seed, table columns, help, and
    /// why a tree cannot be played out.
    pub mc_title: &'static str,
    pub mc_reset: &'static str,
    pub mc_seed: &'static str,
    pub mc_columns: MonteCarloColumns,
    pub mc_help: &'static str,
}

/// The game panel's words.
#[derive(Debug)]
pub struct GameWords {
    /// The Game panel: its title, the choices (a typed tree, then the
    /// three games), the position field and its button, the depth limit
    /// (and "none"), the move order and its four choices.
    pub game: &'static str,
    pub game_names: GameNames,
    pub position: &'static str,
    pub set_position: &'static str,
    /// Under the board while a typed position is not yet set.
    pub position_preview: &'static str,
    pub depth_limit: &'static str,
    pub depth_none: &'static str,
    pub move_order: &'static str,
    pub game_orders: GameOrders,
    /// The drawing's legend: a leaf evaluated at the depth limit; a move a
    /// cutoff skipped, never played.
    pub legend_frontier: &'static str,
    pub legend_stub: &'static str,
    /// How each game's position is written in the Position field.
    pub position_help: PositionHelp,
    /// Playing tic-tac-toe against the computer: the buttons, whose turn,
    /// the computer's move (the tree shows the search that chose it), the
    /// result.
    pub play_as: PlayAs,
    pub stop_playing: &'static str,
    pub your_move: &'static str,
    pub computer_played: fn(&str) -> String,
    pub results: Results,
    /// The horizon effect example: its button, and what it shows at the
    /// shallow depth and one ply deeper.
    pub horizon_button: &'static str,
    pub horizon_shallow: &'static str,
    pub horizon_deeper: &'static str,
    /// The node-count table: its button, its columns, and what `b` is.
    pub cost_button: &'static str,
    pub cost_columns: CostColumns,
    pub cost_note: &'static str,
    /// The node-count table while it is counted: the depth under way.
    pub cost_counting: fn(u32) -> String,
    /// The transposition table: its switch, what its hits mean, the legend.
    pub transposition_table: &'static str,
    pub table_hits: fn(usize) -> String,
    pub legend_same_as: &'static str,
    pub table_help: &'static str,
    /// A game's search under way: positions made so far of at most `cap`;
    /// the button that stops it (going back to what was shown).
    pub searching: fn(usize, usize) -> String,
    pub stop_search: &'static str,
    /// The other algorithm's totals for a game: still counting, or over
    /// the cap and not counted.
    pub other_counting: fn(usize) -> String,
    pub other_over_cap: fn(usize) -> String,
    /// Each game's two sides.
    pub sides: GameSides,
    /// Play as a side (named), and who won.
    pub play_as_side: fn(&str) -> String,
    pub side_wins: GameSides,
    /// The coin and rabbit board editors.
    pub coins_left: &'static str,
    pub to_move: &'static str,
    pub rabbit_editor_help: &'static str,
    /// The moves the person can play, as buttons.
    pub your_moves: &'static str,
}

/// The modes' toggles' (MCTS, Your code, null windows) words.
#[derive(Debug)]
pub struct ModeWords {
    /// The MCTS lab's button (short: it shares a row with Practice and
    /// the game chooser), its tooltip, and the same button closing the lab.
    pub mcts_button: &'static str,
    pub mcts_title: &'static str,
    pub mcts_close: &'static str,
    /// "Your code" (mode=code): its button, title and close button.
    pub code_button: &'static str,
    /// The header's toggle for it: short, so the header keeps two rows at
    /// 1280 px (English's "Your code" took a third beside "Auto (English)").
    pub code_header: &'static str,
    pub code_title: &'static str,
    pub code_close: &'static str,
    /// The legend of a check's marks: visited only by the code, only by the search.
    pub code_only: &'static str,
    pub search_only: &'static str,
    /// The null-window lab's button, its tooltip, and closing it.
    pub window_button: &'static str,
    pub window_title: &'static str,
    pub window_close: &'static str,
}

/// The header's groups of options.
#[derive(Clone, Copy, Debug)]
pub struct Groups {
    pub search: &'static str,
    pub tree: &'static str,
    pub view: &'static str,
}

/// A node state's name.
#[derive(Clone, Copy, Debug)]
pub struct NodeStates {
    pub unvisited: &'static str,
    pub active: &'static str,
    pub done: &'static str,
    pub pruned: &'static str,
}

/// Where a state came from, as the subject of a sentence.
#[derive(Clone, Copy, Debug)]
pub struct Sources {
    pub link: &'static str,
    pub saved: &'static str,
}

/// The What-if panel's live readouts.
#[derive(Clone, Copy, Debug)]
pub struct WhatIfReadouts {
    pub root: &'static str,
    pub chosen: &'static str,
    pub pruned: &'static str,
}

/// The legend while What-if is open.
#[derive(Clone, Copy, Debug)]
pub struct WhatIfLegend {
    pub varies: &'static str,
    pub depends: &'static str,
}

/// A pane's tree order.
#[derive(Clone, Copy, Debug)]
pub struct Orders {
    pub given: &'static str,
    pub best_first: &'static str,
    pub worst_first: &'static str,
}

/// The practice answer sheet's columns.
#[derive(Clone, Copy, Debug)]
pub struct SheetColumns {
    pub node: &'static str,
    pub value: &'static str,
    pub alpha: &'static str,
    pub beta: &'static str,
    pub pruned: &'static str,
}

/// The rescaled comparison's pane labels.
#[derive(Clone, Copy, Debug)]
pub struct RescaleLabels {
    pub written: &'static str,
    pub rescaled: &'static str,
}

/// The buttons that start playing tic-tac-toe.
#[derive(Clone, Copy, Debug)]
pub struct PlayAs {
    pub x: &'static str,
    pub o: &'static str,
}

/// How a game of tic-tac-toe ended.
#[derive(Clone, Copy, Debug)]
pub struct Results {
    pub x_wins: &'static str,
    pub o_wins: &'static str,
    pub draw: &'static str,
}

/// The step log's columns.
#[derive(Clone, Copy, Debug)]
pub struct StepLogColumns {
    pub step: &'static str,
    pub node: &'static str,
    pub event: &'static str,
    pub alpha: &'static str,
    pub beta: &'static str,
    pub value: &'static str,
    pub explanation: &'static str,
}

impl StepLogColumns {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 7] {
        [self.step, self.node, self.event, self.alpha, self.beta, self.value, self.explanation]
    }
}

/// Each kind of step's name in the step log.
#[derive(Clone, Copy, Debug)]
pub struct EventNames {
    pub enter: &'static str,
    pub leaf: &'static str,
    pub update: &'static str,
    pub cutoff: &'static str,
    pub ret: &'static str,
    pub blocked: &'static str,
}

impl EventNames {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 6] {
        [self.enter, self.leaf, self.update, self.cutoff, self.ret, self.blocked]
    }
}

/// The pseudocode forms' names.
#[derive(Clone, Copy, Debug)]
pub struct FormNames {
    pub aima: &'static str,
    pub update_first: &'static str,
}

impl FormNames {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 2] {
        [self.aima, self.update_first]
    }
}

/// The themes' names.
#[derive(Clone, Copy, Debug)]
pub struct Themes {
    pub auto: &'static str,
    pub light: &'static str,
    pub dark: &'static str,
    pub contrast: &'static str,
}

impl Themes {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 4] {
        [self.auto, self.light, self.dark, self.contrast]
    }
}

/// Autoplay's speeds.
#[derive(Clone, Copy, Debug)]
pub struct Speeds {
    pub slow: &'static str,
    pub normal: &'static str,
    pub fast: &'static str,
}

impl Speeds {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 3] {
        [self.slow, self.normal, self.fast]
    }
}

/// The exercise levels' names.
#[derive(Clone, Copy, Debug)]
pub struct Levels {
    pub easy: &'static str,
    pub medium: &'static str,
    pub hard: &'static str,
}

impl Levels {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 3] {
        [self.easy, self.medium, self.hard]
    }
}

/// A worksheet's instructions, in order.
#[derive(Clone, Copy, Debug)]
pub struct WorksheetInstructions {
    pub values: &'static str,
    pub prunes: &'static str,
    pub check: &'static str,
}

impl WorksheetInstructions {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 3] {
        [self.values, self.prunes, self.check]
    }
}

/// The Compare menu: off, then what the second pane changes.
#[derive(Clone, Copy, Debug)]
pub struct CompareChoices {
    pub off: &'static str,
    pub algorithm: &'static str,
    pub cut: &'static str,
    pub form: &'static str,
    pub best_first: &'static str,
    pub worst_first: &'static str,
}

impl CompareChoices {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 6] {
        [self.off, self.algorithm, self.cut, self.form, self.best_first, self.worst_first]
    }
}

/// Practice mode's two tasks.
#[derive(Clone, Copy, Debug)]
pub struct Tasks {
    pub solve: &'static str,
    pub predict: &'static str,
}

impl Tasks {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 2] {
        [self.solve, self.predict]
    }
}

/// An answer field's name.
#[derive(Clone, Copy, Debug)]
pub struct FieldNames {
    pub value: &'static str,
    pub alpha: &'static str,
    pub beta: &'static str,
}

impl FieldNames {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 3] {
        [self.value, self.alpha, self.beta]
    }
}

/// Yes and no.
#[derive(Clone, Copy, Debug)]
pub struct YesNo {
    pub yes: &'static str,
    pub no: &'static str,
}

impl YesNo {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 2] {
        [self.yes, self.no]
    }
}

/// The parts of a predicted step.
#[derive(Clone, Copy, Debug)]
pub struct PartNames {
    pub v: &'static str,
    pub bound: &'static str,
    pub cuts: &'static str,
    pub pruned: &'static str,
}

impl PartNames {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 4] {
        [self.v, self.bound, self.cuts, self.pruned]
    }
}

/// The Monte Carlo table's columns.
#[derive(Clone, Copy, Debug)]
pub struct MonteCarloColumns {
    pub root_move: &'static str,
    pub playouts: &'static str,
    pub average: &'static str,
    pub exact: &'static str,
}

impl MonteCarloColumns {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 4] {
        [self.root_move, self.playouts, self.average, self.exact]
    }
}

/// The Game menu: a typed tree, then each game.
#[derive(Clone, Copy, Debug)]
pub struct GameNames {
    pub typed: &'static str,
    pub tictactoe: &'static str,
    pub coins: &'static str,
    pub rabbit: &'static str,
    pub connect4: &'static str,
    pub nim: &'static str,
}

impl GameNames {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 6] {
        [self.typed, self.tictactoe, self.coins, self.rabbit, self.connect4, self.nim]
    }
}

/// A game's move orders.
#[derive(Clone, Copy, Debug)]
pub struct GameOrders {
    pub given: &'static str,
    pub best_first: &'static str,
    pub worst_first: &'static str,
    pub random: &'static str,
    pub deepening: &'static str,
    pub killer: &'static str,
    pub history: &'static str,
}

impl GameOrders {
    /// The name of `order`, in the menu and in the comparison's rows.
    pub fn of(&self, order: minimax_engine::games::MoveOrder) -> &'static str {
        use minimax_engine::games::MoveOrder;
        use minimax_engine::ordering::Order;
        match order {
            MoveOrder::Static(Order::Given) => self.given,
            MoveOrder::Static(Order::BestFirst) => self.best_first,
            MoveOrder::Static(Order::WorstFirst) => self.worst_first,
            MoveOrder::Random(_) => self.random,
            MoveOrder::Deepening => self.deepening,
            MoveOrder::Killer => self.killer,
            MoveOrder::History => self.history,
        }
    }
}

/// How each game's position is written.
#[derive(Clone, Copy, Debug)]
pub struct PositionHelp {
    pub tictactoe: &'static str,
    pub coins: &'static str,
    pub rabbit: &'static str,
    pub connect4: &'static str,
    pub nim: &'static str,
}

impl PositionHelp {
    /// The help for `game`'s position field.
    pub fn of(&self, game: &AnyGame) -> &'static str {
        match game {
            AnyGame::TicTacToe(_) => self.tictactoe,
            AnyGame::Coins(_) => self.coins,
            AnyGame::Rabbit(_) => self.rabbit,
            AnyGame::ConnectFour(_) => self.connect4,
            AnyGame::Nim(_) => self.nim,
        }
    }
}

/// The node-count table's columns.
#[derive(Clone, Copy, Debug)]
pub struct CostColumns {
    pub depth: &'static str,
    pub minimax_nodes: &'static str,
    pub minimax_leaves: &'static str,
    pub alpha_beta_nodes: &'static str,
    pub alpha_beta_leaves: &'static str,
    pub b: &'static str,
    pub half: &'static str,
    pub three_quarters: &'static str,
}

impl CostColumns {
    /// The names in the order they are shown.
    pub fn list(&self) -> [&'static str; 8] {
        [
            self.depth,
            self.minimax_nodes,
            self.minimax_leaves,
            self.alpha_beta_nodes,
            self.alpha_beta_leaves,
            self.b,
            self.half,
            self.three_quarters,
        ]
    }
}

impl FormNames {
    /// The name of `form`.
    pub fn of(&self, form: Form) -> &'static str {
        match form {
            Form::Aima => self.aima,
            Form::UpdateFirst => self.update_first,
        }
    }
}

impl Levels {
    /// The name of `level`.
    pub fn of(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => self.easy,
            Level::Medium => self.medium,
            Level::Hard => self.hard,
        }
    }
}

impl EventNames {
    /// The name of a kind of step.
    pub fn of(&self, kind: EventKind) -> &'static str {
        match kind {
            EventKind::Enter => self.enter,
            EventKind::Leaf => self.leaf,
            EventKind::Update => self.update,
            EventKind::Cutoff => self.cutoff,
            EventKind::Return => self.ret,
            EventKind::Blocked => self.blocked,
        }
    }
}

impl Tasks {
    /// The name of a practice task.
    pub fn of(&self, task: Task) -> &'static str {
        match task {
            Task::Solve => self.solve,
            Task::Predict => self.predict,
        }
    }
}

impl FieldNames {
    /// The name of an answer field.
    pub fn of(&self, field: Field) -> &'static str {
        match field {
            Field::Value => self.value,
            Field::Alpha => self.alpha,
            Field::Beta => self.beta,
        }
    }
}

impl PartNames {
    /// The name of a part of a predicted step.
    pub fn of(&self, part: Part) -> &'static str {
        match part {
            Part::V => self.v,
            Part::Bound => self.bound,
            Part::Cuts => self.cuts,
            Part::Pruned => self.pruned,
        }
    }
}

impl Themes {
    /// The name of `theme`.
    pub fn of(&self, theme: Theme) -> &'static str {
        match theme {
            Theme::Auto => self.auto,
            Theme::Light => self.light,
            Theme::Dark => self.dark,
            Theme::Contrast => self.contrast,
        }
    }
}

impl CompareChoices {
    /// The menu entry of a comparison in `Compare::ALL`; the rescaled
    /// comparison has its own entry (`Text::compare_rescale`), so `None`.
    pub fn of(&self, compare: Compare) -> Option<&'static str> {
        match compare {
            Compare::Algorithm => Some(self.algorithm),
            Compare::Cut => Some(self.cut),
            Compare::Form => Some(self.form),
            Compare::BestFirst => Some(self.best_first),
            Compare::WorstFirst => Some(self.worst_first),
            Compare::Rescale => None,
        }
    }
}

/// A built-in example's name and what it shows.
#[derive(Clone, Copy, Debug)]
pub struct Example {
    pub name: &'static str,
    pub what: &'static str,
}

/// The built-in examples (`minimax_app::doc::EXAMPLES`).
#[derive(Clone, Copy, Debug)]
pub struct Examples {
    pub classic: Example,
    pub aima_figure_5_2: Example,
    pub tie: Example,
    pub deep_cutoff: Example,
    pub unbalanced: Example,
    pub chance_exercise: Example,
    pub chance_scale: Example,
    pub chance_side_by_side: Example,
    pub three_players: Example,
}

impl Examples {
    /// The examples in `EXAMPLES`'s order.
    pub fn list(&self) -> [Example; 9] {
        [
            self.classic,
            self.aima_figure_5_2,
            self.tie,
            self.deep_cutoff,
            self.unbalanced,
            self.chance_exercise,
            self.chance_scale,
            self.chance_side_by_side,
            self.three_players,
        ]
    }
}

/// Something said of each side of a game: MAX's and MIN's.
#[derive(Clone, Copy, Debug)]
pub struct Sides {
    pub max: &'static str,
    pub min: &'static str,
}

/// Something said of each game's two sides.
#[derive(Clone, Copy, Debug)]
pub struct GameSides {
    pub tictactoe: Sides,
    pub coins: Sides,
    pub rabbit: Sides,
    pub connect4: Sides,
    pub nim: Sides,
}

impl GameSides {
    /// `game`'s two sides.
    pub fn of(&self, game: &AnyGame) -> Sides {
        match game {
            AnyGame::TicTacToe(_) => self.tictactoe,
            AnyGame::Coins(_) => self.coins,
            AnyGame::Rabbit(_) => self.rabbit,
            AnyGame::ConnectFour(_) => self.connect4,
            AnyGame::Nim(_) => self.nim,
        }
    }
}

/// The words only the on-demand module's panels say (the MCTS lab, the
/// Connect Four and Nim parts of the game panel): a static of their own,
/// so the first view's build does not carry them.
#[derive(Clone, Copy, Debug)]
pub struct LabWords {
    /// Connect Four's and Nim's rules, in a paragraph each, shown under
    /// the game chooser.
    pub connect4_rules: &'static str,
    pub nim_rules: &'static str,
    /// Connect Four's board editor: how it works, its two buttons.
    pub connect4_editor_help: &'static str,
    pub undo_disc: &'static str,
    pub empty_board: &'static str,
    /// Nim's editor: a pile's name (from 1), and adding or removing piles.
    pub nim_pile: fn(usize) -> String,
    pub add_pile: &'static str,
    pub remove_pile: &'static str,
    /// Playing Connect Four: how to move.
    pub your_column: &'static str,
    /// Before a game's known answer (Nim's nim-sum).
    pub known_answer: &'static str,
    /// The labs' figure's key, under it when it draws them: a count under
    /// a node ("+3": nodes below it not drawn) and a dashed run ("+2":
    /// nodes a row or a path too long to draw left out there).
    pub count_key: &'static str,
    pub run_key: &'static str,
    /// The Monte Carlo tree search lab.
    pub mcts: MctsWords,
    /// The null-window lab.
    pub window: WindowWords,
    /// The game panel's learnt orders and the orders compared.
    pub orders: OrderWords,
    /// Question banks and SCORM packages for a course's LMS.
    pub lms: LmsWords,
}

/// The words of the worksheet's "Download for your LMS" menu and of the
/// SCORM package's making.
#[derive(Clone, Copy, Debug)]
pub struct LmsWords {
    /// The menu's title.
    pub download: &'static str,
    /// What the menu makes, beside its buttons.
    pub note: &'static str,
    /// Each format's button: Moodle XML, GIFT, QTI 2.1, QTI 1.2.
    pub moodle: &'static str,
    pub gift: &'static str,
    pub qti21: &'static str,
    pub qti12: &'static str,
    /// A file that could not be made: the reason.
    pub failed: fn(&str) -> String,
    /// The SCORM package: fetching the app's files (done, of).
    pub packing: fn(usize, usize) -> String,
    /// The practice page's SCORM panel: what it makes, the count and
    /// edition fields, the button.
    pub scorm_note: &'static str,
    pub scorm_count: &'static str,
    pub scorm_edition: &'static str,
    pub scorm_button: &'static str,
    /// The package was downloaded: its file name and size in MB, written
    /// (`1.2`: a string, so that no float formatting is in the first view).
    pub packed: fn(&str, &str) -> String,
    /// The package could not be made: the reason.
    pub scorm_failed: fn(&str) -> String,
}

/// The null-window lab's words (negamax, PVS, aspiration windows, MTD(f),
/// proof-number search); the steps' explanations are the engine's
/// (`minimax_engine::words::family`).
/// The null-window lab's counts table's columns.
#[derive(Clone, Copy, Debug)]
pub struct CountColumns {
    pub search: &'static str,
    pub nodes: &'static str,
    pub leaves: &'static str,
    pub re_searches: &'static str,
    pub passes: &'static str,
    pub value: &'static str,
}

impl CountColumns {
    /// The headings in the order they are shown.
    pub fn list(&self) -> [&'static str; 6] {
        [self.search, self.nodes, self.leaves, self.re_searches, self.passes, self.value]
    }
}

/// The MCTS lab's root table's columns.
#[derive(Clone, Copy, Debug)]
pub struct MctsColumns {
    pub moves: &'static str,
    pub n: &'static str,
    pub w: &'static str,
    pub q: &'static str,
    pub ucb: &'static str,
    pub policy: &'static str,
    pub exact: &'static str,
    pub proven: &'static str,
}

impl MctsColumns {
    /// The headings in the order they are shown.
    pub fn list(&self) -> [&'static str; 8] {
        [self.moves, self.n, self.w, self.q, self.ucb, self.policy, self.exact, self.proven]
    }
}

/// The null-window lab's searches by name.
#[derive(Clone, Copy, Debug)]
pub struct WindowAlgoNames {
    pub negamax: &'static str,
    pub pvs: &'static str,
    pub aspiration: &'static str,
    pub mtdf: &'static str,
    pub pns: &'static str,
}

impl WindowAlgoNames {
    /// The name of `algo`.
    pub fn of(&self, algo: WindowAlgo) -> &'static str {
        match algo {
            WindowAlgo::Family(Algo::Negamax) => self.negamax,
            WindowAlgo::Family(Algo::Pvs) => self.pvs,
            WindowAlgo::Family(Algo::Aspiration) => self.aspiration,
            WindowAlgo::Family(Algo::Mtdf) => self.mtdf,
            WindowAlgo::Pns => self.pns,
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct WindowWords {
    pub title: &'static str,
    pub close: &'static str,
    /// What the lab is, in a paragraph.
    pub help: &'static str,
    /// Each search's name (the menu's, the counts table's), and the menu's
    /// label.
    pub algos: WindowAlgoNames,
    pub algorithm: &'static str,
    /// The counts table's first row: plain alpha-beta on the same tree.
    pub alpha_beta: &'static str,
    /// Under a node in the drawing: searched with a null window (a
    /// scout), searched again with a wider one.
    pub scout_mark: &'static str,
    pub research_mark: &'static str,
    /// Stepping.
    pub first: &'static str,
    pub prev: &'static str,
    pub next: &'static str,
    pub last: &'static str,
    /// "Step 12 of 40"; an iteration of proof-number search.
    pub status: fn(usize, usize) -> String,
    pub status_pns: fn(usize, usize) -> String,
    /// Negamax's returns, and the convention line: which cut rule is in
    /// force (the document's) or that null windows test by ≥ only.
    pub fail: &'static str,
    pub fail_hard: &'static str,
    pub fail_soft: &'static str,
    pub cut_in_force: fn(&str) -> String,
    pub cut_null_only: &'static str,
    /// Aspiration's and MTD(f)'s guess, aspiration's δ, proof-number
    /// search's target (empty: a win), and their Set button.
    pub guess: &'static str,
    pub delta: &'static str,
    pub target: &'static str,
    pub target_win: &'static str,
    pub set: &'static str,
    /// Negamax's values: from the side of the player to move.
    pub values_note: &'static str,
    /// The null window's step (`1`, `0.1`).
    pub step_note: fn(&str) -> String,
    /// Aspiration's and MTD(f)'s root search under way: the pass and its
    /// window; MTD(f)'s bounds on the value after the passes so far.
    pub pass_line: fn(u32, &str, &str) -> String,
    pub bounds_line: fn(&str, &str) -> String,
    /// The counts table: its title and columns (algorithm, nodes
    /// entered, leaves evaluated, re-searches, passes, value).
    pub counts: &'static str,
    pub columns: CountColumns,
    /// The question proof-number search answers ("Can MAX force a win?").
    pub question: fn(&str, &str) -> String,
    /// Why the lab cannot search this: chance nodes, more players, a
    /// placeholder (its name), too big, a bad window, a depth limit for
    /// proof-number search.
    pub chance: &'static str,
    pub many_players: &'static str,
    pub placeholder: fn(&str) -> String,
    pub too_big: fn(usize) -> String,
    pub bad_window: &'static str,
    pub depth_limit: &'static str,
    /// Killer moves and history are learnt by alpha-beta's cutoffs: the
    /// lab's searches need another move order.
    pub learnt_order: &'static str,
    /// Where the listings come from.
    pub source: &'static str,
}

/// The killer table's columns.
#[derive(Clone, Copy, Debug)]
pub struct KillerColumns {
    pub ply: &'static str,
    pub first: &'static str,
    pub second: &'static str,
}

/// The history table's columns.
#[derive(Clone, Copy, Debug)]
pub struct HistoryColumns {
    pub move_name: &'static str,
    pub score: &'static str,
}

/// The move-order comparison's columns.
#[derive(Clone, Copy, Debug)]
pub struct CompareColumns {
    pub order: &'static str,
    pub nodes: &'static str,
    pub leaves: &'static str,
}

/// The four phases of an MCTS iteration.
#[derive(Clone, Copy, Debug)]
pub struct MctsPhases {
    pub selection: &'static str,
    pub expansion: &'static str,
    pub simulation: &'static str,
    pub backpropagation: &'static str,
}

impl MctsPhases {
    pub fn of(&self, phase: minimax_engine::mcts::Phase) -> &'static str {
        use minimax_engine::mcts::Phase;
        match phase {
            Phase::Selection => self.selection,
            Phase::Expansion => self.expansion,
            Phase::Simulation => self.simulation,
            Phase::Backpropagation => self.backpropagation,
        }
    }
}

/// Why the MCTS lab cannot search a tree: a leaf without a number, a
/// position with no move, more than two players.
#[derive(Clone, Copy, Debug)]
pub struct Unsearchable {
    pub no_number: &'static str,
    pub no_moves: &'static str,
    pub many_players: &'static str,
}

/// The game panel's words for the learnt move orders.
#[derive(Clone, Copy, Debug)]
pub struct OrderWords {
    /// The learnt tables: killers by ply, history scores.
    pub killers: &'static str,
    pub killer_columns: KillerColumns,
    pub history: &'static str,
    pub history_columns: HistoryColumns,
    pub nothing_learnt: &'static str,
    /// Comparing the orders: the button, the table's title, its columns
    /// and a note (each order's name is `Text::game_orders`'s).
    pub compare: &'static str,
    pub compare_title: &'static str,
    pub compare_columns: CompareColumns,
    pub over_cap: fn(usize) -> String,
    pub compare_note: &'static str,
    /// Quiescence: the checkbox and what it does; on the horizon example,
    /// what it changes, and the suggestion to try it.
    pub quiescence: &'static str,
    pub quiescence_help: &'static str,
    pub horizon_quiescence: &'static str,
    pub horizon_try: &'static str,
}

/// The MCTS lab's words.
#[derive(Clone, Copy, Debug)]
pub struct MctsWords {
    /// The button that opens the lab (short: it shares a row with Practice
    /// and the game chooser; its tooltip is the title), the title, and
    /// closing it.
    pub open: &'static str,
    pub title: &'static str,
    pub close: &'static str,
    /// What the lab is, in a paragraph.
    pub help: &'static str,
    /// The controls.
    pub prev_phase: &'static str,
    pub next_phase: &'static str,
    pub next_iteration: &'static str,
    pub reset: &'static str,
    pub c: &'static str,
    pub seed: &'static str,
    pub solver: &'static str,
    pub move_by: &'static str,
    pub by_visits: &'static str,
    pub by_q: &'static str,
    /// Where the default C comes from (the utilities' lowest and highest,
    /// the default), then how the move is chosen and its ties broken (by
    /// visits, or by the best average), each with its own leading space.
    pub c_note: fn(&str, &str, &str) -> String,
    pub c_note_by_visits: &'static str,
    pub c_note_by_q: &'static str,
    /// Added to it with MCTS-Solver on: what a proven root does to the choice.
    pub c_note_solver: &'static str,
    pub phases: MctsPhases,
    /// "Iteration 12, phase: expansion"; before any iteration.
    pub status: fn(u32, &str) -> String,
    pub not_started: &'static str,
    /// Selection at one node: its name, MAX or MIN, its N, each child's
    /// UCB1 written out, the child taken.
    pub select_step: fn(&str, &str, u32, &str, &str) -> String,
    /// A chance node: the child its probabilities picked.
    pub select_chance: fn(&str, &str) -> String,
    /// Where selection stopped, and why: moves not yet tried; the game
    /// over; proven.
    pub stop_untried: fn(&str) -> String,
    pub stop_over: fn(&str) -> String,
    pub stop_proven: fn(&str) -> String,
    /// Expansion: the node and the move that becomes its child; nothing to
    /// expand.
    pub expand: fn(&str, &str) -> String,
    pub no_expand: fn(&str) -> String,
    /// Simulation: the moves played at random, how many, the utility.
    pub simulate: fn(&str, usize, &str) -> String,
    /// No playout: the game is over at the node; its proven value.
    pub simulate_over: fn(&str) -> String,
    pub simulate_proven: fn(&str) -> String,
    /// Backpropagation: the result and the nodes updated; nodes proved.
    pub backprop: fn(&str, usize) -> String,
    pub proved: fn(usize) -> String,
    /// The root table's columns; the UCB1 column's heading while the
    /// iteration shown is under way (the UCB1 its selection used).
    pub columns: MctsColumns,
    pub ucb_now: &'static str,
    /// The move MCTS makes now, and how it is chosen.
    pub choice: fn(&str, &str) -> String,
    /// The plot: its caption.
    pub plot: &'static str,
    /// The button that shows the exact minimax values of the root's moves
    /// (the table's column and the plot's dashed lines), hidden until asked
    /// for, and hides them again.
    pub show_exact: &'static str,
    pub hide_exact: &'static str,
    pub plot_q: &'static str,
    pub plot_share: &'static str,
    /// Alpha-beta beside MCTS at the same number of nodes: the title; MCTS's
    /// move at `nodes`; alpha-beta's (moves, depth, nodes, value); when it
    /// finishes the whole game; when not even depth 1 fits; a typed tree's
    /// alpha-beta needing more nodes.
    pub versus_title: &'static str,
    pub versus_mcts: fn(u32, &str) -> String,
    pub versus_ab: fn(&str, u32, u32, &str) -> String,
    pub versus_ab_exact: fn(&str, u32, &str) -> String,
    pub versus_none: fn(u32) -> String,
    /// A typed tree (no evaluation to stop early with): alpha-beta needs
    /// this many nodes for the whole tree, more than the budget.
    pub versus_tree_needs: fn(u32, u32) -> String,
    /// The practice question: asked, right, wrong (the answer), not yet
    /// askable, the tally.
    pub quiz: &'static str,
    pub quiz_right: fn(&str) -> String,
    pub quiz_wrong: fn(&str, &str) -> String,
    pub quiz_wait: &'static str,
    pub quiz_tally: fn(u32, u32) -> String,
    /// Why the lab cannot search this tree.
    pub unsearchable: Unsearchable,
    /// The button that puts numbers at a tree's placeholders (the tree it
    /// loads, written out).
    pub try_numbers: fn(&str) -> String,
    /// Under the pseudocode: AIMA 4th edition, and what U and N are.
    pub source: &'static str,
}

/// Texts are statics, one per language: the same language is the same
/// address (so Yew props compare in no time).
impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        std::ptr::eq(self, other)
    }
}
