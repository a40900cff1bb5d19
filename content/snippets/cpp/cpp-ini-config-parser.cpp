#include <istream>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

// Keys are flattened to "section.key" so lookups need one string; keys before any section have no prefix.
class IniConfig {
public:
    static IniConfig parse(std::istream& in) {
        IniConfig config;
        std::string line, section;
        for (int number = 1; std::getline(in, line); ++number) {
            std::string_view text = trim(line);
            if (text.empty() || text[0] == ';' || text[0] == '#') continue;
            auto fail = [&](const char* why) {
                throw std::runtime_error("line " + std::to_string(number) + ": " + why);
            };
            if (text.front() == '[') {
                if (text.back() != ']') fail("unclosed section header");
                section = trim(text.substr(1, text.size() - 2));
                continue;
            }
            auto eq = text.find('=');
            if (eq == std::string_view::npos) fail("expected key = value");
            std::string key(trim(text.substr(0, eq)));
            std::string_view value = trim(text.substr(eq + 1));
            if (key.empty()) fail("empty key");
            // Quotes keep leading/trailing spaces and let values contain ';' or '#'.
            if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
                value = value.substr(1, value.size() - 2);
            config.values_[section.empty() ? key : section + "." + key] = std::string(value);
        }
        return config;
    }

    std::optional<std::string> get(const std::string& key) const {
        auto it = values_.find(key);
        if (it == values_.end()) return std::nullopt;
        return it->second;
    }
    std::string getOr(const std::string& key, std::string fallback) const {
        return get(key).value_or(std::move(fallback));
    }
    const std::map<std::string, std::string>& all() const { return values_; }

private:
    static std::string_view trim(std::string_view s) {
        auto first = s.find_first_not_of(" \t\r");
        if (first == std::string_view::npos) return {};
        return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
    }
    std::map<std::string, std::string> values_;
};
