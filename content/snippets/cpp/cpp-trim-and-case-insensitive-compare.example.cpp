#include <iostream>
#include <vector>

int main() {
    std::string raw = "  \tContent-Type: Application/JSON \r\n";
    std::cout << "[" << trim(raw) << "]\n";
    std::cout << "[" << trimLeft("   left") << "] [" << trimRight("right   ") << "]\n";
    std::cout << "all spaces -> [" << trim(" \t\n ") << "]\n";

    std::cout << toLower("MiXeD 123") << " / " << toUpper("MiXeD 123") << '\n';
    std::cout << "non-ASCII bytes untouched: " << toUpper("café") << '\n';

    std::cout << std::boolalpha;
    std::cout << "iequals(Content-Type, content-type): " << iequals("Content-Type", "content-type") << '\n';
    std::cout << "iequals(abc, abcd): " << iequals("abc", "abcd") << '\n';

    std::vector<std::string> headers = {"Accept: */*", "content-length: 42", "X-Trace: on"};
    for (const auto& h : headers)
        if (istartsWith(h, "Content-Length:")) std::cout << "length header value: " << trim(std::string_view(h).substr(15)) << '\n';
}
