#include <coroutine>
#include <exception>
#include <iterator>
#include <utility>

// A minimal lazy sequence for C++20 coroutines (std::generator only arrives in C++23).
// Values are produced on demand, so infinite sequences are fine as long as the caller stops.
template <typename T>
class Generator {
public:
    struct promise_type {
        const T* current = nullptr;
        std::exception_ptr error;
        Generator get_return_object() { return Generator{Handle::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        // Pointing at the co_yield operand is safe: it lives until the coroutine resumes.
        std::suspend_always yield_value(const T& value) noexcept { current = &value; return {}; }
        void return_void() noexcept {}
        void unhandled_exception() { error = std::current_exception(); }
    };
    using Handle = std::coroutine_handle<promise_type>;

    class iterator {
    public:
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        explicit iterator(Handle h = {}) : h_(h) {}
        const T& operator*() const { return *h_.promise().current; }
        iterator& operator++() { advance(); return *this; }
        void operator++(int) { advance(); }
        bool operator==(std::default_sentinel_t) const { return !h_ || h_.done(); }
        void advance() {
            h_.resume();
            // Rethrow in the consumer so errors surface where the values are used.
            if (h_.done() && h_.promise().error) std::rethrow_exception(h_.promise().error);
        }
    private:
        Handle h_;
    };

    explicit Generator(Handle h) : h_(h) {}
    Generator(Generator&& other) noexcept : h_(std::exchange(other.h_, {})) {}
    Generator& operator=(Generator&&) = delete;
    ~Generator() { if (h_) h_.destroy(); }

    iterator begin() {
        iterator it(h_);
        it.advance();  // run to the first co_yield
        return it;
    }
    std::default_sentinel_t end() const { return {}; }

private:
    Handle h_;
};
