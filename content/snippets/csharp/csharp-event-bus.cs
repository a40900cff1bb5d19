using System;
using System.Collections.Generic;

// In-process publish/subscribe keyed by message type, so publishers and handlers never reference
// each other. Subscribing returns an IDisposable: disposing it is the whole unsubscribe story.
public sealed class EventBus
{
    private readonly Dictionary<Type, List<Delegate>> _handlers = new Dictionary<Type, List<Delegate>>();
    private readonly object _gate = new object();

    public IDisposable Subscribe<T>(Action<T> handler)
    {
        if (handler == null) throw new ArgumentNullException(nameof(handler));
        lock (_gate)
        {
            if (!_handlers.TryGetValue(typeof(T), out var list)) _handlers[typeof(T)] = list = new List<Delegate>();
            list.Add(handler);
        }
        return new Subscription(() => { lock (_gate) _handlers[typeof(T)].Remove(handler); });
    }

    // Returns how many handlers succeeded. With onError, a failing handler does not stop the
    // rest; without it the first exception propagates to the publisher.
    public int Publish<T>(T message, Action<Exception> onError = null)
    {
        Delegate[] snapshot;
        lock (_gate)
        {
            // Copy so handlers may subscribe or unsubscribe while being called.
            snapshot = _handlers.TryGetValue(typeof(T), out var list) ? list.ToArray() : new Delegate[0];
        }
        int ran = 0;
        foreach (Action<T> handler in snapshot)
        {
            try { handler(message); ran++; }
            catch (Exception e) when (onError != null) { onError(e); }
        }
        return ran;
    }

    private sealed class Subscription : IDisposable
    {
        private Action _dispose;
        public Subscription(Action dispose) { _dispose = dispose; }
        public void Dispose()
        {
            // Idempotent: a second Dispose must not remove another identical handler.
            var action = System.Threading.Interlocked.Exchange(ref _dispose, null);
            action?.Invoke();
        }
    }
}
