package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
)

// jsonRelative is the JSON form of "uri relative" for one target.
type jsonRelative struct {
	Base   string  `json:"base"`
	Target *string `json:"target,omitempty"` // nil for a line without a tab
	jsonOutcome
}

// runRelative is "uri relative": for each target URI it prints the
// shortest reference that resolves against the base to it, one line per
// target.
func runRelative(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("relative", "[-json] BASE [TARGET...]", stderr)
	asJSON := fs.Bool("json", false, "print a JSON object per target, one per line, instead of text")
	fs.Usage = relativeUsage(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	out := bufio.NewWriter(stdout)
	enc := newJSONEncoder(out)
	return forEachPair(fs, stdin, out, func(base string, target *string) bool {
		result, f := relative(base, target)
		if *asJSON {
			enc.Encode(jsonRelative{base, target, outcome(result, f)})
			return f == nil
		}
		return writeAnswer(out, result, f)
	})
}

// relative returns the shortest reference from base to target; target is
// nil when a line of standard input has no tab.
func relative(base string, target *string) (string, *failure) {
	if target == nil {
		return "", noTab("BASE<TAB>TARGET")
	}
	b, err := uri.ParseURI(base)
	if err != nil {
		return "", parseFailure("base", err)
	}
	t, err := uri.ParseURI(*target)
	if err != nil {
		return "", parseFailure("target", err)
	}
	ref, ok := b.Relative(t)
	if !ok {
		if i, seg := dotSegment(t); i >= 0 {
			return "", &failure{i, "target: no reference leads to a path with the dot-segment " + strconv.Quote(seg) + ": resolution removes it (RFC 3986 §5.2.4)"}
		}
		return "", &failure{-1, "target: no reference resolves against the base to it"}
	}
	return ref.String(), nil
}

// dotSegment returns the offset in u's text of the first dot-segment of
// its path ("." or ".."), and the segment, or -1. A path that begins with
// "/.//" and has no authority begins so that "//" does not read as one
// (see uri.ResolveOptions.ResolveReference): that "." is not counted.
func dotSegment(u uri.URI) (int, string) {
	p := u.Parts()
	i := 0
	if p.HasScheme {
		i += len(p.Scheme) + 1
	}
	if a, ok := u.Authority(); ok {
		i += 2 + len(a)
	}
	path := p.Path
	if !p.HasAuthority && strings.HasPrefix(path, "/.//") {
		i += 2
		path = path[2:]
	}
	for seg := range strings.SplitSeq(path, "/") {
		if seg == "." || seg == ".." {
			return i, seg
		}
		i += len(seg) + 1
	}
	return -1, ""
}

// relativeUsage returns the usage message of "uri relative".
func relativeUsage(fs *flag.FlagSet) func() {
	return func() {
		fmt.Fprint(fs.Output(), `usage: uri relative [-json] BASE [TARGET...]
       uri relative [-json] [-]

Relative prints, for each URI TARGET, the shortest URI reference that
resolves against the base URI BASE to TARGET (RFC 3986 §5.2), one line per
target: "uri relative http://a/b/c/d;p?q http://a/b/g" prints "../g". It is
the inverse of "uri resolve": resolving the reference against BASE gives
TARGET back, byte for byte. The reference is empty (an empty line) when
TARGET is BASE without a fragment (BASE's own is ignored); it is TARGET
itself when the schemes differ. Schemes and authorities are compared as
written, not normalized. BASE and TARGET must be URIs, with a scheme.

With BASE alone, or BASE and "-", the targets are the lines of standard
input. With no arguments, or "-" alone, each line of standard input is a
pair, BASE<TAB>TARGET.

A target that no reference leads to (one whose path has a dot-segment,
which resolution removes) or that is no URI gets a line

	error<TAB>OFFSET<TAB>MESSAGE

where MESSAGE begins with "base: " or "target: ", the input OFFSET is a
byte offset into; OFFSET is "-" where there is none. With -json, each target
is an object with base, target (absent for a line without a tab), and
result or error: {"offset": OFFSET, "message": MESSAGE}.

The exit status is 0 when every target has a reference, 1 otherwise, 2 on a
usage or input error.

Flags:
`)
		fs.PrintDefaults()
	}
}
