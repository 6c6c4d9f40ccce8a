// Command benchratio reads the output of "go test -bench" and prints the
// ratios the project's performance targets are stated in, from the same
// run: for BenchmarkCorpus, BenchmarkResolve and package query's
// BenchmarkQueryCorpus each implementation's time over net/url's; for
// BenchmarkTemplate (template/internal/bench) package template's over
// yosida95/uritemplate's; for BenchmarkAdversarial and
// BenchmarkRemoveDotSegments the time for 1 MB over the time for 100 KB
// (10 is linear).
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
)

func main() {
	sum := map[string]float64{}
	n := map[string]int{}
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
	for _, g := range []struct{ group, base, title string }{
		{"Corpus", "net-url", "Corpus: time per URL over net/url's, same run; allocations per pass over the file"},
		{"NormalizeCorpus", "net-url", "NormalizeCorpus: time over net/url's Parse, lowercased scheme and host, String; same run"},
		{"EquivalentCorpus", "parse", "EquivalentCorpus: time over parsing both URIs; same run"},
		{"QueryCorpus", "net-url", "QueryCorpus (package query): time over url.ParseQuery's, same run; allocations per pass over the queries"},
		{"Template", "yosida95", "Template: time over github.com/yosida95/uritemplate/v3's on RFC 6570's examples, same run"},
	} {
		ratios(g.group, g.base, g.title, order, mean, maxAllocs)
	}
	resolveRatios(order, mean)
}

// ratios prints, for each implementation of a group of benchmarks, its
// time over the time of the group's base in the same run.
func ratios(group, baseImpl, title string, order []string, mean func(string) (float64, bool), maxAllocs map[string]int) {
	fmt.Println(title)
	byImpl := map[string][]float64{}
	var impls []string
	for _, k := range order {
		rest, ok := strings.CutPrefix(k, group+"/")
		if !ok || strings.HasSuffix(k, "/"+baseImpl) {
			continue
		}
		file := rest[:strings.LastIndex(rest, "/")]
		base, ok := mean(group + "/" + file + "/" + baseImpl)
		v, _ := mean(k)
		if ok {
			fmt.Printf("  %-42s %6.3f×", rest, v/base)
			if a := maxAllocs[k]; a >= 0 {
				fmt.Printf("  %d allocs", a)
			}
			fmt.Println()
			impl := rest[strings.LastIndex(rest, "/")+1:]
			if byImpl[impl] == nil {
				impls = append(impls, impl)
			}
			byImpl[impl] = append(byImpl[impl], v/base)
		}
	}
	for _, impl := range impls {
		r := byImpl[impl]
		sort.Float64s(r)
		m := r[len(r)/2]
		if len(r)%2 == 0 {
			m = (r[len(r)/2-1] + r[len(r)/2]) / 2
		}
		fmt.Printf("  %-42s %6.3f×\n", "median "+impl, m)
	}
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
	for _, group := range []string{"Adversarial", "RemoveDotSegments"} {
		fmt.Printf("%s: time for 1 MB over time for 100 KB (linear: 10)\n", group)
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
