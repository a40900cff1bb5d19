#include <iostream>

int main() {
    const std::string input =
        "name,quote,city\r\n"
        "Ada,\"Hello, world\",London\r\n"
        "Grace,\"She said \"\"hi\"\"\",\r\n"
        "Linus,\"line one\nline two\",Helsinki";

    for (const auto& row : parse_csv(input)) {
        std::cout << row.size() << " fields:";
        for (const auto& field : row) std::cout << " <" << field << '>';
        std::cout << '\n';
    }

    auto semicolons = parse_csv("a;b;;c\n", ';');
    std::cout << "semicolon rows: " << semicolons.size() << ", fields: " << semicolons[0].size() << '\n';

    try {
        parse_csv("ok,\"broken\n");
    } catch (const std::exception& e) {
        std::cout << "error: " << e.what() << '\n';
    }
}
