#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Greedy wrapping: each line takes as many whole words as fit. Words longer than the width are
// split hard, because refusing to wrap them would let one URL push a line past any terminal.
inline std::vector<std::string> wordWrap(std::string_view text, std::size_t width) {
    std::vector<std::string> lines;
    if (width == 0) width = 1;
    std::istringstream words{std::string(text)};
    std::string line, word;
    while (words >> word) {
        while (word.size() > width) {
            if (!line.empty()) lines.push_back(std::exchange(line, {}));
            lines.push_back(word.substr(0, width));
            word.erase(0, width);
        }
        if (line.empty()) {
            line = word;
        } else if (line.size() + 1 + word.size() <= width) {
            line += ' ';
            line += word;
        } else {
            lines.push_back(std::exchange(line, word));
        }
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

// Prefixes every line, for indented help text or "> " quoting.
inline std::string wrapIndented(std::string_view text, std::size_t width, std::string_view indent) {
    std::string out;
    std::size_t room = width > indent.size() ? width - indent.size() : 1;
    for (const auto& line : wordWrap(text, room)) {
        out += indent;
        out += line;
        out += '\n';
    }
    return out;
}
