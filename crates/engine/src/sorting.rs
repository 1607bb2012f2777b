//! Stable sorting through one copy of the standard library's sort.
//! `slice::sort_by` is compiled once per element type and comparison, a
//! few kilobytes each; in the web app's wasm the engine's and the app's
//! sorts made nine copies. Here every caller sorts positions `0..n` with a
//! comparison behind a `&dyn`, so one copy serves them all, and the items
//! are then moved into that order. Same result as `sort_by`: stable, in
//! O(n log n).

use std::cmp::Ordering;

/// The positions `0..n` in the order `cmp` puts them, ties kept in order:
/// the one instantiation of the standard sort that every caller shares
/// (never inlined, so it stays one).
#[inline(never)]
#[allow(clippy::disallowed_methods)] // the one stable sort itself
fn order(n: usize, cmp: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| cmp(a, b));
    order
}

/// Sorts `items` by `cmp`, stably, as `items.sort_by(cmp)` does.
pub fn sort_by<T>(items: &mut Vec<T>, cmp: impl Fn(&T, &T) -> Ordering) {
    let order = {
        let items = &*items;
        order(items.len(), &|a, b| cmp(&items[a], &items[b]))
    };
    let mut slots: Vec<Option<T>> = std::mem::take(items).into_iter().map(Some).collect();
    items.extend(order.into_iter().filter_map(|i| slots.get_mut(i).and_then(Option::take)));
}

/// Sorts `items` by `key`, stably, as `items.sort_by_key(key)` does.
pub fn sort_by_key<T, K: Ord>(items: &mut Vec<T>, key: impl Fn(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` in their order, stably, as `items.sort()` does.
pub fn sort<T: Ord>(items: &mut Vec<T>) {
    sort_by(items, T::cmp);
}

#[cfg(test)]
#[allow(clippy::disallowed_methods)] // the standard library's sort is the reference
mod tests {
    use super::*;

    /// Against the standard library's stable sort on thousands of random
    /// vectors with many ties: the same order, equal items in their
    /// original order (the second field tells them apart).
    #[test]
    fn sorts_as_the_standard_library_does() {
        let mut rng = crate::rng::Xorshift::from_state(0x9e37_79b9_7f4a_7c15);
        let mut next = move || rng.next_u64();
        for round in 0..3000 {
            let len = (next() % 40) as usize;
            let items: Vec<(u8, usize)> = (0..len).map(|i| ((next() % (1 + round % 7) as u64) as u8, i)).collect();
            let (mut ours, mut theirs) = (items.clone(), items.clone());
            sort_by_key(&mut ours, |&(k, _)| k);
            theirs.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, theirs);
            let (mut ours, mut theirs) = (items.clone(), items.clone());
            // A comparison that is not a key's: descending, ties by the
            // second field descending too.
            sort_by(&mut ours, |a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
            theirs.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
            assert_eq!(ours, theirs);
            let (mut ours, mut theirs) = (items.clone(), items);
            sort(&mut ours);
            theirs.sort();
            assert_eq!(ours, theirs);
        }
    }
}
