#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

// RFC 4180 style parsing: fields may be quoted, quoted fields may contain the delimiter,
// line breaks and doubled quotes (""), and CRLF or LF both end a record.
std::vector<std::vector<std::string>> parse_csv(std::string_view text, char delimiter = ',') {
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> row;
    std::string field;
    bool in_quotes = false;
    bool pending = false;  // true once the current record has any content

    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_quotes) {
            if (c != '"') field += c;
            else if (i + 1 < text.size() && text[i + 1] == '"') field += text[++i];
            else in_quotes = false;
            continue;
        }
        pending = true;
        if (c == '"' && field.empty()) {
            in_quotes = true;
        } else if (c == delimiter) {
            row.push_back(std::move(field));
            field.clear();
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
            row.push_back(std::move(field));
            field.clear();
            rows.push_back(std::move(row));
            row.clear();
            pending = false;
        } else {
            field += c;
        }
    }
    if (in_quotes) throw std::runtime_error("unterminated quoted field");
    if (pending) {
        row.push_back(std::move(field));
        rows.push_back(std::move(row));
    }
    return rows;
}
