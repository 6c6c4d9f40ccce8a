package abnf

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/abnf-uri/uri/grammar"
)

// A Loader reads grammar files and joins them into one grammar (see New).
// Its zero value reads files of the operating system with the default
// limits and no extension.
type Loader struct {
	// FS, when set, holds the files to read. Otherwise names are paths
	// of the operating system, or, with the prefix "embed:", files of
	// package grammar ("embed:rfc3986.abnf").
	FS fs.FS
	// Reader reads each file; its zero value has the default limits.
	Reader Reader
	// List reads RFC 9110's list extension, "1#element" (see ParseList).
	List bool
	// Bind maps the tag a placeholder cites ("URI" of "<host, see
	// [URI], Section 3.2.2>") to the name of the file it imports from.
	Bind map[string]string
}

// Load reads files and then updates, in order, and joins them into one
// grammar; the updates are marked as such (see File.Update), so that the
// rules they define with "=" replace the earlier definitions of the same
// names. The error, if any, is the first file that cannot be read or an
// *Error at the first syntax error.
func (l Loader) Load(files, updates []string) (*Grammar, error) {
	var parsed []*File
	for i, name := range append(files[:len(files):len(files)], updates...) {
		src, err := l.read(name)
		if err != nil {
			return nil, err
		}
		f, err := l.parse(name, src)
		if err != nil {
			return nil, err
		}
		f.Update = i >= len(files)
		parsed = append(parsed, f)
	}
	g := newGrammar(l.Bind, parsed)
	if len(g.Scope) > 0 {
		return nil, errors.Join(g.Scope...)
	}
	return g, nil
}

func (l Loader) read(name string) ([]byte, error) {
	if l.FS != nil {
		return fs.ReadFile(l.FS, name)
	}
	if p, ok := embedded(name); ok {
		src, err := fs.ReadFile(grammar.FS, p)
		if err != nil {
			err = fmt.Errorf("open %s: %w", name, errors.Unwrap(err))
		}
		return src, err
	}
	return os.ReadFile(name)
}

func (l Loader) parse(name string, src []byte) (*File, error) {
	if l.List {
		return l.Reader.ParseList(name, src)
	}
	f, err := l.Reader.Parse(name, src)
	if e, ok := err.(*Error); ok && e.Pos.Offset < len(src) && src[e.Pos.Offset] == '#' {
		e.Msg += `; "#" lists (RFC 9110 §5.6.1) are an extension, read only when asked for (abnf -ext list)`
	}
	return f, err
}

// Core returns RFC 5234 Appendix B.1, the core rules, as a grammar of its
// own. It is shared: callers must not change it.
func Core() *Grammar { return coreRules() }

// Unresolved returns the rules of g that use an undefined rule, directly
// or through other rules, each with a reference to an undefined name that
// it reaches. Time is linear in the size of g.
func (g *Grammar) Unresolved() map[*Rule]*RuleRef {
	out := map[*Rule]*RuleRef{}
	users := map[*Rule][]*Rule{} // the rules that reference each rule
	var queue []*Rule
	for _, r := range g.Rules {
		for _, ref := range Refs(r.Body()) {
			t := g.Rule(ref.Name)
			switch {
			case t != nil:
				users[t] = append(users[t], r)
			case out[r] == nil:
				out[r] = ref
				queue = append(queue, r)
			}
		}
	}
	for len(queue) > 0 {
		r := queue[0]
		queue = queue[1:]
		for _, u := range users[r] {
			if out[u] == nil {
				out[u] = out[r]
				queue = append(queue, u)
			}
		}
	}
	return out
}

// Defined returns the grammar of the rules of g that use no undefined
// rule, directly or not (see Unresolved), in g's order: g itself when
// every rule is defined.
func (g *Grammar) Defined() *Grammar {
	bad := g.Unresolved()
	if len(bad) == 0 {
		return g
	}
	keep := map[*Rule]bool{}
	for _, r := range g.Rules {
		keep[r] = bad[r] == nil
	}
	return g.subset(keep)
}

// subset returns the grammar of the rules of g that keep holds, with the
// replacements that concern them.
func (g *Grammar) subset(keep map[*Rule]bool) *Grammar {
	out := &Grammar{Files: g.Files, index: map[string]*Rule{}}
	for _, r := range g.Rules {
		if keep[r] {
			out.Rules = append(out.Rules, r)
			out.index[Key(r.Name)] = r
		}
	}
	for _, rep := range g.Replaced {
		if out.Rule(rep.New.Name) != nil {
			out.Replaced = append(out.Replaced, rep)
		}
	}
	return out
}
