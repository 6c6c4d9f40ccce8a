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
//
// Each item weighs weight(item), a measure of the memory f may take on
// it; items run side by side only while their weights add up to at most
// capacity, and an item that weighs capacity or more runs alone. So the
// memory of items run at once stays that of capacity, or of the heaviest
// item, instead of growing with the number of CPUs. Items start in order.
func inParallel[S, T any](items []S, weight func(S) int, capacity int, f func(S) (T, error)) (out []chan result[T], stop func()) {
	out = make([]chan result[T], len(items))
	for i := range out {
		out[i] = make(chan result[T], 1)
	}
	next := make(chan int)
	done := make(chan struct{})
	g := newGate(capacity)
	weights := make([]int, len(items))
	go func() {
		defer close(next)
		for i := range items {
			weights[i] = min(max(weight(items[i]), 0), capacity)
			if !g.acquire(weights[i], done) {
				return
			}
			select {
			case next <- i:
			case <-done:
				g.release(weights[i])
				return
			}
		}
	}()
	for range min(runtime.GOMAXPROCS(0), len(items)) {
		go func() {
			for i := range next {
				v, err := f(items[i])
				g.release(weights[i])
				out[i] <- result[T]{v, err}
			}
		}()
	}
	var once sync.Once
	return out, func() {
		once.Do(func() {
			close(done)
			g.wake()
		})
	}
}

// gate admits work of a total weight up to its capacity.
type gate struct {
	mu       sync.Mutex
	cond     *sync.Cond
	used     int
	capacity int
}

func newGate(capacity int) *gate {
	g := &gate{capacity: capacity}
	g.cond = sync.NewCond(&g.mu)
	return g
}

// acquire waits until w more fits (w is at most the capacity), and
// reports false when done is closed first.
func (g *gate) acquire(w int, done <-chan struct{}) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	for g.used+w > g.capacity {
		select {
		case <-done:
			return false
		default:
		}
		g.cond.Wait()
	}
	g.used += w
	return true
}

func (g *gate) release(w int) {
	g.mu.Lock()
	g.used -= w
	g.mu.Unlock()
	g.cond.Broadcast()
}

// wake lets a waiting acquire see that done is closed.
func (g *gate) wake() {
	g.mu.Lock()
	g.mu.Unlock()
	g.cond.Broadcast()
}
