#include <cstdio>
#include <string>
#include <utility>
#include <variant>

// Merges several lambdas into one callable with an overloaded operator(), so std::visit can
// dispatch on a variant's active type without a hand-written visitor struct.
template <typename... Fs>
struct overloaded : Fs... {
    using Fs::operator()...;
};
// Required in C++17; C++20 deduces aggregates itself, and keeping it costs nothing.
template <typename... Fs>
overloaded(Fs...) -> overloaded<Fs...>;

// Pattern-match style call: match(value, [](int i) {...}, [](const std::string& s) {...}).
// std::visit fails to compile if any alternative has no matching handler.
template <typename Variant, typename... Fs>
decltype(auto) match(Variant&& value, Fs&&... handlers) {
    return std::visit(overloaded{std::forward<Fs>(handlers)...}, std::forward<Variant>(value));
}

// A typical use: a config value that is one of a few types, rendered for display.
using ConfigValue = std::variant<bool, long long, double, std::string>;

std::string to_display(const ConfigValue& value) {
    return match(
        value,
        [](bool b) -> std::string { return b ? "true" : "false"; },
        [](long long i) { return std::to_string(i); },
        [](double d) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%g", d);
            return std::string(buf);
        },
        [](const std::string& s) { return '"' + s + '"'; });
}
