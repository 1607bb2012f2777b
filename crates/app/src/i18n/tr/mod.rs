//! The web app's words in Turkish: a file for each part of the page
//! and for each module panel; `TEXT` and `LAB` put them together.

mod chance;
mod compare;
mod games;
mod header;
mod lms;
mod mcts;
mod messages;
mod modes;
mod orders;
mod players;
mod practice;
mod random_tree;
mod share;
mod side;
mod steps;
mod tree_view;
mod what_if;
mod window;
mod worksheet;

use super::text::{LabWords, Text};

/// The interface's words.
pub static TEXT: Text = Text {
    header: header::WORDS,
    random_trees: random_tree::WORDS,
    share_embed: share::WORDS,
    steps: steps::WORDS,
    side: side::WORDS,
    tree_view: tree_view::WORDS,
    messages: messages::WORDS,
    what_if_panel: what_if::WORDS,
    worksheet: worksheet::WORDS,
    side_by_side: compare::WORDS,
    practice_panel: practice::WORDS,
    players: players::WORDS,
    chance_panels: chance::WORDS,
    games: games::WORDS,
    modes: modes::WORDS,
};

pub static LAB: LabWords = LabWords {
    connect4_rules: "Dörtlü (Connect Four): oyuncular sırayla bir sütuna pul bırakır; pul o sütundaki en alttaki boş hücreye düşer. Yatay, dikey ya da çapraz dört pul kazanır; tahta dolarsa beraberliktir (MAX kazanırsa +1, beraberlik 0, MIN kazanırsa −1). Derinlik sınırında değerlendirme, MAX için hâlâ açık dörtlü çizgilerden MIN için açık olanları çıkarır; kazanç ondan ağır basar (±∞). En iyi önce sırası ortadaki sütundan başlar. Ağaç geniştir (her katta 7 hamleye kadar): katlayın ve yol şeridini izleyin.",
    nim_rules: "Nim: oyuncular sırayla tek bir yığından bir ya da daha çok nesne alır; son nesneyi alan kazanır (MAX alırsa +1, MIN alırsa −1). Bouton teoremi cevabı aramadan verir: sırası gelen taraf ancak ve ancak nim toplamı (yığınların özel veya'sı) 0 değilse kazanır; kazanan hamle nim toplamını 0 bırakır.",
    connect4_editor_help: "Sıradaki pulu bırakmak için bir sütuna tıklayın (sıra her pulda değişir); Geri al son pulu geri alır.",
    undo_disc: "Geri al",
    empty_board: "Boş tahta",
    nim_pile: |k| format!("Yığın {k}"),
    add_pile: "Yığın ekle",
    remove_pile: "Son yığını kaldır",
    your_column: "Hamleniz: bir sütuna tıklayın.",
    known_answer: "Bilinen cevap:",
    count_key: "Bir düğümün altında +n: onun altında çizilmeyen n düğüm",
    run_key: "Kesikli kutuda +k: orada çizilmeyen k düğüm (bir sıranın öteki çocukları ya da uzun bir yolun ortası)",
    mcts: mcts::WORDS,
    window: window::WORDS,
    orders: orders::WORDS,
    lms: lms::WORDS,
};
