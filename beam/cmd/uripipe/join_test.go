package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// join runs joinPartsFn on the parts of shard 0 of 1 under prefix, and
// returns the lines it counted.
func join(prefix string, parts []part) (int64, error) {
	k := 0
	iter := func(p *part) bool {
		if k == len(parts) {
			return false
		}
		*p = parts[k]
		k++
		return true
	}
	var got int64
	err := (&joinPartsFn{Prefix: prefix, N: 1, Name: "valid"}).ProcessElement(context.Background(), 0, iter, func(s summary) { got += s.Valid })
	return got, err
}

// names lists the files of dir.
func names(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}

// TestJoinRetry checks that the join of a shard's parts may run again
// after it ended or failed part way, as a runner retries it, with the
// same shard and counts; that it removes the parts of bundles that
// failed; and that a part gone without its shard is an error.
func TestJoinRetry(t *testing.T) {
	for _, n := range []int{1, 3} { // one part is renamed, more are copied
		dir := t.TempDir()
		prefix := filepath.Join(dir, "out")
		shard := shardName(prefix, 0, 1)
		var parts []part
		want := ""
		for i := range n {
			p := part{Path: shard + ".part-" + "000000000000000" + string(rune('a'+i)), Lines: int64(i + 1)}
			text := ""
			for j := range i + 1 {
				text += "http://example.com/" + string(rune('a'+i)) + string(rune('0'+j)) + "\n"
			}
			if err := os.WriteFile(p.Path, []byte(text), 0o666); err != nil {
				t.Fatal(err)
			}
			parts, want = append(parts, p), want+text
		}
		lines := int64(n * (n + 1) / 2)
		// A failed bundle's part, and files that are no part of the shard.
		for _, f := range []string{shard + ".part-00000000000000ff", shard + ".part-x", shard + ".partial", prefix + "-00000-of-00002.ndjson.part-0000000000000001"} {
			if err := os.WriteFile(f, []byte("http://stray/\n"), 0o666); err != nil {
				t.Fatal(err)
			}
		}
		kept := []string{"out-00000-of-00001.ndjson", "out-00000-of-00001.ndjson.part-x", "out-00000-of-00001.ndjson.partial", "out-00000-of-00002.ndjson.part-0000000000000001"}
		check := func(step string) {
			t.Helper()
			got, err := os.ReadFile(shard)
			if err != nil {
				t.Fatalf("%d parts, %s: %v", n, step, err)
			}
			if string(got) != want {
				t.Errorf("%d parts, %s: shard %q, want %q", n, step, got, want)
			}
			if files := names(t, dir); !slices.Equal(files, kept) {
				t.Errorf("%d parts, %s: files %q, want %q", n, step, files, kept)
			}
		}
		for _, step := range []string{"join", "join again"} {
			if got, err := join(prefix, parts); err != nil || got != lines {
				t.Fatalf("%d parts, %s: %d lines, %v; want %d", n, step, got, err, lines)
			}
			check(step)
		}
		// An earlier join that stopped before it removed the last part.
		last := parts[len(parts)-1]
		if n > 1 {
			if err := os.WriteFile(last.Path, []byte("left over\n"), 0o666); err != nil {
				t.Fatal(err)
			}
			if got, err := join(prefix, parts); err != nil || got != lines {
				t.Fatalf("%d parts, after a partial removal: %d lines, %v; want %d", n, got, err, lines)
			}
			check("after a partial removal")
		}
		// A part gone and no shard: lines are lost, which must not pass.
		if err := os.Remove(shard); err != nil {
			t.Fatal(err)
		}
		if _, err := join(prefix, parts); err == nil {
			t.Errorf("%d parts gone, no shard: no error", n)
		}
	}
}
