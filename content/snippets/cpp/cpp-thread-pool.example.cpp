#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

long long sum_to(long long n) {
    long long total = 0;
    for (long long i = 1; i <= n; ++i) total += i;
    return total;
}

int main() {
    ThreadPool pool(4);

    std::vector<std::future<long long>> sums;
    for (long long n : {10, 100, 1000, 10000}) sums.push_back(pool.submit(sum_to, n));
    for (auto& f : sums) std::cout << f.get() << '\n';

    auto greeting = pool.submit([](std::string name) { return "hello, " + name; }, "pool");
    std::cout << greeting.get() << '\n';

    auto failing = pool.submit([]() -> int { throw std::runtime_error("task failed"); });
    try {
        failing.get();
    } catch (const std::exception& e) {
        std::cout << "caught: " << e.what() << '\n';
    }
}
