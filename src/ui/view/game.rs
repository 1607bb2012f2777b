//! `GamePanel`: search a game instead of a typed tree. Choose the game,
//! set its position (a board to click for tic-tac-toe, the state text for
//! any game), the depth limit and the order moves are tried in; the tree
//! is made by the search, as it plays.

use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::core::games::tictactoe::{HORIZON, Mark, TicTacToe};
use crate::core::games::{AnyGame, CostRow, MoveOrder, cost_rows};
use crate::core::search::Options;
use crate::core::lang::Lang;
use crate::core::tree::Player;
use crate::ui::i18n::text;
use crate::ui::state::{Action, GameDoc, Model};
use crate::ui::url::GAME_MAX_DEPTH;

#[derive(Properties, PartialEq)]
pub struct GamePanelProps {
    pub game: Option<GameDoc>,
    /// Playing: the computer's move in the position searched (its square),
    /// when it is the computer's turn there (`Model::reply`).
    #[prop_or_default]
    pub reply: Option<u8>,
    /// The search options in force (the cost table counts under them).
    #[prop_or_default]
    pub options: Options,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<Model>,
}

/// The most positions one row of the cost table may make (in the page; a
/// deeper table is `make bench`'s).
const COST_CAP: usize = 60_000;

/// The node-count table of the notes, measured from the position shown.
fn cost_table_html(rows: &[CostRow], t: &'static crate::core::words::Text) -> Html {
    let f = |x: f64| if x < 1e6 { format!("{x:.0}") } else { format!("{x:.2e}") };
    html! {
        <div class="cost" data-testid="cost-table">
            <table class="stats">
                <thead><tr>{ for t.cost_columns.iter().map(|c| html! { <th scope="col">{ *c }</th> }) }</tr></thead>
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
            <p class="help">{ t.cost_note }</p>
        </div>
    }
}


/// The setup a newly chosen game starts with: tic-tac-toe from the empty
/// board two plies deep (the notes' open-lines example), the four-coin
/// game to the end, rabbit and wolves four plies deep.
fn start(index: usize) -> Option<GameDoc> {
    let name = AnyGame::NAMES.get(index.checked_sub(1)?)?;
    let game = AnyGame::parse(name, None).ok()?;
    let depth = match game {
        AnyGame::TicTacToe(_) => Some(2),
        _ => game.default_depth(),
    };
    Some(GameDoc { game, depth, order: MoveOrder::Given, play: None })
}

fn select_value(e: &Event) -> String {
    e.target_dyn_into::<HtmlSelectElement>().map(|s| s.value()).unwrap_or_default()
}

#[function_component(GamePanel)]
pub fn game_panel(p: &GamePanelProps) -> Html {
    let t = text(p.lang);
    let current = p.game.clone();
    let index = current.as_ref().map_or(0, |g| 1 + AnyGame::NAMES.iter().position(|n| *n == g.game.name()).unwrap_or(0));
    let on_game = {
        let d = p.dispatch.clone();
        Callback::from(move |e: Event| {
            let i = select_value(&e).parse::<usize>().unwrap_or(0);
            d.dispatch(Action::SetGame(start(i)));
        })
    };
    // The position field keeps what is typed until Set (or Enter).
    let typed = use_state(|| None::<String>);
    let chooser = html! {
        <label class="row">{ t.game }{ " " }
            <select data-testid="game-select" onchange={on_game}>
                { for t.game_names.iter().enumerate().map(|(i, n)| html! { <option value={i.to_string()} selected={i == index}>{ *n }</option> }) }
            </select>
        </label>
    };
    let Some(game) = current.clone() else {
        return html! {
            <section class="panel game-panel" aria-label={t.game} data-testid="game-panel">
                <h2>{ t.game }</h2>
                { chooser }
            </section>
        };
    };
    let state_text = (*typed).clone().unwrap_or_else(|| game.game.state());
    let apply_state = {
        let (d, typed, current) = (p.dispatch.clone(), typed.clone(), current.clone());
        Callback::from(move |_: ()| {
            let (Some(g), Some(text)) = (current.clone(), (*typed).clone()) else { return };
            match AnyGame::parse(g.game.name(), Some(&text)) {
                Ok(parsed) => {
                    typed.set(None);
                    d.dispatch(Action::SetGame(Some(GameDoc { game: parsed, ..g })));
                }
                // The message is shown under the field; the text is kept.
                Err(_) => typed.set(Some(text)),
            }
        })
    };
    let error = (*typed).as_ref().and_then(|text| AnyGame::parse(game.game.name(), Some(text)).err()).map(|e| e.to_string());
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
    let on_depth = {
        let (d, current) = (p.dispatch.clone(), current.clone());
        Callback::from(move |e: Event| {
            if let Some(g) = current.clone() {
                let depth = select_value(&e).parse::<u32>().ok();
                d.dispatch(Action::SetGame(Some(GameDoc { depth, ..g })));
            }
        })
    };
    let on_order = {
        let (d, current) = (p.dispatch.clone(), current.clone());
        Callback::from(move |e: Event| {
            if let (Some(g), Ok(order)) = (current.clone(), select_value(&e).parse::<MoveOrder>()) {
                d.dispatch(Action::SetGame(Some(GameDoc { order, ..g })));
            }
        })
    };
    let order_value = match game.order {
        MoveOrder::Random(_) => "random".to_string(),
        other => other.name(),
    };
    let orders = [("given", 0), ("best-first", 1), ("worst-first", 2), ("random", 3), ("deepening", 4)];
    // Tic-tac-toe: click a square to cycle it empty → X → O (the side to
    // move follows the counts).
    let board = match game.game {
        AnyGame::TicTacToe(ttt) => {
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
                    let (d, g) = (p.dispatch.clone(), game.clone());
                    Callback::from(move |_: MouseEvent| {
                        if let Some(b) = candidate {
                            d.dispatch(Action::SetGame(Some(GameDoc { game: AnyGame::TicTacToe(b), ..g.clone() })));
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
            Some(html! { <div class="board-editor ttt" data-testid="board-editor">{ for cells }</div> })
        }
        _ => None,
    };
    let play = match (game.game.clone(), game.play) {
        (AnyGame::TicTacToe(ttt), Some(person)) => {
            // The board after the computer's reply, if it is its turn.
            let mut shown = ttt.board;
            if let Some(square) = p.reply {
                shown[usize::from(square)] = TicTacToe::to_move(&ttt.board);
            }
            let mark_of = |player: Player| if player == Player::Max { Mark::X } else { Mark::O };
            let winner = TicTacToe::winner(&shown);
            let full = shown.iter().all(|m| *m != Mark::Empty);
            let my_turn = winner.is_none() && !full && TicTacToe::to_move(&shown) == mark_of(person);
            let status = match (winner, full) {
                (Some(Mark::X), _) => t.results[0].to_string(),
                (Some(_), _) => t.results[1].to_string(),
                (None, true) => t.results[2].to_string(),
                (None, false) => match p.reply {
                    Some(sq) => format!("{} {}", (t.computer_played)(&TicTacToe::square_name(sq)), t.your_move),
                    None => t.your_move.to_string(),
                },
            };
            let cells = (0..9u8).map(|i| {
                let mark = shown[usize::from(i)];
                let onclick = (my_turn && mark == Mark::Empty).then(|| {
                    let (d, g) = (p.dispatch.clone(), game.clone());
                    Callback::from(move |_: MouseEvent| {
                        let mut board = shown;
                        board[usize::from(i)] = mark_of(person);
                        d.dispatch(Action::SetGame(Some(GameDoc { game: AnyGame::TicTacToe(TicTacToe { board }), ..g.clone() })));
                        // The computer's search, decided: step back through it.
                        d.dispatch(Action::End);
                    })
                });
                let shown_mark = match mark {
                    Mark::Empty => "",
                    Mark::X => "X",
                    Mark::O => "O",
                };
                let last = p.reply == Some(i);
                html! { <button type="button" class={classes!("cell", last.then_some("last"))} data-square={i.to_string()} disabled={onclick.is_none()}
                    aria-label={format!("{} {}", TicTacToe::square_name(i), if shown_mark.is_empty() { "·" } else { shown_mark })} {onclick}>{ shown_mark }</button> }
            });
            let stop = {
                let (d, g) = (p.dispatch.clone(), game.clone());
                Callback::from(move |_: MouseEvent| d.dispatch(Action::SetGame(Some(GameDoc { play: None, ..g.clone() }))))
            };
            Some(html! { <div class="play" data-testid="play">
                <div class="board-editor ttt big" data-testid="play-board">{ for cells }</div>
                <p class="play-status" role="status" data-testid="play-status" data-over={(winner.is_some() || full).to_string()}
                    data-winner={winner.map(|w| if w == Mark::X { "x" } else { "o" })}>{ status }</p>
                <button type="button" class="text-button" data-testid="stop-playing" onclick={stop}>{ t.stop_playing }</button>
            </div> })
        }
        (AnyGame::TicTacToe(_), None) => {
            let start_play = |person: Player| {
                let (d, g) = (p.dispatch.clone(), game.clone());
                Callback::from(move |_: MouseEvent| {
                    // From the empty board, searched to the end: the
                    // computer never loses.
                    let fresh = GameDoc { game: AnyGame::TicTacToe(TicTacToe::default()), depth: None, play: Some(person), ..g.clone() };
                    d.dispatch(Action::SetGame(Some(fresh)));
                    d.dispatch(Action::End);
                })
            };
            Some(html! { <div class="play-buttons">
                <button type="button" class="text-button" data-testid="play-x" onclick={start_play(Player::Max)}>{ t.play_as[0] }</button>
                <button type="button" class="text-button" data-testid="play-o" onclick={start_play(Player::Min)}>{ t.play_as[1] }</button>
            </div> })
        }
        _ => None,
    };
    // The prepared horizon-effect position, and what it shows at its depth
    // and one ply deeper.
    let (horizon_state, horizon_depth) = HORIZON;
    let horizon_note = match (&game.game, game.depth) {
        (AnyGame::TicTacToe(b), Some(d)) if b.to_string() == horizon_state && d == horizon_depth => Some(t.horizon_shallow),
        (AnyGame::TicTacToe(b), Some(d)) if b.to_string() == horizon_state && d == horizon_depth + 1 => Some(t.horizon_deeper),
        _ => None,
    };
    let horizon_button = matches!(game.game, AnyGame::TicTacToe(_)).then(|| {
        let (d, g) = (p.dispatch.clone(), game.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            if let Ok(board) = horizon_state.parse::<TicTacToe>() {
                d.dispatch(Action::SetGame(Some(GameDoc { game: AnyGame::TicTacToe(board), depth: Some(horizon_depth), play: None, ..g.clone() })));
            }
        });
        html! { <button type="button" class="text-button" data-testid="horizon" {onclick}>{ t.horizon_button }</button> }
    });
    // The cost table, counted on demand for the position and order shown.
    let cost = use_state(|| None::<(GameDoc, Options, Rc<Vec<CostRow>>)>);
    let cost_rows_shown = (*cost).as_ref().filter(|(g, o, _)| *g == game && *o == p.options).map(|(_, _, rows)| Rc::clone(rows));
    let count_costs = {
        let (cost, g, options) = (cost.clone(), game.clone(), p.options);
        Callback::from(move |_: MouseEvent| {
            let rows = cost_rows(&g.game, g.order, options, GAME_MAX_DEPTH, COST_CAP);
            cost.set(Some((g.clone(), options, Rc::new(rows))));
        })
    };
    let help = t.position_help[index.saturating_sub(1).min(2)];
    html! {
        <section class="panel game-panel" aria-label={t.game} data-testid="game-panel">
            <h2>{ t.game }</h2>
            { chooser }
            { for play }
            if game.play.is_none() { { for board } }
            { for horizon_button }
            if let Some(note) = horizon_note { <p class="notice horizon-note" role="note" data-testid="horizon-note">{ note }</p> }
            <label class="row position">{ t.position }{ " " }
                <input type="text" data-testid="game-state" spellcheck="false" autocomplete="off" value={state_text} {oninput} {onkeydown}
                    aria-invalid={error.is_some().then_some("true")} aria-describedby="position-help" />
                <button type="button" class="text-button" data-testid="game-state-set" onclick={{ let a = apply_state.clone(); Callback::from(move |_: MouseEvent| a.emit(())) }}>{ t.set_position }</button>
            </label>
            if let Some(e) = error { <p class="error" role="alert" data-testid="game-state-error">{ e }</p> }
            <p id="position-help" class="help">{ help }</p>
            <label class="row">{ t.depth_limit }{ " " }
                <select data-testid="game-depth" onchange={on_depth}>
                    <option value="none" selected={game.depth.is_none()}>{ t.depth_none }</option>
                    { for (1..=GAME_MAX_DEPTH).map(|d| html! { <option value={d.to_string()} selected={game.depth == Some(d)}>{ d }</option> }) }
                </select>
            </label>
            <label class="row">{ t.move_order }{ " " }
                <select data-testid="game-order" onchange={on_order}>
                    { for orders.iter().map(|(v, i)| html! { <option value={*v} selected={order_value == *v}>{ t.game_orders[*i] }</option> }) }
                </select>
            </label>
            <button type="button" class="text-button" data-testid="count-costs" onclick={count_costs}>{ t.cost_button }</button>
            if let Some(rows) = cost_rows_shown { { cost_table_html(&rows, t) } }
        </section>
    }
}
