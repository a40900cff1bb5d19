import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/** A fixed-capacity circular buffer that overwrites its oldest element when full. */
public final class RingBuffer<T> implements Iterable<T> {
    private final Object[] items; // generic arrays cannot be created, so store Objects and cast on read
    private int head; // index of the oldest element
    private int size;

    public RingBuffer(int capacity) {
        if (capacity < 1) throw new IllegalArgumentException("capacity must be at least 1");
        items = new Object[capacity];
    }

    /** Appends item; returns true when that evicted the oldest element. */
    public boolean add(T item) {
        items[(head + size) % items.length] = item;
        if (size < items.length) {
            size++;
            return false;
        }
        head = (head + 1) % items.length;
        return true;
    }

    /** The element i places after the oldest one: get(0) is the oldest, get(size() - 1) the newest. */
    @SuppressWarnings("unchecked")
    public T get(int i) {
        if (i < 0 || i >= size) throw new IndexOutOfBoundsException("index " + i + ", size " + size);
        return (T) items[(head + i) % items.length];
    }

    public T removeOldest() {
        if (size == 0) throw new NoSuchElementException("buffer is empty");
        T oldest = get(0);
        items[head] = null; // drop the reference so the garbage collector can reclaim it
        head = (head + 1) % items.length;
        size--;
        return oldest;
    }

    public int size() { return size; }
    public boolean isFull() { return size == items.length; }

    public List<T> toList() {
        var list = new ArrayList<T>(size);
        for (int i = 0; i < size; i++) list.add(get(i));
        return list;
    }

    @Override
    public Iterator<T> iterator() {
        return toList().iterator(); // a snapshot, so adding while iterating is safe
    }
}
