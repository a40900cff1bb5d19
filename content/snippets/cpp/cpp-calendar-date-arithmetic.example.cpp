#include <iostream>

int main() {
    using namespace std::chrono;
    year_month_day jan31 = 2024y / January / 31;

    std::cout << "Jan 31 + 1 month (leap year): " << isoDate(addMonthsClamped(jan31, 1)) << '\n';
    std::cout << "Jan 31 + 1 month (2023):      " << isoDate(addMonthsClamped(2023y / January / 31, 1)) << '\n';
    std::cout << "Mar 15 - 3 months:            " << isoDate(addMonthsClamped(2024y / March / 15, -3)) << '\n';
    std::cout << "Dec 31 + 1 day:               " << isoDate(addDays(2024y / December / 31, 1)) << '\n';

    std::cout << "days in 2024: " << daysBetween(2024y / January / 1, 2025y / January / 1) << '\n';
    std::cout << "days until moon landing anniversary: "
              << daysBetween(2024y / July / 1, 2024y / July / 20) << '\n';
    std::cout << "1969-07-20 was a " << weekdayName(1969y / July / 20) << '\n';
    std::cout << "business days in March 2024: "
              << businessDaysBetween(2024y / March / 1, 2024y / April / 1) << '\n';
    std::cout << "leap years: 1900 " << std::boolalpha << year(1900).is_leap()
              << ", 2000 " << year(2000).is_leap() << '\n';
    std::cout << "2023-02-29 valid: " << (2023y / February / 29).ok() << '\n';
}
