#include <charconv>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

// ISO 8601 / RFC 3339 timestamps in UTC ("2024-02-29T13:05:09Z") to and from sys_seconds,
// using only C++20 calendar types: no time zone database, no locale, no gmtime races.
std::string format_utc(std::chrono::sys_seconds tp) {
    using namespace std::chrono;
    const auto day = floor<days>(tp);
    const year_month_day ymd{day};
    const hh_mm_ss hms{tp - day};
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02uT%02d:%02d:%02dZ", static_cast<int>(ymd.year()),
                  static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()),
                  static_cast<int>(hms.hours().count()), static_cast<int>(hms.minutes().count()),
                  static_cast<int>(hms.seconds().count()));
    return buffer;
}

// Accepts exactly YYYY-MM-DDTHH:MM:SSZ (a space may replace the T); rejects impossible dates.
std::optional<std::chrono::sys_seconds> parse_utc(std::string_view s) {
    using namespace std::chrono;
    if (s.size() != 20 || s[4] != '-' || s[7] != '-' || (s[10] != 'T' && s[10] != ' ') || s[13] != ':' ||
        s[16] != ':' || s[19] != 'Z')
        return std::nullopt;
    auto number = [&](std::size_t pos, std::size_t len) -> std::optional<int> {
        int value = 0;
        if (s[pos] < '0' || s[pos] > '9') return std::nullopt;  // from_chars would accept '-'
        auto [end, ec] = std::from_chars(s.data() + pos, s.data() + pos + len, value);
        if (ec != std::errc{} || end != s.data() + pos + len) return std::nullopt;
        return value;
    };
    const auto y = number(0, 4), mo = number(5, 2), d = number(8, 2);
    const auto h = number(11, 2), mi = number(14, 2), sec = number(17, 2);
    if (!y || !mo || !d || !h || !mi || !sec) return std::nullopt;
    const year_month_day ymd{year{*y}, month{static_cast<unsigned>(*mo)}, day{static_cast<unsigned>(*d)}};
    if (!ymd.ok() || *h > 23 || *mi > 59 || *sec > 59) return std::nullopt;
    return sys_days{ymd} + hours{*h} + minutes{*mi} + seconds{*sec};
}
