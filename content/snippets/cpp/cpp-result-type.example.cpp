#include <iostream>

Result<int> parse_port(const std::string& text) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
        return Err<std::string>{"not a number: '" + text + "'"};
    if (text.size() > 5 || std::stoi(text) > 65535) return Err<std::string>{"out of range: " + text};
    return std::stoi(text);
}

Result<int> require_unprivileged(int port) {
    if (port < 1024) return Err<std::string>{"port " + std::to_string(port) + " needs root"};
    return port;
}

int main() {
    for (std::string input : {"8080", "80", "http", "70000"}) {
        auto result = parse_port(input).and_then(require_unprivileged).map([](int p) {
            return "listening on :" + std::to_string(p);
        });
        std::cout << input << " -> " << (result ? result.value() : "error: " + result.error()) << '\n';
    }

    std::cout << "fallback: " << parse_port("abc").value_or(3000) << '\n';
    try {
        (void)parse_port("x").value();
    } catch (const std::logic_error& e) {
        std::cout << "caught: " << e.what() << '\n';
    }
}
