import java.io.Closeable
import java.util.concurrent.CopyOnWriteArrayList

/**
 * A typed in-process event bus: handlers subscribe by event class and also receive subclasses,
 * so a handler for a sealed base class sees every event in that family.
 */
class EventBus(private val onError: (Throwable) -> Unit = { it.printStackTrace() }) {
    private class Listener(val type: Class<*>, val handler: (Any) -> Unit)

    // Copy-on-write: publishing iterates a snapshot, so handlers may subscribe or unsubscribe safely.
    private val listeners = CopyOnWriteArrayList<Listener>()

    fun <T : Any> subscribe(type: Class<T>, handler: (T) -> Unit): Closeable {
        @Suppress("UNCHECKED_CAST")
        val listener = Listener(type, handler as (Any) -> Unit)
        listeners += listener
        return Closeable { listeners.remove(listener) }
    }

    inline fun <reified T : Any> on(noinline handler: (T) -> Unit): Closeable = subscribe(T::class.java, handler)

    inline fun <reified T : Any> once(noinline handler: (T) -> Unit): Closeable {
        var subscription: Closeable? = null
        subscription = on<T> { event ->
            subscription?.close()
            handler(event)
        }
        return subscription
    }

    /** Delivers [event] to every matching handler in subscription order; returns how many ran. */
    fun publish(event: Any): Int {
        var delivered = 0
        for (listener in listeners) {
            if (!listener.type.isInstance(event)) continue
            // One failing handler must not stop the others from hearing about the event.
            try {
                listener.handler(event)
            } catch (e: Exception) {
                onError(e)
            }
            delivered++
        }
        return delivered
    }
}
