#include <algorithm>
#include <cstddef>
#include <numeric>
#include <string_view>
#include <utility>
#include <vector>

// Edit distance with a single row of the dynamic-programming table: O(n * m) time but only
// O(min(n, m)) memory, since each row depends solely on the one above it.
std::size_t levenshtein(std::string_view a, std::string_view b) {
    if (a.size() < b.size()) std::swap(a, b);  // keep the row as short as possible
    std::vector<std::size_t> row(b.size() + 1);
    std::iota(row.begin(), row.end(), std::size_t{0});

    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];  // the value up and to the left
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            row[j] = std::min({above + 1, row[j - 1] + 1, diagonal + cost});
            diagonal = above;
        }
    }
    return row[b.size()];
}

// Picks the closest candidate within max_distance, for "did you mean ...?" hints.
std::string_view closest_match(std::string_view word, const std::vector<std::string_view>& candidates,
                               std::size_t max_distance) {
    std::string_view best;
    std::size_t best_distance = max_distance + 1;
    for (auto candidate : candidates) {
        const std::size_t d = levenshtein(word, candidate);
        if (d < best_distance) {
            best = candidate;
            best_distance = d;
        }
    }
    return best;
}
