use std::collections::HashMap;

/// Fixed-capacity LRU cache; entries link by index inside a Vec, avoiding Rc/RefCell and unsafe.
pub struct LruCache<K, V> {
    capacity: usize,
    map: HashMap<K, usize>,
    nodes: Vec<Node<K, V>>,
    head: usize, // most recently used
    tail: usize, // least recently used, evicted first
}
struct Node<K, V> { key: K, value: V, prev: usize, next: usize }
const NIL: usize = usize::MAX;

impl<K: std::hash::Hash + Eq + Clone, V> LruCache<K, V> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "capacity must be at least 1");
        Self { capacity, map: HashMap::with_capacity(capacity), nodes: Vec::with_capacity(capacity), head: NIL, tail: NIL }
    }
    pub fn get(&mut self, key: &K) -> Option<&V> {
        let i = *self.map.get(key)?;
        self.detach(i);
        self.attach_front(i);
        Some(&self.nodes[i].value)
    }

    /// Inserts or updates a value and returns the entry evicted to make room, if any.
    pub fn put(&mut self, key: K, value: V) -> Option<(K, V)> {
        if let Some(&i) = self.map.get(&key) {
            self.nodes[i].value = value;
            self.detach(i);
            self.attach_front(i);
            return None;
        }
        let node = Node { key: key.clone(), value, prev: NIL, next: NIL };
        let (i, evicted) = if self.nodes.len() < self.capacity {
            self.nodes.push(node);
            (self.nodes.len() - 1, None)
        } else { // full: reuse the least recently used slot in place
            let i = self.tail;
            self.detach(i);
            let old = std::mem::replace(&mut self.nodes[i], node);
            self.map.remove(&old.key);
            (i, Some((old.key, old.value)))
        };
        self.map.insert(key, i);
        self.attach_front(i);
        evicted
    }

    fn detach(&mut self, i: usize) {
        let (prev, next) = (self.nodes[i].prev, self.nodes[i].next);
        if prev != NIL { self.nodes[prev].next = next } else { self.head = next }
        if next != NIL { self.nodes[next].prev = prev } else { self.tail = prev }
    }
    fn attach_front(&mut self, i: usize) {
        let old_head = std::mem::replace(&mut self.head, i);
        (self.nodes[i].prev, self.nodes[i].next) = (NIL, old_head);
        if old_head != NIL { self.nodes[old_head].prev = i } else { self.tail = i }
    }
}
