#include <atomic>
#include <iostream>

int main() {
    using namespace std::chrono;

    std::atomic<int> fastTicks{0};
    {
        PeriodicTask fast(milliseconds(5), [&] { ++fastTicks; });
        while (fastTicks < 3) std::this_thread::yield();
    }
    std::cout << "fast task ticked at least 3 times: " << std::boolalpha << (fastTicks >= 3) << '\n';

    // An hourly task must still stop promptly: the wait is interrupted, not slept through.
    std::atomic<int> slowTicks{0};
    auto started = steady_clock::now();
    {
        PeriodicTask hourly(hours(1), [&] { ++slowTicks; });
        while (slowTicks < 1) std::this_thread::yield();
        hourly.stop();
        hourly.stop();  // calling stop twice is harmless
    }
    auto elapsed = steady_clock::now() - started;
    std::cout << "hourly task ran once: " << (slowTicks == 1) << '\n';
    std::cout << "stopped within a second: " << (elapsed < seconds(1)) << '\n';
}
