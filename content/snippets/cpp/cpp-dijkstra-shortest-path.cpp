#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <queue>
#include <utility>
#include <vector>

struct Edge {
    std::size_t to;
    std::uint64_t weight;
};
using Graph = std::vector<std::vector<Edge>>;  // adjacency list indexed by node id

struct ShortestPaths {
    static constexpr std::uint64_t unreachable = std::numeric_limits<std::uint64_t>::max();
    std::vector<std::uint64_t> dist;
    std::vector<std::size_t> previous;  // previous[n] == n marks the source or an unreached node

    std::optional<std::vector<std::size_t>> pathTo(std::size_t target) const {
        if (dist[target] == unreachable) return std::nullopt;
        std::vector<std::size_t> path{target};
        while (previous[path.back()] != path.back()) path.push_back(previous[path.back()]);
        std::ranges::reverse(path);
        return path;
    }
};

// Dijkstra with a binary heap: O((V + E) log V). Instead of a decrease-key operation, which
// std::priority_queue lacks, it pushes duplicates and skips entries that are already stale.
inline ShortestPaths dijkstra(const Graph& graph, std::size_t source) {
    ShortestPaths result{std::vector(graph.size(), ShortestPaths::unreachable), {}};
    for (std::size_t i = 0; i < graph.size(); ++i) result.previous.push_back(i);
    using Entry = std::pair<std::uint64_t, std::size_t>;  // (distance, node), smallest on top
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> frontier;
    result.dist[source] = 0;
    frontier.emplace(0, source);
    while (!frontier.empty()) {
        auto [d, node] = frontier.top();
        frontier.pop();
        if (d > result.dist[node]) continue;  // stale entry
        for (const Edge& e : graph[node]) {
            std::uint64_t candidate = d + e.weight;
            if (candidate < result.dist[e.to]) {
                result.dist[e.to] = candidate;
                result.previous[e.to] = node;
                frontier.emplace(candidate, e.to);
            }
        }
    }
    return result;
}
