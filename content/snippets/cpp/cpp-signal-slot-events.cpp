#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <utility>

// Observer pattern with RAII unsubscription: connect() returns a Connection whose destructor
// removes the handler, so a destroyed listener can never be called back.
template <typename... Args>
class Signal {
    using Slots = std::map<std::size_t, std::function<void(Args...)>>;

public:
    Signal() = default;
    Signal(const Signal&) = delete;  // copies would share one handler list
    Signal& operator=(const Signal&) = delete;

    class [[nodiscard]] Connection {
    public:
        Connection() = default;
        Connection(std::weak_ptr<Slots> slots, std::size_t id) : slots_(std::move(slots)), id_(id) {}
        Connection(Connection&& other) noexcept : slots_(std::exchange(other.slots_, {})), id_(other.id_) {}
        Connection& operator=(Connection&& other) noexcept {
            if (this != &other) {
                disconnect();
                slots_ = std::exchange(other.slots_, {});
                id_ = other.id_;
            }
            return *this;
        }
        ~Connection() { disconnect(); }

        // The weak_ptr makes this safe even when the Signal has already been destroyed.
        void disconnect() {
            if (auto slots = slots_.lock()) slots->erase(id_);
            slots_.reset();
        }
    private:
        std::weak_ptr<Slots> slots_;
        std::size_t id_ = 0;
    };

    Connection connect(std::function<void(Args...)> handler) {
        const std::size_t id = next_id_++;
        slots_->emplace(id, std::move(handler));
        return Connection(slots_, id);
    }

    // Calls a snapshot of the handlers in connection order, so a handler may disconnect
    // itself or others during emission without invalidating the loop.
    void emit(const Args&... args) const {
        const Slots snapshot = *slots_;
        for (const auto& [id, handler] : snapshot) handler(args...);
    }
    std::size_t size() const { return slots_->size(); }

private:
    std::shared_ptr<Slots> slots_ = std::make_shared<Slots>();
    std::size_t next_id_ = 0;
};
