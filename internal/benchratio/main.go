// Command benchratio reads the output of "go test -bench" and prints the
// ratios the project's performance targets are stated in, from the same
// run: for BenchmarkCorpus each implementation's time over net/url's and
// over the byte-table loop's (table-loop); for BenchmarkResolve and
// package query's BenchmarkQueryCorpus each implementation's time over
// net/url's; for
// BenchmarkTemplate (template/internal/bench) package template's over
// yosida95/uritemplate's; for BenchmarkAdversarial and
// BenchmarkRemoveDotSegments the time for 1 MB over the time for 100 KB
// (10 is linear), and for BenchmarkAdversarialError too (1 is flat); for
// BenchmarkInvalidLines the time for an invalid line over a valid one's.
package main

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

var (
	line   = regexp.MustCompile(`^Benchmark(\w+)/(\S+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op`)
	allocs = regexp.MustCompile(`\s(\d+) allocs/op`)
	perURL = regexp.MustCompile(`\s([\d.]+) ns/url`)
)

func main() {
	sum := map[string]float64{}
	n := map[string]int{}
	urlSum := map[string]float64{} // the ns/url metric, where reported
	urlN := map[string]int{}
	maxAllocs := map[string]int{} // the most allocations per op seen, -1 for none reported
	var order []string
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		m := line.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		key := m[1] + "/" + m[2]
		v, _ := strconv.ParseFloat(m[3], 64)
		if n[key] == 0 {
			order = append(order, key)
		}
		sum[key] += v
		n[key]++
		if u := perURL.FindStringSubmatch(sc.Text()); u != nil {
			x, _ := strconv.ParseFloat(u[1], 64)
			urlSum[key] += x
			urlN[key]++
		}
		if a := allocs.FindStringSubmatch(sc.Text()); a != nil && maxAllocs[key] >= 0 {
			c, _ := strconv.Atoi(a[1])
			maxAllocs[key] = max(maxAllocs[key], c)
		} else {
			maxAllocs[key] = -1
		}
	}
	mean := func(k string) (float64, bool) {
		if n[k] == 0 {
			return 0, false
		}
		return sum[k] / float64(n[k]), true
	}
	sort.Strings(order)
	for _, g := range []struct {
		group string
		bases []string
		title string
	}{
		{"Corpus", []string{"net-url", "table-loop"}, "Corpus: time per URL over net/url's and over the byte-table loop's (a loop over a 256-entry table of the bytes a URI reference may hold), same run; allocations per pass over the file"},
		{"NormalizeCorpus", []string{"net-url"}, "NormalizeCorpus: time over net/url's Parse, lowercased scheme and host, String; same run"},
		{"EquivalentCorpus", []string{"parse"}, "EquivalentCorpus: time over parsing both URIs; same run"},
		{"QueryCorpus", []string{"net-url"}, "QueryCorpus (package query): time over url.ParseQuery's, same run; allocations per pass over the queries"},
		{"Template", []string{"yosida95"}, "Template: time over github.com/yosida95/uritemplate/v3's on RFC 6570's examples, same run"},
	} {
		ratios(g.group, g.bases, g.title, order, mean, maxAllocs)
	}
	resolveRatios(order, mean)
	// Per line: the two sets of lines differ in size.
	perLine := func(k string) (float64, bool) {
		if urlN[k] == 0 {
			return 0, false
		}
		return urlSum[k] / float64(urlN[k]), true
	}
	if inv, ok := perLine("InvalidLines/invalid/parse"); ok {
		if val, ok := perLine("InvalidLines/valid/parse"); ok {
			fmt.Println("InvalidLines: Parse's time for a corpus line that is no URI reference (an error) over a valid line's")
			fmt.Printf("  %-42s %6.3f×\n", "invalid/parse", inv/val)
		}
	}
}

// ratios prints, for each implementation of a group of benchmarks, its
// time over the time of each of the group's bases in the same run (a
// column each, headed by the base's name where there are more than one),
// and the median of each column over the group's files.
func ratios(group string, bases []string, title string, order []string, mean func(string) (float64, bool), maxAllocs map[string]int) {
	fmt.Println(title)
	isBase := map[string]bool{}
	for _, b := range bases {
		isBase[b] = true
	}
	// A ratio's column: as wide as its heading where there are more
	// than one.
	width := 6
	if len(bases) > 1 {
		width = 11
		fmt.Printf("  %-42s", "")
		for _, b := range bases {
			fmt.Printf(" %*s", width+1, "/"+b)
		}
		fmt.Println()
	}
	cell := func(r float64) {
		if r == 0 {
			fmt.Printf(" %*s", width+1, "")
		} else {
			fmt.Printf(" %*.3f×", width, r)
		}
	}
	byImpl := map[string][][]float64{} // per implementation, per base
	var impls []string
	for _, k := range order {
		rest, ok := strings.CutPrefix(k, group+"/")
		if !ok {
			continue
		}
		file, impl := rest[:strings.LastIndex(rest, "/")], rest[strings.LastIndex(rest, "/")+1:]
		if isBase[impl] && impl == bases[0] {
			continue
		}
		v, _ := mean(k)
		var row []float64
		for _, b := range bases {
			base, ok := mean(group + "/" + file + "/" + b)
			if !ok || b == impl {
				row = append(row, 0)
				continue
			}
			row = append(row, v/base)
		}
		if _, ok := mean(group + "/" + file + "/" + bases[0]); !ok {
			continue
		}
		fmt.Printf("  %-42s", rest)
		for _, r := range row {
			cell(r)
		}
		if a := maxAllocs[k]; a >= 0 {
			fmt.Printf("  %d allocs", a)
		}
		fmt.Println()
		if byImpl[impl] == nil {
			impls = append(impls, impl)
			byImpl[impl] = make([][]float64, len(bases))
		}
		for i, r := range row {
			if r != 0 {
				byImpl[impl][i] = append(byImpl[impl][i], r)
			}
		}
	}
	for _, impl := range impls {
		fmt.Printf("  %-42s", "median "+impl)
		for _, r := range byImpl[impl] {
			if len(r) == 0 {
				cell(0)
				continue
			}
			cell(median(r))
		}
		fmt.Println()
	}
}

// median returns the median of r, which it sorts.
func median(r []float64) float64 {
	sort.Float64s(r)
	m := r[len(r)/2]
	if len(r)%2 == 0 {
		m = (r[len(r)/2-1] + r[len(r)/2]) / 2
	}
	return m
}

// resolveRatios prints the ratios of BenchmarkResolve, BenchmarkAdversarial
// and BenchmarkRemoveDotSegments.
func resolveRatios(order []string, mean func(string) (float64, bool)) {
	fmt.Println("Resolve: time over net/url's, same run")
	for _, k := range order {
		rest, ok := strings.CutPrefix(k, "Resolve/")
		if !ok || !strings.HasSuffix(rest, "uri") {
			continue
		}
		base, ok := mean("Resolve/" + strings.TrimSuffix(rest, "uri") + "net-url")
		v, _ := mean(k)
		if ok {
			fmt.Printf("  %-42s %6.3f×\n", rest, v/base)
		}
	}
	for _, group := range []string{"Adversarial", "AdversarialError", "RemoveDotSegments"} {
		if group == "AdversarialError" {
			fmt.Printf("%s: time for 1 MB over time for 100 KB (flat: 1)\n", group)
		} else {
			fmt.Printf("%s: time for 1 MB over time for 100 KB (linear: 10)\n", group)
		}
		for _, k := range order {
			rest, ok := strings.CutPrefix(k, group+"/")
			if !ok || !strings.Contains(rest+"/", "/1MB/") {
				continue
			}
			small, ok := mean(group + "/" + strings.Replace(rest, "/1MB", "/100KB", 1))
			big, _ := mean(k)
			if ok {
				fmt.Printf("  %-42s %6.2f\n", strings.Replace(rest, "/1MB", "", 1), big/small)
			}
		}
	}
}
