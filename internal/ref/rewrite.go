package ref

// Path names the path where Rewrite hands a component to its writer; the
// path has no span of its own (Ref.PathSpan), and Set, Span and Text do
// not take it.
const Path = numComponents

// Rewrite returns a reference with r's components, in order, each written
// by write into b (which has room for n bytes, as Builder.Init says):
// the userinfo, the host (host in place of r's, when r has one), the
// path, the query and the fragment, as write writes them; the scheme and
// the port, which are ASCII and hold no escapes, as they are. write must
// write text that the component's rule allows, for the result to be
// valid: nothing is parsed.
func Rewrite(r *Ref, host string, n int, write func(b *Builder, c Component, s string)) Ref {
	var b Builder
	b.Init(n)
	if scheme, ok := r.Text(Scheme); ok {
		b.Write(scheme)
		b.EndScheme()
	}
	if r.Has(Authority) {
		b.BeginAuthority()
		if userinfo, ok := r.Text(Userinfo); ok {
			write(&b, Userinfo, userinfo)
			b.EndUserinfo()
		}
		b.BeginHost()
		write(&b, Host, host)
		b.EndHost()
		if port, ok := r.Text(Port); ok {
			b.Port(port)
		}
	}
	b.BeginPath()
	write(&b, Path, r.Path())
	if query, ok := r.Text(Query); ok {
		b.BeginQuery()
		write(&b, Query, query)
	}
	if fragment, ok := r.Text(Fragment); ok {
		b.BeginFragment()
		write(&b, Fragment, fragment)
	}
	return b.Ref()
}

// CountParses returns how many times f runs one of the module's
// generated automata over text, as the packages report it through
// CountParse: for the tests that pin how often each operation parses.
// It is not safe to call from tests that run in parallel.
func CountParses(f func()) int {
	n := 0
	TestHookParse = func() { n++ }
	defer func() { TestHookParse = nil }()
	f()
	return n
}
