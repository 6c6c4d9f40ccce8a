package abnf

import (
	"fmt"
	"path"
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

// scope makes each file a scope: when two files define one name with
// "=", each file's references bind to its own rule, the first file's
// rule keeps the name and the others are renamed (name-stem, stem the
// file's base name). A placeholder whose prose names another rule
// ("uri-host = <host, see [URI], Section 3.2.2>") imports that rule
// from the one file of another RFC that defines it. Files without such
// clashes or imports are returned as they are.
//
// bind maps a tag ("URI" of "see [URI]") to the file a placeholder citing
// it imports from, among the others.
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
	var errs []error
	out := make([]*File, len(files))
	changed := false
	for i, f := range files {
		own := map[string]bool{}
		for _, d := range f.Defs {
			own[Key(d.Name)] = true
		}
		nf := &File{Name: f.Name, Update: f.Update}
		fchanged := false
		for _, d := range f.Defs {
			nd := *d
			if n, ok := rename[i][Key(d.Name)]; ok {
				nd.Name = n
			}
			if d.Placeholder() && !f.Update {
				w := proseName(d.Body.(*ProseVal).Text)
				// A placeholder another file defines the name of yields
				// to that definition instead (see New).
				if k := Key(w); w != "" && k != Key(d.Name) && len(defs[Key(d.Name)]) == 0 {
					var from []def
					for _, e := range defs[k] {
						if e.file != i && rfcOf(files[e.file].Name) != rfcOf(f.Name) && bound(bind, d.Body.(*ProseVal).Text, files[e.file].Name) {
							from = append(from, e)
						}
					}
					switch len(from) {
					case 1:
						nd.Body = &RuleRef{At: d.Body.Pos(), Name: nameIn(k, from[0].file)}
					case 2, 3, 4, 5, 6, 7, 8, 9:
						errs = append(errs, &ScopeError{Ref: d.Body.Pos(), Name: w, A: from[0].d.At, B: from[1].d.At})
					}
				}
			}
			nd.Body = rewrite(nd.Body, func(r *RuleRef) string {
				k := Key(r.Name)
				l := defs[k]
				switch {
				case own[k]:
					if n, ok := rename[i][k]; ok {
						return n
					}
				case len(l) > 1 && !f.Update:
					errs = append(errs, &ScopeError{Ref: r.At, Name: r.Name, A: l[0].d.At, B: l[1].d.At})
				}
				return r.Name
			})
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

// rfcOf is the RFC a file name names ("rfc9110" of rfc9110-fields.abnf),
// or the file name.
func rfcOf(name string) string {
	s := stem(name)
	if i := strings.IndexByte(s, '-'); i > 0 {
		return s[:i]
	}
	return s
}

// bound reports whether a placeholder of prose text may import from the
// file name: when the tag it cites ("[URI]") is bound, only from that file.
func bound(bind map[string]string, text, name string) bool {
	i := strings.IndexByte(text, '[')
	j := strings.IndexByte(text, ']')
	if i < 0 || j < i {
		return true
	}
	file, ok := bind[text[i+1:j]]
	return !ok || file == name
}
