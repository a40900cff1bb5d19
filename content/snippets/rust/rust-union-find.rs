/// Disjoint-set forest over the elements `0..n`, for grouping items into connected components.
pub struct UnionFind {
    parent: Vec<usize>,
    size: Vec<usize>,
    components: usize,
}

impl UnionFind {
    pub fn new(n: usize) -> Self {
        UnionFind { parent: (0..n).collect(), size: vec![1; n], components: n }
    }

    /// Returns the representative of `x`'s set, halving the path as it goes so later finds are near O(1).
    pub fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x] != x {
            self.parent[x] = self.parent[self.parent[x]];
            x = self.parent[x];
        }
        x
    }

    pub fn union(&mut self, a: usize, b: usize) -> bool {
        let (mut ra, mut rb) = (self.find(a), self.find(b));
        if ra == rb {
            return false;
        }
        // Hang the smaller tree under the larger one so trees stay shallow.
        if self.size[ra] < self.size[rb] {
            std::mem::swap(&mut ra, &mut rb);
        }
        self.parent[rb] = ra;
        self.size[ra] += self.size[rb];
        self.components -= 1;
        true
    }

    pub fn connected(&mut self, a: usize, b: usize) -> bool {
        self.find(a) == self.find(b)
    }

    pub fn set_size(&mut self, x: usize) -> usize {
        let root = self.find(x);
        self.size[root]
    }

    pub fn components(&self) -> usize {
        self.components
    }

    /// All sets as sorted lists of members, ordered by their smallest member.
    pub fn groups(&mut self) -> Vec<Vec<usize>> {
        let mut by_root: Vec<Vec<usize>> = vec![Vec::new(); self.parent.len()];
        for x in 0..self.parent.len() {
            by_root[self.find(x)].push(x);
        }
        by_root.retain(|group| !group.is_empty());
        by_root.sort();
        by_root
    }
}
