#include <iostream>
#include <string>

int main() {
    RingBuffer<int, 3> recent;
    for (int reading : {10, 20, 30, 40, 50}) recent.push(reading);

    std::cout << "full: " << std::boolalpha << recent.full() << ", size " << recent.size() << '\n';
    std::cout << "window:";
    recent.for_each([](int v) { std::cout << ' ' << v; });
    std::cout << '\n';

    std::cout << "oldest: " << recent[0] << '\n';
    while (auto v = recent.pop()) std::cout << "pop " << *v << '\n';
    std::cout << "pop on empty has value: " << recent.pop().has_value() << '\n';

    RingBuffer<std::string, 2> log;
    log.push("boot");
    log.push("ready");
    log.push("request");
    std::cout << "log: " << log[0] << ", " << log[1] << '\n';
}
