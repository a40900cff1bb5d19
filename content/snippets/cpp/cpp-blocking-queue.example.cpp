#include <atomic>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

int main() {
    BlockingQueue<int> jobs(4);
    std::atomic<long> total{0};
    std::atomic<int> handled{0};

    std::vector<std::jthread> workers;
    for (int w = 0; w < 3; ++w) {
        workers.emplace_back([&] {
            // Each worker drains until close() has been called and the queue is empty.
            while (auto job = jobs.pop()) {
                total += *job * *job;
                ++handled;
            }
        });
    }

    for (int i = 1; i <= 100; ++i) jobs.push(i);
    jobs.close();
    workers.clear();  // jthread joins on destruction

    std::cout << "handled: " << handled << '\n';
    std::cout << "sum of squares 1..100: " << total << '\n';
    std::cout << "push after close accepted: " << std::boolalpha << jobs.push(101) << '\n';
    std::cout << "pop after close and drain: " << jobs.pop().has_value() << '\n';

    BlockingQueue<std::string> words(2);
    words.push("first");
    words.push("second");
    words.close();
    while (auto w = words.pop()) std::cout << "left in queue: " << *w << '\n';
}
