package abnf

import (
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"
)

// A ScopeError is a reference, outside the files that define its name,
// to a name that two files define: it could bind to either.
type ScopeError struct {
	Ref  Pos    // the reference
	Name string // as written
	A, B Pos    // the two definitions
}

func (e *ScopeError) Error() string {
	return fmt.Sprintf("%s: %s could be the rule of %s or of %s", e.Ref, e.Name, e.A, e.B)
}

// A CiteError is a placeholder that imports no rule because of the header
// of a file of its RFC: the tag it cites stands for an RFC (see
// File.Cites) of which no loaded file defines the rule it names, which a
// file of another RFC defines.
type CiteError struct {
	Ref  Pos    // the placeholder's prose-val
	Name string // the rule it names
	Tag  string // the tag it cites
	RFC  string // the RFC the tag stands for ("3986")
	By   string // the file whose header says so
	Def  Pos    // a definition of Name that is not of RFC
}

func (e *CiteError) Error() string {
	return fmt.Sprintf("%s: %s: [%s] is RFC %s (%s), and no file of RFC %s defines %s; %s is of another RFC", e.Ref, e.Name, e.Tag, e.RFC, e.By, e.RFC, e.Name, e.Def)
}

// scope makes each file a scope: when two files define one name with
// "=", each file's references bind to its own rule, the first file's
// rule keeps the name and the others are renamed (name-stem, stem the
// file's base name). A placeholder whose prose names another rule
// ("uri-host = <host, see [URI], Section 3.2.2>") imports that rule
// from the one file of another RFC that defines it (see rfcOf); when the
// header of a file of its RFC binds the tag it cites (see File.Cites),
// from the files of that RFC only, and when none of them defines the rule
// and a file of another RFC does, that is a CiteError. A placeholder of
// the name it names whose tag is so bound takes the name of the bound
// file's rule. A reference to a name another file of the same RFC defines
// binds as it does in that file. An update file updates, of a name two
// files define, the rule of the file of its own RFC, and its references
// bind as in the files whose rules it updates; else it is a ScopeError.
// Files without such clashes or imports are returned as they are.
//
// bind maps a tag ("URI" of "see [URI]") to the file a placeholder citing
// it imports from, among the others, whatever the headers say.
func scope(files []*File, bind map[string]string) ([]*File, []error) {
	type def struct {
		file int
		d    *Definition
	}
	defs := map[string][]def{} // the "=" definitions of each name, one per file
	for i, f := range files {
		if f.Update {
			continue
		}
		for _, d := range f.Defs {
			if d.Incremental || d.Placeholder() {
				continue
			}
			k := Key(d.Name)
			if l := defs[k]; len(l) == 0 || l[len(l)-1].file != i {
				defs[k] = append(l, def{i, d})
			}
		}
	}
	rename := make([]map[string]string, len(files))
	reserved := map[string]bool{}
	taken := func(n string) bool { _, ok := defs[Key(n)]; return ok || reserved[Key(n)] }
	for k, l := range defs {
		for _, e := range l[1:] {
			n := e.d.Name + "-" + stem(files[e.file].Name)
			for j := 2; taken(n); j++ {
				n = fmt.Sprintf("%s-%s%d", e.d.Name, stem(files[e.file].Name), j)
			}
			if rename[e.file] == nil {
				rename[e.file] = map[string]string{}
			}
			rename[e.file][k] = n
			reserved[Key(n)] = true
		}
	}
	nameIn := func(k string, file int) string {
		if n, ok := rename[file][k]; ok {
			return n
		}
		return defs[k][0].d.Name
	}
	rfcs := make([]string, len(files))
	owns := make([]map[string]bool, len(files)) // the names each file defines, placeholders too
	for i, f := range files {
		rfcs[i] = rfcOf(f)
		owns[i] = map[string]bool{}
		for _, d := range f.Defs {
			owns[i][Key(d.Name)] = true
		}
	}
	cites, errs := citations(files, rfcs)
	// sibling is the first other file of file i's RFC that defines k, or -1.
	sibling := func(i int, k string) int {
		for j := range files {
			if j != i && !files[j].Update && rfcs[j] == rfcs[i] && owns[j][k] {
				return j
			}
		}
		return -1
	}
	// sources splits the "=" definitions of k in files of other RFCs than
	// file i's into those a placeholder of file i whose prose is text may
	// import and those its cited tag excludes; a CiteError, if the
	// header's binding of the tag excludes all there are.
	sources := func(i int, text, w string, at Pos) (from []def, err error) {
		k := Key(w)
		tag := citedTag(text)
		file, bound := bind[tag]
		c, cited := cites[rfcs[i]][tag]
		var excluded []def
		for _, e := range defs[k] {
			switch {
			case e.file == i || rfcs[e.file] == rfcs[i]:
			case bound && files[e.file].Name != file, !bound && cited && rfcs[e.file] != "rfc"+c.rfc:
				excluded = append(excluded, e)
			default:
				from = append(from, e)
			}
		}
		if len(from) == 0 && cited && !bound && len(excluded) > 0 {
			err = &CiteError{Ref: at, Name: w, Tag: tag, RFC: c.rfc, By: c.by, Def: excluded[0].d.At}
		}
		return from, err
	}
	// A placeholder of the name it names ("authority = <authority, see
	// [URI], Section 3.2>") whose tag a binding restricts to one file,
	// whose rule another file's took the name of, takes that file's name
	// for the rule, so as to yield to it.
	for i, f := range files {
		if f.Update {
			continue
		}
		for _, d := range f.Defs {
			if !d.Placeholder() {
				continue
			}
			text := d.Body.(*ProseVal).Text
			k := Key(d.Name)
			if Key(proseName(text)) != k || citedTag(text) == "" {
				continue
			}
			from, err := sources(i, text, d.Name, d.Body.Pos())
			if err != nil {
				errs = append(errs, err)
			}
			if len(from) == 1 && len(defs[k]) > 1 {
				if n, ok := rename[from[0].file][k]; ok {
					if rename[i] == nil {
						rename[i] = map[string]string{}
					}
					rename[i][k] = n
				}
			}
		}
	}
	// An update file keeps its meaning inside the scope it updates: a rule
	// it updates is the one of the file that defines it, or of its own
	// RFC's file where two files do (else it could update either), and a
	// reference binds as in the files it updates.
	updated := make([]map[string]int, len(files)) // by name: the file whose rule an update file updates
	for i, f := range files {
		if !f.Update {
			continue
		}
		updated[i] = map[string]int{}
		for _, d := range f.Defs {
			k := Key(d.Name)
			if _, ok := updated[i][k]; ok {
				continue
			}
			switch l := defs[k]; len(l) {
			case 0:
			case 1:
				updated[i][k] = l[0].file
			default:
				var mine []def
				for _, e := range l {
					if rfcs[e.file] == rfcs[i] {
						mine = append(mine, e)
					}
				}
				if len(mine) == 1 {
					updated[i][k] = mine[0].file
				} else {
					errs = append(errs, &ScopeError{Ref: d.At, Name: d.Name, A: l[0].d.At, B: l[1].d.At})
				}
			}
		}
	}
	// inUpdated is the name in update file i of a reference to k, which two
	// files define: the rule of the one file among them that i updates or
	// that is of i's RFC; ok false when there is not one.
	inUpdated := func(i int, k string) (string, bool) {
		var in []def
		for _, e := range defs[k] {
			for _, t := range updated[i] {
				if e.file == t || rfcs[e.file] == rfcs[i] {
					in = append(in, e)
					break
				}
			}
		}
		if len(in) != 1 {
			return "", false
		}
		return nameIn(k, in[0].file), true
	}
	out := make([]*File, len(files))
	changed := false
	for i, f := range files {
		own := owns[i]
		nf := &File{Name: f.Name, Update: f.Update, RFC: f.RFC, Cites: f.Cites}
		fchanged := false
		for _, d := range f.Defs {
			nd := *d
			if n, ok := rename[i][Key(d.Name)]; ok {
				nd.Name = n
			}
			if t, ok := updated[i][Key(d.Name)]; ok {
				nd.Name = nameIn(Key(d.Name), t)
			}
			var imported Node
			if d.Placeholder() && !f.Update {
				text := d.Body.(*ProseVal).Text
				w := proseName(text)
				// A placeholder another file defines the name of yields
				// to that definition instead (see New).
				if k := Key(w); w != "" && k != Key(d.Name) && len(defs[Key(d.Name)]) == 0 {
					from, err := sources(i, text, w, d.Body.Pos())
					switch {
					case len(from) == 1:
						// The reference is bound: the rewrite below, by
						// the names of file i, is not for it.
						imported = &RuleRef{At: d.Body.Pos(), Name: nameIn(k, from[0].file)}
					case len(from) > 1:
						errs = append(errs, &ScopeError{Ref: d.Body.Pos(), Name: w, A: from[0].d.At, B: from[1].d.At})
					case err != nil:
						errs = append(errs, err)
					}
				}
			}
			nd.Body = rewrite(nd.Body, func(r *RuleRef) string {
				k := Key(r.Name)
				l := defs[k]
				switch {
				case f.Update && len(l) > 1:
					if t, ok := updated[i][k]; ok {
						return nameIn(k, t)
					}
					if n, ok := inUpdated(i, k); ok {
						return n
					}
					errs = append(errs, &ScopeError{Ref: r.At, Name: r.Name, A: l[0].d.At, B: l[1].d.At})
				case own[k]:
					if n, ok := rename[i][k]; ok {
						return n
					}
				case f.Update:
				case sibling(i, k) >= 0:
					// The files of one RFC are one document.
					if n, ok := rename[sibling(i, k)][k]; ok {
						return n
					}
				case len(l) > 1:
					errs = append(errs, &ScopeError{Ref: r.At, Name: r.Name, A: l[0].d.At, B: l[1].d.At})
				}
				return r.Name
			})
			if imported != nil {
				nd.Body = imported
			}
			if nd.Name != d.Name || nd.Body != d.Body {
				fchanged = true
				nf.Defs = append(nf.Defs, &nd)
			} else {
				nf.Defs = append(nf.Defs, d)
			}
		}
		if fchanged {
			changed = true
			out[i] = nf
		} else {
			out[i] = f
		}
	}
	if !changed {
		return files, errs
	}
	return out, errs
}

// rewrite returns n with each reference r named name(r), sharing the
// parts that do not change.
func rewrite(n Node, name func(*RuleRef) string) Node {
	switch n := n.(type) {
	case *RuleRef:
		if s := name(n); s != n.Name {
			return &RuleRef{At: n.At, Name: s}
		}
	case *Alternation:
		if l, ok := rewriteAll(n.Alts, name); ok {
			return &Alternation{At: n.At, Alts: l}
		}
	case *Concatenation:
		if l, ok := rewriteAll(n.Items, name); ok {
			return &Concatenation{At: n.At, Items: l}
		}
	case *Repetition:
		if m := rewrite(n.Item, name); m != n.Item {
			c := *n
			c.Item = m
			return &c
		}
	case *Group:
		if m := rewrite(n.Body, name); m != n.Body {
			return &Group{At: n.At, Body: m}
		}
	}
	return n
}

func rewriteAll(l []Node, name func(*RuleRef) string) ([]Node, bool) {
	out := make([]Node, len(l))
	changed := false
	for i, n := range l {
		out[i] = rewrite(n, name)
		changed = changed || out[i] != n
	}
	return out, changed
}

// proseName returns the rule name a prose-val begins with ("host" of
// "host, see [URI], Section 3.2.2"), or "".
func proseName(s string) string {
	s = strings.TrimSpace(s)
	end := 0
	for end < len(s) && (s[end] == '-' || s[end] >= '0' && s[end] <= '9' || s[end]|0x20 >= 'a' && s[end]|0x20 <= 'z') {
		end++
	}
	if end == 0 || s[0] < 'A' || end < len(s) && s[end] != ',' && s[end] != ' ' {
		return ""
	}
	return s[:end]
}

// stem is a file name's base without its extension, as a rule name.
func stem(name string) string {
	b := path.Base(strings.ReplaceAll(name, "\\", "/"))
	b = strings.TrimPrefix(b, "embed:")
	if i := strings.IndexByte(b, '.'); i > 0 {
		b = b[:i]
	}
	return strings.Map(func(r rune) rune {
		if r == '-' || r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z' {
			return r
		}
		return '-'
	}, b)
}

// rfcOf is the RFC of a file: the one its header names ("rfc9110" of
// "; RFC 9110, HTTP Semantics"), or else the one its name names ("rfc9110"
// of rfc9110-fields.abnf), or else the file name.
func rfcOf(f *File) string {
	if f.RFC != "" {
		return "rfc" + f.RFC
	}
	s := strings.ToLower(stem(f.Name))
	if i := strings.IndexByte(s, '-'); i > 0 {
		return s[:i]
	}
	return s
}

// A cite is what a citation tag stands for: an RFC, by the header of a
// file.
type cite struct {
	rfc string // "3986"
	by  string // the file whose header says so
}

// citations gathers the citation tags the headers of files define, for
// each RFC (rfcs[i] being the RFC of files[i]): the references of an RFC
// are those of all its files. Two files of one RFC that bind a tag to two
// RFCs are an error.
func citations(files []*File, rfcs []string) (map[string]map[string]cite, []error) {
	var errs []error
	cites := map[string]map[string]cite{}
	for i, f := range files {
		for _, tag := range slices.Sorted(maps.Keys(f.Cites)) {
			n := f.Cites[tag]
			m := cites[rfcs[i]]
			if m == nil {
				m = map[string]cite{}
				cites[rfcs[i]] = m
			}
			switch c, ok := m[tag]; {
			case !ok:
				m[tag] = cite{n, f.Name}
			case c.rfc != n:
				errs = append(errs, fmt.Errorf("%s: [%s] is RFC %s, and RFC %s in %s, of the same RFC", f.Name, tag, n, c.rfc, c.by))
			}
		}
	}
	return cites, errs
}
