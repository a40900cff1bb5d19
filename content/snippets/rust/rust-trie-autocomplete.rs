use std::collections::BTreeMap;

/// Prefix tree for autocomplete. Children are kept in a BTreeMap so results come out
/// alphabetically without a separate sort, and each word remembers how often it was added.
#[derive(Default)]
pub struct Trie {
    children: BTreeMap<char, Trie>,
    count: u32,
}

impl Trie {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a word (again), raising its rank in suggestions.
    pub fn insert(&mut self, word: &str) {
        let node = word.chars().fold(self, |node, c| node.children.entry(c).or_default());
        node.count += 1;
    }

    pub fn contains(&self, word: &str) -> bool {
        self.find(word).is_some_and(|node| node.count > 0)
    }

    /// Up to `limit` words starting with `prefix`: most frequent first, ties alphabetical.
    pub fn complete(&self, prefix: &str, limit: usize) -> Vec<String> {
        let mut found = Vec::new();
        if let Some(node) = self.find(prefix) {
            node.collect(&mut prefix.to_string(), &mut found);
        }
        // A stable sort keeps the alphabetical order the walk produced for equal counts.
        found.sort_by(|a, b| b.1.cmp(&a.1));
        found.into_iter().take(limit).map(|(word, _)| word).collect()
    }

    fn find(&self, prefix: &str) -> Option<&Trie> {
        prefix.chars().try_fold(self, |node, c| node.children.get(&c))
    }

    fn collect(&self, word: &mut String, out: &mut Vec<(String, u32)>) {
        if self.count > 0 {
            out.push((word.clone(), self.count));
        }
        for (&c, child) in &self.children {
            // One buffer reused for the whole walk instead of a new String per node.
            word.push(c);
            child.collect(word, out);
            word.pop();
        }
    }
}
