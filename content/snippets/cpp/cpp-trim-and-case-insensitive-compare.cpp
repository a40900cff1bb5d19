#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

// <cctype> functions take an int that must be representable as unsigned char; passing a plain
// char with a negative value (any UTF-8 byte above 0x7F) is undefined behaviour, hence the casts.
inline bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
inline char lowerAscii(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
inline char upperAscii(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }

// The trims return views into the argument, so they copy nothing; keep the source alive.
inline std::string_view trimLeft(std::string_view s) {
    auto it = std::ranges::find_if_not(s, isSpace);
    return s.substr(static_cast<std::size_t>(it - s.begin()));
}
inline std::string_view trimRight(std::string_view s) {
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}
inline std::string_view trim(std::string_view s) { return trimRight(trimLeft(s)); }

inline std::string toLower(std::string_view s) {
    std::string out(s);
    std::ranges::transform(out, out.begin(), lowerAscii);
    return out;
}
inline std::string toUpper(std::string_view s) {
    std::string out(s);
    std::ranges::transform(out, out.begin(), upperAscii);
    return out;
}

inline bool iequals(std::string_view a, std::string_view b) {
    return std::ranges::equal(a, b, {}, lowerAscii, lowerAscii);
}
inline bool istartsWith(std::string_view s, std::string_view prefix) {
    return s.size() >= prefix.size() && iequals(s.substr(0, prefix.size()), prefix);
}
