package uri

import (
	"unsafe"

	"github.com/abnf-uri/uri/ast"
)

// A builder writes the text of a URI reference, component after
// component in the order of RFC 3986 §5.3, and its record (see record.go)
// as it goes: an operation that makes a URI allocates once, for the text,
// and parses nothing it has not written itself.
//
// The buffer is allocated with the room the caller asks for, and the text
// is never written past it, so that the string the URI holds shares the
// buffer's memory, as strings.Builder does.
type builder struct {
	buf []byte
	u   URI // the record; u.s is set when the text is done
	// Where the components being written began: -1 for none.
	authority, host, query, fragment int
}

// init makes b a builder whose text may take up to n bytes.
func (b *builder) init(n int) {
	b.buf = make([]byte, 0, n)
	b.u.s, b.u.sp = "", noSpans
	b.authority, b.host, b.query, b.fragment = -1, -1, -1, -1
}

// n is the length of the text written so far.
func (b *builder) n() int { return len(b.buf) }

func (b *builder) write(s string) { b.buf = append(b.buf, s...) }

func (b *builder) writeByte(c byte) { b.buf = append(b.buf, c) }

// endScheme records the scheme written, and writes its ":".
func (b *builder) endScheme() {
	b.u.set(ast.KindScheme, 0, len(b.buf))
	b.writeByte(':')
}

// authorityOf writes "//" and the authority of v as it is, with its
// record; v has an authority.
func (b *builder) authorityOf(v *URI) {
	b.write("//")
	start, end, _ := v.span(ast.KindAuthority)
	d := int32(len(b.buf) - start)
	for _, i := range authoritySlots {
		if pos := v.sp[i]; pos >= 0 {
			b.u.sp[i], b.u.sp[i+1] = pos+d, v.sp[i+1]+d
		}
	}
	b.write(v.s[start:end])
	b.authority = start + int(d)
}

// beginAuthority writes "//": the userinfo, host and port follow.
func (b *builder) beginAuthority() {
	b.write("//")
	b.authority = len(b.buf)
}

// endUserinfo records the userinfo written after beginAuthority, and
// writes its "@".
func (b *builder) endUserinfo() {
	b.u.set(ast.KindUserinfo, b.authority, len(b.buf))
	b.writeByte('@')
}

// beginHost marks where the host begins.
func (b *builder) beginHost() { b.host = len(b.buf) }

// endHost records the host written since beginHost.
func (b *builder) endHost() { b.u.set(ast.KindHost, b.host, len(b.buf)) }

// port writes ":" and the port, and records it.
func (b *builder) port(s string) {
	b.writeByte(':')
	start := len(b.buf)
	b.write(s)
	b.u.set(ast.KindPort, start, len(b.buf))
}

// beginPath ends the authority, if any: the path follows, which is not
// recorded (see URI.pathSpan).
func (b *builder) beginPath() {
	if b.authority >= 0 {
		b.u.set(ast.KindAuthority, b.authority, len(b.buf))
	}
}

// beginQuery writes "?" and marks where the query begins.
func (b *builder) beginQuery() {
	b.writeByte('?')
	b.query = len(b.buf)
}

// beginFragment ends the query, if any, writes "#" and marks where the
// fragment begins.
func (b *builder) beginFragment() {
	b.endQuery()
	b.writeByte('#')
	b.fragment = len(b.buf)
}

func (b *builder) endQuery() {
	if b.query >= 0 {
		b.u.set(ast.KindQuery, b.query, len(b.buf))
		b.query = -1
	}
}

// close records what is still open, the query or the fragment, and the
// whole; the text may still be edited in place (splice).
func (b *builder) close() {
	b.endQuery()
	if b.fragment >= 0 {
		b.u.set(ast.KindFragment, b.fragment, len(b.buf))
		b.fragment = -1
	}
}

// restOf ends the path written, and writes u's query and fragment after
// it, with their record; it returns the URI written.
func (b *builder) restOf(u *URI) URI {
	_, pEnd, _ := u.pathSpan()
	d := len(b.buf) - pEnd
	b.write(u.s[pEnd:])
	for _, k := range [...]ast.Kind{ast.KindQuery, ast.KindFragment} {
		if pos, end, ok := u.span(k); ok {
			b.u.set(k, pos+d, end+d)
		}
	}
	return b.uri()
}

// uri returns the URI written. The builder is not to be used again.
func (b *builder) uri() URI {
	b.close()
	if len(b.buf) == 0 {
		return URI{}
	}
	// The string shares the buffer, which nothing writes to again.
	b.u.s = bytesString(b.buf)
	return b.u
}

// uriOr returns the URI written, or u when it is u's text: u is the same
// URI, and keeps its own memory.
func (b *builder) uriOr(u URI) URI {
	if bytesString(b.buf) == u.s {
		return u
	}
	return b.uri()
}

// text returns the text written of the node of rule k, and whether
// there is one.
func (b *builder) text(k ast.Kind) (string, bool) {
	i := slots[k]
	if p := b.u.sp[i]; p >= 0 {
		return bytesString(b.buf[p:b.u.sp[i+1]]), true
	}
	return "", false
}

// view returns the URI written so far, closed, to read its components; it
// is good until the builder writes again.
func (b *builder) view() URI {
	v := b.u
	v.s = bytesString(b.buf)
	return v
}

// from makes b a builder of u's text and record, with room for n bytes
// more: closed, to be edited in place.
func (b *builder) from(u URI, n int) {
	b.init(len(u.s) + n)
	b.write(u.s)
	if u.s != "" {
		b.u.sp = u.sp
	}
}

// splice replaces the text b.buf[i:j] with s, which may be a part of it,
// and moves what is recorded after j by the difference in length, and
// what begins or ends at j too when something is replaced; an insertion
// (i == j) goes after the nodes that end at j, and before those that
// begin there. What was recorded between i and j is for the caller to
// mend. b has room for s.
func (b *builder) splice(i, j int, s string) {
	d := len(s) - (j - i)
	n := len(b.buf)
	if d <= 0 {
		copy(b.buf[i:], s)
		copy(b.buf[j+d:], b.buf[j:n])
	} else {
		b.buf = b.buf[:n+d]
		copy(b.buf[j+d:], b.buf[j:n])
		copy(b.buf[i:], s)
	}
	b.buf = b.buf[:n+d]
	from := j // the first offset that moves
	if i == j {
		from = j + 1
	}
	sp := &b.u.sp
	for k := range sp {
		if int(sp[k]) >= from {
			sp[k] += int32(d)
		}
	}
}

// bytesString is b as a string, without copying, for reading only while
// b does not change.
func bytesString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
