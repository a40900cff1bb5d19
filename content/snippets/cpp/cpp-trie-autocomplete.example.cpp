#include <iostream>

void print(std::string_view prefix, const std::vector<std::string>& words) {
    std::cout << '"' << prefix << "\":";
    if (words.empty()) std::cout << " (none)";
    for (const auto& w : words) std::cout << ' ' << w;
    std::cout << '\n';
}

int main() {
    Trie trie;
    for (std::string_view w : {"car", "card", "care", "careful", "cart", "cat", "dog", "do"})
        trie.insert(w);

    print("car", trie.complete("car"));
    print("care", trie.complete("care"));
    print("ca", trie.complete("ca", 3));
    print("do", trie.complete("do"));
    print("x", trie.complete("x"));

    std::cout << std::boolalpha;
    std::cout << "contains car: " << trie.contains("car") << '\n';
    std::cout << "contains ca: " << trie.contains("ca") << '\n';
    std::cout << "all words: " << trie.complete("", 100).size() << '\n';
}
