#include <iostream>

int main() {
    std::string text = "The quick brown fox jumps over the lazy dog.   Extra   spaces and\nnewlines collapse.";
    for (const auto& line : wordWrap(text, 20)) std::cout << '|' << line << "|\n";

    std::cout << "---\n";
    for (const auto& line : wordWrap("see https://example.com/a/very/long/path ok", 16))
        std::cout << '|' << line << "|\n";

    std::cout << "---\n";
    std::cout << wrapIndented("Usage notes for a command-line flag that needs a longer explanation.", 30, "    ");
    std::cout << "empty input lines: " << wordWrap("   ", 10).size() << '\n';
}
