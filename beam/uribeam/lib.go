package uribeam

// This file is the only one in the module that calls package uri and its
// packages crawl, extract, lenient, lint and query: each function below
// is one operation of the library, its result in plain strings and ints,
// so that a change of the library's API changes this file and no other.

import (
	"errors"
	"fmt"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/crawl"
	uriextract "github.com/abnf-uri/uri/extract"
	"github.com/abnf-uri/uri/lenient"
	"github.com/abnf-uri/uri/lint"
	"github.com/abnf-uri/uri/query"
)

// A failure says where and why an input is not what it should be.
type failure struct {
	offset    int    // byte offset into the input, -1 when at no one place
	component string // the component of a URI the offset is in, or ""
	message   string
}

// guard runs f and turns a panic in it into a failure, so that one input
// the library cannot handle becomes an invalid record rather than the end
// of a bundle.
func guard(f func() *failure) (fail *failure) {
	defer func() {
		if r := recover(); r != nil {
			fail = &failure{offset: -1, message: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	return f()
}

// parseFailure is the failure of an input, which err says is no URI
// reference (or no URI). The offset, the component (named as the uri
// command names it) and the grammar's expectation come from the library's
// *uri.SyntaxError; an error of another type keeps its text and has no
// offset.
func parseFailure(err error) *failure {
	var e *uri.SyntaxError
	if !errors.As(err, &e) {
		return &failure{offset: -1, message: err.Error()}
	}
	return &failure{offset: e.Offset, component: e.Component, message: e.Detail()}
}

// validate reports whether s is a URI reference (RFC 3986 §4.1), and if
// not, where and why.
func validate(s string) *failure {
	return guard(func() *failure {
		if _, err := uri.Parse(s); err != nil {
			return parseFailure(err)
		}
		return nil
	})
}

// A fixRecord is one repair made by repair.
type fixRecord struct {
	kind   string // "escaped", "trimmed", ...: lenient.Kind's name
	offset int    // byte offset into the input
	text   string // the input's text repaired; "" for a "dot-slash"
}

// repair repairs s, a URL as browsers accept it, into a URI reference
// (RFC 3986 §4.1), as package lenient does, with the repairs made: none
// when s is one already.
func repair(s string) (result string, fixes []fixRecord, fail *failure) {
	fail = guard(func() *failure {
		r, err := lenient.Parse(s)
		if err != nil {
			return repairFailure(err)
		}
		result = r.URI.String()
		for _, f := range r.Fixes {
			fixes = append(fixes, fixRecord{kind: f.Kind.String(), offset: f.Offset, text: f.Text})
		}
		return nil
	})
	if fail != nil {
		return "", nil, fail
	}
	return result, fixes, nil
}

// repairFailure is the failure of an input that lenient cannot repair:
// the offset into the input and the reason from its *uri.SyntaxError, and
// the error under it (IDNA's, or package uri's about the text repaired),
// if any. It names no component: the reason does ("in host"), and the
// input's own split, before the repairs (a "\\" read as "//"), can put
// the offset in another one.
func repairFailure(err error) *failure {
	var e *uri.SyntaxError
	if !errors.As(err, &e) {
		return &failure{offset: -1, message: err.Error()}
	}
	msg := e.Reason
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return &failure{offset: e.Offset, message: msg}
}

// normalize returns the URI reference s normalized up to level (RFC 3986
// §6.2): the normal form in which equivalent URIs are the same string, and
// so also the key of s's equivalence class on the comparison ladder.
func normalize(s string, level Level) (result string, fail *failure) {
	return keyer{level: uriLevel(level)}.key(s)
}

// A keyer makes the canonical keys of Keys.
type keyer struct {
	level   uri.Level
	profile *crawl.Profile // nil without Keys.Crawl
}

func newKeyer(k Keys) keyer {
	kr := keyer{level: uriLevel(k.Level)}
	if c := k.Crawl; c != nil {
		kr.profile = &crawl.Profile{
			DropFragment: c.DropFragment,
			SortQuery:    c.SortQuery,
			TrailingDot:  c.TrailingDot,
			IndexNames:   c.IndexNames,
		}
		if len(c.DropParams) > 0 {
			var drop []func(query.Param) bool
			for _, pattern := range c.DropParams {
				drop = append(drop, query.Match(pattern))
			}
			kr.profile.DropParam = func(p query.Param) bool {
				for _, d := range drop {
					if d(p) {
						return true
					}
				}
				return false
			}
		}
	}
	return kr
}

// key returns the canonical key of the URI reference s: s normalized up
// to the keyer's level (RFC 3986 §6.2), or by its crawl profile
// (crawl.Profile.Key).
func (k keyer) key(s string) (key string, fail *failure) {
	fail = guard(func() *failure {
		u, err := uri.Parse(s)
		if err != nil {
			return parseFailure(err)
		}
		if k.profile != nil {
			key = k.profile.Key(u).String()
		} else {
			key = uri.Normalizer{}.Normalize(u, k.level).String()
		}
		return nil
	})
	return key, fail
}

func uriLevel(l Level) uri.Level {
	switch l {
	case SimpleString:
		return uri.SimpleString
	case SyntaxBased:
		return uri.SyntaxBased
	}
	return uri.SchemeBased
}

// resolve resolves the URI reference ref against the URI base, strictly
// (RFC 3986 §5.2). When one of them is not what it should be, which is
// "base" or "reference".
func resolve(base, ref string) (target, which string, fail *failure) {
	fail = guard(func() *failure {
		b, err := uri.ParseURI(base)
		if err != nil {
			which = "base"
			return parseFailure(err)
		}
		r, err := uri.Parse(ref)
		if err != nil {
			which = "reference"
			return parseFailure(err)
		}
		target = b.ResolveReference(r).String()
		return nil
	})
	return target, which, fail
}

// found is a URI found in text.
type found struct {
	start, end int    // byte offsets in the text
	uri        string // without delimiters and line breaks
	delim      string // "bare", "angle", "url" or "quotes"
	flags      string // "wrapped,hyphen-ambiguous", ...; "" for none
	fail       *failure
}

// extract returns the URIs in text, as RFC 3986 Appendix C delimits them.
func extract(text string) (out []found, fail *failure) {
	fail = guard(func() *failure {
		for _, m := range uriextract.All(text) {
			f := found{start: m.Start, end: m.End, uri: m.URI, delim: m.Delim.String(), flags: m.Flags.String()}
			if m.Err != nil {
				f.fail = parseFailure(m.Err)
			}
			out = append(out, f)
		}
		return nil
	})
	return out, fail
}

// finding is what lint reports about a URI reference.
type finding struct {
	code, severity, section string
}

// lintFindings returns the findings of lint about the URI reference s
// (RFC 3986 §7), each code once.
func lintFindings(s string) (out []finding, fail *failure) {
	fail = guard(func() *failure {
		u, err := uri.Parse(s)
		if err != nil {
			return parseFailure(err)
		}
		for _, f := range lint.Check(u) {
			g := finding{code: f.Code, severity: f.Severity.String(), section: f.Section}
			seen := false
			for _, h := range out {
				seen = seen || h == g
			}
			if !seen {
				out = append(out, g)
			}
		}
		return nil
	})
	return out, fail
}
