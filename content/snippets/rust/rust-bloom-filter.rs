use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

/// FNV-1a: fixed and seedable, so bit positions are stable across runs and Rust versions.
struct Fnv1a(u64);

impl Hasher for Fnv1a {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

pub struct BloomFilter<T: ?Sized> {
    bits: Vec<u64>,
    num_bits: u64,
    num_hashes: u32,
    _marker: PhantomData<fn(&T)>,
}

impl<T: Hash + ?Sized> BloomFilter<T> {
    /// Sizes the filter for `expected_items` at roughly `false_positive_rate`.
    pub fn new(expected_items: usize, false_positive_rate: f64) -> Self {
        let n = expected_items.max(1) as f64;
        let ln2 = std::f64::consts::LN_2;
        let num_bits = (-n * false_positive_rate.ln() / (ln2 * ln2)).ceil().max(64.0) as u64;
        let num_hashes = ((num_bits as f64 / n) * ln2).round().max(1.0) as u32;
        BloomFilter { bits: vec![0; num_bits.div_ceil(64) as usize], num_bits, num_hashes, _marker: PhantomData }
    }

    /// Double hashing (h1 + i * h2) derives all k positions from just two hash computations.
    fn positions(&self, item: &T) -> impl Iterator<Item = u64> + '_ {
        let mut first = Fnv1a(0xcbf2_9ce4_8422_2325);
        let mut second = Fnv1a(0x8422_2325_cbf2_9ce4);
        item.hash(&mut first);
        item.hash(&mut second);
        let (h1, h2) = (first.finish(), second.finish() | 1);
        (0..self.num_hashes as u64).map(move |i| h1.wrapping_add(i.wrapping_mul(h2)) % self.num_bits)
    }

    pub fn insert(&mut self, item: &T) {
        let positions: Vec<u64> = self.positions(item).collect();
        for bit in positions {
            self.bits[(bit / 64) as usize] |= 1 << (bit % 64);
        }
    }

    /// `false` is certain; `true` means "probably present".
    pub fn contains(&self, item: &T) -> bool {
        self.positions(item).all(|bit| self.bits[(bit / 64) as usize] & (1 << (bit % 64)) != 0)
    }

    pub fn size_info(&self) -> (u64, u32) {
        (self.num_bits, self.num_hashes)
    }
}
