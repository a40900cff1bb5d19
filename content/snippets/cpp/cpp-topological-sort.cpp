#include <functional>
#include <map>
#include <optional>
#include <queue>
#include <set>
#include <string>
#include <vector>

// Kahn's algorithm over a dependency map: node -> the nodes it depends on.
// std::map and a min-ordered queue make the order deterministic when several nodes are ready.
// Returns nullopt when the graph has a cycle.
std::optional<std::vector<std::string>> topological_sort(
    const std::map<std::string, std::vector<std::string>>& depends_on) {
    std::map<std::string, int> pending;  // unmet dependency count per node
    std::map<std::string, std::set<std::string>> dependents;
    for (const auto& [node, deps] : depends_on) {
        pending.try_emplace(node, 0);
        for (const auto& dep : deps) {
            pending.try_emplace(dep, 0);
            if (dependents[dep].insert(node).second) ++pending[node];
        }
    }

    std::priority_queue<std::string, std::vector<std::string>, std::greater<>> ready;
    for (const auto& [node, count] : pending)
        if (count == 0) ready.push(node);

    std::vector<std::string> order;
    while (!ready.empty()) {
        std::string node = ready.top();
        ready.pop();
        order.push_back(node);
        for (const auto& next : dependents[node])
            if (--pending[next] == 0) ready.push(next);
    }
    if (order.size() != pending.size()) return std::nullopt;
    return order;
}
