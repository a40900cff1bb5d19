#include <iostream>
#include <stdexcept>
#include <vector>

bool transfer(std::vector<int>& from, std::vector<int>& to, bool fail) {
    to.push_back(from.back());
    from.pop_back();
    ScopeExit rollback([&] {
        std::cout << "  rolling back\n";
        from.push_back(to.back());
        to.pop_back();
    });
    if (fail) throw std::runtime_error("disk full");
    rollback.dismiss();
    return true;
}

int main() {
    std::vector<int> a{1, 2, 3};
    std::vector<int> b;

    {
        ScopeExit bye([] { std::cout << "scope left\n"; });
        std::cout << "inside scope\n";
    }

    transfer(a, b, false);
    std::cout << "after success: a=" << a.size() << " b=" << b.size() << '\n';

    try {
        transfer(a, b, true);
    } catch (const std::exception& e) {
        std::cout << "caught: " << e.what() << '\n';
    }
    std::cout << "after failure: a=" << a.size() << " b=" << b.size() << '\n';
}
