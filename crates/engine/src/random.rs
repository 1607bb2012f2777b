//! Random trees for practice: a seeded generator, so a tree can be
//! reproduced from its seed.

use super::num::Bound;
use super::tree::{Leaf, Player, Tree, TreeBuilder};

/// Shape of a random tree.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RandomSpec {
    /// Children per internal node (1 to 6).
    pub branching: u32,
    /// Levels below the root (1 to 8, fewer if there would be more than
    /// 4096 leaves).
    pub depth: u32,
    /// Leaf values are drawn from `low..=high`.
    pub low: i64,
    pub high: i64,
}

impl Default for RandomSpec {
    fn default() -> RandomSpec {
        RandomSpec { branching: 3, depth: 3, low: 0, high: 9 }
    }
}

impl RandomSpec {
    /// The spec as a link writes it: `branching,depth,low,high`
    /// (`3,3,0,9`).
    pub fn link_text(self) -> String {
        format!("{},{},{},{}", self.branching, self.depth, self.low, self.high)
    }

    /// Reads [`RandomSpec::link_text`]: four integers, branching 1 to 6,
    /// depth 1 to 8, values from −999 to 999 (what the picker offers).
    pub fn from_link_text(text: &str) -> Option<RandomSpec> {
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        let [b, d, lo, hi] = parts.as_slice() else { return None };
        let spec = RandomSpec { branching: b.parse().ok()?, depth: d.parse().ok()?, low: lo.parse().ok()?, high: hi.parse().ok()? };
        let fits = (1..=6).contains(&spec.branching)
            && (1..=8).contains(&spec.depth)
            && [spec.low, spec.high].iter().all(|v| (-999..=999).contains(v));
        fits.then_some(spec)
    }
}

/// The most leaves a random tree gets, so it can still be drawn and read.
pub const MAX_LEAVES: u64 = 4096;

impl RandomSpec {
    /// The settings actually used: branching 1 to 6, depth 1 to 8 and no
    /// more than [`MAX_LEAVES`] leaves, the value range in order. The page
    /// says so when this differs from what was asked.
    pub fn clamped(self) -> RandomSpec {
        let branching = self.branching.clamp(1, 6);
        let mut depth = self.depth.clamp(1, 8);
        while depth > 1 && u64::from(branching).pow(depth) > MAX_LEAVES {
            depth -= 1;
        }
        let (low, high) = if self.low <= self.high { (self.low, self.high) } else { (self.high, self.low) };
        RandomSpec { branching, depth, low, high }
    }
}

/// The tree a seed typed by a person (or written in a link) makes: the
/// seed is mixed first (SplitMix64's finaliser), so neighbouring seeds
/// such as 6 and 7 make different trees.
pub fn seeded_tree(spec: RandomSpec, seed: u64) -> Tree {
    random_tree(spec, crate::rng::mix(seed))
}

/// A complete tree of the given shape with leaf values drawn from `seed`.
/// Out-of-range settings are clamped so the tree stays drawable
/// ([`RandomSpec::clamped`]).
pub fn random_tree(spec: RandomSpec, seed: u64) -> Tree {
    let RandomSpec { branching, depth, low, high } = spec.clamped();
    let span = (high.saturating_sub(low) as u64).saturating_add(1);
    let mut rng = crate::rng::Xorshift::from_state(seed);
    let mut next = move || rng.next_u64();
    let mut b = TreeBuilder::new();
    b.open(None, None);
    let mut open: Vec<u32> = vec![branching];
    while let Some(left) = open.last_mut() {
        if *left == 0 {
            open.pop();
            b.close();
            continue;
        }
        *left -= 1;
        if open.len() as u32 >= depth {
            let value = low.saturating_add((next() % span) as i64);
            b.leaf(None, Leaf::Value(Bound::int(value)));
        } else {
            b.open(None, None);
            open.push(branching);
        }
    }
    match b.finish(Player::Max) {
        Ok(tree) => tree,
        // Unreachable: every opened node gets `branching ≥ 1` children.
        Err(_) => TreeBuilder::new().finish(Player::Max).unwrap_or_else(|_| unreachable!()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shape_and_range() {
        let t = random_tree(RandomSpec { branching: 3, depth: 4, low: -5, high: 5 }, 7);
        assert_eq!(t.leaves().count(), 81);
        assert!(t.leaves().all(|l| t.leaf_value(l).is_some_and(|v| v >= Bound::int(-5) && v <= Bound::int(5))));
        assert_eq!(random_tree(RandomSpec::default(), 1), random_tree(RandomSpec::default(), 1));
        let big = random_tree(RandomSpec { branching: 99, depth: 99, low: 9, high: 0 }, 3);
        assert_eq!(big.height(), 4, "6^4 = 1296 leaves, 6^5 would be too many");
    }
}
