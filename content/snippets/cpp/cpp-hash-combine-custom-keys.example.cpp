#include <iostream>
#include <string>
#include <unordered_map>
#include <unordered_set>

struct Point {
    int x, y;
    bool operator==(const Point&) const = default;
};

// Specialising std::hash lets Point be used as a key with no extra template argument.
template <>
struct std::hash<Point> {
    std::size_t operator()(const Point& p) const noexcept { return hashValues(p.x, p.y); }
};

int main() {
    std::unordered_set<Point> visited{{0, 0}, {1, 2}, {2, 1}};
    visited.insert({1, 2});  // duplicate, ignored
    std::cout << "visited size: " << visited.size() << '\n';
    std::cout << "contains (2,1): " << std::boolalpha << visited.contains({2, 1}) << '\n';
    std::cout << "contains (3,3): " << visited.contains({3, 3}) << '\n';
    std::cout << "order matters: " << (hashValues(1, 2) != hashValues(2, 1)) << '\n';

    std::unordered_map<std::pair<std::string, int>, double, TupleHash> prices;
    prices[{"apple", 1}] = 0.5;
    prices[{"apple", 12}] = 5.0;
    std::cout << "dozen apples: " << prices.at({"apple", 12}) << '\n';

    std::unordered_map<std::tuple<std::string, std::string, int>, int, TupleHash> routes;
    routes[{"GET", "/users", 1}] = 200;
    std::cout << "route status: " << routes.at({"GET", "/users", 1}) << '\n';
    std::cout << "unknown route present: " << routes.contains({"POST", "/users", 1}) << '\n';
}
