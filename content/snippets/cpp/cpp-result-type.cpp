#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

// A minimal std::expected stand-in for C++20: either a value or an error, never both.
// Callers must look at the error, unlike an exception that may propagate unnoticed.
template <typename E>
struct Err {
    E error;
};

template <typename T, typename E = std::string>
class [[nodiscard]] Result {
public:
    Result(T value) : state_(std::in_place_index<0>, std::move(value)) {}
    Result(Err<E> err) : state_(std::in_place_index<1>, std::move(err.error)) {}

    bool ok() const noexcept { return state_.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }

    const T& value() const {
        if (!ok()) throw std::logic_error("Result::value() called on an error");
        return std::get<0>(state_);
    }
    const E& error() const {
        if (ok()) throw std::logic_error("Result::error() called on a value");
        return std::get<1>(state_);
    }
    T value_or(T fallback) const { return ok() ? std::get<0>(state_) : std::move(fallback); }

    // Chains a step that itself returns a Result; the first error short-circuits the rest.
    template <typename F>
    auto and_then(F&& fn) const -> std::invoke_result_t<F, const T&> {
        if (!ok()) return Err<E>{std::get<1>(state_)};
        return std::forward<F>(fn)(std::get<0>(state_));
    }

    // Transforms the value and leaves an error untouched.
    template <typename F>
    auto map(F&& fn) const -> Result<std::invoke_result_t<F, const T&>, E> {
        if (!ok()) return Err<E>{std::get<1>(state_)};
        return std::forward<F>(fn)(std::get<0>(state_));
    }

private:
    std::variant<T, E> state_;
};
