package scheme

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/sebdah/goldie/v2"
)

// A goldenCase is a line of testdata/scheme/NAME.txt: a URI and the
// verdict of its scheme's RFC.
type goldenCase struct {
	valid bool
	in    string
}

// readCases reads testdata/scheme/NAME.txt (see its README.md).
func readCases(t *testing.T, path string) []goldenCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []goldenCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		verdict, in, ok := strings.Cut(line, "\t")
		if !ok || verdict != "valid" && verdict != "invalid" {
			t.Fatalf("%s:%d: want valid<TAB>URI or invalid<TAB>URI, found %q", path, n, line)
		}
		out = append(out, goldenCase{verdict == "valid", in})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// answer is what the golden files pin for one URI: the error, or the
// parts.
func answer(in string) string {
	var b strings.Builder
	b.WriteString(strconv.Quote(in))
	if err := Validate(in); err != nil {
		var e *uri.SyntaxError
		if !errors.As(err, &e) {
			return b.String() + "\n\tnot a *uri.SyntaxError: " + err.Error() + "\n"
		}
		b.WriteString("\n\terror\t" + strconv.Itoa(e.Offset) + "\t" + e.Rule + " (" + e.Spec + ")\t" + e.Detail() + "\n")
		return b.String()
	}
	b.WriteString("\n\tvalid\n")
	parts, _ := Parts(in)
	for _, p := range parts {
		b.WriteString("\t" + p.Name + "\t" + strconv.Quote(p.Value) + "\n")
	}
	return b.String()
}

// TestGolden checks the verdict of every case of testdata/scheme: the
// examples each RFC gives (RFC 6068 §6, RFC 8141 §3.2, RFC 2397 §4, RFC
// 3966 §6, RFC 5870 §6, RFC 5538, RFC 1738 §3, RFC 9110 §4.2.3, RFC 8089
// Appendix B) and cases that break each rule, and pins the offset and
// message of each error and the parts of each valid URI.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("../testdata/scheme/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden cases: %v", err)
	}
	gold := goldie.New(t, goldie.WithFixtureDir("../testdata/scheme"), goldie.WithNameSuffix(".golden"))
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".txt")
		t.Run(name, func(t *testing.T) {
			var out strings.Builder
			for _, c := range readCases(t, path) {
				err := Validate(c.in)
				if (err == nil) != c.valid {
					t.Errorf("Validate(%q) = %v, want valid %v", c.in, err, c.valid)
				}
				if Valid(c.in) != c.valid {
					t.Errorf("Valid(%q) = %v, want %v", c.in, !c.valid, c.valid)
				}
				out.WriteString(answer(c.in))
			}
			gold.Assert(t, name, []byte(out.String()))
		})
	}
}

// TestEverySchemeHasCases: each built-in scheme has valid and invalid
// golden cases.
func TestEverySchemeHasCases(t *testing.T) {
	files, _ := filepath.Glob("../testdata/scheme/*.txt")
	seen := map[string][2]int{}
	for _, path := range files {
		for _, c := range readCases(t, path) {
			name := strings.ToLower(c.in[:strings.IndexByte(c.in, ':')])
			n := seen[name]
			if c.valid {
				n[0]++
			} else {
				n[1]++
			}
			seen[name] = n
		}
	}
	for _, s := range builtin {
		if n := seen[s.Name]; n[0] == 0 || n[1] == 0 {
			t.Errorf("scheme %s: %d valid and %d invalid golden cases, want some of each", s.Name, n[0], n[1])
		}
	}
}

func TestUnregisteredScheme(t *testing.T) {
	// RFC 3986 §3.1: any scheme is a URI; only its generic syntax is
	// checked.
	if err := Validate("x-private:@@@"); err != nil {
		t.Errorf("Validate(x-private:@@@) = %v, want nil", err)
	}
	for _, in := range []string{"", "//host/path", "no-colon", "a b:c", "1x:y"} {
		if err := Validate(in); err == nil {
			t.Errorf("Validate(%q) = nil, want an error: no URI", in)
		} else if e, se := err.(*uri.Error), errors.Unwrap(err).(*uri.SyntaxError); e.Op != "validate URI" || se.Rule != "URI" || se.Spec != "RFC 3986 §3" {
			t.Errorf("Validate(%q) = %+v, want a failure of RFC 3986's URI", in, err)
		}
	}
}

func TestError(t *testing.T) {
	err := Validate("mailto:@@@")
	want := `uri: validate mailto URI "mailto:@@@": invalid character "@" in path at offset 7; mailtoURI (RFC 6068 §2) expects to, hfields or end of input`
	if err == nil || err.Error() != want {
		t.Errorf("Validate(mailto:@@@) = %v, want %s", err, want)
	}
	// Inputs are quoted: errors are printed in logs.
	err = Validate("tel:\x00")
	if err == nil || !strings.Contains(err.Error(), `"tel:\x00"`) || !strings.Contains(err.Error(), `invalid character "\x00"`) {
		t.Errorf("Validate(tel:NUL) = %v, want the input quoted", err)
	}
}

// TestErrorNoPassword: an error says nothing of the password of the URI
// (RFC 3986 §3.2.1, §7.5), in its Input, its message, %#v or JSON; each
// byte of the password is an "x", so that the offset printed points at
// the byte it names in the URI shown. Validate once repeated the URI with
// its password.
func TestErrorNoPassword(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://user:S3CRET@host/a b", `uri: validate http URI "http://user:xxxxxx@host/a b": space in path at offset 25: write it percent-encoded, "%20"; URI (RFC 3986 §3) expects pchar, "/", "?", "#" or end of input`},
		{"http://user:S3C ET@host/", `uri: validate http URI "http://user:xxxxxx@host/": invalid character in userinfo at offset 15; URI (RFC 3986 §3) expects unreserved, pct-encoded, sub-delims, ":" or "@"`},
		{"mailto://user:S3CRET@host/a b", `uri: validate mailto URI "mailto://user:xxxxxx@host/a b": space in path at offset 27: write it percent-encoded, "%20"; URI (RFC 3986 §3)`},
		{`http:\\user:S3CRET@host`, `uri: validate http URI "http:\\\\user:xxxxxx@host": invalid character "\\" in path at offset 5: write it percent-encoded, "%5C"; URI (RFC 3986 §3)`},
	} {
		err := Validate(tt.in)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Validate(%q):\n got %v\nwant %s...", tt.in, err, tt.want)
			continue
		}
		j, _ := json.Marshal(err)
		if s := fmt.Sprintf("%v %+v %#v %s", err, err, err, j); strings.Contains(s, "S3C") {
			t.Errorf("Validate(%q) shows the password: %s", tt.in, s)
		}
		e, se := err.(*uri.Error), errors.Unwrap(err).(*uri.SyntaxError)
		if len(e.Input) != len(tt.in) || se.Offset < len(tt.in) && e.Input[se.Offset] != tt.in[se.Offset] && e.Input[se.Offset] != 'x' {
			t.Errorf("Validate(%q): Input %q, offset %d", tt.in, e.Input, se.Offset)
		}
	}
}

func TestRegister(t *testing.T) {
	// A scheme of one's own: here, "x-even:" followed by an even number
	// of "a".
	even := Scheme{Name: "X-Even", Spec: "a test", Rule: "even", Validate: func(s string) (int, string, bool) {
		n := len(s) - len("x-even:")
		if n%2 != 0 {
			return len(s), `"a"`, false
		}
		for i := len("x-even:"); i < len(s); i++ {
			if s[i] != 'a' {
				return i, `"a" or end of input`, false
			}
		}
		return 0, "", true
	}}
	if err := Register(even); err != nil {
		t.Fatal(err)
	}
	defer func() {
		m := maps.Clone(*registry.Load())
		delete(m, "x-even")
		registry.Store(&m)
	}()
	if _, ok := Lookup("x-EVEN"); !ok {
		t.Error("Lookup(x-EVEN) after Register: not found")
	}
	if err := Validate("x-even:aa"); err != nil {
		t.Errorf("Validate(x-even:aa) = %v", err)
	}
	err := Validate("x-even:aaa")
	if e, ok := errors.AsType[*uri.SyntaxError](err); !ok || e.Offset != 10 || err.(*uri.Error).Op != "validate x-even URI" || e.Rule != "even" || e.Spec != "a test" {
		t.Errorf("Validate(x-even:aaa) = %#v, want a *uri.SyntaxError at offset 10", err)
	}
	for _, bad := range []Scheme{{Name: "1x", Validate: even.Validate}, {Name: "", Validate: even.Validate}, {Name: "x"}} {
		if err := Register(bad); err == nil {
			t.Errorf("Register(%q) = nil, want an error", bad.Name)
		}
	}
}

func TestSchemes(t *testing.T) {
	var names []string
	for _, s := range Schemes() {
		names = append(names, s.Name)
		if s.Spec == "" || s.Rule == "" || s.Grammar == "" || s.Validate == nil {
			t.Errorf("scheme %s: incomplete: %+v", s.Name, s)
		}
	}
	want := "data file ftp geo gopher http https mailto news nntp tel telnet urn ws wss"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("Schemes() = %s, want %s", got, want)
	}
}
