#include <charconv>
#include <cmath>
#include <map>
#include <string>
#include <variant>
#include <vector>

// A recursive JSON value; std::map keeps object keys sorted so the output is reproducible.
struct Json {
    using Array = std::vector<Json>;
    using Object = std::map<std::string, Json>;
    std::variant<std::nullptr_t, bool, double, std::string, Array, Object> value;

    Json(std::nullptr_t = nullptr) : value(nullptr) {}
    Json(bool b) : value(b) {}
    Json(double d) : value(d) {}
    Json(int i) : value(static_cast<double>(i)) {}
    Json(const char* s) : value(std::string(s)) {}
    Json(std::string s) : value(std::move(s)) {}
    Json(Array a) : value(std::move(a)) {}
    Json(Object o) : value(std::move(o)) {}
};

inline void escapeJson(std::string& out, const std::string& s) {
    out += '"';
    for (unsigned char c : s) {
        if (c == '"' || c == '\\') { out += '\\'; out += static_cast<char>(c); }
        else if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (c < 0x20) { out += "\\u00"; out += "0123456789abcdef"[c >> 4]; out += "0123456789abcdef"[c & 15]; }
        else out += static_cast<char>(c);  // UTF-8 bytes pass through unchanged
    }
    out += '"';
}

// indent == 0 gives compact output; otherwise nested values go on their own lines.
inline void writeJson(std::string& out, const Json& j, int indent = 0, int depth = 0) {
    auto newline = [&](int d) { if (indent) out += '\n' + std::string(d * indent, ' '); };
    std::visit([&]<typename T>(const T& v) {
        if constexpr (std::is_same_v<T, std::nullptr_t>) out += "null";
        else if constexpr (std::is_same_v<T, bool>) out += v ? "true" : "false";
        else if constexpr (std::is_same_v<T, double>) {
            char buf[32];  // to_chars gives the shortest text that reads back as the same double
            if (std::isfinite(v)) out.append(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
            else out += "null";  // JSON has no NaN or Infinity
        } else if constexpr (std::is_same_v<T, std::string>) escapeJson(out, v);
        else {
            constexpr bool isArray = std::is_same_v<T, Json::Array>;
            out += isArray ? '[' : '{';
            for (const auto& item : v) {
                if (&item != &*v.begin()) out += ',';
                newline(depth + 1);
                if constexpr (isArray) writeJson(out, item, indent, depth + 1);
                else { escapeJson(out, item.first); out += indent ? ": " : ":"; writeJson(out, item.second, indent, depth + 1); }
            }
            if (!v.empty()) newline(depth);
            out += isArray ? ']' : '}';
        }
    }, j.value);
}
