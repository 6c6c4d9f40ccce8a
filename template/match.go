package template

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/synerr"
)

// matchOp is the Op of the errors of Match.
const matchOp = "match URI template"

// matchBudget bounds the steps of a match, each a value tried for a
// variable: for a template that uses a variable twice, whose partial
// matches cannot be shared, they may grow exponentially with the URI's
// length; otherwise quadratically.
const matchBudget = 1 << 20

// Match returns the variables whose expansion (Expand) is s, when s
// determines them: the reverse of Expand, exact, with no regular
// expression between. RFC 6570 §1.4 warns that not every template can be
// reversed; Match answers for every template, and says which of these it
// is: s matches in one way (the variables), in none, or in more than one
// (an error that says which variable the URI does not determine).
//
// The values are strings, lists ([]string) and associative arrays
// ([]Pair), decoded: for the operators but "+" and "#", a pct-encoded
// triplet is the octet it encodes; for "+" and "#", which pass triplets
// through (§3.2.1), the value is the text as it is. A variable that s
// does not define is left out. Values of one variable that expand alike
// are one answer, the simplest: a variable whose expansion is empty is
// undefined rather than the empty string (for no operator, "+"); a
// variable without "*" is a string, or, for an operator but "+" and "#",
// a list where a "," separates members, which a string cannot hold (an
// associative array without "*" expands as the list of its names and
// values); a variable with "*" is a list, split at each separator of its
// operator, or an associative array where a name differs from the
// variable's (";", "?", "&") or an "=" joins a pair (the others). A
// variable with a prefix ":N" is a string of at most N characters: the
// prefix of its value that s holds, or its whole value where the
// template uses it without a prefix too. Only the split of s among
// different variables can be ambiguous.
//
// The templates whose expansions Match always reads back in one way are
// those in which every expression has one variable, or, for ";", "?" and
// "&", which name them, variables without "*"; and in which every
// expression is followed by the end, by a literal whose first character
// its expansion cannot hold, or by an expression whose operator is a
// character its expansion cannot hold and does not begin with. An
// expansion of an operator but "+" and "#" holds only unreserved
// characters (with "." among them), pct-encoded triplets, its operator's
// separator, "=" and ","; of "+" and "#", any character of a URI.
// "{/user}{?page,per_page}", "/repos/{owner}/{repo}/issues{?state}" and
// "/files{/path*}{#frag}" are such templates. "{x}{y}", "{x}-{y}" (a
// "-" is unreserved), "{/a}{/b}" (which of a and b does "/v" set?),
// "{+a}{#b}" (a "#" may be a's), "{x,y}" (a "," may separate x's
// members, or x from y) and "{+path}/{file}" are not: for some URIs
// Match says that the URI does not determine a variable.
//
// The error is a *uri.Error (Op "match URI template", Input s) with a
// *uri.SyntaxError whose Offset is into s: where no way of matching gets
// further, or where the variable that s does not determine begins. For a
// template with an operator reserved for future extensions (§2.2), which
// expands to nothing, the Input is the template and the Offset is that of
// the operator.
func (t Template) Match(s string) (map[string]any, error) {
	exprs := t.Expressions()
	m := matcher{t: &t, exprs: exprs, s: s, lits: make([]string, len(exprs)+1)}
	last := 0
	for k, e := range exprs {
		m.lits[k] = string(appendLiteral(nil, t.s[last:e.Pos]))
		last = e.End
		if !ops[e.Op].ok {
			// An error of the template, not of s: at the operator in it.
			return nil, synerr.New[uri.Error, uri.SyntaxError](matchOp, t.s, synerr.Params{
				Offset: e.Pos + 1, Naming: synerr.Given, Reason: "operator " + quote(byte(e.Op)) + " is reserved for future extensions",
				Rule: "expression", Spec: "RFC 6570 §2.2"})
		}
	}
	m.lits[len(exprs)] = string(appendLiteral(nil, t.s[last:]))
	names := map[string]bool{}
	m.memo = map[state]uint8{}
	for _, e := range exprs {
		for _, v := range e.Vars {
			if names[v.Name] {
				m.memo = nil // a later use depends on an earlier one
			}
			names[v.Name] = true
		}
	}
	n := m.lit(0, 0)
	switch {
	case m.steps > matchBudget:
		return nil, m.error(0, "too many ways to try to match the URI against the template")
	case n == 0:
		return nil, m.error(m.far, "URI does not match the template")
	case n > 1:
		name, at := m.ambiguous()
		if name == "" {
			return nil, m.error(at, "URI matches the template in more than one way")
		}
		return nil, m.error(at, "URI matches the template in more than one way: it does not determine variable "+quoteName(name))
	}
	out := make(map[string]any, len(m.first))
	for _, b := range m.first {
		if b.def {
			out[b.name] = b.val
		}
	}
	return out, nil
}

// error is the error of Match at offset at of s.
func (m *matcher) error(at int, reason string) *uri.Error {
	return synerr.New[uri.Error, uri.SyntaxError](matchOp, m.s, synerr.Params{
		Offset: at, Naming: synerr.Given, Reason: reason, Rule: "URI-Template", Spec: "RFC 6570 §1.4"})
}

// binding is what a match gives a variable: undefined, or a value, the
// whole value or (prefix > 0) a prefix of it; at is where its text
// begins in s.
type binding struct {
	name   string
	def    bool
	val    any // string, []string or []Pair
	prefix int
	at     int
}

// state is a point of a match: at s[i], about to match varspec j of
// expression k (j == 0 and k's literal not yet matched when lit), after
// a defined value (started) whose expansion was empty (empty).
type state struct {
	k, j, i        int
	started, empty bool
}

// matcher tries each way of matching s, depth first, counting the ways
// up to two.
type matcher struct {
	t     *Template
	exprs []Expression
	s     string
	lits  []string // the expansion of the literals before each expression, and after the last
	memo  map[state]uint8
	cur   []binding // the variables of the way being tried
	first []binding // those of the first way found
	other []binding // the variables of the way being tried when a second was found
	found int
	far   int // the furthest offset a way reached
	steps int
}

// lit matches the literal before expression k (or the last one) at s[i].
func (m *matcher) lit(k, i int) int {
	l := m.lits[k]
	if !strings.HasPrefix(m.s[i:], l) {
		m.reach(i + commonPrefix(m.s[i:], l))
		return 0
	}
	i += len(l)
	m.reach(i)
	if k == len(m.exprs) {
		if i != len(m.s) {
			return 0
		}
		m.found++
		if m.found == 1 {
			m.first = slices.Clone(m.cur)
		} else if m.other == nil {
			m.other = slices.Clone(m.cur)
		}
		return 1
	}
	return m.vars(state{k: k, i: i})
}

func (m *matcher) reach(i int) {
	if i > m.far {
		m.far = i
	}
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// vars matches varspec st.j of expression st.k at s[st.i], and what
// follows; it returns the number of ways, up to 2.
func (m *matcher) vars(st state) int {
	m.steps++
	if m.steps > matchBudget {
		return 2
	}
	if m.memo != nil {
		if n, ok := m.memo[st]; ok {
			if n > 0 && m.found > 0 && m.other == nil {
				m.other = slices.Clone(m.cur)
			}
			m.found += int(n)
			return int(n)
		}
	}
	n := m.try(st)
	if m.memo != nil {
		m.memo[st] = uint8(min(n, 2))
	}
	return n
}

func (m *matcher) try(st state) int {
	e := &m.exprs[st.k]
	info := &ops[e.Op]
	if st.j == len(e.Vars) {
		// An expression of no operator or "+" whose one defined value
		// expanded to nothing: undefined, the simpler answer.
		if st.empty && info.first == 0 {
			return 0
		}
		return m.lit(st.k+1, st.i)
	}
	v := &e.Vars[st.j]
	next := st
	next.j++
	n := 0
	// Undefined.
	if m.bind(binding{name: v.Name}) {
		n += m.vars(next)
		m.unbind()
	}
	if n >= 2 {
		return n
	}
	// Defined: the operator's first character, or the separator.
	p := st.i
	c := info.sep
	if !st.started {
		c = info.first
	}
	if c != 0 {
		if p >= len(m.s) || m.s[p] != c {
			return n
		}
		p++
	}
	m.reach(p)
	next.started = true
	next.empty = !st.started && p == st.i
	alts := m.values(info, v, p)
	m.steps += len(alts)
	for _, a := range alts {
		next.i = a.end
		next.empty = !st.started && a.end == st.i
		if !m.bind(binding{name: v.Name, def: true, val: a.val, prefix: v.Prefix, at: p}) {
			continue
		}
		n += m.vars(next)
		m.unbind()
		if n >= 2 {
			return n
		}
	}
	return n
}

// bind adds b to the variables of the way being tried, if it agrees
// with what an earlier use of the variable gave.
func (m *matcher) bind(b binding) bool {
	for i := range m.cur {
		o := &m.cur[i]
		if o.name != b.name {
			continue
		}
		if o.def != b.def {
			return false
		}
		if !b.def {
			break
		}
		switch {
		case o.prefix == 0 && b.prefix == 0:
			if !equalValues(o.val, b.val) {
				return false
			}
		case o.prefix > 0 && b.prefix > 0:
			os, bs := o.val.(string), b.val.(string)
			if !strings.HasPrefix(os, bs) && !strings.HasPrefix(bs, os) {
				return false
			}
			if len(bs) <= len(os) {
				b = *o
			}
		default:
			full, part := o, &b
			if o.prefix > 0 {
				full, part = &b, o
			}
			fs, ok := full.val.(string)
			if !ok || prefixOf(fs, part.prefix) != part.val.(string) {
				return false
			}
			b = *full
		}
		m.cur = append(m.cur, b)
		return true
	}
	m.cur = append(m.cur, b)
	return true
}

func (m *matcher) unbind() { m.cur = m.cur[:len(m.cur)-1] }

// equalValues reports whether two values a match gave are the same.
func equalValues(a, b any) bool {
	switch a := a.(type) {
	case string:
		b, ok := b.(string)
		return ok && a == b
	case []string:
		b, ok := b.([]string)
		return ok && slices.Equal(a, b)
	case []Pair:
		b, ok := b.([]Pair)
		return ok && slices.Equal(a, b)
	}
	return false
}

// prefixOf is the prefix of n characters of a decoded value.
func prefixOf(s string, n int) string { return prefix(s, n, false) }

// ambiguous names the variable the two ways found disagree on, and
// where it begins in s in the first; "" when they disagree on none of
// those the second way had bound.
func (m *matcher) ambiguous() (string, int) {
	last := func(bs []binding, name string) *binding {
		for i := len(bs) - 1; i >= 0; i-- {
			if bs[i].name == name {
				return &bs[i]
			}
		}
		return nil
	}
	for i := range m.first {
		a := &m.first[i]
		b := last(m.other, a.name)
		if b == nil {
			continue
		}
		if a.def != b.def || a.def && (!equalValues(a.val, b.val) || a.at != b.at) {
			at := a.at
			if !a.def {
				at = b.at
			}
			return a.name, at
		}
	}
	return "", 0
}

// alt is a way of matching a variable's value: where its text ends in
// s, and the value.
type alt struct {
	end int
	val any
}

// unit returns the end of the character of a value's expansion at s[i]
// (RFC 6570 §3.2.1), or -1: for U an unreserved character, or a
// pct-encoded triplet, uppercase, of an octet that is not unreserved (as
// Expand writes the others); for U+R an unreserved or reserved
// character, or any pct-encoded triplet.
func unit(s string, i int, reserved bool) int {
	if i >= len(s) {
		return -1
	}
	c := s[i]
	switch {
	case chars.IsUnreserved(c), reserved && chars.IsReserved(c):
		return i + 1
	case c != '%':
		return -1
	}
	d, ok := chars.Decode(s, i)
	if !ok {
		return -1
	}
	if !reserved && (chars.IsUnreserved(d) || s[i+1] != chars.UpperHex[d>>4] || s[i+2] != chars.UpperHex[d&15]) {
		return -1
	}
	return i + 3
}

// decode decodes the text of a value: for U, the octets the triplets
// encode; for U+R, the text as it is.
func decode(s string, reserved bool) string {
	if reserved || !strings.Contains(s, "%") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if d, ok := chars.Decode(s, i); ok {
			b = append(b, d)
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// chars counts the characters of a value's text as a prefix modifier
// does (§2.4.1).
func charCount(text string, reserved bool) int {
	if reserved {
		n := 0
		for i := 0; i < len(text); i = unit(text, i, true) {
			n++
		}
		return n
	}
	return utf8.RuneCountInString(decode(text, false))
}

// values returns the ways the value of v can be written at s[p], for an
// expression of the operator info.
func (m *matcher) values(info *opInfo, v *Varspec, p int) []alt {
	s := m.s
	var out []alt
	// runs calls f at each end of a run of value characters from i on,
	// i itself first.
	runs := func(i int, f func(end int)) {
		for j := i; j >= 0; j = unit(s, j, info.reserved) {
			f(j)
		}
	}
	if v.Explode {
		return m.exploded(info, v, p)
	}
	q := p
	if info.named {
		if !strings.HasPrefix(s[p:], v.Name) {
			return nil
		}
		q += len(v.Name)
		if !info.ifemp {
			out = append(out, alt{q, ""}) // ";name": the empty string
		}
		if q >= len(s) || s[q] != '=' {
			return out
		}
		q++
		m.reach(q)
	}
	runs(q, func(end int) {
		if end == q && info.named && !info.ifemp {
			return // ";name=" writes no empty string
		}
		text := s[q:end]
		if v.Prefix > 0 && charCount(text, info.reserved) > v.Prefix {
			return
		}
		out = append(out, alt{end, decode(text, info.reserved)})
	})
	if info.reserved || v.Prefix > 0 {
		return out
	}
	// A list of two or more members, joined by ",": the last may end at
	// any character of its run.
	var members []string
	from := q
	for {
		end := from
		for j := from; j >= 0; j = unit(s, j, false) {
			end = j
			if len(members) > 0 {
				out = append(out, alt{j, append(slices.Clip(members), decode(s[from:j], false))})
			}
		}
		if end >= len(s) || s[end] != ',' {
			return out
		}
		members = append(members, decode(s[from:end], false))
		from = end + 1
		m.reach(from)
	}
}

// exploded returns the ways the value of an exploded v can be written
// at s[p] (RFC 6570 §3.2.1): the members of a list, or the pairs of an
// associative array, each after the operator's separator.
func (m *matcher) exploded(info *opInfo, v *Varspec, p int) []alt {
	s := m.s
	var out []alt
	if info.reserved {
		// Members may hold ",", the separator: the text is split at each.
		for j := p; j >= 0; j = unit(s, j, true) {
			out = append(out, alt{j, strings.Split(s[p:j], ",")})
		}
		return out
	}
	var items []item
	hasPair := false
	// run calls f at each end of a run of value characters from i on,
	// i itself first; for ".", whose separator is unreserved, a run ends
	// at a "." after its first character (at any, with any set).
	run := func(i int, any bool, f func(end int)) int {
		end := i
		for j := i; j >= 0; j = unit(s, j, false) {
			end = j
			f(j)
			if info.sep == '.' && (j > i || any) && j < len(s) && s[j] == '.' {
				break
			}
		}
		return end
	}
	emit := func(it item, pair bool, end int) {
		all := append(slices.Clip(items), it)
		out = append(out, alt{end, explodedValue(info, v, all, hasPair || pair)})
	}
	from := p
	for {
		// An item: a name (a member), then "=" and a value; the last
		// item may end at any character of its last run.
		kend := run(from, true, func(end int) {
			if !(info.named && info.ifemp) { // "?" and "&" write "name="
				emit(item{name: decode(s[from:end], false)}, false, end)
			}
		})
		it := item{name: decode(s[from:kend], false)}
		end := kend
		if kend < len(s) && s[kend] == '=' {
			vfrom := kend + 1
			end = -1
			vend := run(vfrom, false, func(j int) {
				if j > vfrom || info.ifemp { // only "?" and "&" write "name=" for an empty value
					emit(item{it.name, decode(s[vfrom:j], false)}, !info.named, j)
					end = j
				}
			})
			if end < 0 {
				return out
			}
			it.value, end = decode(s[vfrom:vend], false), vend
			hasPair = hasPair || !info.named
		} else if info.named && info.ifemp {
			return out
		}
		m.reach(end)
		items = append(items, it)
		if end >= len(s) || s[end] != info.sep {
			return out
		}
		from = end + 1
	}
}

// item is a member of an exploded variable's expansion: a name, or a
// list's member, and the value after "=".
type item struct{ name, value string }

// explodedValue is the value the items of an exploded variable give: a
// list, or an associative array.
func explodedValue(info *opInfo, v *Varspec, items []item, hasPair bool) any {
	isList := !hasPair
	if info.named {
		isList = true
		for _, it := range items {
			if it.name != v.Name {
				isList = false
			}
		}
	}
	if isList {
		out := make([]string, len(items))
		for i, it := range items {
			out[i] = it.name
			if info.named {
				out[i] = it.value
			}
		}
		return out
	}
	out := make([]Pair, len(items))
	for i, it := range items {
		out[i] = Pair{it.name, it.value}
	}
	return out
}
