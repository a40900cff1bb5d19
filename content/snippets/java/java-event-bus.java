import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/** A typed, in-process publish/subscribe bus: handlers subscribe by event type, including supertypes. */
public final class EventBus {
    /** Closing a subscription removes its handler; close() is idempotent and throws nothing. */
    public interface Subscription extends AutoCloseable {
        @Override
        void close();
    }

    private record Listener<T>(Class<T> type, Consumer<? super T> handler) {}

    // Copy-on-write: publishing iterates a stable snapshot even if a handler (un)subscribes meanwhile.
    private final List<Listener<?>> listeners = new CopyOnWriteArrayList<>();
    private final BiConsumer<Object, RuntimeException> onError;

    /** onError sees every handler failure; the other handlers still receive the event. */
    public EventBus(BiConsumer<Object, RuntimeException> onError) {
        this.onError = onError;
    }

    public <T> Subscription subscribe(Class<T> type, Consumer<? super T> handler) {
        Listener<T> listener = new Listener<>(type, handler);
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    /** Delivers synchronously, in subscription order; returns how many handlers received the event. */
    public int publish(Object event) {
        int delivered = 0;
        for (Listener<?> listener : listeners) {
            if (deliver(listener, event)) delivered++;
        }
        return delivered;
    }

    private <T> boolean deliver(Listener<T> listener, Object event) {
        if (!listener.type().isInstance(event)) return false;
        try {
            listener.handler().accept(listener.type().cast(event));
        } catch (RuntimeException e) {
            onError.accept(event, e);
        }
        return true;
    }
}
