// Package query reads and edits the query of a URI as the list of
// parameters most applications write in it, keeping the text of every
// parameter it does not change.
//
// RFC 3986 §3.4 gives the query a syntax, query = *( pchar / "/" / "?" ),
// and no structure: "key=value" pairs parted by "&" are a convention of
// HTML forms and of most web applications, which §3.4 notes ("query
// components are often used to carry identifying information in the form
// of "key=value" pairs"), and the sub-delims "&", "=" and ";" are
// reserved for such "producer-specific algorithms for delimiting data
// subcomponents" (§2.2). This package reads that convention, and goes
// beyond RFC 3986 on two counts, each an option: the separator may be
// another character than "&", such as ";" (HTML 4's recommendation, and
// trurl's -query-separator), and "+" may be a space, as the
// application/x-www-form-urlencoded format of the WHATWG URL Standard
// (§5) and of HTML form submission has it (Form).
//
// Parse splits a query at each separator into parameters, in order, and
// each at its first "=" into a name and a value; "a" (no "=") is told
// apart from "a=" (an empty value), and an empty parameter ("a&&b", a
// last "&") is kept, as a parameter with an empty name and no value, so
// that String gives back the text parsed byte for byte. Names and values
// are compared and returned decoded; a parameter that an edit does not
// touch keeps its spelling ("%7e", "a+b", "%41"), and those an edit
// writes are encoded with the query's Encoding. net/url's url.Values, a
// map, keeps neither the order of the parameters nor their spelling:
// Values and FromValues convert.
//
// Of and With read and replace the query of a uri.URI.
package query

import (
	"cmp"
	"iter"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/parser"
)

// Options say how a query is read and written: the zero Options part
// parameters with "&" and read them as RFC 3986 does.
type Options struct {
	// Separator parts the parameters: "&" when zero. It may be any byte
	// a query holds as it is (uri.InQuery.Literal) but "=", as ";" is in
	// some applications (a query separator other than "&" is beyond the
	// application/x-www-form-urlencoded format); Parse, Of and FromValues
	// panic on any other.
	Separator byte
	// Encoding says how names and values are decoded and how those the
	// edits write are encoded.
	Encoding Encoding
}

// sep returns o's separator, checked.
func (o Options) sep() byte {
	s := cmp.Or(o.Separator, '&')
	if s == '=' || !uri.InQuery.Literal(s) {
		panic("query: invalid Separator " + strconv.Quote(string([]byte{s})))
	}
	return s
}

// A Query is the list of parameters of a query, in order. Its methods
// edit it in place; the zero Query is an empty query read with the zero
// Options. Use it by pointer, as Parse returns it: a copy of a Query
// shares its parameters with the original. A Query is not safe for
// concurrent edits.
type Query struct {
	ps   []Param
	sep  byte // 0 for '&'
	enc  Encoding
	text string // the text parsed, while no edit has been made
	edit bool
	// small holds the parameters of a short query, allocated with it.
	small [2]Param
}

// A Param is one parameter of a query: its text as written, read with
// the Encoding of its query.
type Param struct {
	raw string
	at  int32 // offset in the text parsed, -1 for a parameter an edit wrote
	eq  int32 // index of the first "=" in raw, -1 for none
	enc Encoding
}

// Name returns p's name, decoded. It allocates only where the name
// holds an escape (or, with Form, a "+").
func (p Param) Name() string { return p.enc.decode(p.rawName()) }

// Value returns p's value, decoded: "" for a parameter without "=". It
// allocates only where the value holds an escape (or, with Form, a "+").
func (p Param) Value() string { return p.enc.decode(p.rawValue()) }

// rawName returns p's name as written.
func (p Param) rawName() string {
	if p.eq < 0 {
		return p.raw
	}
	return p.raw[:p.eq]
}

// rawValue returns p's value as written, "" for none.
func (p Param) rawValue() string {
	if p.eq < 0 {
		return ""
	}
	return p.raw[p.eq+1:]
}

// named reports whether p's name, decoded, is name, without decoding it.
func (p Param) named(name string) bool {
	return p.enc.compare(p.rawName(), true, name, false) == 0
}

// HasValue reports whether p has an "=", perhaps before an empty value:
// it is true for "a=" and false for "a".
func (p Param) HasValue() bool { return p.eq >= 0 }

// Raw returns p's text as the query holds it: as parsed, or as an edit
// encoded it.
func (p Param) Raw() string { return p.raw }

// Offset returns where p's text begins in the text parsed, or -1 for a
// parameter an edit wrote.
func (p Param) Offset() int { return int(p.at) }

// Parse is Options{}.Parse: "&" parts the parameters, read as RFC 3986
// does ("+" is "+").
func Parse(s string) (*Query, error) { return Options{}.Parse(s) }

// Parse reads s, a query without its "?", into its parameters. s must
// match RFC 3986's query rule (§3.4); otherwise the error is a
// *uri.Error with Op "parse query" wrapping a *uri.SyntaxError whose
// Offset is into s, as for every syntax error of the module. So every
// escape is well formed, and the names and values decode.
func (o Options) Parse(s string) (*Query, error) {
	sep := o.sep()
	if err := parser.ValidateQuery(s); err != nil {
		pe := err.(*parser.Error)
		return nil, synerr.New[uri.Error, uri.SyntaxError]("parse query", s, synerr.Params{
			Offset: pe.Offset, Expected: pe.Expected, List: pe.ExpectedList, Naming: synerr.Given, Component: "query"})
	}
	return o.read(s, sep), nil
}

// read splits s, a valid query, into its parameters.
func (o Options) read(s string, sep byte) *Query {
	q := &Query{sep: sep, enc: o.Encoding, text: s}
	if s == "" {
		return q
	}
	if n := strings.Count(s, string(sep)) + 1; n <= len(q.small) {
		q.ps = q.small[:0]
	} else {
		q.ps = make([]Param, 0, n)
	}
	at := 0
	for {
		i := strings.IndexByte(s[at:], sep)
		if i < 0 {
			i = len(s) - at
		}
		raw := s[at : at+i]
		q.ps = append(q.ps, Param{raw: raw, at: int32(at), eq: int32(strings.IndexByte(raw, '=')), enc: o.Encoding})
		at += i + 1
		if at > len(s) {
			return q
		}
	}
}

// decode is Unescape of text whose escapes are well formed.
func (e Encoding) decode(s string) string {
	if strings.IndexByte(s, '%') < 0 && (e != Form || strings.IndexByte(s, '+') < 0) {
		return s
	}
	d, _ := e.Unescape(s)
	return d
}

// unit returns the byte that s[i:] stands for, decoded with e where
// decode is set, and the length of its spelling.
func (e Encoding) unit(s string, i int, decode bool) (byte, int) {
	c := s[i]
	switch {
	case !decode:
	case c == '%':
		if d, ok := chars.Decode(s, i); ok {
			return d, 3
		}
	case c == '+' && e == Form:
		return ' ', 1
	}
	return c, 1
}

// compare compares a and b bytewise, as strings.Compare does, each
// decoded first where its flag says, without allocating.
func (e Encoding) compare(a string, decodeA bool, b string, decodeB bool) int {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		x, n := e.unit(a, i, decodeA)
		y, m := e.unit(b, j, decodeB)
		if x != y {
			return cmp.Compare(x, y)
		}
		i, j = i+n, j+m
	}
	return cmp.Compare(len(a)-i, len(b)-j)
}

// changed marks q as edited.
func (q *Query) changed() { q.edit, q.text = true, "" }

// separator returns q's separator.
func (q *Query) separator() byte { return cmp.Or(q.sep, '&') }

// escape encodes s, a name or a value, with q's Encoding, and q's
// separator besides where Escape leaves it as it is.
func (q *Query) escape(s string) string {
	e := q.enc.Escape(s)
	if sep := q.separator(); uri.InQueryParam.Literal(sep) && strings.IndexByte(e, sep) >= 0 {
		e = strings.ReplaceAll(e, string(sep), string([]byte{'%', chars.UpperHex[sep>>4], chars.UpperHex[sep&15]}))
	}
	return e
}

// newParam is the parameter name=value, or name without hasValue,
// encoded for q.
func (q *Query) newParam(name, value string, hasValue bool) Param {
	p := Param{raw: q.escape(name), at: -1, eq: -1, enc: q.enc}
	if hasValue {
		p.eq = int32(len(p.raw))
		p.raw += "=" + q.escape(value)
	}
	return p
}

// String returns the query's text, without a "?": the parameters in
// order, parted by the separator, each as Raw has it. For a Query that
// Parse returned and no edit changed, it is the text parsed, byte for
// byte.
func (q *Query) String() string {
	if !q.edit {
		return q.text
	}
	n := len(q.ps)
	for _, p := range q.ps {
		n += len(p.raw)
	}
	var b strings.Builder
	b.Grow(n)
	for i, p := range q.ps {
		if i > 0 {
			b.WriteByte(q.separator())
		}
		b.WriteString(p.raw)
	}
	return b.String()
}

// Len returns the number of parameters, empty ones included.
func (q *Query) Len() int { return len(q.ps) }

// All returns the parameters, in order. q must not be edited while the
// sequence is read.
func (q *Query) All() iter.Seq[Param] {
	return func(yield func(Param) bool) {
		for _, p := range q.ps {
			if !yield(p) {
				return
			}
		}
	}
}

// Get returns the value of the first parameter named name, decoded, or
// "" when there is none.
func (q *Query) Get(name string) string {
	if i := q.index(name); i >= 0 {
		return q.ps[i].Value()
	}
	return ""
}

// GetAll returns the values of the parameters named name, in order, or
// nil when there is none.
func (q *Query) GetAll(name string) []string {
	var vs []string
	for _, p := range q.ps {
		if p.named(name) {
			vs = append(vs, p.Value())
		}
	}
	return vs
}

// Has reports whether a parameter is named name.
func (q *Query) Has(name string) bool { return q.index(name) >= 0 }

// index returns the index of the first parameter named name, or -1.
func (q *Query) index(name string) int {
	return slices.IndexFunc(q.ps, func(p Param) bool { return p.named(name) })
}

// Set makes name=value the one parameter named name: it replaces the
// first parameter of that name where it is, and deletes the others; with
// none, it adds one at the end. name and value are encoded with q's
// Encoding.
func (q *Query) Set(name, value string) {
	i := q.index(name)
	if i < 0 {
		q.Add(name, value)
		return
	}
	q.ps[i] = q.newParam(name, value, true)
	rest := slices.DeleteFunc(q.ps[i+1:], func(p Param) bool { return p.named(name) })
	q.ps = q.ps[:i+1+len(rest)]
	q.changed()
}

// Add adds the parameter name=value at the end, encoded with q's
// Encoding.
func (q *Query) Add(name, value string) {
	q.ps = append(q.ps, q.newParam(name, value, true))
	q.changed()
}

// AddName adds a parameter at the end that has a name and no "=", encoded
// with q's Encoding.
func (q *Query) AddName(name string) {
	q.ps = append(q.ps, q.newParam(name, "", false))
	q.changed()
}

// Delete deletes every parameter named name.
func (q *Query) Delete(name string) {
	q.DeleteFunc(func(p Param) bool { return p.named(name) })
}

// DeleteFunc deletes every parameter for which del returns true, keeping
// the others in order: a filter, as slices.DeleteFunc is.
func (q *Query) DeleteFunc(del func(Param) bool) {
	n := len(q.ps)
	if q.ps = slices.DeleteFunc(q.ps, del); len(q.ps) != n {
		q.changed()
	}
}

// Match returns a test of parameters for DeleteFunc: whether the name,
// decoded, matches pattern, in which each "*" stands for any run of
// bytes, even an empty one, and every other byte for itself, as trurl
// reads a trailing "*": Match("utm_*") is true of "utm_source" and
// "utm_", false of "xutm_a".
func Match(pattern string) func(Param) bool {
	parts := strings.Split(pattern, "*")
	if len(parts) == 1 {
		return func(p Param) bool { return p.named(pattern) }
	}
	return func(p Param) bool {
		s := p.Name()
		first, last := parts[0], parts[len(parts)-1]
		if len(s) < len(first)+len(last) || !strings.HasPrefix(s, first) || !strings.HasSuffix(s, last) {
			return false
		}
		s = s[len(first) : len(s)-len(last)]
		for _, m := range parts[1 : len(parts)-1] {
			i := strings.Index(s, m)
			if i < 0 {
				return false
			}
			s = s[i+len(m):]
		}
		return true
	}
}

// Sort orders the parameters by name, decoded, bytewise, keeping the
// order of those of the same name (RFC 3986 gives the order no meaning;
// applications may, and sorting is beyond RFC 3986's equivalence, §6).
func (q *Query) Sort() {
	q.SortFunc(func(a, b Param) int { return q.enc.compare(a.rawName(), true, b.rawName(), true) })
}

// SortFunc orders the parameters by cmp, as slices.SortStableFunc does.
func (q *Query) SortFunc(cmp func(a, b Param) int) {
	if !slices.IsSortedFunc(q.ps, cmp) {
		slices.SortStableFunc(q.ps, cmp)
		q.changed()
	}
}

// Values returns the parameters as url.Values, as url.ParseQuery reads
// them: an empty parameter is left out, and one without "=" has the
// value "". The order of the names, and the spelling, are lost.
func (q *Query) Values() url.Values {
	v := make(url.Values)
	for _, p := range q.ps {
		if p.raw != "" {
			name := p.Name()
			v[name] = append(v[name], p.Value())
		}
	}
	return v
}

// FromValues is Options{}.FromValues.
func FromValues(v url.Values) *Query { return Options{}.FromValues(v) }

// FromValues returns the query of v's parameters, sorted by name as
// url.Values.Encode sorts them, the values of a name in order, encoded
// with o's Encoding.
func (o Options) FromValues(v url.Values) *Query {
	q := &Query{sep: o.sep(), enc: o.Encoding, edit: true}
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for k := range v {
			if !yield(k) {
				return
			}
		}
	}) {
		for _, value := range v[name] {
			q.ps = append(q.ps, q.newParam(name, value, true))
		}
	}
	return q
}
