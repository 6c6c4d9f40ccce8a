package template

import (
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/parser"
)

// expandOp is the Op of the errors of Expand.
const expandOp = "expand URI template"

// opInfo is how an operator expands, the table of RFC 6570 Appendix A.
type opInfo struct {
	first    byte // written before the first defined value; 0 for none
	sep      byte // written between defined values
	named    bool // name=value pairs (";", "?", "&")
	ifemp    bool // "=" after the name of an empty value ("?", "&")
	reserved bool // the allowed set is U+R, not U ("+", "#")
	ok       bool // an operator of §3; the others are reserved (§2.2)
}

// ops is Appendix A's table, by operator.
var ops = [256]opInfo{
	0:   {sep: ',', ok: true},
	'+': {sep: ',', reserved: true, ok: true},
	'#': {first: '#', sep: ',', reserved: true, ok: true},
	'.': {first: '.', sep: '.', ok: true},
	'/': {first: '/', sep: '/', ok: true},
	';': {first: ';', sep: ';', named: true, ok: true},
	'?': {first: '?', sep: '&', named: true, ifemp: true, ok: true},
	'&': {first: '&', sep: '&', named: true, ifemp: true, ok: true},
}

// Expand expands the template with the variables of vars (RFC 6570 §3)
// and parses the result as a URI reference (RFC 3986 §4.1). vars is a
// map[string]any, a map[string]string, a Lookup (or a func(string)
// (any, bool)), a struct or a pointer to one, whose exported fields are
// the variables, each named by its tag `uri:"name"` or else by its own
// name (`uri:"-"` leaves a field out); nil defines no variable. A
// variable's value is (RFC 6570 §2.3, §2.4.2):
//
//   - a string, or a value that stands for one: a bool, an integer, a
//     floating-point number (strconv's shortest form), a fmt.Stringer;
//   - a list: a []string, or a slice or array of such values, whose nil
//     members are undefined and left out;
//   - an associative array: a []Pair, in its order, or a map from
//     strings to such values, in the order of its keys (sorted); members
//     with nil values are undefined and left out;
//   - nil, or a nil pointer, for undefined; a pointer stands for what it
//     points to.
//
// A list with no members is undefined, and so is an associative array
// with no defined members (§2.3).
//
// Undefined variables are skipped (§3.2.1). Values are written in UTF-8,
// every byte outside the allowed set percent-encoded, uppercase (§3.2.1):
// the unreserved characters, and for "+" and "#" the reserved ones and
// pct-encoded triplets too; bytes that are not UTF-8 are encoded as they
// are. A prefix ":N" keeps the first N characters, code points, of a
// value (§2.4.1); for "+" and "#", a pct-encoded triplet of the value is
// one character, as it is one in the URI.
//
// The error is a *uri.Error (Op "expand URI template", Input the
// template) with a *uri.SyntaxError whose Offset is into the template:
// at an operator reserved for future extensions (§2.2), at a prefix
// modifier on a variable whose value is a list or an associative array
// (§2.4.1), at a variable whose value has a type Expand does not take,
// and where the result is not a URI reference (a value under "+" or "#"
// with a "[" in a path, a second "#"), at the variable whose expansion
// is there (or at the literal), its Err the error of parsing the result.
func (t Template) Expand(vars any) (uri.URI, error) {
	var src source
	s, err := t.expandText(vars, &src)
	if err != nil {
		return uri.URI{}, err
	}
	u, err := uri.Parse(s)
	if err != nil {
		return uri.URI{}, t.invalid(s, &src)
	}
	return u, nil
}

// ExpandString is Expand returning the URI reference as a string.
func (t Template) ExpandString(vars any) (string, error) {
	var src source
	s, err := t.expandText(vars, &src)
	if err != nil {
		return "", err
	}
	if !parser.ValidURIReference(s) {
		return "", t.invalid(s, &src)
	}
	return s, nil
}

// expandText expands t with vars, read through src, without checking
// the result.
func (t *Template) expandText(vars any, src *source) (string, error) {
	if err := src.init(vars); err != nil {
		return "", &uri.Error{Op: expandOp, Input: t.s, Err: err}
	}
	var stack [256]byte
	buf, err := t.expand(stack[:0], src, nil)
	if err != nil {
		return "", err
	}
	return string(buf), nil
}

// piece records where the expansion of a part of the template is in the
// result: the template's text from tpos on (a literal), or the varspec
// v, is the result's from end on.
type piece struct {
	end  int // where the piece ends in the result
	tpos int // where it begins in the template
	vi   int // the varspec's index in specs, 0 for a literal
}

// expand appends the expansion of t to buf; with trace not nil, it
// records where each piece ends.
func (t *Template) expand(buf []byte, src *source, trace *[]piece) ([]byte, error) {
	last := 0
	for k := 0; k < len(t.specs); {
		e := &t.specs[k]
		n := int(e.name)
		k++
		if t.ascii {
			buf = append(buf, t.s[last:e.pos]...)
		} else {
			buf = appendLiteral(buf, t.s[last:e.pos])
		}
		if trace != nil {
			*trace = append(*trace, piece{end: len(buf), tpos: last})
		}
		last = int(e.end)
		info := &ops[e.op]
		if !info.ok {
			return nil, t.exprError(int(e.pos)+1, "operator "+quote(byte(e.op))+" is reserved for future extensions", "RFC 6570 §2.2", nil)
		}
		first := true
		for vi := k; vi < k+n; vi++ {
			v := &t.specs[vi]
			name := t.s[v.pos:v.name]
			var val value
			if err := src.lookup(name, &val); err != nil {
				return nil, t.exprError(int(v.pos), "variable "+quoteName(name)+" has no value to expand", "RFC 6570 §2.3", err)
			}
			if val.k == undefined {
				continue
			}
			if val.k != str && v.prefix > 0 {
				return nil, t.exprError(int(v.pos), "prefix modifier on variable "+quoteName(name)+", whose value is composite", "RFC 6570 §2.4.1", nil)
			}
			if first {
				if info.first != 0 {
					buf = append(buf, info.first)
				}
				first = false
			} else {
				buf = append(buf, info.sep)
			}
			buf = expandVar(buf, info, name, v, &val)
			if trace != nil {
				*trace = append(*trace, piece{end: len(buf), tpos: int(v.pos), vi: vi})
			}
		}
		k += n
	}
	buf = appendLiteral(buf, t.s[last:])
	if trace != nil {
		*trace = append(*trace, piece{end: len(buf), tpos: last})
	}
	return buf, nil
}

// expandVar appends the expansion of the defined value val of the
// varspec v, named name (RFC 6570 §3.2.1, and Appendix A).
func expandVar(buf []byte, info *opInfo, name string, v *spec, val *value) []byte {
	switch val.k {
	case str:
		if info.named {
			buf = append(buf, name...)
			if val.s == "" {
				return appendIfemp(buf, info)
			}
			buf = append(buf, '=')
		}
		s := val.s
		if v.prefix > 0 {
			s = prefix(s, int(v.prefix), info.reserved)
		}
		return appendValue(buf, s, info.reserved)
	case list:
		if !v.explode {
			if info.named {
				buf = append(buf, name...)
				buf = append(buf, '=')
			}
			for i, m := range val.items {
				if i > 0 {
					buf = append(buf, ',')
				}
				buf = appendValue(buf, m, info.reserved)
			}
			return buf
		}
		for i, m := range val.items {
			if i > 0 {
				buf = append(buf, info.sep)
			}
			if info.named {
				buf = append(buf, name...)
				if m == "" {
					buf = appendIfemp(buf, info)
					continue
				}
				buf = append(buf, '=')
			}
			buf = appendValue(buf, m, info.reserved)
		}
		return buf
	}
	// An associative array: names and values, in turn.
	n := len(val.items) / 2
	if val.items == nil {
		n = len(val.pairs)
	}
	pair := func(i int) (string, string) {
		if val.items == nil {
			return val.pairs[i].Name, val.pairs[i].Value
		}
		return val.items[2*i], val.items[2*i+1]
	}
	if !v.explode {
		if info.named {
			buf = append(buf, name...)
			buf = append(buf, '=')
		}
		for i := range n {
			if i > 0 {
				buf = append(buf, ',')
			}
			name, value := pair(i)
			buf = appendValue(buf, name, info.reserved)
			buf = append(buf, ',')
			buf = appendValue(buf, value, info.reserved)
		}
		return buf
	}
	for i := range n {
		if i > 0 {
			buf = append(buf, info.sep)
		}
		name, value := pair(i)
		buf = appendValue(buf, name, info.reserved)
		if value == "" {
			buf = appendIfemp(buf, info)
			continue
		}
		buf = append(buf, '=')
		buf = appendValue(buf, value, info.reserved)
	}
	return buf
}

// appendIfemp appends what follows the name of an empty value: "=" for
// "?" and "&", nothing otherwise (Appendix A, ifemp).
func appendIfemp(buf []byte, info *opInfo) []byte {
	if info.ifemp {
		buf = append(buf, '=')
	}
	return buf
}

// prefix returns the first n characters of s (RFC 6570 §2.4.1): code
// points (a byte that is not UTF-8 is one), and with reserved set
// pct-encoded triplets, which the U+R set passes as they are.
func prefix(s string, n int, reserved bool) string {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		if reserved && s[i] == '%' {
			if _, ok := chars.Decode(s, i); ok {
				i += 3
				continue
			}
		}
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i]
}

// allowed holds, for each byte, whether U (bit 1) and U+R (bit 2) pass
// it as it is (RFC 6570 §3.2.1): read off the classes of RFC 3986 that
// package chars reads off the generated parser.
var allowed = func() (t [256]uint8) {
	for c := range t {
		if chars.IsUnreserved(byte(c)) {
			t[c] |= 1 | 2
		}
		if chars.IsReserved(byte(c)) {
			t[c] |= 2
		}
	}
	return t
}()

// appendValue appends s encoded for the allowed set (RFC 6570 §3.2.1):
// U, the unreserved characters, or with reserved set U+R, the unreserved
// and reserved characters and pct-encoded triplets; every other byte is
// percent-encoded.
func appendValue(buf []byte, s string, reserved bool) []byte {
	set := uint8(1)
	if reserved {
		set = 2
	}
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && allowed[s[j]]&set != 0 {
			j++
		}
		buf = append(buf, s[i:j]...)
		if j == len(s) {
			break
		}
		c := s[j]
		if reserved && c == '%' && j+2 < len(s) && chars.IsHex(s[j+1]) && chars.IsHex(s[j+2]) {
			buf = append(buf, s[j:j+3]...)
			i = j + 3
			continue
		}
		buf = append(buf, '%', chars.UpperHex[c>>4], chars.UpperHex[c&15])
		i = j + 1
	}
	return buf
}

// appendLiteral appends the literals s (RFC 6570 §3.1): a character
// allowed in a URI (unreserved, reserved, pct-encoded) as it is, the
// others (ucschar, iprivate) as the pct-encoded triplets of their UTF-8.
// s matches *literals, so that U+R's encoding is the same.
func appendLiteral(buf []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return appendValue(buf, s, true)
		}
	}
	return append(buf, s...)
}

// exprError is the error of Expand at offset at of the template.
func (t Template) exprError(at int, reason, spec string, err error) *uri.Error {
	return t.errorAt(at, "expression", reason, spec, err)
}

// errorAt is the error of Expand at offset at of the template, in rule
// rule.
func (t Template) errorAt(at int, rule, reason, spec string, err error) *uri.Error {
	return synerr.New[uri.Error, uri.SyntaxError](expandOp, t.s, synerr.Params{
		Offset: at, Naming: synerr.Given, Reason: reason, Rule: rule, Spec: spec, UTF8: true, Err: err})
}

// invalid is the error of Expand for a result s that is not a URI
// reference: at the variable, or the literal, whose expansion holds the
// offset where s stops being one.
func (t Template) invalid(s string, src *source) *uri.Error {
	_, perr := uri.Parse(s)
	at := len(s)
	if e, ok := perr.(*uri.Error); ok {
		if se, ok := e.Err.(*uri.SyntaxError); ok {
			at = se.Offset
		}
	}
	var trace []piece
	t.expand(nil, src, &trace)
	start := 0
	for _, p := range trace {
		if at < p.end || at == p.end && p.end == len(s) && p.end > start {
			if p.vi > 0 {
				v := t.varspec(p.vi)
				return t.exprError(v.Pos, "expansion of variable "+quoteName(v.Name)+" is not a URI reference", "RFC 6570 §3.2.1", perr)
			}
			return t.errorAt(min(p.tpos+(at-start), len(t.s)), "literals", "literal expands to no URI reference", "RFC 6570 §3.1", perr)
		}
		start = p.end
	}
	return t.errorAt(len(t.s), "URI-Template", "expansion is not a URI reference", "RFC 6570 §3", perr)
}

// quote quotes the character c for an error.
func quote(c byte) string { return `"` + string(c) + `"` }

// quoteName quotes a variable's name for an error; names are ALPHA,
// DIGIT, "_", "." and pct-encoded triplets (§2.3), none to escape.
func quoteName(name string) string { return `"` + name + `"` }
