#include <iostream>

int main() {
    std::cout << "kitten/sitting: " << levenshtein("kitten", "sitting") << '\n';
    std::cout << "flaw/lawn: " << levenshtein("flaw", "lawn") << '\n';
    std::cout << "empty/abc: " << levenshtein("", "abc") << '\n';
    std::cout << "same: " << levenshtein("cpp", "cpp") << '\n';

    const std::vector<std::string_view> commands{"build", "clean", "install", "test"};
    for (std::string_view typed : {"biuld", "instal", "deploy"}) {
        auto hint = closest_match(typed, commands, 2);
        std::cout << typed << " -> " << (hint.empty() ? "(no suggestion)" : hint) << '\n';
    }
}
