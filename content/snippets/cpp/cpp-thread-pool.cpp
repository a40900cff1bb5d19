#include <algorithm>
#include <condition_variable>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <queue>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

class ThreadPool {
public:
    explicit ThreadPool(unsigned threads = std::max(1u, std::thread::hardware_concurrency())) {
        for (unsigned i = 0; i < threads; ++i)
            workers_.emplace_back([this](std::stop_token stop) { run(stop); });
    }

    // Stopping under the lock means no worker misses the wake-up; jthreads join after draining.
    ~ThreadPool() {
        std::unique_lock lock(mutex_);
        for (auto& worker : workers_) worker.request_stop();
        lock.unlock();
        ready_.notify_all();
    }

    template <typename F, typename... Args>
    auto submit(F&& fn, Args&&... args) -> std::future<std::invoke_result_t<F, Args...>> {
        using R = std::invoke_result_t<F, Args...>;
        // packaged_task is move-only but std::function needs copyable targets, hence shared_ptr.
        auto task = std::make_shared<std::packaged_task<R()>>(
            std::bind(std::forward<F>(fn), std::forward<Args>(args)...));
        auto result = task->get_future();
        std::unique_lock lock(mutex_);
        tasks_.emplace([task] { (*task)(); });
        lock.unlock();
        ready_.notify_one();
        return result;
    }

private:
    void run(std::stop_token stop) {
        std::unique_lock lock(mutex_);
        while (true) {
            ready_.wait(lock, [&] { return stop.stop_requested() || !tasks_.empty(); });
            if (tasks_.empty()) return;
            auto task = std::move(tasks_.front());
            tasks_.pop();
            lock.unlock();  // run outside the lock so other workers can dequeue meanwhile
            task();
            lock.lock();
        }
    }

    std::mutex mutex_;
    std::condition_variable ready_;
    std::queue<std::function<void()>> tasks_;
    std::vector<std::jthread> workers_;  // last, so workers stop before the queue is destroyed
};
