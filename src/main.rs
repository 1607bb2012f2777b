//! Starts the web app. Built for the browser by Trunk (`make serve`).

#[cfg(target_arch = "wasm32")]
fn main() {
    yew::Renderer::<minimax_lab::ui::App>::new().render();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Minimax Lab is a web app: run `make serve` and open http://127.0.0.1:8080");
    eprintln!("For the command line, use `cargo run --release --bin trace -- --help`.");
}
