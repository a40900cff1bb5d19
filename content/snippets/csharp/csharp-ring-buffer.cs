using System;
using System.Collections;
using System.Collections.Generic;

// Fixed-capacity buffer that overwrites the oldest item when full: the usual shape for
// "keep the last N log lines / samples / events" without ever reallocating.
public sealed class RingBuffer<T> : IEnumerable<T>
{
    private readonly T[] _items;
    private int _start;
    private int _count;
    public RingBuffer(int capacity)
    {
        if (capacity < 1) throw new ArgumentOutOfRangeException(nameof(capacity), "Capacity must be at least 1.");
        _items = new T[capacity];
    }

    public int Count => _count;
    public int Capacity => _items.Length;
    public bool IsFull => _count == _items.Length;

    // Index 0 is the oldest item still held.
    public T this[int index]
    {
        get
        {
            if (index < 0 || index >= _count) throw new ArgumentOutOfRangeException(nameof(index));
            return _items[(_start + index) % _items.Length];
        }
    }

    // Returns true when an old item was overwritten to make room.
    public bool Add(T item)
    {
        int end = (_start + _count) % _items.Length;
        _items[end] = item;
        if (_count < _items.Length)
        {
            _count++;
            return false;
        }
        _start = (_start + 1) % _items.Length;
        return true;
    }

    public void Clear()
    {
        // Drop references so overwritten objects can be garbage collected.
        Array.Clear(_items, 0, _items.Length);
        _start = 0;
        _count = 0;
    }

    public IEnumerator<T> GetEnumerator()
    {
        for (int i = 0; i < _count; i++) yield return _items[(_start + i) % _items.Length];
    }

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
}
