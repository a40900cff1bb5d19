#include <iostream>

int main() {
    for (std::string_view input : {"1h30m", "250ms", "2d12h", "90s", "0s", "1h-5m", "10", "3w", ""}) {
        auto parsed = parse_duration(input);
        std::cout << '"' << input << "\" -> ";
        if (parsed) std::cout << parsed->count() << " ms\n";
        else std::cout << "invalid\n";
    }

    auto timeout = parse_duration("1m15s").value();
    auto seconds = std::chrono::duration_cast<std::chrono::seconds>(timeout);
    std::cout << "timeout in seconds: " << seconds.count() << '\n';
    std::cout << "overflow rejected: " << std::boolalpha
              << !parse_duration("9999999999999999d").has_value() << '\n';
}
