package abnf

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sync"

	"github.com/abnf-uri/uri/grammar"
)

// Grammar is a set of rules read from one or more files, with the core
// rules of RFC 5234 Appendix B.1 that they use and do not define.
type Grammar struct {
	Files []*File // as given to New; the core rules' file is not among them
	Rules []*Rule // in order of first definition; core rules last
	index map[string]*Rule
}

// Rule returns the rule named name (in any case), or nil.
func (g *Grammar) Rule(name string) *Rule { return g.index[Key(name)] }

// New joins files into one grammar: definitions of the same name (in any
// case) form one rule, and every core rule that is used but not defined is
// added, with the core rules it uses in turn. New does not check the
// grammar; see package check.
func New(files ...*File) *Grammar {
	g := &Grammar{Files: files, index: map[string]*Rule{}}
	for _, f := range files {
		for _, d := range f.Defs {
			g.add(d, false)
		}
	}
	// "=/" on a core rule adds to the core rule (RFC 5234 §3.3).
	for _, r := range g.Rules {
		if c := coreRules().Rule(r.Name); c != nil && !r.defined() {
			r.Defs = append(append([]*Definition(nil), c.Defs...), r.Defs...)
			r.join()
		}
	}
	for i := 0; i < len(g.Rules); i++ {
		for _, ref := range Refs(g.Rules[i].Body()) {
			if g.Rule(ref.Name) != nil {
				continue
			}
			if c := coreRules().Rule(ref.Name); c != nil {
				for _, d := range c.Defs {
					g.add(d, true)
				}
			}
		}
	}
	return g
}

func (g *Grammar) add(d *Definition, core bool) {
	k := Key(d.Name)
	r := g.index[k]
	if r == nil {
		r = &Rule{Name: d.Name, Core: core}
		g.index[k] = r
		g.Rules = append(g.Rules, r)
	}
	r.Defs = append(r.Defs, d)
	r.join()
}

// defined reports whether r has a "=" definition.
func (r *Rule) defined() bool {
	for _, d := range r.Defs {
		if !d.Incremental {
			return true
		}
	}
	return false
}

// Refs lists the rule references inside n, in source order.
func Refs(n Node) []*RuleRef {
	var refs []*RuleRef
	Walk(n, func(n Node) bool {
		if r, ok := n.(*RuleRef); ok {
			refs = append(refs, r)
		}
		return true
	})
	return refs
}

// Load reads and joins the named grammar files of fsys.
func Load(fsys fs.FS, names ...string) (*Grammar, error) {
	var files []*File
	for _, name := range names {
		src, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		f, err := Parse(name, src)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	return New(files...), nil
}

// LoadFiles reads and joins grammar files from the operating system. A
// name starting with "embed:" names a file of package grammar instead
// (for example "embed:rfc3986.abnf").
func LoadFiles(paths ...string) (*Grammar, error) {
	var files []*File
	for _, p := range paths {
		var src []byte
		var err error
		if name, ok := embedded(p); ok {
			src, err = fs.ReadFile(grammar.FS, name)
			if err != nil {
				err = fmt.Errorf("open %s: %w", p, errors.Unwrap(err))
			}
		} else {
			src, err = os.ReadFile(p)
		}
		if err != nil {
			return nil, err
		}
		f, err := Parse(p, src)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	return New(files...), nil
}

func embedded(p string) (string, bool) {
	const prefix = "embed:"
	if len(p) > len(prefix) && p[:len(prefix)] == prefix {
		return p[len(prefix):], true
	}
	return "", false
}

// CoreNames lists the names of RFC 5234 Appendix B.1's core rules, which
// every grammar may use without defining them.
func CoreNames() []string {
	var names []string
	for _, r := range coreRules().Rules {
		names = append(names, r.Name)
	}
	return names
}

// coreRules returns RFC 5234 Appendix B.1 as a grammar of its own.
var coreRules = sync.OnceValue(func() *Grammar {
	src, err := fs.ReadFile(grammar.FS, grammar.Core)
	if err != nil {
		panic(err)
	}
	f, err := Parse(grammar.Core, src)
	if err != nil {
		panic(err)
	}
	g := &Grammar{Files: []*File{f}, index: map[string]*Rule{}}
	for _, d := range f.Defs {
		g.add(d, true)
	}
	return g
})

// Only returns the grammar of the rules named in start and the rules they
// use, directly or not, in g's order. It fails on a name g does not define.
func (g *Grammar) Only(start []string) (*Grammar, error) {
	keep := map[*Rule]bool{}
	var visit func(r *Rule)
	visit = func(r *Rule) {
		if r == nil || keep[r] {
			return
		}
		keep[r] = true
		for _, ref := range Refs(r.Body()) {
			visit(g.Rule(ref.Name))
		}
	}
	for _, name := range start {
		r := g.Rule(name)
		if r == nil {
			return nil, fmt.Errorf("no rule %q in the grammar", name)
		}
		visit(r)
	}
	out := &Grammar{Files: g.Files, index: map[string]*Rule{}}
	for _, r := range g.Rules {
		if keep[r] {
			out.Rules = append(out.Rules, r)
			out.index[Key(r.Name)] = r
		}
	}
	return out, nil
}
