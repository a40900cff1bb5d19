package cache

import "container/list"

type entry[K comparable, V any] struct {
	key   K
	value V
}

// LRU evicts the least recently used key once it holds more than capacity entries.
// It is not safe for concurrent use; guard it with a sync.Mutex if goroutines share it.
type LRU[K comparable, V any] struct {
	capacity int
	order    *list.List
	items    map[K]*list.Element
}

func NewLRU[K comparable, V any](capacity int) *LRU[K, V] {
	if capacity < 1 {
		panic("cache: capacity must be positive")
	}
	return &LRU[K, V]{capacity: capacity, order: list.New(), items: make(map[K]*list.Element, capacity)}
}

func (c *LRU[K, V]) Get(key K) (V, bool) {
	if el, ok := c.items[key]; ok {
		c.order.MoveToFront(el)
		return el.Value.(*entry[K, V]).value, true
	}
	var zero V
	return zero, false
}

func (c *LRU[K, V]) Put(key K, value V) {
	if el, ok := c.items[key]; ok {
		el.Value.(*entry[K, V]).value = value
		c.order.MoveToFront(el)
		return
	}
	c.items[key] = c.order.PushFront(&entry[K, V]{key: key, value: value})
	if c.order.Len() > c.capacity {
		oldest := c.order.Back()
		c.order.Remove(oldest)
		delete(c.items, oldest.Value.(*entry[K, V]).key)
	}
}

func (c *LRU[K, V]) Len() int { return c.order.Len() }
