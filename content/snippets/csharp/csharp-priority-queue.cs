using System;
using System.Collections.Generic;

public sealed class MinHeap<TElement, TPriority>
{
    private struct Entry { public TElement Element; public TPriority Priority; public long Order; }
    private readonly List<Entry> _items = new List<Entry>();
    private readonly IComparer<TPriority> _comparer;
    private long _counter;

    public MinHeap(IComparer<TPriority> comparer = null) => _comparer = comparer ?? Comparer<TPriority>.Default;

    public int Count => _items.Count;

    public void Enqueue(TElement element, TPriority priority)
    {
        _items.Add(new Entry { Element = element, Priority = priority, Order = _counter++ });
        for (var i = _items.Count - 1; i > 0 && Less(i, (i - 1) / 2); i = (i - 1) / 2) Swap(i, (i - 1) / 2);
    }

    public TElement Peek() =>
        _items.Count > 0 ? _items[0].Element : throw new InvalidOperationException("The heap is empty.");

    public bool TryDequeue(out TElement element, out TPriority priority)
    {
        if (_items.Count == 0)
        {
            element = default(TElement);
            priority = default(TPriority);
            return false;
        }
        element = _items[0].Element;
        priority = _items[0].Priority;
        _items[0] = _items[_items.Count - 1];
        _items.RemoveAt(_items.Count - 1);

        for (var i = 0; ;)
        {
            int left = 2 * i + 1, right = left + 1, smallest = i;
            if (left < _items.Count && Less(left, smallest)) smallest = left;
            if (right < _items.Count && Less(right, smallest)) smallest = right;
            if (smallest == i) break;
            Swap(i, smallest);
            i = smallest;
        }
        return true;
    }

    private bool Less(int a, int b)
    {
        var c = _comparer.Compare(_items[a].Priority, _items[b].Priority);
        // Equal priorities fall back to insertion order, so ties are first-in, first-out.
        return c < 0 || (c == 0 && _items[a].Order < _items[b].Order);
    }

    private void Swap(int a, int b)
    {
        var t = _items[a]; _items[a] = _items[b]; _items[b] = t;
    }
}
