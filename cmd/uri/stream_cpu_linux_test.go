//go:build linux

package main

import (
	"runtime"
	"syscall"
	"time"
)

// timed returns the CPU time f takes on its thread: on a machine others
// share, the time it runs, not the time it waits for a processor.
func timed(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	const rusageThread = 1 // RUSAGE_THREAD
	var before, after syscall.Rusage
	syscall.Getrusage(rusageThread, &before)
	f()
	syscall.Getrusage(rusageThread, &after)
	return time.Duration(after.Utime.Nano() + after.Stime.Nano() - before.Utime.Nano() - before.Stime.Nano())
}
