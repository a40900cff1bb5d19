#include <iostream>

int main() {
    // In a real program: std::vector<std::string> args(argv + 1, argv + argc);
    std::vector<std::string> args = {"-vq", "--port=8080", "--host", "localhost", "-ologs/app.log",
                                     "input.txt", "--", "--not-an-option"};
    auto parsed = parseArgs(args, {"host", "port", "o"});

    for (const auto& [name, value] : parsed.options) std::cout << name << " = " << value << '\n';
    for (const auto& p : parsed.positional) std::cout << "positional: " << p << '\n';
    std::cout << "has v: " << std::boolalpha << parsed.has("v") << '\n';
    std::cout << "timeout (default): " << parsed.get("timeout", "30") << '\n';

    try {
        parseArgs({"--host"}, {"host"});
    } catch (const std::invalid_argument& e) {
        std::cout << "error: " << e.what() << '\n';
    }
}
