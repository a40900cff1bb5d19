#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

struct ParsedArgs {
    // std::less<> lets lookups take a string_view without building a temporary std::string.
    std::map<std::string, std::string, std::less<>> options;
    std::vector<std::string> positional;

    bool has(std::string_view name) const { return options.contains(name); }
    std::string get(std::string_view name, std::string fallback = "") const {
        auto it = options.find(name);
        return it == options.end() ? fallback : it->second;
    }
};

// Understands --name=value, --name value, --flag, -abc (bundled short flags), -o value and "--".
// Only options listed in valued consume a value, so "--verbose file.txt" keeps file.txt positional.
inline ParsedArgs parseArgs(const std::vector<std::string>& args, const std::vector<std::string>& valued) {
    ParsedArgs out;
    auto takesValue = [&](const std::string& name) { return std::ranges::find(valued, name) != valued.end(); };
    auto nextValue = [&](std::size_t& i, const std::string& shown) {
        if (i + 1 >= args.size()) throw std::invalid_argument("missing value for " + shown);
        return args[++i];
    };
    bool onlyPositional = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (onlyPositional || arg.size() < 2 || arg[0] != '-') {
            out.positional.push_back(arg);
        } else if (arg == "--") {
            onlyPositional = true;
        } else if (arg.starts_with("--")) {
            auto eq = arg.find('=');
            std::string name = arg.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
            if (eq != std::string::npos) out.options[name] = arg.substr(eq + 1);
            else if (takesValue(name)) out.options[name] = nextValue(i, "--" + name);
            else out.options[name] = "true";
        } else {
            for (std::size_t j = 1; j < arg.size(); ++j) {
                std::string name(1, arg[j]);
                if (!takesValue(name)) { out.options[name] = "true"; continue; }
                // "-ofile" carries its value inline; a trailing "-o" takes the next argument.
                out.options[name] = j + 1 < arg.size() ? arg.substr(j + 1) : nextValue(i, "-" + name);
                break;
            }
        }
    }
    return out;
}
