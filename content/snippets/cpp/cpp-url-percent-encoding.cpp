#include <optional>
#include <string>
#include <string_view>

// Keeps only RFC 3986 unreserved characters; everything else, including each UTF-8 byte, becomes
// %XX. formStyle encodes spaces as '+' like HTML forms (application/x-www-form-urlencoded).
inline std::string urlEncode(std::string_view in, bool formStyle = false) {
    constexpr std::string_view hex = "0123456789ABCDEF";
    std::string out;
    out.reserve(in.size() * 3);
    for (unsigned char c : in) {
        bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                          c == '-' || c == '.' || c == '_' || c == '~';
        if (unreserved) {
            out += static_cast<char>(c);
        } else if (c == ' ' && formStyle) {
            out += '+';
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 0x0F];
        }
    }
    return out;
}

inline int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Returns nullopt for a truncated or non-hex escape instead of guessing, since silently passing
// "%zz" through can hide injection attempts or double-encoding bugs.
inline std::optional<std::string> urlDecode(std::string_view in, bool formStyle = false) {
    std::string out;
    out.reserve(in.size());
    for (std::size_t i = 0; i < in.size(); ++i) {
        if (in[i] == '+' && formStyle) {
            out += ' ';
        } else if (in[i] == '%') {
            if (i + 2 >= in.size()) return std::nullopt;
            int hi = hexValue(in[i + 1]), lo = hexValue(in[i + 2]);
            if (hi < 0 || lo < 0) return std::nullopt;
            out += static_cast<char>(hi * 16 + lo);
            i += 2;
        } else {
            out += in[i];
        }
    }
    return out;
}
