#include <cstdint>
#include <iostream>
#include <ranges>
#include <stdexcept>
#include <string>
#include <string_view>

Generator<std::uint64_t> fibonacci() {
    std::uint64_t a = 0, b = 1;
    while (true) {
        co_yield a;
        a = std::exchange(b, a + b);
    }
}

Generator<std::string_view> splitLines(std::string_view text) {
    while (!text.empty()) {
        auto nl = text.find('\n');
        co_yield text.substr(0, nl);
        text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    }
}

Generator<int> failsAfterTwo() {
    co_yield 1;
    co_yield 2;
    throw std::runtime_error("source went away");
}

int main() {
    auto fib = fibonacci();
    for (auto n : fib | std::views::take(10)) std::cout << n << ' ';
    std::cout << '\n';

    auto lines = splitLines("alpha\nbeta\n\ngamma");
    for (auto line : lines) std::cout << '[' << line << "] ";
    std::cout << '\n';

    int count = 0;
    for (auto n : fibonacci()) {
        if (n > 1000) break;  // stopping early destroys the suspended coroutine cleanly
        ++count;
    }
    std::cout << "fibonacci numbers up to 1000: " << count << '\n';

    try {
        for (int v : failsAfterTwo()) std::cout << "got " << v << '\n';
    } catch (const std::runtime_error& e) {
        std::cout << "error: " << e.what() << '\n';
    }
}
