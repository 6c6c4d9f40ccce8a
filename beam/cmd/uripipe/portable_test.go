package main

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
)

// roleEnv, in the environment of this test binary run again, makes it a
// prism job server ("prism") or the uripipe command ("uripipe") instead
// of the tests: TestPortable starts both as processes of their own.
const (
	roleEnv = "URIPIPE_TEST_ROLE"
	portEnv = "URIPIPE_TEST_JOB_PORT"
)

// role runs the test binary as roleEnv says, and reports whether it did.
func role() bool {
	switch os.Getenv(roleEnv) {
	case "prism":
		serveJobs()
		return true
	case "uripipe":
		main()
		return true
	}
	return false
}

// serveJobs runs Beam's prism runner as a job server on the port of
// portEnv, as the SDK's cmd/prism does, until it has had no job for a
// minute.
func serveJobs() {
	port, err := strconv.Atoi(os.Getenv(portEnv))
	if err != nil {
		fmt.Fprintln(os.Stderr, "prism:", err)
		os.Exit(2)
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	if _, err := prism.CreateJobServer(ctx, prism.Options{Port: port, IdleShutdownTimeout: time.Minute, CancelFn: cancel}); err != nil {
		fmt.Fprintln(os.Stderr, "prism:", err)
		os.Exit(1)
	}
	<-ctx.Done()
}

// syncBuffer is a bytes.Buffer that two goroutines may use.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

// tail is the end of a log, for a message.
func tail(s string) string {
	if len(s) > 4000 {
		s = "..." + s[len(s)-4000:]
	}
	return s
}

// TestPortable runs uripipe on the portable path that Flink, Spark and
// Dataflow jobs take: a job server (Beam's prism, as a process of its
// own, on a port of the loopback address) takes the pipeline over the job
// API, and runs it with a LOOPBACK environment, whose workers are in the
// uripipe process. The test stops both processes at the end, and within
// a time limit; it skips when a job server cannot be started.
func TestPortable(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a job server")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skipf("no executable to run as a job server: %v", err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skipf("no port on the loopback address: %v", err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()

	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	var serverLog syncBuffer
	server := exec.CommandContext(ctx, exe)
	server.Env = append(os.Environ(), roleEnv+"=prism", portEnv+"="+strconv.Itoa(port))
	server.Stdout, server.Stderr = &serverLog, &serverLog
	server.WaitDelay = 5 * time.Second
	if err := server.Start(); err != nil {
		t.Skipf("cannot start a job server: %v", err)
	}
	defer func() {
		server.Process.Kill()
		server.Wait()
	}()

	endpoint := "localhost:" + strconv.Itoa(port)
	for up := false; !up; {
		c, err := net.DialTimeout("tcp", endpoint, time.Second)
		switch {
		case err == nil:
			c.Close()
			up = true
		case time.Since(start) > 30*time.Second || ctx.Err() != nil:
			t.Skipf("the job server is not listening on %s after %v: %v\n%s", endpoint, time.Since(start).Round(time.Second), err, tail(serverLog.String()))
		default:
			time.Sleep(100 * time.Millisecond)
		}
	}

	out := filepath.Join(t.TempDir(), "out")
	cmd := exec.CommandContext(ctx, exe, "--runner=universal", "--endpoint="+endpoint, "--environment_type=LOOPBACK",
		"--input", "testdata/urls.txt", "--output", out, "--op", "normalize", "--shards", "2")
	cmd.Env = append(os.Environ(), roleEnv+"=uripipe")
	var log syncBuffer
	cmd.Stdout, cmd.Stderr = &log, &log
	cmd.WaitDelay = 5 * time.Second
	err = cmd.Run()
	elapsed := time.Since(start)
	if ctx.Err() != nil {
		t.Fatalf("uripipe on the job server at %s: no end after %v\nuripipe:\n%s\njob server:\n%s", endpoint, elapsed.Round(time.Second), tail(log.String()), tail(serverLog.String()))
	}
	if err != nil {
		t.Fatalf("uripipe on the job server at %s: %v\nuripipe:\n%s\njob server:\n%s", endpoint, err, tail(log.String()), tail(serverLog.String()))
	}
	t.Logf("uripipe over the job API at %s, LOOPBACK workers: %v, the job server's start included", endpoint, elapsed.Round(10*time.Millisecond))
	if !strings.Contains(log.String(), "Submitted job") {
		t.Errorf("uripipe says nothing of a job submitted to %s:\n%s", endpoint, tail(log.String()))
	}

	const summary = `{"op":"normalize","level":"scheme-based","inputs":8,"valid":6,"invalid":2,"results":6}`
	if got := strings.TrimSpace(string(must(os.ReadFile(out + "-summary.json")))); got != summary {
		t.Errorf("summary\n%s\nwant\n%s", got, summary)
	}
	if n := len(readShards(t, out+"-results")); n != 6 {
		t.Errorf("%d results, want 6", n)
	}
	if n := len(readShards(t, out+"-invalid")); n != 2 {
		t.Errorf("%d invalid, want 2", n)
	}
}
