#include <iostream>
#include <limits>

int main() {
    for (std::uint64_t n : {0ull, 999ull, 1024ull, 1536ull, 1048575ull, 5'000'000'000ull})
        std::cout << n << " -> " << humanize_bytes(n) << " | " << humanize_bytes(n, true) << '\n';
    std::cout << "max -> " << humanize_bytes(std::numeric_limits<std::uint64_t>::max()) << '\n';
}
