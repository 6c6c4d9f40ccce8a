package scheme

import "strings"

// The Parts functions of the built-in schemes. Each gets a URI its
// scheme's validator accepted, without the fragment unless the scheme's
// rule has one, and splits it at the delimiters its grammar puts between
// components: they never see an invalid URI.

// afterScheme returns what follows the scheme's ":".
func afterScheme(s string) string {
	return s[strings.IndexByte(s, ':')+1:]
}

// mailtoParts: RFC 6068 §2, mailtoURI = "mailto:" [ to ] [ hfields ]; each
// addr-spec of to is a "to", each hfield an "hfname" and an "hfvalue".
// Neither addr-spec nor qchar holds an unencoded "?", "," or "&".
func mailtoParts(s string) []Part {
	var out []Part
	to, hfields, _ := strings.Cut(afterScheme(s), "?")
	if to != "" {
		for a := range strings.SplitSeq(to, ",") {
			out = append(out, Part{"to", a})
		}
	}
	if hfields != "" {
		for f := range strings.SplitSeq(hfields, "&") {
			name, value, _ := strings.Cut(f, "=")
			out = append(out, Part{"hfname", name}, Part{"hfvalue", value})
		}
	}
	return out
}

// urnParts: RFC 8141 §2, "urn" ":" NID ":" NSS [ "?+" r-component ]
// [ "?=" q-component ] [ "#" f-component ]. The grammar lets an
// r-component hold "?=" (its "?" and "=" are allowed), so that "?=" after
// "?+" may begin a q-component or go on with the r-component; the RFC
// names them two components (§2.3), and here the first "?=" after "?+"
// begins the q-component.
func urnParts(s string) []Part {
	rest := afterScheme(s)
	nid, rest, _ := strings.Cut(rest, ":")
	rest, f, hasF := strings.Cut(rest, "#")
	out := []Part{{"nid", nid}}
	end := len(rest)
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		end = i
	}
	out = append(out, Part{"nss", rest[:end]})
	rest = rest[end:]
	if r, ok := strings.CutPrefix(rest, "?+"); ok {
		r, q, hasQ := strings.Cut(r, "?=")
		out = append(out, Part{"r-component", r})
		if hasQ {
			out = append(out, Part{"q-component", q})
		}
	} else if q, ok := strings.CutPrefix(rest, "?="); ok {
		out = append(out, Part{"q-component", q})
	}
	if hasF {
		out = append(out, Part{"f-component", f})
	}
	return out
}

// dataParts: RFC 2397 §3, "data:" [ mediatype ] [ ";base64" ] "," data.
// Neither the media type nor its parameters hold a ","; ";base64" is told
// from a parameter by the "=" a parameter has.
func dataParts(s string) []Part {
	head, data, _ := strings.Cut(afterScheme(s), ",")
	base64 := false
	if i := strings.LastIndexByte(head, ';'); i >= 0 && strings.EqualFold(head[i:], ";base64") {
		head, base64 = head[:i], true
	}
	out := []Part{{"mediatype", head}}
	if base64 {
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

// newsParts: RFC 5538 §4, the article (a msg-id-core, with "@") or the
// newsgroups after the optional server.
func newsParts(s string) []Part {
	rest := afterScheme(s)
	if strings.HasPrefix(rest, "//") {
		i := strings.IndexByte(rest[2:], '/')
		rest = rest[2+i+1:]
	}
	if strings.IndexByte(rest, '@') >= 0 {
		return []Part{{"article", rest}}
	}
	return []Part{{"newsgroups", rest}}
}

// nntpParts: RFC 5538 §3, the group and the article-number, if any.
func nntpParts(s string) []Part {
	p, _ := pathAfterAuthority(s)
	group, number, ok := strings.Cut(p, "/")
	out := []Part{{"group", group}}
	if ok {
		out = append(out, Part{"article-number", number})
	}
	return out
}
