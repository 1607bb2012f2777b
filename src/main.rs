//! Starts the web app in English. Built for the browser by Trunk (`make
//! serve`); the builds in other languages are in `src/bin/`.

fn main() {
    minimax_lab::start();
}
