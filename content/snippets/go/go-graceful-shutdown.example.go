package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

func main() {
	var mu sync.Mutex
	var log []string
	record := func(s string) { mu.Lock(); log = append(log, s); mu.Unlock() }

	// A worker that drains its in-flight job before returning.
	worker := func(ctx context.Context) error {
		<-ctx.Done()
		time.Sleep(20 * time.Millisecond) // finishing the current job
		record("worker flushed and stopped")
		return nil
	}
	server := func(ctx context.Context) error {
		<-ctx.Done()
		record("server stopped accepting")
		return nil
	}

	// 1. The parent context is cancelled, as a SIGTERM would do.
	ctx, stop := context.WithCancel(context.Background())
	go func() { time.Sleep(30 * time.Millisecond); stop() }()
	err := Run(ctx, time.Second, worker, server)
	fmt.Println("signal shutdown:", err)
	mu.Lock()
	fmt.Println("  stopped tasks:", len(log))
	mu.Unlock()

	// 2. One task fails: the others are cancelled and its error is returned.
	failing := func(ctx context.Context) error {
		return errors.New("database connection lost")
	}
	err = Run(context.Background(), time.Second, server, failing)
	fmt.Println("task failure:", err)

	// 3. A task that ignores cancellation cannot hold the process hostage.
	stuck := func(ctx context.Context) error {
		time.Sleep(time.Second)
		return nil
	}
	ctx, stop = context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer stop()
	err = Run(ctx, 50*time.Millisecond, server, stuck)
	fmt.Println("stuck task:", err, errors.Is(err, ErrShutdownTimeout))

	fmt.Println("no tasks:", Run(context.Background(), time.Second))
}
