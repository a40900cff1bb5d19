#include <concepts>
#include <type_traits>
#include <utility>

// Runs a cleanup callable when the enclosing scope ends, however it ends: return, break or
// exception. Call dismiss() once the work has succeeded and the rollback is no longer wanted.
template <std::invocable F>
class [[nodiscard]] ScopeExit {
public:
    explicit ScopeExit(F fn) noexcept(std::is_nothrow_move_constructible_v<F>)
        : fn_(std::move(fn)) {}

    ScopeExit(const ScopeExit&) = delete;
    ScopeExit& operator=(const ScopeExit&) = delete;
    ScopeExit(ScopeExit&&) = delete;
    ScopeExit& operator=(ScopeExit&&) = delete;

    // Destructors are implicitly noexcept, so a throwing cleanup terminates the program
    // instead of replacing the exception already in flight.
    ~ScopeExit() {
        if (active_) fn_();
    }

    void dismiss() noexcept { active_ = false; }

private:
    F fn_;
    bool active_ = true;
};
