#include <iostream>

int main() {
    for (std::string_view s : {"", "f", "fo", "foo", "foobar"})
        std::cout << '"' << s << "\" -> \"" << base64_encode(s) << "\"\n";

    const std::string binary("\xfb\xff\xfe", 3);
    std::cout << "standard: " << base64_encode(binary) << '\n';
    std::cout << "url-safe: " << base64_encode(binary, true) << '\n';

    std::cout << "decoded: " << base64_decode("SGVsbG8sIEMrKyE=").value() << '\n';
    std::cout << "round trip ok: " << std::boolalpha
              << (base64_decode(base64_encode(binary, true)) == binary) << '\n';
    std::cout << "invalid char: " << base64_decode("SGVs*G8=").has_value() << '\n';
    std::cout << "bad length: " << base64_decode("QUJDR").has_value() << '\n';
}
