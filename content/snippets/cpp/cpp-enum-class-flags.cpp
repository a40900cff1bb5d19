#include <type_traits>

// Opt-in bitwise operators for scoped enums used as flag sets. enum class keeps the names
// scoped and blocks implicit int conversion; this trait re-enables only the bit operations.
template <typename E>
struct enable_flags : std::false_type {};

template <typename E>
concept FlagEnum = std::is_enum_v<E> && enable_flags<E>::value;

template <FlagEnum E>
constexpr E operator|(E a, E b) noexcept {
    using U = std::underlying_type_t<E>;
    return static_cast<E>(static_cast<U>(a) | static_cast<U>(b));
}
template <FlagEnum E>
constexpr E operator&(E a, E b) noexcept {
    using U = std::underlying_type_t<E>;
    return static_cast<E>(static_cast<U>(a) & static_cast<U>(b));
}
template <FlagEnum E>
constexpr E operator^(E a, E b) noexcept {
    using U = std::underlying_type_t<E>;
    return static_cast<E>(static_cast<U>(a) ^ static_cast<U>(b));
}
template <FlagEnum E>
constexpr E operator~(E a) noexcept {
    using U = std::underlying_type_t<E>;
    return static_cast<E>(~static_cast<U>(a));
}
template <FlagEnum E>
constexpr E& operator|=(E& a, E b) noexcept { return a = a | b; }
template <FlagEnum E>
constexpr E& operator&=(E& a, E b) noexcept { return a = a & b; }

// True when every bit of `wanted` is set in `value`.
template <FlagEnum E>
constexpr bool has_all(E value, E wanted) noexcept { return (value & wanted) == wanted; }

// True when at least one bit of `wanted` is set in `value`.
template <FlagEnum E>
constexpr bool has_any(E value, E wanted) noexcept {
    return static_cast<std::underlying_type_t<E>>(value & wanted) != 0;
}
