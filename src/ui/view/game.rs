//! The game chooser at the top of the game panel: choosing a game loads
//! it at once (the search runs in the page). The rest of the panel, its
//! board, settings, play and cost table, is the on-demand module's
//! (`crates/extras/src/game.rs`).

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use minimax_app::doc::GameDoc;
use minimax_app::i18n::Text;
use minimax_app::state::Action;
use minimax_engine::games::{AnyGame, MoveOrder};

/// The setup a newly chosen game starts with: tic-tac-toe from the empty
/// board two plies deep (the notes' open-lines example), the four-coin
/// game to the end, rabbit and wolves four plies deep, Connect Four from
/// the empty board three plies deep, Nim from piles 3, 4, 5 to the end
/// with the transposition table.
pub fn start(index: usize) -> Option<GameDoc> {
    let name = AnyGame::NAMES.get(index.checked_sub(1)?)?;
    let game = AnyGame::parse(name, None).ok()?;
    let depth = match game {
        AnyGame::TicTacToe(_) => Some(2),
        AnyGame::ConnectFour(_) => Some(3),
        _ => game.default_depth(),
    };
    // Nim's 3,4,5 has 34,000 positions in its tree, 6,000 with the table.
    let table = matches!(game, AnyGame::Nim(_));
    Some(GameDoc { game, depth, order: MoveOrder::GIVEN, play: None, table, quiescence: false })
}

/// The game's index among `AnyGame::NAMES` (0 tic-tac-toe, 1 coins, 2
/// rabbit, 3 Connect Four, 4 Nim).
pub fn game_index(game: &AnyGame) -> usize {
    AnyGame::NAMES.iter().position(|n| *n == game.name()).unwrap_or(0)
}

/// The value of the `<select>` an event came from.
pub fn select_value(e: &Event) -> String {
    e.target_dyn_into::<HtmlSelectElement>().map(|s| s.value()).unwrap_or_default()
}

/// The game chooser, at the top of the game panel: choosing a game loads
/// it at once (the search runs in the page); the rest of the panel comes
/// from the module.
pub fn game_chooser(game: Option<&GameDoc>, t: &'static Text, on_action: &Callback<Action>) -> Html {
    let index = game.map_or(0, |g| 1 + game_index(&g.game));
    let on_game = {
        let d = on_action.clone();
        Callback::from(move |e: Event| {
            let i = select_value(&e).parse::<usize>().unwrap_or(0);
            d.emit(Action::SetGame(start(i)));
        })
    };
    html! {
        <label class="row">{ t.games.game }{ " " }
            <select data-testid="game-select" onchange={on_game}>
                { for t.games.game_names.list().iter().enumerate().map(|(i, n)| html! { <option value={i.to_string()} selected={i == index}>{ *n }</option> }) }
            </select>
        </label>
    }
}
