package scheme

import (
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/sample"
	urlcorpus "github.com/abnf-uri/uri/internal/corpus"
)

// The hand-written splits of mailto, urn and data URIs that Parts used
// before it read the spans of the generated parsers, kept to check the
// spans against (TestPartsHandSplit).

// handMailtoParts: RFC 6068 §2, mailtoURI = "mailto:" [ to ] [ hfields ]; each
// addr-spec of to is a "to", each hfield an "hfname" and an "hfvalue".
// Neither addr-spec nor qchar holds an unencoded "?", "," or "&".
func handMailtoParts(s string) []Part {
	var out []Part
	to, hfields, _ := strings.Cut(afterScheme(s), "?")
	if to != "" {
		for a := range strings.SplitSeq(to, ",") {
			out = append(out, Part{"to", a})
		}
	}
	if hfields != "" {
		for f := range strings.SplitSeq(hfields, "&") {
			name, value, _ := strings.Cut(f, "=")
			out = append(out, Part{"hfname", name}, Part{"hfvalue", value})
		}
	}
	return out
}

// handUrnParts: RFC 8141 §2, "urn" ":" NID ":" NSS [ "?+" r-component ]
// [ "?=" q-component ] [ "#" f-component ]. The grammar lets an
// r-component hold "?=" (its "?" and "=" are allowed), so that "?=" after
// "?+" may begin a q-component or go on with the r-component; the RFC
// names them two components (§2.3), and here the first "?=" after "?+"
// begins the q-component.
func handUrnParts(s string) []Part {
	rest := afterScheme(s)
	nid, rest, _ := strings.Cut(rest, ":")
	rest, f, hasF := strings.Cut(rest, "#")
	out := []Part{{"nid", nid}}
	end := len(rest)
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		end = i
	}
	out = append(out, Part{"nss", rest[:end]})
	rest = rest[end:]
	if r, ok := strings.CutPrefix(rest, "?+"); ok {
		r, q, hasQ := strings.Cut(r, "?=")
		out = append(out, Part{"r-component", r})
		if hasQ {
			out = append(out, Part{"q-component", q})
		}
	} else if q, ok := strings.CutPrefix(rest, "?="); ok {
		out = append(out, Part{"q-component", q})
	}
	if hasF {
		out = append(out, Part{"f-component", f})
	}
	return out
}

// handDataParts: RFC 2397 §3, "data:" [ mediatype ] [ ";base64" ] "," data.
// Neither the media type nor its parameters hold a ","; ";base64" is told
// from a parameter by the "=" a parameter has.
func handDataParts(s string) []Part {
	head, data, _ := strings.Cut(afterScheme(s), ",")
	base64 := false
	if i := strings.LastIndexByte(head, ';'); i >= 0 && strings.EqualFold(head[i:], ";base64") {
		head, base64 = head[:i], true
	}
	out := []Part{{"mediatype", head}}
	if base64 {
		out = append(out, Part{"base64", "base64"})
	}
	return append(out, Part{"data", data})
}

// TestPartsHandSplit compares the Parts of mailto, urn and data URIs,
// read off the spans of the generated parsers, with the hand-written
// splits they replace: on the golden cases, on strings sampled from each
// rule and one-byte mutations of them, on corner cases, and on the URL
// corpora when they are there.
func TestPartsHandSplit(t *testing.T) {
	hand := map[string]func(string) []Part{"mailto": handMailtoParts, "urn": handUrnParts, "data": handDataParts}
	var inputs []string
	for name := range hand {
		for _, c := range readCases(t, "../testdata/scheme/"+name+".txt") {
			inputs = append(inputs, c.in)
		}
		sc, _ := Lookup(name)
		g := loadGrammar(t, sc.Grammar)
		smp := sample.New(g, 2397)
		n := 4000
		if testing.Short() {
			n = 200
		}
		for range n {
			if s, ok := smp.Sample(g.Rule(sc.Rule)); ok {
				inputs = append(inputs, s, smp.Mutate(s), s+"#f")
			}
		}
	}
	inputs = append(inputs,
		"urn:a:b?+r?=q", "urn:a:b?+r?=q?=p", "urn:a:b?+r?+s?=q", "urn:a:b?=q?+r", "urn:a:b?+?=q", "urn:a:b#", "urn:a:b?=q#",
		"urn:a:b?+r?=q#f?=x", "URN:A:B?+R", "data:,", "data:;base64,", "data:;BASE64,x", "data:a/b;base64=x,y",
		"data:a/b;c=d;base64,e", "data:a/b;base64;c=d,e", "DATA:,x", "data:,a,b", "mailto:", "mailto:?=", "mailto:a@b,c@d?x=y&z=&=w",
		"mailto:a@b?x=y=z", "mailto:%22a,b%22@c", "mailto:?to=a@b&cc=c@d#x")
	for _, line := range append(urlcorpus.Lines(), urlcorpus.WPTInputs()...) {
		if i := strings.IndexByte(line, ':'); i > 0 && hand[strings.ToLower(line[:i])] != nil {
			inputs = append(inputs, line)
		}
	}
	valid := map[string]int{}
	for _, in := range inputs {
		got, ok := Parts(in)
		if !ok {
			continue
		}
		valid[strings.ToLower(in[:strings.IndexByte(in, ':')])]++
		s := in
		if sc, _ := Lookup(s[:strings.IndexByte(s, ':')]); sc.Fragment == FragmentApart {
			if i := strings.IndexByte(s, '#'); i >= 0 {
				s = s[:i]
			}
		}
		want := hand[strings.ToLower(s[:strings.IndexByte(s, ':')])](s)
		if !slices.Equal(got, want) {
			t.Errorf("Parts(%q) = %q, hand split %q", in, got, want)
		}
	}
	t.Logf("%d inputs; valid: %v", len(inputs), valid)
}
