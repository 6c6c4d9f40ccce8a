package abnf

import (
	"fmt"
	"io/fs"
	"slices"
	"sync"

	"github.com/abnf-uri/uri/grammar"
)

// Grammar is a set of rules read from one or more files, with the core
// rules of RFC 5234 Appendix B.1 that they use and do not define.
type Grammar struct {
	Files []*File // as given to New; the core rules' file is not among them
	Rules []*Rule // in order of first definition; core rules last
	// Replaced lists the definitions that New left out because another
	// took their place, in the order it met them.
	Replaced []Replacement
	// Encoding says what the terminals are (see UTF8); New leaves it
	// AutoEncoding.
	Encoding Encoding
	// Scope lists the references New could not bind (see ScopeError).
	Scope []error
	index map[string]*Rule
}

// A Replacement is a definition that New left out for another of the same
// name from another file: a placeholder (see Definition.Placeholder) for a
// definition, or any definition for the "=" definition of an update (see
// File.Update).
type Replacement struct {
	Old *Definition // left out
	New *Definition // in its place
}

// Rule returns the rule named name (in any case), or nil.
func (g *Grammar) Rule(name string) *Rule { return g.index[Key(name)] }

// New joins files into one grammar: definitions of the same name (in any
// case) form one rule, and every core rule that is used but not defined is
// added, with the core rules it uses in turn. Where files meet, a
// definition may take the place of another of the same name (see
// Replaced):
//
//   - A placeholder (see Definition.Placeholder) yields to a definition
//     of the same name in another file, which takes its place whatever
//     the order of the files; of placeholders in several files and no
//     definition, the first stands for all.
//   - The "=" definition of a file marked Update replaces every earlier
//     definition of its name in other files ("=" and "=/" alike).
//
// Each file not marked Update is a scope: when two such files define one
// name with "=", each file's references bind to its own rule; the first
// file's rule keeps the name and the others are renamed NAME-FILE (FILE
// the file's base name). A placeholder whose prose begins with another
// name ("uri-host = <host, see [URI], Section 3.2.2>") refers to that
// rule of the one file of another RFC that defines it. A file's RFC is
// the one its header names (see File.RFC), else the one its name does
// (rfc9110-fields.abnf is of RFC 9110). When the header of a file of the
// placeholder's RFC binds the tag it cites to an RFC (see File.Cites:
// "[URI]" is RFC 3986), the rule comes from a file of that RFC only, or,
// if none defines it and a file of another RFC does, the placeholder is
// a CiteError listed in Scope; a placeholder of the name it names
// ("port = <port, see [URI], Section 3.2.3>") yields to the definition of
// that RFC, renamed or not. A reference to a name that another file of
// the same RFC defines binds as it does there: the files of one RFC are
// one document. A reference that could bind to the rules of two other
// files is listed in Scope. Any
// other definitions of one name are kept together, so that a second "="
// in one file is there for package check to report. New does not check
// the grammar.
func New(files ...*File) *Grammar { return newGrammar(nil, files) }

// newGrammar is New with the tag bindings of Loader.Bind.
func newGrammar(bind map[string]string, files []*File) *Grammar {
	g := &Grammar{Files: files, index: map[string]*Rule{}}
	scoped, errs := scope(files, bind)
	g.Scope = errs
	from := map[*Definition]*File{}
	for _, f := range scoped {
		for _, d := range f.Defs {
			from[d] = f
			g.define(d, f, from)
		}
	}
	for _, r := range g.Rules {
		c := coreRules().Rule(r.Name)
		switch {
		case c == nil:
		case !r.defined():
			// "=/" on a core rule adds to the core rule (RFC 5234 §3.3).
			r.Defs = append(append([]*Definition(nil), c.Defs...), r.Defs...)
			r.join()
		case !slices.ContainsFunc(r.Defs, func(d *Definition) bool { return !d.Incremental && !d.Placeholder() }):
			// A placeholder yields to the core rule of its name, as to
			// a definition in another file ("ALPHA = <see RFC 5234>").
			var kept []*Definition
			for _, d := range r.Defs {
				if d.Placeholder() {
					g.Replaced = append(g.Replaced, Replacement{Old: d, New: c.Defs[0]})
				} else {
					kept = append(kept, d)
				}
			}
			r.Defs = append(append([]*Definition(nil), c.Defs...), kept...)
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

// define adds definition d of file f to g, placeholders and updates
// giving way as New says; from tells the file of each definition so far.
func (g *Grammar) define(d *Definition, f *File, from map[*Definition]*File) {
	r := g.index[Key(d.Name)]
	if r == nil {
		g.add(d, false)
		return
	}
	var others []*Definition // the rule's definitions in other files
	for _, e := range r.Defs {
		if from[e] != f {
			others = append(others, e)
		}
	}
	replace := func(old []*Definition) {
		for _, e := range old {
			g.Replaced = append(g.Replaced, Replacement{Old: e, New: d})
		}
		r.Defs = slices.DeleteFunc(r.Defs, func(e *Definition) bool { return slices.Contains(old, e) })
	}
	switch {
	case len(others) == 0 || d.Incremental:
	case d.Placeholder():
		// Another file defines the rule, or has a placeholder for it.
		by := others[0]
		for _, e := range others {
			if !e.Incremental {
				by = e
				break
			}
		}
		g.Replaced = append(g.Replaced, Replacement{Old: d, New: by})
		return
	case f.Update:
		replace(others)
	case !slices.ContainsFunc(others, func(e *Definition) bool { return !e.Placeholder() }):
		replace(others)
	}
	r.Defs = append(r.Defs, d)
	r.Name = r.Defs[0].Name
	r.join()
}

// Placeholder reports whether d is a placeholder: a "=" definition whose
// whole body is a prose-val, the way RFC 9110 writes the rules it takes
// from other documents ("URI-reference = <URI-reference, see [URI],
// Section 4.1>").
func (d *Definition) Placeholder() bool {
	_, ok := d.Body.(*ProseVal)
	return ok && !d.Incremental
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
	return Loader{FS: fsys}.Load(names, nil)
}

// LoadFiles reads and joins grammar files from the operating system. A
// name starting with "embed:" names a file of package grammar instead
// (for example "embed:rfc3986.abnf").
func LoadFiles(paths ...string) (*Grammar, error) {
	return Loader{}.Load(paths, nil)
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
	return g.subset(keep), nil
}
