//! `GamePanel`, the on-demand module's part of the game panel, below the
//! page's chooser (`src/ui/view/game.rs`): search a game instead of a typed
//! tree. Set its position (a board to click for tic-tac-toe, the state text for
//! any game), the depth limit and the order moves are tried in; the tree
//! is made by the search, as it plays. Play any of the games against the
//! computer, keep a transposition table, and count the notes' node-count
//! table a slice at a time.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use minimax_app::doc::GameDoc;
use minimax_app::i18n::{LabWords, Text, lab, text};
use minimax_app::state::{Action, Reply, WORK_SLICE};
use minimax_app::url::GAME_MAX_DEPTH;
use minimax_engine::games::coins::{Coins, MAX_COINS};
use minimax_engine::games::connect4::{COLUMNS, ConnectFour, ROWS};
use minimax_engine::games::job::CostJob;
use minimax_engine::games::nim::{MAX_PILE, MAX_PILES, Nim};
use minimax_engine::games::rabbit::{Rabbit, square_name};
use minimax_engine::games::tictactoe::{HORIZON, Mark, TicTacToe};
use minimax_engine::games::{AnyGame, CostRow, MoveOrder, Setup};
use minimax_engine::lang::Lang;
use minimax_engine::search::Options;
use minimax_engine::tree::{Kind, Player};
use minimax_lab::ui::tree_view::picture_svg;
use minimax_lab::ui::view::game::select_value;

/// The game's settings, board, play and cost table, below the chooser. The
/// page's `GameHost` (`src/ui/extras.rs`) has the on-demand module draw
/// them: the first view, which only shows the chooser, does not carry
/// them. Every change goes back to the page as an [`Action`].
#[derive(Properties, PartialEq)]
pub struct GamePanelProps {
    pub game: GameDoc,
    /// Playing: the computer's move in the position searched, when it is
    /// the computer's turn there (`Model::reply`).
    #[prop_or_default]
    pub reply: Option<Reply>,
    /// Positions the transposition table answered in the search shown.
    #[prop_or_default]
    pub hits: Option<usize>,
    /// The search options in force (the cost table counts under them).
    #[prop_or_default]
    pub options: Options,
    pub lang: Lang,
    pub on_action: Callback<Action>,
}

/// The most positions one row of the cost table may make (in the page; a
/// deeper table is `make bench`'s).
const COST_CAP: usize = 60_000;

/// The node-count table of the notes, measured from the position shown.
fn cost_table_html(rows: &[CostRow], t: &'static Text) -> Html {
    let f = |x: f64| if x < 1e6 { format!("{x:.0}") } else { format!("{x:.2e}") };
    html! {
        <div class="cost" data-testid="cost-table">
            <table class="stats">
                <thead><tr>{ for t.games.cost_columns.list().iter().map(|c| html! { <th scope="col">{ *c }</th> }) }</tr></thead>
                <tbody>
                    { for rows.iter().map(|r| {
                        let [_, half, three_quarters] = r.formulas();
                        html! { <tr data-depth={r.depth.to_string()}>
                            <td>{ r.depth }</td><td>{ r.minimax.nodes_visited }</td><td>{ r.minimax.leaves_evaluated }</td>
                            <td>{ r.alpha_beta.nodes_visited }</td><td>{ r.alpha_beta.leaves_evaluated }</td>
                            <td>{ format!("{:.2}", r.branching) }</td><td>{ f(half) }</td><td>{ f(three_quarters) }</td>
                        </tr> }
                    }) }
                </tbody>
            </table>
            <p class="help">{ t.games.cost_note }</p>
        </div>
    }
}

/// What killer moves and the history heuristic learnt, drawn as two
/// small tables: the killers by ply, the history scores from the highest.
fn learnt_html(learnt: &Option<minimax_engine::games::Learnt>, words: &'static LabWords) -> Html {
    let Some(learnt) = learnt else { return html! {} };
    let w = &words.orders;
    if learnt.history.is_empty() {
        return html! { <p class="help" data-testid="learnt-none">{ w.nothing_learnt }</p> };
    }
    let mut history = learnt.history.clone();
    minimax_engine::sorting::sort_by_key(&mut history, |b| std::cmp::Reverse(b.1));
    history.truncate(12);
    html! {
        <div class="learnt row" data-testid="learnt">
            <table class="stats" data-testid="killer-table">
                <caption>{ w.killers }</caption>
                <thead><tr><th scope="col">{ w.killer_columns.ply }</th><th scope="col">{ w.killer_columns.first }</th><th scope="col">{ w.killer_columns.second }</th></tr></thead>
                <tbody>{ for learnt.killers.iter().enumerate().filter(|(_, k)| k[0].is_some()).map(|(ply, k)| html! {
                    <tr data-ply={ply.to_string()}><td>{ ply }</td><td>{ k[0].clone().unwrap_or_default() }</td><td>{ k[1].clone().unwrap_or_default() }</td></tr>
                }) }</tbody>
            </table>
            <table class="stats" data-testid="history-table">
                <caption>{ w.history }</caption>
                <thead><tr><th scope="col">{ w.history_columns.move_name }</th><th scope="col">{ w.history_columns.score }</th></tr></thead>
                <tbody>{ for history.iter().map(|(m, score)| html! { <tr data-move={m.clone()}><td>{ m.clone() }</td><td>{ *score }</td></tr> }) }</tbody>
            </table>
        </div>
    }
}

/// One move order's cost: nodes visited and leaves evaluated, `None` over
/// the cap.
#[derive(Clone, PartialEq)]
pub struct OrderRow {
    order: MoveOrder,
    counted: Option<(u32, u32)>,
}

/// The orders compared: for which game and options, and their rows.
type Compared = (GameDoc, Options, Rc<Vec<OrderRow>>);

/// The most positions one order's search may make when orders are
/// compared.
const ORDER_CAP: usize = 100_000;

/// Alpha-beta from the position under each move order, counted when
/// asked: as generated, best first, worst first, killer moves, history.
fn orders_html(
    game: &GameDoc,
    options: Options,
    compared: &UseStateHandle<Option<Compared>>,
    (t, words): (&'static Text, &'static LabWords),
) -> Html {
    let (w, names) = (&words.orders, &t.games.game_orders);
    let count = {
        let (compared, g) = (compared.clone(), game.clone());
        Callback::from(move |_: MouseEvent| {
            let ab = Options { algorithm: minimax_engine::search::Algorithm::AlphaBeta, ..options };
            let rows = [MoveOrder::GIVEN, MoveOrder::BEST_FIRST, MoveOrder::WORST_FIRST, MoveOrder::Killer, MoveOrder::History]
                .into_iter()
                .map(|order| {
                    let setup = Setup { order, ..g.setup() };
                    let counted =
                        minimax_engine::games::count(&g.game, setup, ab, ORDER_CAP).map(|s| (s.nodes_visited, s.leaves_evaluated));
                    OrderRow { order, counted }
                })
                .collect();
            compared.set(Some((g.clone(), options, Rc::new(rows))));
        })
    };
    let shown = compared.as_ref().filter(|(g, o, _)| g == game && *o == options).map(|(_, _, rows)| Rc::clone(rows));
    html! {
        <>
            <button type="button" class="text-button" data-testid="compare-orders" onclick={count}>{ w.compare }</button>
            if let Some(rows) = shown {
                <div class="cost" data-testid="orders-table">
                    <table class="stats">
                        <caption>{ w.compare_title }</caption>
                        <thead><tr><th scope="col">{ w.compare_columns.order }</th><th scope="col">{ w.compare_columns.nodes }</th><th scope="col">{ w.compare_columns.leaves }</th></tr></thead>
                        <tbody>{ for rows.iter().map(|r| {
                            let cell = |v: Option<u32>| v.map_or_else(|| (w.over_cap)(ORDER_CAP), |n| n.to_string());
                            html! { <tr data-order={r.order.name()} class={classes!((r.order == game.order).then_some("chosen"))}>
                                <th scope="row">{ names.of(r.order) }</th><td data-col="nodes">{ cell(r.counted.map(|c| c.0)) }</td><td data-col="leaves">{ cell(r.counted.map(|c| c.1)) }</td>
                            </tr> }
                        }) }</tbody>
                    </table>
                    <p class="help">{ w.compare_note }</p>
                </div>
            }
        </>
    }
}

/// The coin game's editor: how many coins, and who moves.
fn coins_editor(c: Coins, g: &GameDoc, t: &'static Text, d: &Callback<Action>) -> Html {
    let set = |coins: Coins, d: &Callback<Action>, g: &GameDoc| {
        // Only a position the game takes is set: the count is kept within
        // 1 to MAX_COINS before it gets here.
        if let Ok(parsed) = coins.to_string().parse::<Coins>() {
            d.emit(Action::SetGame(Some(GameDoc { game: AnyGame::Coins(parsed), ..g.clone() })));
        }
    };
    let on_count = {
        let (d, g) = (d.clone(), g.clone());
        Callback::from(move |e: Event| {
            if let Some(n) = e.target_dyn_into::<HtmlInputElement>().and_then(|i| i.value().trim().parse::<u32>().ok()) {
                set(Coins { coins: n.clamp(1, MAX_COINS), ..c }, &d, &g);
            }
        })
    };
    let on_side = {
        let (d, g) = (d.clone(), g.clone());
        Callback::from(move |e: Event| set(Coins { max_to_move: select_value(&e) == "max", ..c }, &d, &g))
    };
    let step = |delta: i64| {
        let (d, g) = (d.clone(), g.clone());
        let n = (i64::from(c.coins) + delta).clamp(1, i64::from(MAX_COINS)) as u32;
        Callback::from(move |_: MouseEvent| set(Coins { coins: n, ..c }, &d, &g))
    };
    html! {
        <div class="board-editor coins-editor" data-testid="board-editor">
            <div class="coin-row" aria-hidden="true">{ for (0..c.coins).map(|_| html! { <span class="coin-dot"></span> }) }</div>
            <label class="row">{ t.games.coins_left }{ " " }
                <button type="button" class="text-button" data-testid="coins-less" onclick={step(-1)} disabled={c.coins <= 1} aria-label="−1">{ "−" }</button>
                <input type="number" min="1" max={MAX_COINS.to_string()} data-testid="coins-count" value={c.coins.to_string()} onchange={on_count} />
                <button type="button" class="text-button" data-testid="coins-more" onclick={step(1)} disabled={c.coins >= MAX_COINS} aria-label="+1">{ "+" }</button>
            </label>
            <label class="row">{ t.games.to_move }{ " " }
                <select data-testid="coins-to-move" onchange={on_side}>
                    <option value="max" selected={c.max_to_move}>{ "MAX" }</option>
                    <option value="min" selected={!c.max_to_move}>{ "MIN" }</option>
                </select>
            </label>
        </div>
    }
}

/// Connect Four's editor: click a column to drop the next disc in it (the
/// position is the columns played, so the side to move alternates); Undo
/// takes the last disc back, and the board can be emptied.
fn connect4_editor(b: ConnectFour, g: &GameDoc, t: &'static LabWords, d: &Callback<Action>) -> Html {
    let set = |next: ConnectFour, d: &Callback<Action>, g: &GameDoc| {
        d.emit(Action::SetGame(Some(GameDoc { game: AnyGame::ConnectFour(next), ..g.clone() })));
    };
    let over = b.over();
    // Rows from the top, as the board is seen.
    let cells = (0..ROWS).rev().flat_map(|row| (0..COLUMNS).map(move |col| (col, row))).map(|(col, row)| {
        let disc = b.cell(col, row);
        let class = match disc {
            Some(true) => "c4 max",
            Some(false) => "c4 min",
            None => "c4",
        };
        let playable = !over && b.playable(col);
        let onclick = {
            let (d, g) = (d.clone(), g.clone());
            Callback::from(move |_: MouseEvent| {
                if playable {
                    set(b.play(col), &d, &g);
                }
            })
        };
        let shown = match disc {
            Some(true) => "MAX",
            Some(false) => "MIN",
            None => "·",
        };
        html! { <button type="button" {class} data-col={(col + 1).to_string()} disabled={!playable}
        aria-label={format!("{} {}, {}", col + 1, row + 1, shown)} {onclick}></button> }
    });
    let undo = {
        let (d, g) = (d.clone(), g.clone());
        let earlier: Option<ConnectFour> =
            b.history().split_last().and_then(|(_, rest)| rest.iter().map(|c| (c + 1).to_string()).collect::<String>().parse().ok());
        Callback::from(move |_: MouseEvent| {
            if let Some(e) = earlier {
                set(e, &d, &g);
            }
        })
    };
    let clear = {
        let (d, g) = (d.clone(), g.clone());
        Callback::from(move |_: MouseEvent| set(ConnectFour::default(), &d, &g))
    };
    html! {
        <div class="board-editor-wrap">
            <div class="board-editor c4-board" data-testid="board-editor" data-board={b.to_string()}>{ for cells }</div>
            <div class="row">
                <button type="button" class="text-button" data-testid="c4-undo" onclick={undo} disabled={b.moves_played() == 0}>{ t.undo_disc }</button>
                <button type="button" class="text-button" data-testid="c4-clear" onclick={clear} disabled={b.moves_played() == 0}>{ t.empty_board }</button>
            </div>
            <p class="help">{ t.connect4_editor_help }</p>
        </div>
    }
}

/// Nim's editor: each pile's count (0 to [`MAX_PILE`]), piles added or
/// removed (1 to [`MAX_PILES`]), and who moves. A position with every pile
/// empty is not set.
fn nim_editor(n: Nim, g: &GameDoc, t: &'static LabWords, to_move: &'static str, d: &Callback<Action>) -> Html {
    let set = |piles: Vec<u8>, max_to_move: bool, d: &Callback<Action>, g: &GameDoc| {
        if piles.iter().any(|&p| p > 0)
            && let Some(next) = Nim::new(&piles, max_to_move)
        {
            d.emit(Action::SetGame(Some(GameDoc { game: AnyGame::Nim(next), ..g.clone() })));
        }
    };
    let piles = n.piles().to_vec();
    let pile_rows = piles.iter().enumerate().map(|(k, &count)| {
        let change = |delta: i32| {
            let (d, g, mut next) = (d.clone(), g.clone(), piles.clone());
            next[k] = (i32::from(count) + delta).clamp(0, i32::from(MAX_PILE)) as u8;
            let side = n.max_to_move;
            Callback::from(move |_: MouseEvent| set(next.clone(), side, &d, &g))
        };
        let on_count = {
            let (d, g, piles) = (d.clone(), g.clone(), piles.clone());
            let side = n.max_to_move;
            Callback::from(move |e: Event| {
                if let Some(v) = e.target_dyn_into::<HtmlInputElement>().and_then(|i| i.value().trim().parse::<u8>().ok()) {
                    let mut next = piles.clone();
                    next[k] = v.min(MAX_PILE);
                    set(next, side, &d, &g);
                }
            })
        };
        html! {
            <label class="row nim-pile" data-testid={format!("nim-pile-{}", k + 1)}>{ (t.nim_pile)(k + 1) }{ " " }
                <button type="button" class="text-button" onclick={change(-1)} disabled={count == 0} aria-label="−1">{ "−" }</button>
                <input type="number" min="0" max={MAX_PILE.to_string()} value={count.to_string()} onchange={on_count} />
                <button type="button" class="text-button" onclick={change(1)} disabled={count >= MAX_PILE} aria-label="+1">{ "+" }</button>
                <span class="coin-row" aria-hidden="true">{ for (0..count).map(|_| html! { <span class="coin-dot"></span> }) }</span>
            </label>
        }
    });
    let add = {
        let (d, g, mut next) = (d.clone(), g.clone(), piles.clone());
        next.push(1);
        let side = n.max_to_move;
        Callback::from(move |_: MouseEvent| set(next.clone(), side, &d, &g))
    };
    let remove = {
        let (d, g, mut next) = (d.clone(), g.clone(), piles.clone());
        next.pop();
        let side = n.max_to_move;
        Callback::from(move |_: MouseEvent| set(next.clone(), side, &d, &g))
    };
    let on_side = {
        let (d, g, piles) = (d.clone(), g.clone(), piles.clone());
        Callback::from(move |e: Event| set(piles.clone(), select_value(&e) == "max", &d, &g))
    };
    let can_remove = piles.len() > 1 && piles[..piles.len() - 1].iter().any(|&p| p > 0);
    html! {
        <div class="board-editor nim-editor" data-testid="board-editor">
            { for pile_rows }
            <div class="row">
                <button type="button" class="text-button" data-testid="nim-add" onclick={add} disabled={piles.len() >= MAX_PILES}>{ t.add_pile }</button>
                <button type="button" class="text-button" data-testid="nim-remove" onclick={remove} disabled={!can_remove}>{ t.remove_pile }</button>
            </div>
            <label class="row">{ to_move }{ " " }
                <select data-testid="nim-to-move" onchange={on_side}>
                    <option value="max" selected={n.max_to_move}>{ "MAX" }</option>
                    <option value="min" selected={!n.max_to_move}>{ "MIN" }</option>
                </select>
            </label>
        </div>
    }
}

/// Rabbit and wolves' editor: click a dark square to cycle it empty →
/// wolf → rabbit → empty, and choose who moves.
fn rabbit_editor(r: Rabbit, g: &GameDoc, t: &'static Text, d: &Callback<Action>, error: &UseStateHandle<Option<String>>) -> Html {
    // A position the game refuses (a fifth wolf) is not set: why is said
    // under the board.
    let set = |next: Rabbit, d: &Callback<Action>, g: &GameDoc, error: &UseStateHandle<Option<String>>| match next
        .to_string()
        .parse::<Rabbit>()
    {
        Ok(parsed) => {
            error.set(None);
            d.emit(Action::SetGame(Some(GameDoc { game: AnyGame::Rabbit(parsed), ..g.clone() })));
        }
        Err(e) => error.set(Some(e.to_string())),
    };
    let squares = (0..64u8).map(|sq| {
        let dark = (sq / 8 + sq % 8) % 2 == 1;
        if !dark {
            return html! { <span class="sq light" aria-hidden="true"></span> };
        }
        let wolf = r.wolves & (1 << sq) != 0;
        let rabbit = r.rabbit == sq;
        // Empty → wolf → rabbit (it moves here) → empty; the rabbit's own
        // square cannot be emptied (there is always a rabbit).
        let next = if rabbit {
            None
        } else if wolf {
            Some(Rabbit { wolves: r.wolves & !(1 << sq), rabbit: sq, ..r })
        } else {
            Some(Rabbit { wolves: r.wolves | (1 << sq), ..r })
        };
        let onclick = {
            let (d, g, error) = (d.clone(), g.clone(), error.clone());
            Callback::from(move |_: MouseEvent| {
                if let Some(n) = next {
                    set(n, &d, &g, &error);
                }
            })
        };
        let (class, shown) = if rabbit { ("sq dark rabbit", "R") } else if wolf { ("sq dark wolf", "W") } else { ("sq dark", "") };
        html! { <button type="button" {class} data-square={square_name(sq)} aria-label={format!("{} {}", square_name(sq), if shown.is_empty() { "·" } else { shown })} {onclick}>{ shown }</button> }
    });
    let on_side = {
        let (d, g, error) = (d.clone(), g.clone(), error.clone());
        Callback::from(move |e: Event| set(Rabbit { rabbit_to_move: select_value(&e) == "rabbit", ..r }, &d, &g, &error))
    };
    html! {
        <div class="board-editor-wrap">
            <div class="board-editor rabbit-board" data-testid="board-editor">{ for squares }</div>
            if let Some(e) = (**error).clone() { <p class="error" role="alert" data-testid="board-editor-error">{ e }</p> }
            <label class="row">{ t.games.to_move }{ " " }
                <select data-testid="rabbit-to-move" onchange={on_side}>
                    <option value="rabbit" selected={r.rabbit_to_move}>{ t.games.sides.rabbit.min }</option>
                    <option value="wolves" selected={!r.rabbit_to_move}>{ t.games.sides.rabbit.max }</option>
                </select>
            </label>
            <p class="help">{ t.games.rabbit_editor_help }</p>
        </div>
    }
}

#[function_component(GamePanel)]
pub fn game_panel(p: &GamePanelProps) -> Html {
    let t = text(p.lang);
    let words = lab(p.lang);
    let game = p.game.clone();
    // The position field keeps what is typed until Set (or Enter), or
    // until the game changes some other way (undo, a move, a link).
    let typed = use_state(|| None::<String>);
    {
        let typed = typed.clone();
        use_effect_with(game.clone(), move |_| typed.set(None));
    }
    // Why the board editor refused a change, if it did.
    let editor_error = use_state(|| None::<String>);
    let cost = use_cost_table();
    let d = &p.on_action;
    let board = match game.game {
        AnyGame::TicTacToe(ttt) => {
            // A position typed in the field and not yet set is drawn on the
            // board as it is typed (marked as not set).
            let typed_board = (*typed).as_deref().and_then(|text| text.parse::<TicTacToe>().ok()).filter(|b| *b != ttt);
            Some(tictactoe_editor(typed_board.unwrap_or(ttt), typed_board.is_some(), &game, t, d, &typed))
        }
        AnyGame::Coins(c) => Some(coins_editor(c, &game, t, d)),
        AnyGame::Rabbit(r) => Some(rabbit_editor(r, &game, t, d, &editor_error)),
        AnyGame::ConnectFour(b) => Some(connect4_editor(b, &game, words, d)),
        AnyGame::Nim(n) => Some(nim_editor(n, &game, words, t.games.to_move, d)),
    };
    let rules = match game.game {
        AnyGame::ConnectFour(_) => Some(words.connect4_rules),
        AnyGame::Nim(_) => Some(words.nim_rules),
        _ => None,
    };
    // While playing, the position on screen is the one after the
    // computer's reply.
    let on_screen = p.reply.as_ref().filter(|_| game.play.is_some()).map_or(&game.game, |r| &r.after);
    let known = on_screen.known_answer().and_then(|(_, winning)| minimax_app::i18n::known_answer(on_screen, &winning, p.lang));
    let play = play_html(&game, p.reply.as_ref(), (t, words), d);
    let (horizon_button, horizon_note) = horizon(&game, (t, words), d);
    // What killer moves or the history heuristic learnt in this search
    // (the same search again: the page's keeps no game of its own).
    // (Within the page's own cap: a search too big for it learns nothing
    // shown.)
    let learnt = use_memo((game.clone(), p.options), |(g, options)| {
        matches!(g.order, MoveOrder::Killer | MoveOrder::History)
            .then(|| minimax_engine::games::learnt_within(&g.game, g.setup(), *options, minimax_app::state::GAME_MAX_NODES))
            .flatten()
    });
    let compared = use_state(|| None::<Compared>);
    let cost_rows_shown = cost.rows.as_ref().filter(|(g, o, _)| *g == game && *o == p.options).map(|(_, _, rows)| Rc::clone(rows));
    let count_costs = cost.count(&game, p.options);
    let help = t.games.position_help.of(&game.game);
    html! {
        <>
            if let Some(r) = rules { <p class="help game-rules" data-testid="game-rules">{ r }</p> }
            if let Some(k) = known { <p class="notice known-answer" role="note" data-testid="known-answer"><strong>{ words.known_answer }</strong>{ " " }{ k }</p> }
            { play }
            if game.play.is_none() { { for board } }
            { for horizon_button }
            if let Some(note) = horizon_note { <p class="notice horizon-note" role="note" data-testid="horizon-note">{ note }</p> }
            { position_field(&game, &typed, t, d) }
            <p id="position-help" class="help">{ help }</p>
            { search_settings(&game, p.hits, (t, words), d) }
            { learnt_html(&learnt, words) }
            { orders_html(&game, p.options, &compared, (t, words)) }
            <button type="button" class="text-button" data-testid="count-costs" onclick={count_costs} disabled={cost.depth.is_some()}>{ t.games.cost_button }</button>
            if let Some(d) = *cost.depth { <p class="help" role="status" data-testid="cost-progress">{ (t.games.cost_counting)(d) }</p> }
            if let Some(rows) = cost_rows_shown { { cost_table_html(&rows, t) } }
        </>
    }
}

/// The position as text: typed freely, set with Set or Enter; a text that
/// does not read as a position keeps its message under the field.
fn position_field(game: &GameDoc, typed: &UseStateHandle<Option<String>>, t: &'static Text, d: &Callback<Action>) -> Html {
    let state_text = (**typed).clone().unwrap_or_else(|| game.game.state());
    let apply_state = {
        let (d, typed, g) = (d.clone(), typed.clone(), game.clone());
        Callback::from(move |_: ()| {
            let Some(text) = (*typed).clone() else { return };
            match AnyGame::parse(g.game.name(), Some(&text)) {
                Ok(parsed) => {
                    typed.set(None);
                    d.emit(Action::SetGame(Some(GameDoc { game: parsed, ..g.clone() })));
                }
                // The message is shown under the field; the text is kept.
                Err(_) => typed.set(Some(text)),
            }
        })
    };
    let error = (**typed).as_ref().and_then(|text| AnyGame::parse(game.game.name(), Some(text)).err()).map(|e| e.to_string());
    let oninput = {
        let typed = typed.clone();
        Callback::from(move |e: InputEvent| typed.set(e.target_dyn_into::<HtmlInputElement>().map(|i| i.value())))
    };
    let onkeydown = {
        let apply = apply_state.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" {
                e.prevent_default();
                apply.emit(());
            }
        })
    };
    html! {
        <>
            <label class="row position">{ t.games.position }{ " " }
                <input type="text" data-testid="game-state" spellcheck="false" autocomplete="off" value={state_text} {oninput} {onkeydown}
                    aria-invalid={error.is_some().then_some("true")} aria-describedby="position-help" />
                <button type="button" class="text-button" data-testid="game-state-set" onclick={Callback::from(move |_: MouseEvent| apply_state.emit(()))}>{ t.games.set_position }</button>
            </label>
            if let Some(e) = error { <p class="error" role="alert" data-testid="game-state-error">{ e }</p> }
        </>
    }
}

/// How the game is searched: the depth limit, the move order and the
/// transposition table.
fn search_settings(game: &GameDoc, hits: Option<usize>, (t, words): (&'static Text, &'static LabWords), d: &Callback<Action>) -> Html {
    let on_depth = {
        let (d, g) = (d.clone(), game.clone());
        Callback::from(move |e: Event| {
            let depth = select_value(&e).parse::<u32>().ok();
            d.emit(Action::SetGame(Some(GameDoc { depth, ..g.clone() })));
        })
    };
    let on_order = {
        let (d, g) = (d.clone(), game.clone());
        Callback::from(move |e: Event| {
            if let Ok(order) = select_value(&e).parse::<MoveOrder>() {
                d.emit(Action::SetGame(Some(GameDoc { order, ..g.clone() })));
            }
        })
    };
    let on_table = {
        let (d, g) = (d.clone(), game.clone());
        Callback::from(move |e: Event| {
            let table = e.target_dyn_into::<HtmlInputElement>().is_some_and(|i| i.checked());
            d.emit(Action::SetGame(Some(GameDoc { table, ..g.clone() })));
        })
    };
    let order_value = match game.order {
        MoveOrder::Random(_) => "random".to_string(),
        other => other.name(),
    };
    let on_quiescence = {
        let (d, g) = (d.clone(), game.clone());
        Callback::from(move |e: Event| {
            let quiescence = e.target_dyn_into::<HtmlInputElement>().is_some_and(|i| i.checked());
            d.emit(Action::SetGame(Some(GameDoc { quiescence, ..g.clone() })));
        })
    };
    let named = |order: MoveOrder| t.games.game_orders.of(order);
    let orders = [
        ("given", named(MoveOrder::GIVEN)),
        ("best-first", named(MoveOrder::BEST_FIRST)),
        ("worst-first", named(MoveOrder::WORST_FIRST)),
        ("random", named(MoveOrder::Random(0))),
        ("deepening", named(MoveOrder::Deepening)),
        ("killer", named(MoveOrder::Killer)),
        ("history", named(MoveOrder::History)),
    ];
    // Quiescence extends past a depth limit, where a game has noisy moves.
    let noisy = matches!(game.game, AnyGame::TicTacToe(_) | AnyGame::ConnectFour(_)) && game.depth.is_some();
    html! {
        <>
            <label class="row">{ t.games.depth_limit }{ " " }
                <select data-testid="game-depth" onchange={on_depth}>
                    <option value="none" selected={game.depth.is_none()}>{ t.games.depth_none }</option>
                    { for (1..=GAME_MAX_DEPTH).map(|d| html! { <option value={d.to_string()} selected={game.depth == Some(d)}>{ d }</option> }) }
                </select>
            </label>
            <label class="row">{ t.games.move_order }{ " " }
                <select data-testid="game-order" onchange={on_order}>
                    { for orders.iter().map(|(v, name)| html! { <option value={*v} selected={order_value == *v}>{ *name }</option> }) }
                </select>
            </label>
            <label class="row check">
                <input type="checkbox" data-testid="game-table" checked={game.table} onchange={on_table} />
                { t.games.transposition_table }
            </label>
            if game.table {
                <p class="help" data-testid="table-help" data-hits={hits.unwrap_or(0).to_string()}>{ t.games.table_help }</p>
            }
            if noisy || game.quiescence {
                <label class="row check" title={words.orders.quiescence_help}>
                    <input type="checkbox" data-testid="game-quiescence" checked={game.quiescence} onchange={on_quiescence} />
                    { words.orders.quiescence }
                </label>
                if game.quiescence { <p class="help" data-testid="quiescence-help">{ words.orders.quiescence_help }</p> }
            }
        </>
    }
}

/// Tic-tac-toe's board editor: click a square to cycle it empty → X → O
/// (the side to move follows the counts).
fn tictactoe_editor(
    ttt: TicTacToe,
    preview: bool,
    game: &GameDoc,
    t: &'static Text,
    d: &Callback<Action>,
    typed: &UseStateHandle<Option<String>>,
) -> Html {
    let cells = (0..9).map(|i| {
        let mark = ttt.board[i];
        let next = match mark {
            Mark::Empty => Mark::X,
            Mark::X => Mark::O,
            Mark::O => Mark::Empty,
        };
        let mut board = ttt.board;
        board[i] = next;
        // Only a position that can happen (the counts, one line) is set.
        let candidate = TicTacToe { board }.to_string().parse::<TicTacToe>().ok();
        let onclick = {
            let (d, g, typed) = (d.clone(), game.clone(), typed.clone());
            Callback::from(move |_: MouseEvent| {
                if let Some(b) = candidate {
                    typed.set(None);
                    d.emit(Action::SetGame(Some(GameDoc { game: AnyGame::TicTacToe(b), ..g.clone() })));
                }
            })
        };
        let shown = match mark {
            Mark::Empty => "",
            Mark::X => "X",
            Mark::O => "O",
        };
        html! { <button type="button" class="cell" data-square={i.to_string()} aria-label={format!("{},{} {}", i / 3 + 1, i % 3 + 1, if shown.is_empty() { "·" } else { shown })} {onclick}>{ shown }</button> }
    });
    html! {
        <>
            <div class={classes!("board-editor", "ttt", preview.then_some("preview"))} data-testid="board-editor" data-board={ttt.to_string()} data-preview={preview.to_string()}>{ for cells }</div>
            if preview { <p class="help board-preview" role="status" data-testid="board-preview">{ t.games.position_preview }</p> }
        </>
    }
}

/// The prepared horizon-effect position (a button that loads it, for
/// tic-tac-toe), and what it shows at its depth and one ply deeper.
fn horizon(game: &GameDoc, (t, words): (&'static Text, &'static LabWords), d: &Callback<Action>) -> (Option<Html>, Option<String>) {
    let (horizon_state, horizon_depth) = HORIZON;
    let note = match (&game.game, game.depth) {
        // Quiescence sees past the horizon: the decision turns back.
        (AnyGame::TicTacToe(b), Some(d)) if b.to_string() == horizon_state && d == horizon_depth && game.quiescence => {
            Some(words.orders.horizon_quiescence.to_string())
        }
        (AnyGame::TicTacToe(b), Some(d)) if b.to_string() == horizon_state && d == horizon_depth => {
            Some(format!("{} {}", t.games.horizon_shallow, words.orders.horizon_try))
        }
        (AnyGame::TicTacToe(b), Some(d)) if b.to_string() == horizon_state && d == horizon_depth + 1 => {
            Some(t.games.horizon_deeper.to_string())
        }
        _ => None,
    };
    let button = matches!(game.game, AnyGame::TicTacToe(_)).then(|| {
        let (d, g) = (d.clone(), game.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            if let Ok(board) = horizon_state.parse::<TicTacToe>() {
                d.emit(Action::SetGame(Some(GameDoc {
                    game: AnyGame::TicTacToe(board),
                    depth: Some(horizon_depth),
                    play: None,
                    ..g.clone()
                })));
            }
        });
        html! { <button type="button" class="text-button" data-testid="horizon" {onclick}>{ t.games.horizon_button }</button> }
    });
    (button, note)
}

/// A counted table: for which game and options, and its rows.
type Counted = (GameDoc, Options, Rc<Vec<CostRow>>);

/// The node-count table counted on demand for the position, order and
/// table shown, a slice at a time (each depth's searches can make tens of
/// thousands of positions): the rows counted last, the depth being
/// counted, and the job under way.
struct CostTable {
    rows: UseStateHandle<Option<Counted>>,
    depth: UseStateHandle<Option<u32>>,
    job: Rc<std::cell::RefCell<Option<(GameDoc, Options, CostJob)>>>,
    tick: UseStateHandle<u32>,
}

impl CostTable {
    /// The button's callback: count the table for `game` under `options`.
    fn count(&self, game: &GameDoc, options: Options) -> Callback<MouseEvent> {
        let (job, depth, tick, g) = (self.job.clone(), self.depth.clone(), self.tick.clone(), game.clone());
        Callback::from(move |_: MouseEvent| {
            let base = Setup { depth: None, ..g.setup() };
            *job.borrow_mut() = Some((g.clone(), options, CostJob::new(&g.game, base, options, GAME_MAX_DEPTH, COST_CAP)));
            depth.set(Some(1));
            tick.set(tick.wrapping_add(1));
        })
    }
}

/// The cost table's state, and a timer that runs its job one slice per
/// tick until it is done.
#[hook]
fn use_cost_table() -> CostTable {
    let cost = CostTable { rows: use_state(|| None), job: use_mut_ref(|| None), depth: use_state(|| None), tick: use_state(|| 0u32) };
    let (rows, job, depth, tick) = (cost.rows.clone(), cost.job.clone(), cost.depth.clone(), cost.tick.clone());
    use_effect_with(*cost.tick, move |_| {
        let timer = depth.is_some().then(|| {
            Timeout::new(0, move || {
                let mut slot = job.borrow_mut();
                let Some((g, options, job)) = slot.as_mut() else { return };
                if job.run(WORK_SLICE) {
                    rows.set(Some((g.clone(), *options, Rc::new(job.rows().to_vec()))));
                    depth.set(None);
                    *slot = None;
                } else {
                    depth.set(job.depth());
                    tick.set(tick.wrapping_add(1));
                }
            })
        });
        move || drop(timer)
    });
    cost
}

/// Connect Four against the computer: the board, each column with a move
/// clickable, the computer's last disc outlined.
fn connect4_play_board(
    b: &ConnectFour,
    before: &AnyGame,
    replied: bool,
    moves: &[(String, AnyGame)],
    play_to: &dyn Fn(AnyGame) -> Callback<MouseEvent>,
) -> Html {
    let before = match before {
        AnyGame::ConnectFour(p) => *p,
        _ => *b,
    };
    let cells = (0..ROWS).rev().flat_map(|row| (0..COLUMNS).map(move |col| (col, row))).map(|(col, row)| {
        let disc = b.cell(col, row);
        let after = moves.iter().find(|(label, _)| *label == (col + 1).to_string()).map(|(_, a)| a.clone());
        let last = replied && disc.is_some() && before.cell(col, row).is_none();
        let class = classes!(
            "c4",
            match disc {
                Some(true) => Some("max"),
                Some(false) => Some("min"),
                None => None,
            },
            last.then_some("last")
        );
        let shown = match disc {
            Some(true) => "MAX",
            Some(false) => "MIN",
            None => "·",
        };
        let onclick = after.map(play_to);
        html! { <button type="button" {class} data-col={(col + 1).to_string()} disabled={onclick.is_none()}
        aria-label={format!("{} {}, {}", col + 1, row + 1, shown)} {onclick}></button> }
    });
    html! { <div class="board-editor c4-board" data-testid="play-board">{ for cells }</div> }
}

/// Playing against the computer: the position after the computer's
/// reply, the person's moves (squares to click in tic-tac-toe, buttons
/// otherwise) and the result; or, when not playing, the buttons that start.
fn play_html(game: &GameDoc, reply: Option<&Reply>, (t, words): (&'static Text, &'static LabWords), d: &Callback<Action>) -> Html {
    let Some(person) = game.play else {
        let start_play = |person: Player| {
            let (d, g) = (d.clone(), game.clone());
            Callback::from(move |_: MouseEvent| {
                // Tic-tac-toe from the empty board, searched to the end: the
                // computer never loses. The others from the position set up,
                // at the depth chosen (rabbit and wolves needs a limit).
                let fresh = match &g.game {
                    AnyGame::TicTacToe(_) => {
                        GameDoc { game: AnyGame::TicTacToe(TicTacToe::default()), depth: None, play: Some(person), ..g.clone() }
                    }
                    AnyGame::Rabbit(_) => GameDoc { play: Some(person), depth: g.depth.or(g.game.default_depth()), ..g.clone() },
                    AnyGame::Coins(_) | AnyGame::Nim(_) => GameDoc { play: Some(person), ..g.clone() },
                    AnyGame::ConnectFour(_) => GameDoc { play: Some(person), depth: g.depth.or(g.game.default_depth()), ..g.clone() },
                };
                d.emit(Action::SetGame(Some(fresh)));
                d.emit(Action::End);
            })
        };
        let (ids, labels) = match game.game {
            AnyGame::TicTacToe(_) => (["play-x", "play-o"], [t.games.play_as.x.to_string(), t.games.play_as.o.to_string()]),
            _ => (["play-max", "play-min"], {
                let sides = t.games.sides.of(&game.game);
                [(t.games.play_as_side)(sides.max), (t.games.play_as_side)(sides.min)]
            }),
        };
        return html! { <div class="play-buttons">
            <button type="button" class="text-button" data-testid={ids[0]} onclick={start_play(Player::Max)}>{ labels[0].clone() }</button>
            <button type="button" class="text-button" data-testid={ids[1]} onclick={start_play(Player::Min)}>{ labels[1].clone() }</button>
        </div> };
    };
    // The position after the computer's reply, if it is its turn.
    let shown = reply.map_or_else(|| game.game.clone(), |r| r.after.clone());
    let winner = shown.winner();
    let my_turn = winner.is_none() && shown.to_move() == Kind::from(person);
    let board_prompt = match shown {
        AnyGame::TicTacToe(_) => Some(t.games.your_move),
        AnyGame::ConnectFour(_) => Some(words.your_column),
        _ => None,
    };
    let status = match winner {
        Some(Some(side)) => {
            let wins = t.games.side_wins.of(&game.game);
            if side == Kind::Max { wins.max } else { wins.min }.to_string()
        }
        Some(None) => t.games.results.draw.to_string(),
        // Tic-tac-toe's moves are squares to click, Connect Four's
        // columns; the others' are buttons under the position, labelled
        // "Your move:".
        None => match (reply, board_prompt) {
            (Some(r), Some(prompt)) => format!("{} {prompt}", (t.games.computer_played)(&r.label)),
            (Some(r), None) => (t.games.computer_played)(&r.label),
            (None, Some(prompt)) => prompt.to_string(),
            (None, None) => String::new(),
        },
    };
    // Playing a move: the computer's search from the new position, shown
    // decided (step back through it).
    let play_to = |after: AnyGame| {
        let (d, g) = (d.clone(), game.clone());
        Callback::from(move |_: MouseEvent| {
            d.emit(Action::SetGame(Some(GameDoc { game: after.clone(), ..g.clone() })));
            d.emit(Action::End);
        })
    };
    let moves = if my_turn { shown.moves() } else { Vec::new() };
    let board = match &shown {
        AnyGame::ConnectFour(b) => connect4_play_board(b, &game.game, reply.is_some(), &moves, &play_to),
        AnyGame::TicTacToe(ttt) => {
            let before = match &game.game {
                AnyGame::TicTacToe(b) => b.board,
                _ => ttt.board,
            };
            let cells = (0..9u8).map(|i| {
                let mark = ttt.board[usize::from(i)];
                let after = moves.iter().find(|(label, _)| *label == TicTacToe::square_name(i)).map(|(_, a)| a.clone());
                let onclick = after.map(play_to);
                let shown_mark = match mark {
                    Mark::Empty => "",
                    Mark::X => "X",
                    Mark::O => "O",
                };
                let last = reply.is_some() && before[usize::from(i)] != mark;
                html! { <button type="button" class={classes!("cell", last.then_some("last"))} data-square={i.to_string()} disabled={onclick.is_none()}
                    aria-label={format!("{} {}", TicTacToe::square_name(i), if shown_mark.is_empty() { "·" } else { shown_mark })} {onclick}>{ shown_mark }</button> }
            });
            html! { <div class="board-editor ttt big" data-testid="play-board">{ for cells }</div> }
        }
        other => {
            let buttons = moves.iter().map(|(label, after)| {
                html! { <button type="button" class="text-button move" data-move={label.clone()} onclick={play_to(after.clone())}>{ label.clone() }</button> }
            });
            html! { <div class="play-position">
                <svg data-testid="play-board" viewBox="0 0 168 168" width="168" height="168" role="img" aria-label={other.state()}>{ picture_svg(&other.picture(), 84.0, 84.0, 156.0) }</svg>
                if !moves.is_empty() {
                    <div class="play-moves" data-testid="play-moves"><span>{ t.games.your_moves }</span>{ for buttons }</div>
                }
            </div> }
        }
    };
    let stop = {
        let (d, g) = (d.clone(), game.clone());
        Callback::from(move |_: MouseEvent| d.emit(Action::SetGame(Some(GameDoc { play: None, ..g.clone() }))))
    };
    let winner_code = winner.flatten().map(|k| if k == Kind::Max { "max" } else { "min" });
    html! { <div class="play" data-testid="play">
        { board }
        <p class="play-status" role="status" data-testid="play-status" data-over={winner.is_some().to_string()}
            data-winner={winner_code}>{ status }</p>
        <button type="button" class="text-button" data-testid="stop-playing" onclick={stop}>{ t.games.stop_playing }</button>
    </div> }
}
