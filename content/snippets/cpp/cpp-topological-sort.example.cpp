#include <iostream>

void print(const std::optional<std::vector<std::string>>& order) {
    if (!order) {
        std::cout << "cycle detected\n";
        return;
    }
    if (order->empty()) std::cout << "(nothing to order)";
    for (std::size_t i = 0; i < order->size(); ++i) std::cout << (i ? " -> " : "") << (*order)[i];
    std::cout << '\n';
}

int main() {
    print(topological_sort({
        {"app", {"http", "db"}},
        {"http", {"json", "log"}},
        {"db", {"log", "log"}},  // duplicate edges count once
        {"json", {}},
    }));

    print(topological_sort({{"a", {"b"}}, {"b", {"c"}}, {"c", {"a"}}}));
    print(topological_sort({}));
}
