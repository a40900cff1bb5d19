package lifecycle

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// ErrShutdownTimeout means some tasks were still running when the grace
// period ended; the process should exit anyway rather than hang.
var ErrShutdownTimeout = errors.New("graceful shutdown timed out")

// Run starts every task with a shared context and blocks until ctx is
// cancelled (typically by signal.NotifyContext) or a task returns. It then
// cancels the rest and waits up to grace for them to finish. The first task
// error is returned, because one failed component usually means the whole
// service should restart.
func Run(ctx context.Context, grace time.Duration, tasks ...func(context.Context) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	// Buffered so late finishers never block after Run has returned.
	done := make(chan error, len(tasks))
	for i, task := range tasks {
		go func(i int, task func(context.Context) error) {
			err := task(ctx)
			if err != nil {
				err = fmt.Errorf("task %d: %w", i, err)
			}
			done <- err
		}(i, task)
	}

	var first error
	remaining := len(tasks)
	if remaining > 0 {
		select {
		case <-ctx.Done():
		case first = <-done:
			remaining--
		}
	}
	cancel()

	timeout := time.NewTimer(grace)
	defer timeout.Stop()
	for ; remaining > 0; remaining-- {
		select {
		case err := <-done:
			if first == nil {
				first = err
			}
		case <-timeout.C:
			return fmt.Errorf("%w: %d task(s) still running", ErrShutdownTimeout, remaining)
		}
	}
	return first
}
