//! The on-demand module's exports. Built by Trunk as a second wasm
//! (`index.html`: `data-type="worker"` only so that Trunk neither hashes
//! its name nor starts it; `data-bindgen-target="web"` so the page can
//! `import()` it) and loaded by the page on first use.

#[cfg(target_arch = "wasm32")]
mod exports {
    use minimax_extras::WorksheetRequest;
    use minimax_extras::worksheet::{Worksheet, WorksheetProps};
    use wasm_bindgen::prelude::*;

    /// Packs the slides the page drew (`pages`: one image each) into a zip
    /// (`"zip"`) or a PDF (`"pdf"`); see [`minimax_extras::pack_slides`].
    #[wasm_bindgen]
    pub fn pack_slides(
        format: &str,
        pages: js_sys::Array,
        steps: u32,
        title: &str,
        stamp: Vec<u16>,
    ) -> Result<js_sys::Uint8Array, JsValue> {
        let pages: Vec<Vec<u8>> = pages.iter().map(|page| js_sys::Uint8Array::new(&page).to_vec()).collect();
        let mut when = [1980, 1, 1, 0, 0, 0];
        for (slot, v) in when.iter_mut().zip(stamp) {
            *slot = v;
        }
        let bytes = minimax_extras::pack_slides(format, pages, steps as usize, title, when).map_err(|e| JsValue::from_str(&e))?;
        Ok(js_sys::Uint8Array::from(bytes.as_slice()))
    }

    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::rc::Rc;
    use std::str::FromStr;

    use minimax_extras::montecarlo::{MonteCarloPanel, MonteCarloProps};
    use yew::AppHandle;

    thread_local! {
        /// The Monte Carlo panels mounted, by the handle `mount_monte_carlo` gave.
        static PANELS: RefCell<(u32, HashMap<u32, AppHandle<MonteCarloPanel>>)> = RefCell::new((0, HashMap::new()));
    }

    fn monte_carlo_props(notation: &str, root: &str, lang: &str) -> Result<MonteCarloProps, JsValue> {
        let tree = minimax_extras::tree_from(notation, root).map_err(|e| JsValue::from_str(&e))?;
        let lang = minimax_engine::lang::Lang::from_str(lang).map_err(|e| JsValue::from_str(&e.to_string()))?;
        Ok(MonteCarloProps { tree: Rc::new(tree), lang })
    }

    /// Mounts the Monte Carlo panel for the tree written `notation` (root
    /// player `root`) into `element`; returns its handle.
    #[wasm_bindgen]
    pub fn mount_monte_carlo(element: web_sys::Element, notation: &str, root: &str, lang: &str) -> Result<u32, JsValue> {
        let props = monte_carlo_props(notation, root, lang)?;
        let app = yew::Renderer::<MonteCarloPanel>::with_root_and_props(element, props).render();
        Ok(PANELS.with(|p| {
            let (next, panels) = &mut *p.borrow_mut();
            *next += 1;
            panels.insert(*next, app);
            *next
        }))
    }

    /// Gives a mounted panel its tree (a new one starts its playouts again).
    #[wasm_bindgen]
    pub fn update_monte_carlo(handle: u32, notation: &str, root: &str, lang: &str) -> Result<(), JsValue> {
        let props = monte_carlo_props(notation, root, lang)?;
        PANELS.with(|p| match p.borrow_mut().1.get_mut(&handle) {
            Some(app) => {
                app.update(props);
                Ok(())
            }
            None => Err(JsValue::from_str("no such panel")),
        })
    }

    /// Removes a mounted panel.
    #[wasm_bindgen]
    pub fn unmount_monte_carlo(handle: u32) {
        if let Some(app) = PANELS.with(|p| p.borrow_mut().1.remove(&handle)) {
            app.destroy();
        }
    }

    /// Draws the printable worksheet into `root`. An exercise, count or
    /// code it cannot read is an error the page shows (no panic).
    #[wasm_bindgen]
    pub fn mount_worksheet(
        root: web_sys::Element,
        exercise: &str,
        count: u32,
        algorithm: &str,
        cut: &str,
        form: &str,
        lang: &str,
    ) -> Result<(), JsValue> {
        let request = WorksheetRequest::parse(exercise, count, (algorithm, cut, form), lang).map_err(|e| JsValue::from_str(&e))?;
        let props = WorksheetProps { exercise: request.exercise, count: request.count, options: request.options, lang: request.lang };
        // Mounted for the page's lifetime: the handle is not kept.
        let _ = yew::Renderer::<Worksheet>::with_root_and_props(root, props).render();
        Ok(())
    }
}

fn main() {}
