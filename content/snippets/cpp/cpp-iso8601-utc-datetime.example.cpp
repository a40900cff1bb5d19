#include <iostream>

int main() {
    using namespace std::chrono;

    std::cout << "epoch: " << format_utc(sys_seconds{}) << '\n';
    std::cout << "1e9 s: " << format_utc(sys_seconds{seconds{1'000'000'000}}) << '\n';
    std::cout << "before 1970: " << format_utc(sys_seconds{seconds{-1}}) << '\n';

    const auto leap = parse_utc("2024-02-29T23:59:59Z").value();
    std::cout << "unix time: " << leap.time_since_epoch().count() << '\n';
    std::cout << "plus 1 s: " << format_utc(leap + seconds{1}) << '\n';
    std::cout << "plus 30 days: " << format_utc(leap + days{30}) << '\n';

    const auto start = parse_utc("2024-03-10 08:00:00Z").value();
    std::cout << "hours between: " << duration_cast<hours>(start - leap).count() << '\n';

    for (std::string_view bad : {"2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01T24:00:00Z",
                                 "2024-01-01T00:00:00+01:00", "2024-1-01T00:00:00Z",
                                 "2024-01-01T-1:00:00Z"})
        std::cout << bad << " valid: " << std::boolalpha << parse_utc(bad).has_value() << '\n';
}
