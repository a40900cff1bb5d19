#include <iostream>
#include <string>

int main() {
    Signal<std::string, int> order_placed;

    auto audit = order_placed.connect([](const std::string& item, int qty) {
        std::cout << "audit: " << qty << " x " << item << '\n';
    });
    {
        auto mailer = order_placed.connect([](const std::string& item, int) {
            std::cout << "mail: confirmation for " << item << '\n';
        });
        order_placed.emit("keyboard", 1);
        std::cout << "listeners: " << order_placed.size() << '\n';
    }  // mailer goes out of scope and unsubscribes

    order_placed.emit("mouse", 2);
    std::cout << "listeners: " << order_placed.size() << '\n';

    audit.disconnect();
    order_placed.emit("monitor", 1);
    std::cout << "listeners after disconnect: " << order_placed.size() << '\n';

    Signal<>::Connection outlives;
    {
        Signal<> temporary;
        outlives = temporary.connect([] {});
    }
    outlives.disconnect();  // signal already gone: safe no-op
    std::cout << "disconnect after signal destroyed: ok\n";
}
