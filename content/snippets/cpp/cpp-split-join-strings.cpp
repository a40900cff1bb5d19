#include <string>
#include <string_view>
#include <vector>

// Views point into the caller's buffer, so splitting allocates only the vector.
// The source string must outlive the returned views.
std::vector<std::string_view> split(std::string_view text, std::string_view delimiter,
                                    bool skip_empty = false) {
    std::vector<std::string_view> parts;
    if (delimiter.empty()) {
        parts.push_back(text);
        return parts;
    }
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(delimiter, start);
        const std::string_view piece = text.substr(start, end == std::string_view::npos ? end : end - start);
        if (!skip_empty || !piece.empty()) parts.push_back(piece);
        if (end == std::string_view::npos) break;
        start = end + delimiter.size();
    }
    return parts;
}

template <typename Range>
std::string join(const Range& parts, std::string_view separator) {
    std::string out;
    bool first = true;
    for (const auto& part : parts) {
        if (!first) out += separator;
        out += part;
        first = false;
    }
    return out;
}
