#include <numeric>
#include <utility>
#include <vector>

// Disjoint-set forest with path halving and union by size: each operation runs in near-constant
// amortised time (inverse Ackermann), so millions of unions stay fast.
class UnionFind {
public:
    explicit UnionFind(std::size_t n) : parent_(n), size_(n, 1), sets_(n) {
        std::iota(parent_.begin(), parent_.end(), std::size_t{0});
    }

    std::size_t find(std::size_t x) {
        while (parent_[x] != x) {
            parent_[x] = parent_[parent_[x]];  // path halving: point at the grandparent as we climb
            x = parent_[x];
        }
        return x;
    }

    // Returns false when a and b were already connected, which is how Kruskal spots a cycle.
    bool unite(std::size_t a, std::size_t b) {
        a = find(a);
        b = find(b);
        if (a == b) return false;
        if (size_[a] < size_[b]) std::swap(a, b);  // hang the smaller tree under the larger
        parent_[b] = a;
        size_[a] += size_[b];
        --sets_;
        return true;
    }

    bool connected(std::size_t a, std::size_t b) { return find(a) == find(b); }
    std::size_t setSize(std::size_t x) { return size_[find(x)]; }
    std::size_t setCount() const { return sets_; }

private:
    std::vector<std::size_t> parent_, size_;
    std::size_t sets_;
};
