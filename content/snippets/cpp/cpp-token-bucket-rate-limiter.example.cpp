#include <iostream>

// A manual clock makes the example deterministic: time only moves when we advance it.
struct FakeClock {
    using duration = std::chrono::milliseconds;
    using rep = duration::rep;
    using period = duration::period;
    using time_point = std::chrono::time_point<FakeClock>;
    static constexpr bool is_steady = true;
    static inline time_point current{};
    static time_point now() { return current; }
    static void advance(duration d) { current += d; }
};

int main() {
    TokenBucket<FakeClock> limiter(3, 2);  // bursts of 3, then 2 requests per second

    for (int i = 1; i <= 5; ++i)
        std::cout << "request " << i << ": " << (limiter.try_acquire() ? "allowed" : "limited") << '\n';
    std::cout << "retry after " << limiter.wait_time().count() << " ms\n";

    FakeClock::advance(std::chrono::milliseconds(500));
    std::cout << "after 500 ms: " << (limiter.try_acquire() ? "allowed" : "limited") << '\n';
    std::cout << "next one: " << (limiter.try_acquire() ? "allowed" : "limited") << '\n';

    FakeClock::advance(std::chrono::seconds(10));
    std::cout << "after idle, wait for 3: " << limiter.wait_time(3).count() << " ms\n";
    std::cout << "cost 4 ever possible: " << std::boolalpha << limiter.try_acquire(4) << '\n';
}
