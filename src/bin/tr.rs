//! Starts the web app with its words in Turkish (and English): the build
//! `index.html`'s loader starts for a page that speaks Turkish.

fn main() {
    minimax_lab::start();
}
