package extract_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/abnf-uri/uri/extract"
)

// sharedCorpora are the URL lists of ../shared/data/urls that
// BenchmarkExtractShared embeds in prose.
var sharedCorpora = []string{"isaacs_files.txt", "kasztp.txt", "node_files.txt", "userbait.txt", "relative_urls_cc_10k.csv"}

// sharedLimit is how many bytes of prose BenchmarkExtractShared makes
// from each URL list at most.
const sharedLimit = 4 << 20

// proseWords are the words of the prose around the URLs: common English
// words, and the punctuation and numbers of running text.
var proseWords = strings.Fields(`the of and to a in is that for it as was with be by on not
he this are or his from at which but have an they you were her she there would their we
him been has when who will more no if out so said what up its about than into them can
only other new some could time these two may then do first any my now such like our over
man me even most made after also did many before must through back years where much your
way well down should because each just those people how too little state good very make
world still own see men work long get here between both life being under never day same
another know while last might us great old year off come since against go came right used
take three (see also) e.g., i.e., 10:30 3.14 1,000 Note: Section 4.2, [RFC3986] "quoted"
it's don't -- example.com`)

// sharedProse returns text made of the URLs of the list in ../shared
// named name, each in a context of running text (bare, after a word,
// before a stop or comma, in parentheses, angle brackets or quotes),
// between runs of words; at most sharedLimit bytes, the same every time.
// For the CSV of base and relative URLs, the base URL is the URI and the
// relative one a word of the prose. ok is false when the list is absent.
func sharedProse(name string) (text string, ok bool) {
	data, err := os.ReadFile(filepath.Join(shared, "data", "urls", name))
	if err != nil {
		return "", false
	}
	lines := strings.Split(strings.TrimPrefix(string(data), "\ufeff"), "\n")
	if strings.HasSuffix(name, ".csv") {
		lines = lines[1:] // the header
	}
	r := rand.New(rand.NewPCG(27, uint64(len(data))))
	var b strings.Builder
	b.Grow(sharedLimit + 4096)
	words := func(n int) {
		for range n {
			b.WriteString(proseWords[r.IntN(len(proseWords))])
			b.WriteByte(' ')
		}
	}
	for _, line := range lines {
		if b.Len() >= sharedLimit {
			break
		}
		line = strings.TrimRight(line, "\r")
		if line == "" {
			continue
		}
		rel := ""
		if strings.HasSuffix(name, ".csv") {
			line, rel, _ = strings.Cut(line, ",")
		}
		words(3 + r.IntN(20))
		switch k := r.IntN(10); k {
		case 0:
			b.WriteString("<" + line + ">")
		case 1:
			b.WriteString(`"` + line + `"`)
		case 2:
			b.WriteString("(see " + line + ")")
		case 3:
			b.WriteString(line + ".")
		case 4:
			b.WriteString(line + ",")
		default:
			b.WriteString(line)
		}
		if rel != "" {
			b.WriteString(" links to " + rel)
		}
		if r.IntN(6) == 0 {
			b.WriteString("\n\n")
		} else {
			b.WriteString("\n")
		}
	}
	return b.String(), true
}

// sharedRFCs returns the RFC texts of ../shared/rfc, one after the
// other, in the order of their names; ok is false when there are none.
func sharedRFCs() (text string, ok bool) {
	names, _ := filepath.Glob(filepath.Join(shared, "rfc", "rfc*.txt"))
	sort.Strings(names)
	var b strings.Builder
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		b.Write(data)
	}
	return b.String(), b.Len() > 0
}

// sharedTexts are the texts of BenchmarkExtractShared, made once: a
// name and its text for each list of sharedCorpora and for the RFCs.
var sharedTexts = sync.OnceValue(func() [][2]string {
	var out [][2]string
	for _, name := range sharedCorpora {
		if text, ok := sharedProse(name); ok {
			out = append(out, [2]string{strings.TrimSuffix(strings.TrimSuffix(name, ".txt"), ".csv"), text})
		}
	}
	if text, ok := sharedRFCs(); ok {
		out = append(out, [2]string{"rfc", text})
	}
	return out
})

// BenchmarkExtractShared extracts the URIs of text made from the URL
// lists of ../shared/data/urls embedded in prose, and of the RFC texts of
// ../shared/rfc as they are; it skips when ../shared is absent.
func BenchmarkExtractShared(b *testing.B) {
	texts := sharedTexts()
	if len(texts) == 0 {
		b.Skip("no corpora in ../shared (they are optional)")
	}
	for _, tt := range texts {
		b.Run(tt[0], func(b *testing.B) {
			b.SetBytes(int64(len(tt[1])))
			for b.Loop() {
				extract.All(tt[1])
			}
		})
	}
}

// BenchmarkScannerShared reads the texts of BenchmarkExtractShared
// through a Scanner, as the uri command does, to compare the MB/s of
// both.
func BenchmarkScannerShared(b *testing.B) {
	texts := sharedTexts()
	if len(texts) == 0 {
		b.Skip("no corpora in ../shared (they are optional)")
	}
	for _, tt := range texts {
		b.Run(tt[0], func(b *testing.B) {
			b.SetBytes(int64(len(tt[1])))
			for b.Loop() {
				e := extract.NewScanner(strings.NewReader(tt[1]))
				for {
					if _, err := e.Next(); err != nil {
						break
					}
				}
			}
		})
	}
}
