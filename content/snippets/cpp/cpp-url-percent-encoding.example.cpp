#include <iostream>

int main() {
    std::string query = "name=Zoë & friends/50% off?";
    std::string path = urlEncode(query);
    std::string form = urlEncode(query, true);
    std::cout << "path style: " << path << '\n';
    std::cout << "form style: " << form << '\n';
    std::cout << "unreserved kept: " << urlEncode("A-z_0.9~") << '\n';

    std::cout << "round trip: " << urlDecode(path).value_or("<invalid>") << '\n';
    std::cout << "form decode: " << urlDecode("q=c%2B%2B+tips", true).value_or("<invalid>") << '\n';
    std::cout << "plus kept outside forms: " << urlDecode("a+b").value_or("<invalid>") << '\n';
    std::cout << "lowercase hex: " << urlDecode("%e2%82%ac").value_or("<invalid>") << '\n';

    for (std::string_view bad : {"100%", "%4", "%zz"})
        std::cout << "decode \"" << bad << "\": " << (urlDecode(bad) ? "ok" : "rejected") << '\n';
}
