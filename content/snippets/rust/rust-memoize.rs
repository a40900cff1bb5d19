use std::collections::HashMap;
use std::hash::Hash;

/// Wraps a function so each distinct argument is computed once and then served from a cache.
pub fn memoize<A, R, F>(f: F) -> impl FnMut(A) -> R
where
    A: Hash + Eq + Clone,
    R: Clone,
    F: Fn(A) -> R,
{
    let mut cache = HashMap::new();
    move |arg: A| cache.entry(arg.clone()).or_insert_with(|| f(arg)).clone()
}

/// Memoizes a recursive function. A closure cannot call its own memoized wrapper,
/// so the function receives the `Memo` and recurses through `memo.get`.
pub struct Memo<A, R> {
    cache: HashMap<A, R>,
    func: fn(&mut Memo<A, R>, A) -> R,
}

impl<A: Hash + Eq + Clone, R: Clone> Memo<A, R> {
    pub fn new(func: fn(&mut Memo<A, R>, A) -> R) -> Self {
        Memo { cache: HashMap::new(), func }
    }

    pub fn get(&mut self, arg: A) -> R {
        if let Some(hit) = self.cache.get(&arg) {
            return hit.clone();
        }
        // The cache cannot stay borrowed across the call, because the function mutates it while recursing.
        let value = (self.func)(self, arg.clone());
        self.cache.insert(arg, value.clone());
        value
    }

    pub fn cached_len(&self) -> usize {
        self.cache.len()
    }
}
