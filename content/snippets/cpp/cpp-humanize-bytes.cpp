#include <array>
#include <cstdint>
#include <cstdio>
#include <string>

// Formats a byte count for people: binary units (KiB = 1024) by default, SI units (kB = 1000)
// when disk vendors' numbers must match. One decimal place keeps columns narrow.
std::string humanize_bytes(std::uint64_t bytes, bool si = false) {
    const double base = si ? 1000.0 : 1024.0;
    constexpr std::array<const char*, 7> binary{"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    constexpr std::array<const char*, 7> decimal{"B", "kB", "MB", "GB", "TB", "PB", "EB"};
    const auto& units = si ? decimal : binary;

    if (bytes < base) return std::to_string(bytes) + " B";
    double value = static_cast<double>(bytes);
    std::size_t unit = 0;
    // Rounding to one decimal can turn 1023.96 KiB into "1024.0 KiB", so step up while the
    // rounded value would still reach the next unit.
    while (unit + 1 < units.size() && value >= base - 0.05) {
        value /= base;
        ++unit;
    }
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f %s", value, units[unit]);
    return buffer;
}
