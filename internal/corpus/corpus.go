// Package corpus reads, for tests and benchmarks, the reference data that
// may sit beside the repository in ../shared/data: the URL lists of
// public benchmark corpora (urls/*.txt, and urls/*.csv of base and
// relative pairs) and the web-platform-tests URL data
// (wpt-urltestdata.json). A clone alone has none of it: callers skip
// what needs it, saying so, and run on their built-in inputs.
package corpus

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
)

// Dir is the folder the data is read from: ../shared/data beside the
// repository, found from this file's place in it.
var Dir = func() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return filepath.Join("..", "shared", "data")
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "shared", "data")
}()

// A List is one URL list: its file's name and its lines, without a byte
// order mark; of a CSV file of base and relative pairs, the base and the
// relative reference of each row but the header (the base ends at the
// first ",").
type List struct {
	Name  string
	Lines []string
}

// Lists returns the URL lists of Dir/urls, by name, or nil when there are
// none.
func Lists() []List {
	names, _ := filepath.Glob(filepath.Join(Dir, "urls", "*"))
	sort.Strings(names)
	var lists []List
	for _, name := range names {
		csv := strings.HasSuffix(name, ".csv")
		if !csv && !strings.HasSuffix(name, ".txt") {
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			continue
		}
		l := List{Name: filepath.Base(name)}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for first := true; sc.Scan(); first = false {
			line := sc.Text()
			if first {
				line = strings.TrimPrefix(line, "\ufeff")
			}
			switch {
			case !csv:
				l.Lines = append(l.Lines, line)
			case !first:
				base, rel, _ := strings.Cut(line, ",")
				l.Lines = append(l.Lines, base, rel)
			}
		}
		f.Close()
		lists = append(lists, l)
	}
	return lists
}

// Lines returns the lines of every list of Lists, in order, or nil.
func Lines() []string {
	var out []string
	for _, l := range Lists() {
		out = append(out, l.Lines...)
	}
	return out
}

// WPTInputs returns the input of every test case of
// Dir/wpt-urltestdata.json, or nil when it is not there. (A copy of the
// file that tests always need is in testdata/whatwg.)
func WPTInputs() []string {
	data, err := os.ReadFile(filepath.Join(Dir, "wpt-urltestdata.json"))
	if err != nil {
		return nil
	}
	var raw []json.RawMessage
	if json.Unmarshal(data, &raw) != nil {
		return nil
	}
	var out []string
	for _, m := range raw {
		var c struct {
			Input *string `json:"input"`
		}
		if json.Unmarshal(m, &c) == nil && c.Input != nil {
			out = append(out, *c.Input)
		}
	}
	return out
}

// A WPTCase is an entry of the web-platform-tests URL data
// (url/resources/urltestdata.json): input read against base by the URL
// Standard, failing or giving href and the components as the URL API
// names them. Base and Origin are nil where the entry gives none.
type WPTCase struct {
	Input    string  `json:"input"`
	Base     *string `json:"base"`
	Failure  bool    `json:"failure"`
	Href     string  `json:"href"`
	Origin   *string `json:"origin"`
	Protocol string  `json:"protocol"`
	Username string  `json:"username"`
	Password string  `json:"password"`
	Host     string  `json:"host"`
	Hostname string  `json:"hostname"`
	Port     string  `json:"port"`
	Pathname string  `json:"pathname"`
	Search   string  `json:"search"`
	Hash     string  `json:"hash"`
}

// WPTFile is the module's copy of the web-platform-tests URL data, the
// same file as Dir/wpt-urltestdata.json, which tests always have.
var WPTFile = func() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata", "whatwg", "urltestdata.json")
}()

// WPT returns the entries of WPTFile, its comments left out, or fails tb
// (a *testing.T or *testing.B) when the file cannot be read.
func WPT(tb interface {
	Helper()
	Fatal(args ...any)
}) []WPTCase {
	tb.Helper()
	data, err := os.ReadFile(WPTFile)
	if err != nil {
		tb.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		tb.Fatal(WPTFile+": ", err)
	}
	var cases []WPTCase
	for _, r := range raw {
		if len(r) > 0 && r[0] == '"' {
			continue // a comment
		}
		var c WPTCase
		if err := json.Unmarshal(r, &c); err != nil {
			tb.Fatal(WPTFile+": ", err)
		}
		cases = append(cases, c)
	}
	return cases
}
