#include <functional>
#include <map>
#include <memory>
#include <tuple>
#include <type_traits>

// Wraps a pure function with a cache keyed on its arguments. std::map needs only operator<,
// which std::tuple provides whenever every argument type has one.
template <typename R, typename... Args>
auto memoize(std::function<R(Args...)> fn) {
    using Key = std::tuple<std::decay_t<Args>...>;
    // shared_ptr keeps copies of the returned lambda sharing one cache.
    auto cache = std::make_shared<std::map<Key, R>>();
    return [fn = std::move(fn), cache](const std::decay_t<Args>&... args) -> R {
        Key key(args...);
        if (auto it = cache->find(key); it != cache->end()) return it->second;
        R result = fn(args...);
        cache->emplace(std::move(key), result);
        return result;
    };
}

// Recursive functions must call the memoized version of themselves, so the body receives it as
// its first argument instead of calling itself by name.
template <typename R, typename... Args>
class MemoizedRecursive {
public:
    using Body = std::function<R(MemoizedRecursive&, Args...)>;
    explicit MemoizedRecursive(Body body) : body_(std::move(body)) {}

    R operator()(Args... args) {
        std::tuple<Args...> key(args...);
        if (auto it = cache_.find(key); it != cache_.end()) return it->second;
        R result = body_(*this, args...);
        cache_.emplace(std::move(key), result);  // fresh lookup: the recursive calls changed the map
        return result;
    }
    std::size_t cacheSize() const { return cache_.size(); }

private:
    Body body_;
    std::map<std::tuple<Args...>, R> cache_;
};
