pub mod ui;

/// Starts the web app in the page (each language's build, `src/main.rs`
/// and `src/bin/`, is only this). Natively, says how to run it.
pub fn start() {
    #[cfg(target_arch = "wasm32")]
    yew::Renderer::<ui::App>::new().render();
    #[cfg(not(target_arch = "wasm32"))]
    {
        eprintln!("Minimax Lab is a web app: run `make serve` and open http://127.0.0.1:8080");
        eprintln!("For the command line, use `cargo run --release -p minimax-trace -- --help`.");
    }
}
