#include <functional>
#include <tuple>
#include <utility>

// Wraps a key so that it sorts in reverse. T is a reference for members and accessors that
// return references (no copy), or a value when the projection computes a temporary.
template <typename T>
struct Descending {
    T key;
    friend bool operator<(const Descending& a, const Descending& b) { return b.key < a.key; }
};

template <typename Proj>
auto desc(Proj proj) {
    return [proj](const auto& item) {
        return Descending<decltype(std::invoke(proj, item))>{std::invoke(proj, item)};
    };
}

// Builds a strict weak ordering that compares by the first projection, then the next, and so on.
// Projections may be member pointers, member functions or any callable taking the element.
template <typename... Projs>
auto orderBy(Projs... projs) {
    return [=](const auto& a, const auto& b) {
        // The tuple holds references to members and values of computed keys: no copies, no dangling.
        auto keys = [&](const auto& item) {
            return std::tuple<decltype(std::invoke(projs, item))...>(std::invoke(projs, item)...);
        };
        return keys(a) < keys(b);
    };
}
