package workerpool

import (
	"context"
	"sync"
)

// Result pairs an input with the value or error its job produced.
type Result[In, Out any] struct {
	Input In
	Value Out
	Err   error
}

// Run processes inputs with at most workers goroutines and streams results as they finish.
// The results channel is closed once every job is done or ctx is cancelled.
func Run[In, Out any](ctx context.Context, workers int, inputs []In, fn func(context.Context, In) (Out, error)) <-chan Result[In, Out] {
	if workers < 1 {
		workers = 1
	}
	jobs := make(chan In)
	results := make(chan Result[In, Out])

	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for in := range jobs {
				out, err := fn(ctx, in)
				select {
				case results <- Result[In, Out]{Input: in, Value: out, Err: err}:
				case <-ctx.Done():
					return
				}
			}
		}()
	}

	go func() {
		defer close(jobs)
		for _, in := range inputs {
			select {
			case jobs <- in:
			case <-ctx.Done():
				return
			}
		}
	}()

	go func() {
		wg.Wait()
		close(results)
	}()
	return results
}
