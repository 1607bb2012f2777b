//! Starts the web app with its words in Chinese (and English): the build
//! `index.html`'s loader starts for a page that speaks Chinese.

fn main() {
    minimax_lab::start();
}
