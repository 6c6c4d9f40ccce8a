package fileuri

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/internal/corpus"
)

// winNameProblem is the oracle of the property tests: what Windows reads
// otherwise in a file name, by the rules of Microsoft's "Naming Files,
// Paths, and Namespaces", written out here apart from internal/winpath so
// that the tests do not check the code with itself. "" when the name is
// read as written; "." and ".." are dot-segments, which ToPath keeps as
// they are.
func winNameProblem(name string) string {
	if name == "" || name == "." || name == ".." {
		return ""
	}
	if last := name[len(name)-1]; last == '.' || last == ' ' {
		return "ends with a period or a space, which Windows drops"
	}
	if strings.Contains(name, ":") {
		return `holds ":", an NTFS stream`
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; c < 32 || strings.IndexByte(`<>"|?*/\`, c) >= 0 {
			return "holds a character no Windows name may hold"
		}
	}
	base := name
	if i := strings.IndexAny(base, ".:"); i >= 0 {
		base = base[:i]
	}
	base = strings.ToUpper(strings.TrimRight(base, " "))
	switch base {
	case "CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$":
		return "a device"
	}
	if len(base) > 3 && (base[:3] == "COM" || base[:3] == "LPT") {
		switch base[3:] {
		case "1", "2", "3", "4", "5", "6", "7", "8", "9", "¹", "²", "³":
			return "a device"
		}
	}
	return ""
}

// winDriveOf returns the drive letter u writes as RFC 8089 E.2 does, "x:"
// or "x|" as its first segment (after "file:", the slashes and an
// authority that is not the drive itself), or 0.
func winDriveOf(u string) byte {
	if len(u) < 5 || !strings.EqualFold(u[:5], "file:") {
		return 0
	}
	rest := u[5:]
	if strings.HasPrefix(rest, "//") {
		rest = rest[2:]
		if !(len(rest) >= 2 && isAlpha(rest[0]) && (rest[1] == ':' || rest[1] == '|')) {
			i := strings.IndexAny(rest, `/\`)
			if i < 0 {
				return 0
			}
			rest = rest[i:]
		}
	}
	if rest != "" && (rest[0] == '/' || rest[0] == '\\') {
		rest = rest[1:]
	}
	if len(rest) >= 2 && isAlpha(rest[0]) && (rest[1] == ':' || rest[1] == '|') &&
		(len(rest) == 2 || rest[2] == '/' || rest[2] == '\\') {
		return rest[0]
	}
	return 0
}

// winPathProblem checks a Windows path that ToPath gave for u (u "" for
// a path given to FromPath): a drive the URI writes as one, or a UNC
// host that is not "." or ".." nor any other name of periods and
// spaces; no name that Windows reads otherwise.
func winPathProblem(u, p string) string {
	var names []string
	if strings.HasPrefix(p, `\\`) {
		host, rest, _ := strings.Cut(p[2:], `\`)
		if strings.Trim(host, ". ") == "" {
			return "UNC host " + host + " of periods and spaces"
		}
		names = strings.Split(rest, `\`)
	} else {
		if len(p) < 3 || !isAlpha(p[0]) || p[1] != ':' || p[2] != '\\' {
			return "neither a drive and a root nor a UNC host"
		}
		if u != "" && winDriveOf(u) != p[0] {
			return "a drive the URI does not write as X: or X|"
		}
		names = strings.Split(p[3:], `\`)
	}
	for _, n := range names {
		if prob := winNameProblem(n); prob != "" {
			return "name " + n + ": " + prob
		}
	}
	return ""
}

// winBaseURIs are file URIs that give Windows paths, for mutants.
var winBaseURIs = []string{
	"file:///c:/www/secret.txt",
	"file:///C:/Users/me/file.txt",
	"file:c|/a/b/c.d",
	"file:///c|/x/y/",
	"file://localhost/c:/x/y",
	"file://c:/TMP/test.txt",
	"file://server/share/dir/file.txt",
	"file:////host/share/x/y.z",
	"file://///host.example.com/Share/a",
	`file:c:\a\b`,
	"file:///d:/a%20b/c",
}

// winMutate changes u once: a suffix at the end of a segment, a segment
// replaced by a name Windows reads otherwise, a drive moved, a host
// replaced.
func winMutate(r *rand.Rand, u string) string {
	suffixes := []string{".", " ", "%2e", "%2E", "%20", "::$DATA", ":", "%3A", "%3a", ":x", "|", "%7C",
		".%20", "%20.", "...", "%3F", "*", "%2A", "%3C", "%22",
		"x", ".txt", "%41", "%20x", ".%2e.x"} // and some Windows reads as written
	names := []string{"CON", "nul.txt", "CON%20.txt", "con .txt", "com1", "COM9.log", "COM%C2%B9", "lpt%C2%B2.x",
		"LPT%C2%B3", "aux", "AuX.tar.gz", "PRN", "conin$", "CONOUT$.x", "x", "c", "Z", "z:", "c|", "..", "%2e%2e",
		"...", "%2e%2e%2e", ". .", "nul:x", "file.txt::$DATA", "a:b", "secret.txt.", "NUL%2Etxt",
		"COM10", "COM0", "console", "a.b", ".hidden", "nul_", "CON%5F", "%2e%2ex"}
	hosts := []string{"..", ".", "%2e%2e", "...", "..%20", "%2E", "%20.", "server"}
	// The segments: where each begins and ends in u.
	start := strings.Index(u, ":") + 1
	var segs [][2]int
	for i := start; i <= len(u); i++ {
		if i == len(u) || u[i] == '/' || u[i] == '\\' {
			if i > start {
				segs = append(segs, [2]int{start, i})
			}
			start = i + 1
		}
	}
	if len(segs) == 0 {
		return u + "/" + names[r.IntN(len(names))]
	}
	sg := segs[r.IntN(len(segs))]
	switch r.IntN(7) {
	case 0, 1:
		return u[:sg[1]] + suffixes[r.IntN(len(suffixes))] + u[sg[1]:]
	case 2, 3:
		return u[:sg[0]] + names[r.IntN(len(names))] + u[sg[1]:]
	case 4:
		// A host, in the authority or as the UNC string's.
		if i := strings.Index(u, "//"); i >= 0 {
			j := i + 2
			for j < len(u) && u[j] == '/' {
				j++
			}
			k := j
			for k < len(u) && u[k] != '/' && u[k] != '\\' {
				k++
			}
			return u[:j] + hosts[r.IntN(len(hosts))] + u[k:]
		}
		return u + "/" + names[r.IntN(len(names))]
	case 5:
		// A drive, or a one-letter segment, in the first segment.
		drives := []string{"x", "c:", "C|", "x/y", "c:/..", "c:/../d:"}
		return u[:segs[0][0]] + drives[r.IntN(len(drives))] + "/" + u[segs[0][0]:]
	default:
		return u[:sg[1]] + "/" + names[r.IntN(len(names))] + u[sg[1]:]
	}
}

// winCorpus returns the file URIs of the corpora of ../shared, or nil
// when they are not there.
func winCorpus(t *testing.T) []string {
	var out []string
	for _, line := range append(corpus.Lines(), corpus.WPTInputs()...) {
		if len(line) > 5 && strings.EqualFold(line[:5], "file:") {
			out = append(out, line)
		}
	}
	return out
}

// winPropertyStats counts what a property test saw.
type winPropertyStats struct {
	inputs, accepted, failures int
	examples                   []string
}

func (st *winPropertyStats) fail(t *testing.T, msg string) {
	st.failures++
	if len(st.examples) < 10 {
		st.examples = append(st.examples, msg)
	}
}

// winCheckURI runs the property on one URI: a Windows path that ToPath
// gives has no name Windows reads otherwise, a UNC host of no periods
// and spaces alone, and a drive only where the URI writes one; FromPath
// gives a URI of it that converts to it again.
func winCheckURI(t *testing.T, st *winPropertyStats, u string) {
	st.inputs++
	p, err := ToPath(u, Windows)
	if err != nil {
		return
	}
	st.accepted++
	if prob := winPathProblem(u, p); prob != "" {
		st.fail(t, "ToPath("+u+") = "+p+": "+prob)
		return
	}
	v, err := FromPath(p, Windows)
	if err != nil {
		if msg := err.Error(); !strings.Contains(msg, "dot-segment") && !strings.Contains(msg, `UNC host "localhost"`) {
			st.fail(t, "ToPath("+u+") = "+p+", which FromPath refuses: "+msg)
		}
		return
	}
	if q, err := ToPath(v.String(), Windows); q != p || err != nil {
		st.fail(t, "ToPath("+u+") = "+p+"; FromPath gives "+v.String()+", which gives "+q)
	}
}

func (st *winPropertyStats) report(t *testing.T, what string) {
	t.Logf("%s: %d inputs, %d accepted, %d failures", what, st.inputs, st.accepted, st.failures)
	if st.failures > 0 {
		t.Errorf("%s: %d failures of %d inputs, such as:\n  %s", what, st.failures, st.inputs, strings.Join(st.examples, "\n  "))
	}
}

// TestWindowsNamesProperty: over the file URIs of the tables and their
// mutants, every Windows path ToPath gives is read by Windows as written
// (winPathProblem), and converts back to a URI that gives it again.
func TestWindowsNamesProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(8089, 22))
	var st winPropertyStats
	bases := append([]string(nil), winBaseURIs...)
	for _, tt := range fileURICases {
		bases = append(bases, tt.uri)
	}
	for _, u := range bases {
		winCheckURI(t, &st, u)
		for range 150 {
			m := u
			for n := 1 + r.IntN(3); n > 0; n-- {
				m = winMutate(r, m)
			}
			winCheckURI(t, &st, m)
		}
	}
	st.report(t, "built-in URIs and mutants")
}

// TestWindowsNamesCorpus runs the property of TestWindowsNamesProperty
// on the file URIs of the corpora of ../shared and two mutants of each.
func TestWindowsNamesCorpus(t *testing.T) {
	corpus := winCorpus(t)
	if len(corpus) == 0 {
		t.Skip("no file URIs in ../../shared/data (the corpora sit beside the repository)")
	}
	r := rand.New(rand.NewPCG(8089, 23))
	var st winPropertyStats
	for _, u := range corpus {
		winCheckURI(t, &st, u)
		for range 2 {
			winCheckURI(t, &st, winMutate(r, u))
		}
		// The same path on a drive.
		if strings.HasPrefix(u, "file:///") {
			winCheckURI(t, &st, winMutate(r, "file:///c:/"+u[len("file:///"):]))
		}
	}
	st.report(t, "corpus file URIs and mutants")
}

// TestWindowsNamesFromPath: every Windows path that FromPath converts,
// of names with the mutants of TestWindowsNamesProperty, is read by
// Windows as written, and ToPath gives it back.
func TestWindowsNamesFromPath(t *testing.T) {
	r := rand.New(rand.NewPCG(8089, 24))
	// Names Windows reads as written, and names it reads otherwise.
	good := []string{"a", "file.txt", "é", "x", "COM10", "COM0", "console", "a.b.c", "my file", "nul_", ".hidden", "..x"}
	bad := []string{"secret.txt.", "...", "a ", "x:y", "file.txt::$DATA", "CON", "nul.txt", "CON .txt", "com1", "COM¹",
		"lpt².log", "LPT³", "AuX.tar.gz", "prn", "conin$", "CONOUT$", "a?b", "a*", "a<b", "a>b", `a"b`, "a|b", "a\tb",
		". .", "nul:x", "Con.", "c:", ":x"}
	name := func() string {
		if r.IntN(4) == 0 {
			return bad[r.IntN(len(bad))]
		}
		return good[r.IntN(len(good))]
	}
	hosts := []string{"server", "..", ".", "...", ". .", "host.example.com", "my server", "192.0.2.1"}
	var st winPropertyStats
	for range 20000 {
		var b strings.Builder
		if r.IntN(3) == 0 {
			b.WriteString(`\\` + hosts[r.IntN(len(hosts))] + `\` + name())
		} else {
			b.WriteString(string(rune('a'+r.IntN(26))) + `:`)
		}
		for n := 1 + r.IntN(4); n > 0; n-- {
			b.WriteString(`\` + name())
		}
		p := b.String()
		st.inputs++
		u, err := FromPath(p, Windows)
		if err != nil {
			continue
		}
		st.accepted++
		if prob := winPathProblem("", p); prob != "" {
			st.fail(t, "FromPath("+p+") = "+u.String()+": "+prob)
			continue
		}
		if q, err := ToPath(u.String(), Windows); q != p || err != nil {
			msg := "FromPath(" + p + ") = " + u.String() + "; ToPath gives " + q
			if err != nil {
				msg += ", " + err.Error()
			}
			st.fail(t, msg)
		}
	}
	st.report(t, "Windows paths with mutant names")
}
