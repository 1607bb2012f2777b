//! Starts the web app with its words in Japanese (and English): the build
//! `index.html`'s loader starts for a page that speaks Japanese.

fn main() {
    minimax_lab::start();
}
