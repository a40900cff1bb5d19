#include <cctype>
#include <charconv>
#include <chrono>
#include <limits>
#include <optional>
#include <string_view>

// Parses Go-style durations such as "1h30m", "250ms" or "2d12h" into std::chrono::milliseconds.
// Returns nullopt on unknown units, missing numbers or overflow instead of guessing.
std::optional<std::chrono::milliseconds> parse_duration(std::string_view text) {
    using namespace std::chrono;
    if (text.empty()) return std::nullopt;
    milliseconds total{0};
    while (!text.empty()) {
        long long amount = 0;
        auto [rest, ec] = std::from_chars(text.data(), text.data() + text.size(), amount);
        if (ec != std::errc{} || amount < 0) return std::nullopt;
        text.remove_prefix(static_cast<std::size_t>(rest - text.data()));

        std::size_t unit_len = 0;
        while (unit_len < text.size() && std::isalpha(static_cast<unsigned char>(text[unit_len])))
            ++unit_len;
        const std::string_view unit = text.substr(0, unit_len);
        text.remove_prefix(unit_len);

        long long scale = 0;  // milliseconds per unit
        if (unit == "ms") scale = 1;
        else if (unit == "s") scale = 1000;
        else if (unit == "m") scale = 60'000;
        else if (unit == "h") scale = 3'600'000;
        else if (unit == "d") scale = 86'400'000;
        else return std::nullopt;

        constexpr long long max = std::numeric_limits<long long>::max();
        if (amount > max / scale || amount * scale > max - total.count()) return std::nullopt;
        total += milliseconds{amount * scale};
    }
    return total;
}
