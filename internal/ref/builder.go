package ref

import "unsafe"

// A Builder writes the text of a URI reference, component after
// component in the order of RFC 3986 §5.3, and its record as it goes:
// an operation that makes a URI allocates once, for the text,
// and parses nothing it has not written itself.
//
// The buffer is allocated with the room the caller asks for, and the text
// is never written past it, so that the string the URI holds shares the
// buffer's memory, as strings.Builder does.
type Builder struct {
	Buf []byte
	r   Ref // the record; r.S is set when the text is done
	// Where the components being written began: -1 for none.
	authority, host, query, fragment int
}

// Init makes b a builder whose text may take up to n bytes.
func (b *Builder) Init(n int) {
	b.Buf = make([]byte, 0, n)
	b.r.S, b.r.Sp = "", NoSpans
	b.authority, b.host, b.query, b.fragment = -1, -1, -1, -1
}

// N is the length of the text written so far.
func (b *Builder) N() int { return len(b.Buf) }

func (b *Builder) Write(s string) { b.Buf = append(b.Buf, s...) }

func (b *Builder) Byte(c byte) { b.Buf = append(b.Buf, c) }

// EndScheme records the scheme written, and writes its ":".
func (b *Builder) EndScheme() {
	b.r.Set(Scheme, 0, len(b.Buf))
	b.Byte(':')
}

// AuthorityOf writes "//" and the authority of v as it is, with its
// record; v has an authority.
func (b *Builder) AuthorityOf(v *Ref) {
	b.Write("//")
	start, end, _ := v.Span(Authority)
	d := int32(len(b.Buf) - start)
	for c := Authority; c <= Port; c++ {
		i := 2 * c
		if pos := v.Sp[i]; pos >= 0 {
			b.r.Sp[i], b.r.Sp[i+1] = pos+d, v.Sp[i+1]+d
		}
	}
	b.Write(v.S[start:end])
	b.authority = start + int(d)
}

// BeginAuthority writes "//": the userinfo, host and port follow.
func (b *Builder) BeginAuthority() {
	b.Write("//")
	b.authority = len(b.Buf)
}

// EndUserinfo records the userinfo written after beginAuthority, and
// writes its "@".
func (b *Builder) EndUserinfo() {
	b.r.Set(Userinfo, b.authority, len(b.Buf))
	b.Byte('@')
}

// BeginHost marks where the host begins.
func (b *Builder) BeginHost() { b.host = len(b.Buf) }

// EndHost records the host written since beginHost.
func (b *Builder) EndHost() { b.r.Set(Host, b.host, len(b.Buf)) }

// Port writes ":" and the port, and records it.
func (b *Builder) Port(s string) {
	b.Byte(':')
	start := len(b.Buf)
	b.Write(s)
	b.r.Set(Port, start, len(b.Buf))
}

// BeginPath ends the authority, if any: the path follows, which is not
// recorded (see Ref.PathSpan).
func (b *Builder) BeginPath() {
	if b.authority >= 0 {
		b.r.Set(Authority, b.authority, len(b.Buf))
	}
}

// BeginQuery writes "?" and marks where the query begins.
func (b *Builder) BeginQuery() {
	b.Byte('?')
	b.query = len(b.Buf)
}

// BeginFragment ends the query, if any, writes "#" and marks where the
// fragment begins.
func (b *Builder) BeginFragment() {
	b.endQuery()
	b.Byte('#')
	b.fragment = len(b.Buf)
}

func (b *Builder) endQuery() {
	if b.query >= 0 {
		b.r.Set(Query, b.query, len(b.Buf))
		b.query = -1
	}
}

// Close records what is still open, the query or the fragment, and the
// whole; the text may still be edited in place (splice).
func (b *Builder) Close() {
	b.endQuery()
	if b.fragment >= 0 {
		b.r.Set(Fragment, b.fragment, len(b.Buf))
		b.fragment = -1
	}
}

// RestOf ends the path written, and writes u's query and fragment after
// it, with their record; it returns the reference written.
func (b *Builder) RestOf(u *Ref) Ref {
	_, pEnd, _ := u.PathSpan()
	d := len(b.Buf) - pEnd
	b.Write(u.S[pEnd:])
	for _, k := range [...]Component{Query, Fragment} {
		if pos, end, ok := u.Span(k); ok {
			b.r.Set(k, pos+d, end+d)
		}
	}
	return b.Ref()
}

// Ref returns the reference written. The builder is not to be used again.
func (b *Builder) Ref() Ref {
	b.Close()
	if len(b.Buf) == 0 {
		return Ref{}
	}
	// The string shares the buffer, which nothing writes to again.
	b.r.S = BytesString(b.Buf)
	return b.r
}

// RefOr returns the reference written, or u when it is u's text: u is the
// same reference, and keeps its own memory.
func (b *Builder) RefOr(u Ref) Ref {
	if BytesString(b.Buf) == u.S {
		return u
	}
	return b.Ref()
}

// Text returns the text written of component c, and whether there is
// one.
func (b *Builder) Text(c Component) (string, bool) {
	i := 2 * c
	if p := b.r.Sp[i]; p >= 0 {
		return BytesString(b.Buf[p:b.r.Sp[i+1]]), true
	}
	return "", false
}

// View returns the reference written so far, closed, to read its components; it
// is good until the builder writes again.
func (b *Builder) View() Ref {
	v := b.r
	v.S = BytesString(b.Buf)
	return v
}

// From makes b a builder of u's text and record, with room for n bytes
// more: closed, to be edited in place.
func (b *Builder) From(u Ref, n int) {
	b.Init(len(u.S) + n)
	b.Write(u.S)
	if u.S != "" {
		b.r.Sp = u.Sp
	}
}

// Splice replaces the text b.Buf[i:j] with s, which may be a part of it,
// and moves what is recorded after j by the difference in length, and
// what begins or ends at j too when something is replaced; an insertion
// (i == j) goes after the nodes that end at j, and before those that
// begin there. What was recorded between i and j is for the caller to
// mend. b has room for s.
func (b *Builder) Splice(i, j int, s string) {
	d := len(s) - (j - i)
	n := len(b.Buf)
	if d <= 0 {
		copy(b.Buf[i:], s)
		copy(b.Buf[j+d:], b.Buf[j:n])
	} else {
		b.Buf = b.Buf[:n+d]
		copy(b.Buf[j+d:], b.Buf[j:n])
		copy(b.Buf[i:], s)
	}
	b.Buf = b.Buf[:n+d]
	from := j // the first offset that moves
	if i == j {
		from = j + 1
	}
	sp := &b.r.Sp
	for k := range sp {
		if int(sp[k]) >= from {
			sp[k] += int32(d)
		}
	}
}

// BytesString is b as a string, without copying, for reading only while
// b does not change.
func BytesString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// Set records that the reference written has component c at
// b.Buf[pos:end].
func (b *Builder) Set(c Component, pos, end int) { b.r.Set(c, pos, end) }

// Clear records that the reference written has no component c.
func (b *Builder) Clear(c Component) { b.r.Clear(c) }
