#include <charconv>
#include <concepts>
#include <optional>
#include <string_view>
#include <system_error>

// Strict, locale-independent number parsing: the whole input must be a number of type T that
// fits, unlike std::stoi and atoi, which accept trailing junk and throw or return 0 on failure.
template <typename T>
    requires(std::integral<T> || std::floating_point<T>) && (!std::same_as<T, bool>)
std::optional<T> parse_number(std::string_view text) {
    // from_chars does not skip whitespace or accept '+', so trim and drop one leading plus here.
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    if (text.size() > 1 && text.front() == '+' && text[1] != '-') text.remove_prefix(1);

    T value{};
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc{} || ptr != end) return std::nullopt;
    return value;
}

// Hexadecimal, octal or binary integers, for flags and config values like "ff" or "0755".
template <std::integral T>
    requires(!std::same_as<T, bool>)
std::optional<T> parse_number(std::string_view text, int base) {
    T value{};
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value, base);
    if (ec != std::errc{} || ptr != end) return std::nullopt;
    return value;
}
