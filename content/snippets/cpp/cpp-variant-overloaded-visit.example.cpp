#include <iostream>
#include <vector>

int main() {
    std::vector<std::pair<std::string, ConfigValue>> settings{
        {"debug", true}, {"port", 8080LL}, {"ratio", 0.75}, {"name", std::string("snip")}};
    for (const auto& [key, value] : settings) std::cout << key << " = " << to_display(value) << '\n';

    // Handlers may return values and mutate through non-const references.
    ConfigValue retries = 3LL;
    match(
        retries, [](long long& n) { n *= 2; }, [](auto&) {});
    std::cout << "retries doubled: " << std::get<long long>(retries) << '\n';

    // A generic lambda acts as the fallback for every type not matched more exactly.
    for (const auto& [key, value] : settings) {
        const char* kind = match(
            value, [](const std::string&) { return "text"; }, [](const auto&) { return "scalar"; });
        std::cout << key << " is " << kind << '\n';
    }

    // C++20's converting-constructor rules pick std::string for a literal; C++17 picked bool.
    ConfigValue literal = "text";
    std::cout << "literal holds alternative " << literal.index() << '\n';
}
