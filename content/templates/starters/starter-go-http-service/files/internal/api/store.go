package api

import (
	"sort"
	"sync"
	"time"
)

// Todo is one item of the list.
type Todo struct {
	ID        int       `json:"id"`
	Title     string    `json:"title"`
	Done      bool      `json:"done"`
	CreatedAt time.Time `json:"createdAt"`
}

// Store keeps todos in memory; it is safe for concurrent use.
type Store struct {
	mu     sync.RWMutex
	todos  map[int]Todo
	nextID int
}

// NewStore returns an empty store.
func NewStore() *Store {
	return &Store{todos: make(map[int]Todo), nextID: 1}
}

// List returns every todo, oldest first.
func (s *Store) List() []Todo {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]Todo, 0, len(s.todos))
	for _, t := range s.todos {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Get returns the todo with the given id.
func (s *Store) Get(id int) (Todo, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.todos[id]
	return t, ok
}

// Create adds a todo and returns it with its id.
func (s *Store) Create(title string) Todo {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := Todo{ID: s.nextID, Title: title, CreatedAt: time.Now().UTC()}
	s.todos[t.ID] = t
	s.nextID++
	return t
}

// Delete removes a todo and reports whether it existed.
func (s *Store) Delete(id int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.todos[id]
	delete(s.todos, id)
	return ok
}
