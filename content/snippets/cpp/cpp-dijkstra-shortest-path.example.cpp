#include <iostream>
#include <string>

int main() {
    const std::vector<std::string> names = {"home", "cafe", "park", "office", "gym", "island"};
    Graph g(names.size());
    auto road = [&](std::size_t a, std::size_t b, std::uint64_t minutes) {
        g[a].push_back({b, minutes});
        g[b].push_back({a, minutes});
    };
    road(0, 1, 4);   // home - cafe
    road(0, 2, 2);   // home - park
    road(2, 1, 1);   // park - cafe
    road(1, 3, 5);   // cafe - office
    road(2, 4, 10);  // park - gym
    road(3, 4, 3);   // office - gym

    auto paths = dijkstra(g, 0);
    for (std::size_t target = 1; target < names.size(); ++target) {
        std::cout << names[target] << ": ";
        auto path = paths.pathTo(target);
        if (!path) { std::cout << "unreachable\n"; continue; }
        std::cout << paths.dist[target] << " min via";
        for (auto node : *path) std::cout << ' ' << names[node];
        std::cout << '\n';
    }
    std::cout << "home to itself: " << paths.pathTo(0)->size() << " node, " << paths.dist[0] << " min\n";
}
