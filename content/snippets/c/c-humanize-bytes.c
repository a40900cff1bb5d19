#include <stdint.h>
#include <stdio.h>

/*
 * Formats a byte count for people: "512 B", "1.5 KiB", "3.2 GiB". binary selects 1024-based
 * IEC units (KiB, MiB), as file managers on Linux show; otherwise 1000-based SI units (kB, MB),
 * as disk vendors and macOS use. Returns what snprintf returns, so truncation is detectable.
 */
int humanize_bytes(char *out, size_t size, uint64_t bytes, int binary) {
    static const char *const iec[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    static const char *const si[] = {"B", "kB", "MB", "GB", "TB", "PB", "EB"};
    const char *const *units = binary ? iec : si;
    const unsigned step = binary ? 1024 : 1000;
    if (bytes < step) return snprintf(out, size, "%u B", (unsigned)bytes);

    double value = (double)bytes;
    size_t unit = 0;
    while (value >= step && unit < 6) {
        value /= step;
        unit++;
    }
    /* 1023.7 KiB would round to "1024 KiB"; show it as "1.0 MiB" instead. */
    if (value >= step - 0.5 && unit < 6) {
        value /= step;
        unit++;
    }
    return snprintf(out, size, value < 9.95 ? "%.1f %s" : "%.0f %s", value, units[unit]);
}
