#include <iostream>
#include <set>

int main() {
    std::string id = uuidV4();
    std::cout << "length: " << id.size() << '\n';
    std::cout << "version digit: " << id[14] << '\n';
    std::cout << "variant digit is 8, 9, a or b: " << std::boolalpha
              << (std::string_view("89ab").find(id[19]) != std::string_view::npos) << '\n';
    std::cout << "validates: " << isUuidV4(id) << '\n';

    std::set<std::string> seen;
    for (int i = 0; i < 10000; ++i) seen.insert(uuidV4());
    std::cout << "unique out of 10000: " << seen.size() << '\n';

    // A fixed seed reproduces the same sequence, which is what tests want.
    std::mt19937 a(42), b(42);
    std::cout << "same seed, same id: " << (uuidV4(a) == uuidV4(b)) << '\n';

    for (std::string_view candidate : {"F47AC10B-58CC-4372-A567-0E02B2C3D479",
                                       "f47ac10b-58cc-1372-a567-0e02b2c3d479",
                                       "f47ac10b58cc4372a5670e02b2c3d479",
                                       "f47ac10b-58cc-4372-c567-0e02b2c3d479"})
        std::cout << candidate << " -> " << isUuidV4(candidate) << '\n';
}
