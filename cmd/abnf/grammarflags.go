package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
)

// grammarFlags adds to fs the flags that say how the command reads its
// grammar, which load reads back: -update and -ext, and -update2 when the
// command reads a second grammar (-g2, which must be defined first).
func grammarFlags(fs *flag.FlagSet) {
	fs.Var(&listFlag{what: "file name"}, "update", "grammar `file`s read after the others, comma-separated; the rules they define\nwith \"=\" replace the earlier definitions of the same names (as RFC 6874 updates\nRFC 3986); the flag may be repeated")
	if fs.Lookup("g2") != nil {
		fs.Var(&listFlag{what: "file name"}, "update2", "update `file`s for the second grammar (-g2), as -update is for the first")
	}
	fs.Var(bindFlag{}, "bind", "a `TAG=FILE` binding: a placeholder citing [TAG] (\"<host, see [URI], Section 3.2.2>\") imports\nits rule from FILE only; the flag may be repeated")
	fs.Var(&extFlag{}, "ext", "ABNF `extension`s to read, comma-separated: list, RFC 9110's \"#\" lists (§5.6.1),\nexpanded as senders must write them")
	fs.Var(new(encodingFlag), "encoding", "what the terminals are: `bytes|utf8`, the latter for Unicode code points read as UTF-8\n(default: utf8 for a grammar with a num-val above 0xFF, else bytes)")
}

// encodingFlag is the value of -encoding.
type encodingFlag struct{ e abnf.Encoding }

func (e *encodingFlag) String() string {
	if e == nil || e.e == abnf.AutoEncoding {
		return ""
	}
	return e.e.String()
}

func (e *encodingFlag) Set(s string) (err error) {
	e.e, err = abnf.ParseEncoding(s)
	return err
}

// encoding returns the -encoding given to fs.
func encoding(fs *flag.FlagSet) abnf.Encoding {
	if f := fs.Lookup("encoding"); f != nil {
		return f.Value.(*encodingFlag).e
	}
	return abnf.AutoEncoding
}

// extFlag is the value of -ext: the extensions of ABNF to read.
type extFlag struct{ list bool }

func (e *extFlag) String() string {
	if e != nil && e.list {
		return "list"
	}
	return ""
}

func (e *extFlag) Set(s string) error {
	for x := range strings.SplitSeq(s, ",") {
		switch x {
		case "list":
			e.list = true
		default:
			return fmt.Errorf("unknown extension %q (known: list)", x)
		}
	}
	return nil
}

// grammarOptions returns the -update files (or -update2 ones, when files
// is the list of -g2) and the -ext extensions given to fs.
func grammarOptions(fs *flag.FlagSet, files []string) (updates []string, list bool) {
	name := "update"
	if isList(fs, "g2", files) {
		name = "update2"
	}
	if f := fs.Lookup(name); f != nil {
		updates = f.Value.(*listFlag).names
	}
	if f := fs.Lookup("ext"); f != nil {
		list = f.Value.(*extFlag).list
	}
	return updates, list
}

// isList reports whether files is the list of the flag name of fs.
func isList(fs *flag.FlagSet, name string, files []string) bool {
	f := fs.Lookup(name)
	if f == nil || len(files) == 0 {
		return false
	}
	l, ok := f.Value.(*listFlag)
	return ok && len(l.names) > 0 && &l.names[0] == &files[0]
}

// maxDepthFlag adds to fs the -maxdepth flag of the commands that match
// with the reference matcher (match, sample): its nesting limit
// (match.Matcher.MaxDepth); deeper says what the command does past it.
func maxDepthFlag(fs *flag.FlagSet, deeper string) *int {
	return fs.Int("maxdepth", match.DefaultMaxDepth, "the deepest rule calls may nest, a `number` of calls; "+deeper)
}

// maxDepthError returns the usage error of a -maxdepth below 1, or false.
func maxDepthError(fs *flag.FlagSet, depth int) (int, bool) {
	if depth < 1 {
		return usageError(fs, "-maxdepth %d: the depth must be at least 1", depth), true
	}
	return 0, false
}

// bindFlag is the value of -bind: tag to file.
type bindFlag map[string]string

func (b bindFlag) String() string { return "" }

func (b bindFlag) Set(s string) error {
	tag, file, ok := strings.Cut(s, "=")
	if !ok || tag == "" || file == "" {
		return fmt.Errorf("%q is not TAG=FILE", s)
	}
	b[tag] = file
	return nil
}

// binds returns the -bind bindings given to fs.
func binds(fs *flag.FlagSet) map[string]string {
	if f := fs.Lookup("bind"); f != nil {
		return f.Value.(bindFlag)
	}
	return nil
}
