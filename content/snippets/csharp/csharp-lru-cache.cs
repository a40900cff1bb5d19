using System;
using System.Collections.Generic;
using System.Linq;

public sealed class LruCache<TKey, TValue>
{
    private sealed class Entry { public TKey Key; public TValue Value; }

    private readonly int _capacity;
    private readonly Action<TKey, TValue> _onEvict;
    private readonly Dictionary<TKey, LinkedListNode<Entry>> _map;
    // Front is most recently used, back is the next eviction victim.
    private readonly LinkedList<Entry> _order = new LinkedList<Entry>();

    public LruCache(int capacity, Action<TKey, TValue> onEvict = null)
    {
        if (capacity < 1) throw new ArgumentOutOfRangeException(nameof(capacity), "Capacity must be at least 1.");
        _capacity = capacity;
        _onEvict = onEvict;
        _map = new Dictionary<TKey, LinkedListNode<Entry>>(capacity);
    }

    public int Count => _map.Count;

    public IEnumerable<TKey> Keys => _order.Select(entry => entry.Key);

    public bool TryGet(TKey key, out TValue value)
    {
        if (_map.TryGetValue(key, out var node))
        {
            _order.Remove(node);
            _order.AddFirst(node);
            value = node.Value.Value;
            return true;
        }
        value = default(TValue);
        return false;
    }

    public void Set(TKey key, TValue value)
    {
        if (_map.TryGetValue(key, out var node))
        {
            // Reuse the node: update in place and move it to the front.
            node.Value.Value = value;
            _order.Remove(node);
            _order.AddFirst(node);
            return;
        }
        if (_map.Count >= _capacity)
        {
            var victim = _order.Last.Value;
            _order.RemoveLast();
            _map.Remove(victim.Key);
            _onEvict?.Invoke(victim.Key, victim.Value);
        }
        _map[key] = _order.AddFirst(new Entry { Key = key, Value = value });
    }
}
