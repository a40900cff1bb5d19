/// A fixed-capacity ring buffer that overwrites its oldest item when full: keep the last N
/// log lines, samples or events without ever reallocating.
pub struct RingBuffer<T> {
    items: Vec<T>,
    capacity: usize,
    // Index of the oldest item once the buffer has wrapped; 0 until then.
    start: usize,
}

impl<T> RingBuffer<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "capacity must be at least 1");
        Self { items: Vec::with_capacity(capacity), capacity, start: 0 }
    }

    /// Adds an item, returning the one it displaced when the buffer was already full.
    pub fn push(&mut self, item: T) -> Option<T> {
        if self.items.len() < self.capacity {
            self.items.push(item);
            return None;
        }
        let old = std::mem::replace(&mut self.items[self.start], item);
        self.start = (self.start + 1) % self.capacity;
        Some(old)
    }

    pub fn len(&self) -> usize { self.items.len() }
    pub fn is_empty(&self) -> bool { self.items.is_empty() }
    pub fn is_full(&self) -> bool { self.items.len() == self.capacity }

    /// Items from oldest to newest, without copying.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + '_ {
        let (newer, older) = self.items.split_at(self.start);
        older.iter().chain(newer.iter())
    }

    pub fn newest(&self) -> Option<&T> { self.iter().next_back() }
    pub fn oldest(&self) -> Option<&T> { self.iter().next() }
}
