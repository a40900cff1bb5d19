#include <cstddef>
#include <functional>
#include <tuple>
#include <utility>

// Mixes one more value into a running hash. The golden-ratio constant and the shifts spread
// bits so that (1, 2) and (2, 1) land in different buckets, unlike a plain XOR.
template <typename T>
void hashCombine(std::size_t& seed, const T& value) {
    seed ^= std::hash<T>{}(value) + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2);
}

template <typename... Ts>
std::size_t hashValues(const Ts&... values) {
    std::size_t seed = 0;
    (hashCombine(seed, values), ...);
    return seed;
}

// Drop-in hasher for std::pair and std::tuple keys, which have no std::hash of their own.
struct TupleHash {
    template <typename... Ts>
    std::size_t operator()(const std::tuple<Ts...>& t) const {
        return std::apply([](const auto&... parts) { return hashValues(parts...); }, t);
    }
    template <typename A, typename B>
    std::size_t operator()(const std::pair<A, B>& p) const {
        return hashValues(p.first, p.second);
    }
};
