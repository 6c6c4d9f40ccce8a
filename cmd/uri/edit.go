package main

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/zone"
)

// This file holds what get, set and query share: where the components of
// a URI reference are in its text, decoding them for the output, and the
// parameters of a query.

// editComponents are the components get, set and query name, in the
// order of a URI.
var editComponents = []string{"scheme", "userinfo", "host", "port", "path", "query", "fragment"}

// A located is a component of a URI reference with its offset in the
// text, after its delimiter, and whether the URI has it.
type located struct {
	text string
	at   int
	has  bool
}

// locate returns the components of u by name (see editComponents).
func locate(u uri.URI) map[string]located {
	p := u.Parts()
	m := make(map[string]located, len(editComponents))
	i := 0
	if p.HasScheme {
		m["scheme"] = located{p.Scheme, 0, true}
		i = len(p.Scheme) + 1
	}
	if p.HasAuthority {
		i += 2
		if p.HasUserinfo {
			m["userinfo"] = located{p.Userinfo, i, true}
			// RFC 3986 §3.2.1: "user:password", the password after the
			// first ":", deprecated.
			user, password, ok := strings.Cut(p.Userinfo, ":")
			m["user"] = located{user, i, true}
			if ok {
				m["password"] = located{password, i + len(user) + 1, true}
			}
			i += len(p.Userinfo) + 1
		}
		m["host"] = located{p.Host, i, true}
		i += len(p.Host)
		if p.HasPort {
			m["port"] = located{p.Port, i + 1, true}
			i += 1 + len(p.Port)
		}
	}
	m["path"] = located{p.Path, i, true}
	i += len(p.Path)
	if p.HasQuery {
		m["query"] = located{p.Query, i + 1, true}
		i += 1 + len(p.Query)
	}
	if p.HasFragment {
		m["fragment"] = located{p.Fragment, i + 1, true}
	}
	return m
}

// locateZone returns the components of z by name, as locate does, its
// host written with its zone ("[fe80::1%25eth0]"), and its zone (RFC 6874
// §2, ZoneID, as written) as "zone".
func locateZone(z zone.URI) map[string]located {
	m := locate(z.URI())
	host, ok := z.Host()
	id, hasZone := z.Zone()
	if !ok || !hasZone {
		return m
	}
	h := m["host"]
	shift := len(host) - len(h.text)
	// The zone is after the address and its "%25", before the "]".
	m["zone"] = located{id, h.at + len(host) - 1 - len(id), true}
	m["host"] = located{host, h.at, true}
	for name, l := range m {
		if l.at > h.at && name != "zone" && name != "userinfo" && name != "user" && name != "password" {
			l.at += shift
			m[name] = l
		}
	}
	return m
}

// decode percent-decodes raw, the text at offset at of the input in (-1:
// text in no input), for out: in text with -raw, the result may not hold
// a tab or a line break (without -raw, appendText quotes it); in JSON, it
// must be UTF-8 (see "uri unescape"). With form, "+" is a space, as in
// HTML forms. A failure is at the offset in in of what is wrong; raw is a
// part of a URI reference, and its escapes are well formed.
func decode(out *output, in string, at int, raw string, form bool) (string, *failure) {
	if form && strings.Contains(raw, "+") {
		raw = strings.ReplaceAll(raw, "+", " ")
	}
	s, err := uri.Unescape(raw)
	var f *failure
	switch {
	case err != nil:
		f = escapeFailure(escapeErrorOf(err), "")
	case out.json && !utf8.ValidString(s):
		f = notJSONText(raw, true)
	case !out.json && out.raw:
		f = notOneLine(raw, true)
	}
	if f != nil {
		if at < 0 { // raw is in no input
			f.offset = -1
		} else {
			f.offset += at
			f.at(in, false)
		}
		return "", f
	}
	return s, nil
}

// buildResult returns the text of the URI reference the parts an edit made
// put together, or the failure of parts that make none: it would be a
// mistake of the edit, which should never make one.
func buildResult(p uri.Parts) (string, *failure) {
	u, err := p.URI()
	if err == nil {
		return u.String(), nil
	}
	e := syntaxErrorOf(err)
	be, ok := errors.AsType[*uri.Error](err)
	if e == nil || !ok {
		return "", &failure{offset: -1, message: err.Error()}
	}
	return "", &failure{offset: -1, message: "the result " + strconv.Quote(be.Input) + " is no URI reference: offset " + strconv.Itoa(e.Offset) + ": " + e.Detail()}
}
