//! The one source of seeded randomness. Seeds replay: a link's random
//! tree, a practice exercise, an MCTS run and a Monte Carlo estimate come
//! out the same wherever they are opened, so these generators' outputs
//! never change (`outputs_are_pinned`). Two generators, each where it has
//! always been used: SplitMix64 (MCTS, Monte Carlo rolls, the games'
//! position keys) and xorshift64 (random trees, practice exercises, the
//! tests' random inputs).

/// SplitMix64's increment, 2⁶⁴ divided by the golden ratio.
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's output function on `z` plus its increment: a fixed mix of
/// 64 bits, so neighbouring seeds (6 and 7) give unrelated numbers.
pub fn mix(z: u64) -> u64 {
    let mut z = z.wrapping_add(GOLDEN);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// SplitMix64 from a state (MCTS's playouts and tie-breaks, Monte Carlo's
/// rolls).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next_u64(&mut self) -> u64 {
        let out = mix(self.0);
        self.0 = self.0.wrapping_add(GOLDEN);
        out
    }

    /// 53 random bits: a number in [0, 1) is this over 2⁵³.
    pub fn bits53(&mut self) -> u64 {
        self.next_u64() >> 11
    }

    /// A number in [0, 1).
    pub fn unit(&mut self) -> f64 {
        self.bits53() as f64 / (1u64 << 53) as f64
    }
}

/// Xorshift64 with shifts 13, 7, 17 (random trees, practice exercises, the
/// tests' random inputs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Xorshift(u64);

impl Xorshift {
    /// From a seed, mixed first ([`mix`]), so neighbouring seeds give
    /// unrelated sequences.
    pub fn new(seed: u64) -> Xorshift {
        Xorshift::from_state(mix(seed))
    }

    /// From a state as it is (made odd: a zero state would stay zero).
    pub fn from_state(state: u64) -> Xorshift {
        Xorshift(state | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (below 1 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Links replay seeds: the generators' first outputs, as they were
    /// when each was written out where it was used (mix(0) is SplitMix64's
    /// well-known first output for seed 0).
    #[test]
    fn outputs_are_pinned() {
        assert_eq!([mix(0), mix(6), mix(7)], [0xe220_a839_7b1d_cdaf, 0xbd64_a5d9_adef_e000, 0x63cb_e1e4_5932_0dd7]);
        let mut s = SplitMix(1);
        assert_eq!([s.next_u64(), s.next_u64(), s.next_u64()], [0x910a_2dec_8902_5cc1, 0xbeeb_8da1_658e_ec67, 0xf893_a2ee_fb32_555e]);
        let mut x = Xorshift::new(42);
        assert_eq!([x.below(100), x.below(100), x.below(100), x.below(100), x.below(100)], [56, 10, 90, 53, 40]);
        assert_eq!(Xorshift::from_state(0).next_u64(), Xorshift::from_state(1).next_u64(), "a zero state is made odd");
    }
}
