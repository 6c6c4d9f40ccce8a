// Package template reads, expands and matches URI Templates (RFC 6570):
// strings such as "https://api.example.com/users{/user}{?page,per_page}"
// that describe a range of URI references, and expand to one of them once
// their variables have values.
//
// Parse checks a template against the grammar of RFC 6570 §2, level 4
// (the parser is generated from grammar/rfc6570.abnf), and gives its
// expressions, each with its operator and its variables, their prefix
// (":N") and explode ("*") modifiers and their offsets. Expand applies
// §3: every operator (none, "+", "#", ".", "/", ";", "?", "&"), values
// that are strings, lists or associative arrays (§2.4.2), the exact
// percent-encoding of §3.2.1; what it gives is checked to be a URI
// reference (RFC 3986 §4.1) and returned as a uri.URI. Match is the
// reverse: the values of the variables that expand to a given URI, when
// the URI determines them.
//
// Every error is a *uri.Error whose Err is a *uri.SyntaxError: its Offset
// is into the template (for Parse and Expand) or into the URI (for
// Match).
package template

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/template/internal/parser"
)

// Operator is the operator of an expression (RFC 6570 §2.2): 0 for none
// (simple string expansion), or one of "+", "#", ".", "/", ";", "?", "&",
// and "=", ",", "!", "@", "|", which the grammar reserves for future
// extensions and Expand refuses.
type Operator byte

// Expression is an expression of a template (RFC 6570 §2.2): "{",
// an optional operator, a variable list and "}".
type Expression struct {
	// Pos and End are the offsets of "{" and just after "}" in the
	// template.
	Pos, End int
	// Op is the operator, 0 for none.
	Op Operator
	// Vars are the variable specifiers, in their order (§2.3).
	Vars []Varspec
}

// Varspec is a variable specifier (RFC 6570 §2.3): a variable name and
// its modifier, if any (§2.4).
type Varspec struct {
	// Pos and End are the offsets of the name's first byte and just after
	// the modifier in the template.
	Pos, End int
	// Name is the variable's name as written: a pct-encoded triplet in it
	// is part of the name, not decoded (§2.3).
	Name string
	// Prefix is the max-length of a prefix modifier ":N" (§2.4.1), 1 to
	// 9999; 0 for none.
	Prefix int
	// Explode reports an explode modifier "*" (§2.4.2).
	Explode bool
}

// Template is a parsed URI Template. The zero value is the empty
// template, which expands to the empty relative reference.
type Template struct {
	s     string
	specs []spec
	ascii bool // the template is ASCII: its literals expand as they are
}

// spec is an expression or a varspec of a parsed template: a template's
// specs are each expression followed by its varspecs, in one array
// without pointers.
type spec struct {
	pos, end int32 // the expression's "{" to after its "}"; the varspec's name to after its modifier
	name     int32 // a varspec: where its name ends; an expression: how many varspecs follow
	prefix   int16
	op       Operator
	explode  bool
}

// varspec returns the varspec specs[i].
func (t *Template) varspec(i int) Varspec {
	v := &t.specs[i]
	return Varspec{Pos: int(v.pos), End: int(v.end), Name: t.s[v.pos:v.name], Prefix: int(v.prefix), Explode: v.explode}
}

// op is the Op of the errors of Parse.
const op = "parse URI template"

// Parse parses s as a URI Template: a string that matches
// URI-Template of RFC 6570 §2. A string that does not is a *uri.Error
// (Op "parse URI template") whose *uri.SyntaxError says where it stops
// matching, what the grammar allows there and what s has, its Rule
// "URI-Template" and its Spec "RFC 6570 §2".
func Parse(s string) (Template, error) {
	if err := parser.ValidateURITemplate(s); err != nil {
		return Template{}, syntaxError(s, err)
	}
	return Template{s: s, specs: scan(s), ascii: isASCII(s)}, nil
}

// MustParse is Parse for strings known to be templates; it panics
// otherwise.
func MustParse(s string) Template {
	t, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return t
}

// Valid reports whether s is a URI Template (RFC 6570 §2), as Parse
// does, without allocating: the check of JSON Schema's "uri-template"
// format (JSON Schema Validation §7.3.6).
func Valid(s string) bool { return parser.ValidURITemplate(s) }

// syntaxError is the error of Parse on input, which the generated parser
// found to stop matching with err.
func syntaxError(input string, err error) *uri.Error {
	pe, ok := err.(*parser.Error)
	if !ok {
		return &uri.Error{Op: op, Input: input, Err: err}
	}
	return synerr.New[uri.Error, uri.SyntaxError](op, input, synerr.Params{
		Offset: pe.Offset, Expected: pe.Expected, List: pe.ExpectedList, Naming: synerr.Given,
		Rule: "URI-Template", Spec: "RFC 6570 §2", UTF8: true})
}

// scan returns the specs of s, a string that matches URI-Template:
// there, "{" begins an expression and "}" ends it, the first character
// after "{" is an operator or begins a varname, and "," separates the
// varspecs (§2.2, §2.3). Literals hold none of "{", "}" (§2.1).
func scan(s string) []spec {
	n := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', ',':
			n++
		}
	}
	if n == 0 {
		return nil
	}
	specs := make([]spec, 0, 2*n) // at most, an expression and a varspec for each "{", a varspec for each ","
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '{')
		if j < 0 {
			break
		}
		pos := i + j
		end := pos + strings.IndexByte(s[pos:], '}') + 1
		e := len(specs)
		specs = append(specs, spec{pos: int32(pos), end: int32(end)})
		k := pos + 1
		if c := s[k]; !isVarchar(c) {
			specs[e].op = Operator(c)
			k++
		}
		for k < end-1 {
			v := spec{pos: int32(k)}
			m := k
			for m < end-1 && s[m] != ',' && s[m] != ':' && s[m] != '*' {
				m++
			}
			v.name = int32(m)
			switch s[m] {
			case ':':
				m++
				for m < end-1 && s[m] != ',' {
					v.prefix = v.prefix*10 + int16(s[m]-'0')
					m++
				}
			case '*':
				v.explode = true
				m++
			}
			v.end = int32(m)
			specs = append(specs, v)
			k = m + 1 // past ",", or "}"
		}
		specs[e].name = int32(len(specs) - e - 1)
		i = end
	}
	return specs
}

// isASCII reports whether s is ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// isVarchar reports whether c may begin a varname (RFC 6570 §2.3:
// varchar = ALPHA / DIGIT / "_" / pct-encoded).
func isVarchar(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '%'
}

// String returns the template as parsed, byte for byte.
func (t Template) String() string { return t.s }

// Expressions returns the expressions of the template, in their order,
// in a new slice.
func (t Template) Expressions() []Expression {
	var exprs []Expression
	for k := 0; k < len(t.specs); {
		h := &t.specs[k]
		e := Expression{Pos: int(h.pos), End: int(h.end), Op: h.op, Vars: make([]Varspec, h.name)}
		for i := range e.Vars {
			e.Vars[i] = t.varspec(k + 1 + i)
		}
		exprs = append(exprs, e)
		k += 1 + int(h.name)
	}
	return exprs
}

// Names returns the names of the template's variables, each once, in
// the order of their first use.
func (t Template) Names() []string {
	var names []string
	for k := 0; k < len(t.specs); {
		n := int(t.specs[k].name)
		for i := k + 1; i <= k+n; i++ {
			if name := t.s[t.specs[i].pos:t.specs[i].name]; !slices.Contains(names, name) {
				names = append(names, name)
			}
		}
		k += 1 + n
	}
	return names
}

// MarshalText returns the template, as String does.
func (t Template) MarshalText() ([]byte, error) { return []byte(t.s), nil }

// UnmarshalText parses text as Parse does, into t. On error t is left as
// it was.
func (t *Template) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// String returns the expression as a template writes it.
func (e Expression) String() string {
	var b strings.Builder
	b.WriteByte('{')
	if e.Op != 0 {
		b.WriteByte(byte(e.Op))
	}
	for i, v := range e.Vars {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(v.String())
	}
	b.WriteByte('}')
	return b.String()
}

// String returns the varspec as a template writes it: "name", "name:N"
// or "name*".
func (v Varspec) String() string {
	switch {
	case v.Explode:
		return v.Name + "*"
	case v.Prefix > 0:
		return v.Name + ":" + strconv.Itoa(v.Prefix)
	}
	return v.Name
}
