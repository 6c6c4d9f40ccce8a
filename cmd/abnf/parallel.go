package main

import (
	"runtime"
	"sync"
)

// result is what one call of inParallel's function returned.
type result[T any] struct {
	value T
	err   error
}

// inParallel calls f on each item, on as many goroutines as there are
// CPUs to run them, and returns a channel per item that delivers its
// result, so that the caller can print results in order as they come.
// Items not started by the time stop is called are not started.
func inParallel[S, T any](items []S, f func(S) (T, error)) (out []chan result[T], stop func()) {
	out = make([]chan result[T], len(items))
	for i := range out {
		out[i] = make(chan result[T], 1)
	}
	next := make(chan int)
	done := make(chan struct{})
	go func() {
		defer close(next)
		for i := range items {
			select {
			case next <- i:
			case <-done:
				return
			}
		}
	}()
	for range min(runtime.GOMAXPROCS(0), len(items)) {
		go func() {
			for i := range next {
				v, err := f(items[i])
				out[i] <- result[T]{v, err}
			}
		}()
	}
	var once sync.Once
	return out, func() { once.Do(func() { close(done) }) }
}
