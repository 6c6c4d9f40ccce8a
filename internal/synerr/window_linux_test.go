package synerr

import (
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"syscall"
	"testing"
	"unsafe"

	"github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/parser"
)

// guarded returns head followed by tail bytes that no one may read: they
// lie on pages mapped PROT_NONE, so that reading one faults.
func guarded(t *testing.T, head string, tail int) string {
	page := os.Getpagesize()
	if len(head) > page {
		t.Fatalf("head of %d bytes: longer than a page", len(head))
	}
	mem, err := syscall.Mmap(-1, 0, page+(tail+page-1)/page*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip(err)
	}
	t.Cleanup(func() { syscall.Munmap(mem) })
	copy(mem[page-len(head):], head)
	if err := syscall.Mprotect(mem[page:], syscall.PROT_NONE); err != nil {
		t.Skip(err)
	}
	return unsafe.String(&mem[page-len(head)], len(head)+tail)
}

// errorWindow is an error and the bytes of its input that are enough to
// build it: the head, which the test follows with bytes that fault when
// read.
type errorWindow struct {
	head string
	p    func(s string) Params // what the error is, from a parser that reads no further than head
}

// nodesAt is the parameters of the error of URI-reference on s, as
// uri.Parse builds it.
func nodesAt(s string) Params {
	var sp ast.Spans
	fail, expected, nodes := parser.FindURIReferenceAt(s, &sp)
	return Params{Offset: fail, Expected: expected, Nodes: nodes}
}

// TestWindow checks that New reads the input no further than the window
// its documentation gives (appendixb.Window), whatever follows it: one
// character past the offset, the end of the scheme and of the authority
// (for its password), and, where the component is named by matching the
// components again, the component the offset is in. The bytes after
// each head (and a few more, for the vector loads of strings.IndexByte,
// which read whole blocks) fault when read, and the error is the one of
// the same head followed by readable bytes. An input with a password is
// not among them: the error's Input is a copy of all of it, the
// password's bytes written "x".
func TestWindow(t *testing.T) {
	fixed := func(offset int, expected string, naming Naming, matches bool) func(string) Params {
		return func(string) Params {
			return Params{Offset: offset, Expected: expected, Naming: naming, NeedScheme: true, Matches: matches}
		}
	}
	for _, tt := range []errorWindow{
		{"http://a b/cdef", nodesAt},
		{"/a|bcde", nodesAt},
		{"http://h/?%zzzz", nodesAt},
		{"http://[::1/abcd", nodesAt},
		{"http://h/#a bcde", nodesAt},
		{"ht<tp://h/abcd", nodesAt},
		{"http://h:8x/abcd", nodesAt},
		{"//a:b/abcd", nodesAt},
		{"http://h/a%zbcde", nodesAt},
		// The component named by matching the components again: the
		// whole of the one the offset is in.
		{"http://h/a|b?q", fixed(10, "pchar", ByRule, false)},
		{"http://h/a?q|r#f", fixed(12, "pchar", ByRule, false)},
		// A URI that a scheme's grammar refuses (Matches): one
		// character past the offset.
		{"file:///a?qrst", fixed(9, `"/" or end of input`, ByRule, true)},
		{"http://h/a?qrst", fixed(9, `"/" or end of input`, ByPlace, false)},
	} {
		const slack, tail = 64, 1 << 16
		head := tt.head + strings.Repeat("a", slack)
		open := head + strings.Repeat("a", tail)
		want := New[Wrapper, leafError, *leafError]("parse", open, tt.p(open))
		s := guarded(t, head, tail)
		got := func() (e *Wrapper) {
			defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%q: New read past the window: %v", tt.head, r)
				}
			}()
			return New[Wrapper, leafError, *leafError]("parse", s, tt.p(s))
		}()
		if got == nil {
			continue
		}
		g, w := *got.Err.(*leafError), *want.Err.(*leafError)
		if g.Offset != w.Offset || g.Component != w.Component || g.Found != w.Found || g.Reason != w.Reason ||
			g.InPassword != w.InPassword || !slices.Equal(g.Expected, w.Expected) {
			t.Errorf("%q: %+v, want %+v", tt.head, g, w)
		}
		if len(got.Input) != len(s) {
			t.Errorf("%q: Input of %d bytes, want %d", tt.head, len(got.Input), len(s))
		}
	}
}

// leafError is a Leaf that is an error, for New's type parameters.
type leafError Leaf

func (e *leafError) Error() string { return "leaf" }
