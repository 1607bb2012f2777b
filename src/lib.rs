pub mod ui;

/// Starts the web app in the page (each language's build, `src/main.rs`
/// and `src/bin/`, is only this). Natively, says how to run it.
pub fn start() {
    #[cfg(target_arch = "wasm32")]
    {
        // In an element of its own at the end of the body: yew empties the
        // element it mounts in, and the body holds the loading shell until
        // the app has drawn (`ui::page::remove_shell`).
        let document = gloo::utils::document();
        match (document.create_element("div"), document.body()) {
            (Ok(root), Some(body)) if body.append_child(&root).is_ok() => yew::Renderer::<ui::App>::with_root(root).render(),
            _ => yew::Renderer::<ui::App>::new().render(),
        };
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        eprintln!("Minimax Lab is a web app: run `make serve` and open http://127.0.0.1:8080");
        eprintln!("For the command line, use `cargo run --release -p minimax-trace -- --help`.");
    }
}
