//go:build !linux

package main

import "time"

// timed returns the time f takes.
func timed(f func()) time.Duration {
	start := time.Now()
	f()
	return time.Since(start)
}
