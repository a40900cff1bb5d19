#include <algorithm>
#include <iostream>
#include <tuple>

int main() {
    // Friend groups: who is connected to whom, directly or through others.
    UnionFind people(8);
    people.unite(0, 1);
    people.unite(1, 2);
    people.unite(3, 4);
    people.unite(5, 6);
    std::cout << "groups: " << people.setCount() << '\n';
    std::cout << "0 and 2 connected: " << std::boolalpha << people.connected(0, 2) << '\n';
    std::cout << "0 and 3 connected: " << people.connected(0, 3) << '\n';
    std::cout << "size of 2's group: " << people.setSize(2) << '\n';
    std::cout << "uniting 2 and 0 again: " << people.unite(2, 0) << '\n';

    // Kruskal's minimum spanning tree: take the cheapest edges that do not close a cycle.
    std::vector<std::tuple<int, std::size_t, std::size_t>> edges = {
        {7, 0, 1}, {5, 1, 2}, {8, 0, 2}, {9, 1, 3}, {7, 2, 3}, {5, 3, 4}, {15, 2, 4}};
    std::ranges::sort(edges);
    UnionFind forest(5);
    int total = 0;
    for (auto [cost, a, b] : edges) {
        if (!forest.unite(a, b)) continue;
        total += cost;
        std::cout << "take " << a << "-" << b << " (" << cost << ")\n";
    }
    std::cout << "spanning tree cost: " << total << ", components: " << forest.setCount() << '\n';
}
