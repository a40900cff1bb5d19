#include <iostream>
#include <string>
#include <vector>

int main() {
    const std::string csv = "alpha,beta,,gamma,";
    auto fields = split(csv, ",");
    std::cout << "fields: " << fields.size() << '\n';
    for (auto field : fields) std::cout << '[' << field << ']';
    std::cout << '\n';

    auto words = split(csv, ",", true);
    std::cout << "non-empty: " << join(words, " | ") << '\n';

    auto path = split("usr::local::bin", "::");
    std::cout << "path: /" << join(path, "/") << '\n';

    std::cout << "empty input: " << split("", ",").size() << " field\n";

    std::vector<std::string> owned{"x", "y", "z"};
    std::cout << "owned: " << join(owned, ", ") << '\n';
}
