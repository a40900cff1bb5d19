#include <cstdint>
#include <iostream>
#include <string>

int main() {
    int slowCalls = 0;
    auto slowSquare = memoize(std::function<long(int)>([&](int x) {
        ++slowCalls;
        return static_cast<long>(x) * x;
    }));
    std::cout << slowSquare(12) << ' ' << slowSquare(12) << ' ' << slowSquare(13) << '\n';
    std::cout << "underlying calls: " << slowCalls << '\n';

    auto greet = memoize(std::function<std::string(std::string, int)>(
        [](std::string name, int times) {
            std::string out;
            for (int i = 0; i < times; ++i) out += "hi " + name + "! ";
            return out;
        }));
    std::cout << greet("ada", 2) << '\n';

    // Naive recursion would make about 10^19 calls for fib(90); memoized it makes 91.
    MemoizedRecursive<std::uint64_t, int> fib([](auto& self, int n) -> std::uint64_t {
        return n < 2 ? static_cast<std::uint64_t>(n) : self(n - 1) + self(n - 2);
    });
    std::cout << "fib(90) = " << fib(90) << '\n';
    std::cout << "cached entries: " << fib.cacheSize() << '\n';
}
