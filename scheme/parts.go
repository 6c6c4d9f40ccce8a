package scheme

import (
	"strings"

	"github.com/abnf-uri/uri/internal/ref"
	on3986ast "github.com/abnf-uri/uri/scheme/internal/on3986/ast"
	on3986 "github.com/abnf-uri/uri/scheme/internal/on3986/parser"
)

// The Parts functions of the built-in schemes. Each gets a URI its
// scheme's validator accepted, without the fragment unless the scheme's
// rule has one: they never see an invalid URI. Those of mailto, urn,
// data, news and nntp read where the components are from the spans that
// Find of the generated parser records (generate.go, -find-nodes); the
// others split the URI at the delimiters its grammar puts between
// components.

// afterScheme returns what follows the scheme's ":".
func afterScheme(s string) string {
	return s[strings.IndexByte(s, ':')+1:]
}

// span returns the text of the last match of node rule k that Find
// recorded in sp, and whether k matched.
func span(s string, sp *on3986ast.Spans, k on3986ast.Kind) (string, bool) {
	pos, end, ok := sp.Get(k)
	if !ok {
		return "", false
	}
	return s[pos:end], true
}

// mailtoParts: RFC 6068 §2, mailtoURI = "mailto:" [ to ] [ hfields ], as
// the generated parser finds to and hfields. Each addr-spec of to =
// addr-spec *("," addr-spec) is a "to", each hfield of hfields = "?"
// hfield *("&" hfield) an "hfname" and an "hfvalue" (hfield = hfname "="
// hfvalue): the spans are the last match of each rule, so the items of
// the lists are parted at their delimiters, which neither addr-spec nor
// qchar holds unencoded (nor hfname an "=").
func mailtoParts(s string) []Part {
	var sp on3986ast.Spans
	ref.CountParse()
	if on3986.FindMailtoURI(s, &sp) != nil {
		return nil
	}
	var out []Part
	if to, ok := span(s, &sp, on3986ast.KindTo); ok {
		for a := range strings.SplitSeq(to, ",") {
			out = append(out, Part{"to", a})
		}
	}
	if hfields, ok := span(s, &sp, on3986ast.KindHfields); ok {
		for f := range strings.SplitSeq(hfields[len("?"):], "&") {
			name, value, _ := strings.Cut(f, "=")
			out = append(out, Part{"hfname", name}, Part{"hfvalue", value})
		}
	}
	return out
}

// urnParts: RFC 8141 §2, namestring = "urn" ":" NID ":" NSS [ "?+"
// r-component ] [ "?=" q-component ] [ "#" f-component ], each component
// as the generated parser finds it. The grammar lets an r-component hold
// "?=" (its "?" and "=" are allowed), so that "?=" after "?+" may begin a
// q-component or go on with the r-component, and the parser takes the
// longest r-component; §2.3.1 says "The r-component ends with a "?="
// sequence (which begins a q-component)", so the first "?=" in the
// parser's r-component begins the q-component, which runs to the end of
// the parser's.
func urnParts(s string) []Part {
	var sp on3986ast.Spans
	ref.CountParse()
	if on3986.FindNamestring(s, &sp) != nil {
		return nil
	}
	nid, _ := span(s, &sp, on3986ast.KindNID)
	nss, _ := span(s, &sp, on3986ast.KindNSS)
	out := []Part{{"nid", nid}, {"nss", nss}}
	q, hasQ := span(s, &sp, on3986ast.KindQComponent)
	if pos, end, ok := sp.Get(on3986ast.KindRComponent); ok {
		r := s[pos:end]
		if i := strings.Index(r, "?="); i >= 0 {
			if _, qEnd, ok := sp.Get(on3986ast.KindQComponent); ok {
				end = qEnd
			}
			r, q, hasQ = r[:i], s[pos+i+len("?="):end], true
		}
		out = append(out, Part{"r-component", r})
	}
	if hasQ {
		out = append(out, Part{"q-component", q})
	}
	if f, ok := span(s, &sp, on3986ast.KindFComponent); ok {
		out = append(out, Part{"f-component", f})
	}
	return out
}

// dataParts: RFC 2397 §3, dataurl = "data:" [ mediatype ] [ ";base64" ]
// "," data, mediatype and data as the generated parser finds them (an
// empty media type when there is none); ";base64" is what lies between
// them but the ",". Its Part is written "base64", in any case.
func dataParts(s string) []Part {
	var sp on3986ast.Spans
	ref.CountParse()
	if on3986.FindDataurl(s, &sp) != nil {
		return nil
	}
	head, end := "", len("data:")
	if pos, e, ok := sp.Get(on3986ast.KindMediatype); ok {
		head, end = s[pos:e], e
	}
	pos, e, ok := sp.Get(on3986ast.KindData)
	if !ok {
		pos, e = len(s), len(s)
	}
	data := s[pos:e]
	out := []Part{{"mediatype", head}}
	if pos-len(",") > end {
		out = append(out, Part{"base64", "base64"})
	}
	return append(out, Part{"data", data})
}

// telParts: RFC 3966 §3, the number (global-number-digits or
// local-number-digits) and then each parameter, named by its name
// ("ext", "isub", "phone-context" or a pname) with its value. No
// parameter value holds an unencoded ";".
func telParts(s string) []Part {
	fields := strings.Split(afterScheme(s), ";")
	out := []Part{{"number", fields[0]}}
	for _, f := range fields[1:] {
		name, value, _ := strings.Cut(f, "=")
		out = append(out, Part{name, value})
	}
	return out
}

// geoParts: RFC 5870 §3.3, coord-a, coord-b, coord-c if there, then each
// parameter ("crs", "u", or a pname) with its value.
func geoParts(s string) []Part {
	fields := strings.Split(afterScheme(s), ";")
	var out []Part
	for i, c := range strings.Split(fields[0], ",") {
		out = append(out, Part{"coord-" + string(rune('a'+i)), c})
	}
	for _, f := range fields[1:] {
		name, value, _ := strings.Cut(f, "=")
		out = append(out, Part{name, value})
	}
	return out
}

// pathAfterAuthority returns what follows the authority of a URI
// "scheme://authority/...", without its first "/", and whether there is
// a "/".
func pathAfterAuthority(s string) (string, bool) {
	rest := afterScheme(s)[2:]
	i := strings.IndexByte(rest, '/')
	if i < 0 {
		return "", false
	}
	return rest[i+1:], true
}

// ftpParts: RFC 1738 §3.2, the fpath and the ftptype of ";type=" (§3.2.2).
// An fsegment holds no unencoded ";".
func ftpParts(s string) []Part {
	p, ok := pathAfterAuthority(s)
	if !ok {
		return nil
	}
	// An fsegment holds no ";": the first begins ";type=", in any case.
	typecode, hasType := "", false
	if i := strings.IndexByte(p, ';'); i >= 0 {
		p, typecode, hasType = p[:i], p[i+len(";type="):], true
	}
	out := []Part{{"fpath", p}}
	if hasType {
		out = append(out, Part{"typecode", typecode})
	}
	return out
}

// gopherParts: RFC 4266 §2 (RFC 1738 §3.4), gtype, selector, search and
// gopher-plus-string, parted by "%09"; a selector or search that holds
// "%09" is read as ending there.
func gopherParts(s string) []Part {
	p, ok := pathAfterAuthority(s)
	if !ok || p == "" {
		return nil
	}
	out := []Part{{"gtype", p[:1]}}
	if p[0] == '%' {
		out[0].Value, p = p[:3], p[3:]
	} else {
		p = p[1:]
	}
	names := []string{"selector", "search", "gopher-plus-string"}
	for i, v := range strings.SplitN(p, "%09", len(names)) {
		out = append(out, Part{names[i], v})
	}
	return out
}

// newsParts: RFC 5538 §4, newsURL = "news:" [ server "/" ] ( article /
// newsgroups ), the article (a msg-id-core, with "@") or the newsgroups
// as the generated parser finds them.
func newsParts(s string) []Part {
	var sp on3986ast.Spans
	ref.CountParse()
	if on3986.FindNewsURL(s, &sp) != nil {
		return nil
	}
	if article, ok := span(s, &sp, on3986ast.KindArticle); ok {
		return []Part{{"article", article}}
	}
	newsgroups, _ := span(s, &sp, on3986ast.KindNewsgroups)
	return []Part{{"newsgroups", newsgroups}}
}

// nntpParts: RFC 5538 §3, nntpURL = "nntp:" server "/" group [ "/"
// article-number ], the group and the article-number, if any, as the
// generated parser finds them.
func nntpParts(s string) []Part {
	var sp on3986ast.Spans
	ref.CountParse()
	if on3986.FindNntpURL(s, &sp) != nil {
		return nil
	}
	group, _ := span(s, &sp, on3986ast.KindGroup)
	out := []Part{{"group", group}}
	if number, ok := span(s, &sp, on3986ast.KindArticleNumber); ok {
		out = append(out, Part{"article-number", number})
	}
	return out
}
