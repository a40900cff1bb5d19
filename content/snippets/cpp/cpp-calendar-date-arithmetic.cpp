#include <chrono>
#include <cstdio>
#include <string>

namespace cal = std::chrono;

// Adding months to Jan 31 gives an invalid "Feb 31"; clamp to the month's last day, which is
// what billing systems and most date libraries do.
inline cal::year_month_day addMonthsClamped(cal::year_month_day date, int months) {
    cal::year_month_day shifted = date + cal::months(months);
    if (shifted.ok()) return shifted;
    return cal::year_month_day_last(shifted.year(), cal::month_day_last(shifted.month()));
}

inline int daysBetween(cal::year_month_day from, cal::year_month_day to) {
    return (cal::sys_days(to) - cal::sys_days(from)).count();
}

inline cal::year_month_day addDays(cal::year_month_day date, int days) {
    return cal::sys_days(date) + cal::days(days);
}

// Counts Monday..Friday in [from, to) by whole weeks plus a short remainder loop.
inline int businessDaysBetween(cal::year_month_day from, cal::year_month_day to) {
    cal::sys_days start(from), end(to);
    if (end <= start) return 0;
    int total = static_cast<int>((end - start).count());
    int result = total / 7 * 5;
    for (cal::sys_days d = start + cal::days(total / 7 * 7); d < end; d += cal::days(1)) {
        auto wd = cal::weekday(d);
        if (wd != cal::Saturday && wd != cal::Sunday) ++result;
    }
    return result;
}

inline std::string isoDate(cal::year_month_day d) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(d.year()),
                  static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()));
    return buf;
}

inline const char* weekdayName(cal::year_month_day d) {
    static const char* names[] = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                  "Thursday", "Friday", "Saturday"};
    return names[cal::weekday(cal::sys_days(d)).c_encoding()];
}
