package pipeline

import (
	"context"
	"sync"
)

// Generate emits items until they run out or ctx is cancelled. Every stage
// selects on ctx.Done() when sending, so a consumer that stops reading and
// cancels never leaves goroutines blocked forever.
func Generate[T any](ctx context.Context, items ...T) <-chan T {
	out := make(chan T)
	go func() {
		defer close(out)
		for _, item := range items {
			select {
			case out <- item:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}

// Stage runs fn on every input with the given number of workers; fn returns
// false to drop an item, so one stage type covers map and filter. Results
// arrive in completion order, not input order.
func Stage[In, Out any](ctx context.Context, in <-chan In, workers int, fn func(In) (Out, bool)) <-chan Out {
	out := make(chan Out)
	var wg sync.WaitGroup
	wg.Add(workers)
	for w := 0; w < workers; w++ {
		go func() {
			defer wg.Done()
			for item := range in {
				result, ok := fn(item)
				if !ok {
					continue
				}
				select {
				case out <- result:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	// Close only after every worker has stopped sending.
	go func() {
		wg.Wait()
		close(out)
	}()
	return out
}
