package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/parser"
)

const setSynopsis = "usage: uri set [-unset COMPONENT,...] [-append path=SEG]... [-iterate COMPONENT=\"V...\"]... [-json] [-echo] COMPONENT=VALUE... [URI...]\n"

const setHelp = `Set sets components of URI references, percent-encoding the values.

Each COMPONENT=VALUE sets a component of every input to VALUE,
percent-encoded for it as "uri escape" does: "path=/a b" sets the path
"/a%20b", "query=q=a&b" the query "q=a&b" ("&" and "=" stay: use "uri
query" for a parameter's value), "host=ex ample" the host "ex%20ample".
COMPONENT:=VALUE sets VALUE as it is, already percent-encoded; it must
match the component's rule of RFC 3986. COMPONENT is scheme, userinfo,
host, port, path, query or fragment. An empty VALUE makes the component
present and empty ("query=" gives "http://a/?"); -unset removes it, with
its delimiter ("-unset host" removes the whole authority).
COMPONENT?=VALUE (or ?:=) sets the component only where the input does
not have it (a path: where it is empty): "port?=8080". -append path=SEG
adds SEG, percent-encoded as one segment ("/" too), after a "/" at the end
of the path: "http://a/b?q" becomes "http://a/b/SEG?q". -iterate
COMPONENT="V1 V2 ..." answers once for each value, set as COMPONENT=V;
several -iterate answer once for each combination, the last one changing
fastest. A host that is
an IPv6 address is put in brackets; one in brackets must be an
IP-literal. The scheme and the port are never encoded: they must be a
scheme and digits.

The result is a URI reference: where the components set would not read
back as such, the path is changed as RFC 3986 §5.2 and §4.2 would write
it: after an authority, a path that does not begin with "/" gets one;
without an authority, a path beginning with "//" gets "/." in front; in a
relative reference, a first segment holding ":" gets "./" in front.

Inputs: the COMPONENT=VALUE arguments come first; the arguments after
them are the inputs, each one URI reference, or, when there are none or
the only one is "-", the lines of standard input. An input that reads as
COMPONENT=VALUE ("path=x" is a relative reference) can be given on
standard input. Flags may come anywhere; an input that begins with "-"
goes after "--".

Output: a line per input (per combination of -iterate), in order: the URI
reference with its components set, or "error<TAB>OFFSET<TAB>MESSAGE" for an input that is no URI
reference (OFFSET being a byte offset into it), or when setting a userinfo
or a port of a URI without a host (OFFSET "-"). ` + textHelp + `

With -json, an object per input: "input", then "result", or
` + jsonErrorHelp + `

Exit status: 0 when every input is a URI reference that could be set, 1
otherwise, 2 on a usage error (an unknown component, a value that cannot
be one) or when reading standard input or writing standard output fails.
`

// An assignment is a value a component is set to, percent-encoded.
type assignment struct {
	component string
	value     string
	unset     bool
	// ifAbsent is "?=": the component is set only where the URI does
	// not have it.
	ifAbsent bool
	// appended is -append path=SEG: value is a segment added to the
	// path.
	appended bool
}

// componentRules are the rules of RFC 3986 a value given with ":=" must
// match, by component.
var componentRules = map[string]parser.Rule{
	"scheme":   parser.Scheme,
	"userinfo": parser.Userinfo,
	"host":     parser.Host,
	"port":     parser.Port,
	"path":     parser.Path,
	"query":    parser.Query,
	"fragment": parser.Fragment,
}

// parseAssignment reads arg, COMPONENT=VALUE or COMPONENT:=VALUE, into an
// assignment. It reports false when arg has neither form, and an error
// when it has one but cannot be set.
func parseAssignment(arg string) (assignment, bool, error) {
	name, value, ok := strings.Cut(arg, "=")
	if !ok || name == "" || strings.Trim(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-:?") != "" {
		return assignment{}, false, nil
	}
	name, raw := strings.CutSuffix(name, ":")
	name, ifAbsent := strings.CutSuffix(name, "?")
	a := assignment{component: strings.ToLower(name), ifAbsent: ifAbsent}
	rule, ok := componentRules[a.component]
	if !ok {
		return a, true, fmt.Errorf("%q: unknown component %q: want %s (an input of this form can be given on standard input)", arg, name, orList(editComponents))
	}
	valueError := func(err error) error {
		pe := err.(*parser.Error)
		// The password of a userinfo, after its first ":", stays out of
		// the message, each byte an "x" (RFC 3986 §7.5).
		p := synerr.Params{Offset: pe.Offset, Expected: pe.Expected, List: pe.ExpectedList, Naming: synerr.Given, OwnPassword: true}
		if colon := strings.IndexByte(value, ':'); a.component == "userinfo" && colon >= 0 {
			p.PasswordFrom, p.PasswordTo = colon+1, len(value)
		}
		e := synerr.New[uri.Error, uri.SyntaxError]("set", value, p)
		shown := arg[:len(arg)-len(value)] + e.Input
		return fmt.Errorf("%q: offset %d in the value: %s: not a %s", shown, pe.Offset, e.Err.(*uri.SyntaxError).Detail(), rule)
	}
	switch {
	case raw || a.component == "scheme" || a.component == "port":
		if err := parser.Validate(rule, value); err != nil {
			return a, true, valueError(err)
		}
		a.value = value
	case a.component == "host" && strings.HasPrefix(value, "["):
		if err := parser.ValidateIPLiteral(value); err != nil {
			return a, true, valueError(err)
		}
		a.value = value
	case a.component == "host" && parser.ValidIPv6Address(value):
		a.value = "[" + value + "]"
	default:
		a.value = uri.Escape(value, map[string]uri.Component{
			"userinfo": uri.InUserinfo,
			"host":     uri.InHost,
			"path":     uri.InPath,
			"query":    uri.InQuery,
			"fragment": uri.InFragment,
		}[a.component])
	}
	return a, true, nil
}

// runSet is "uri set": it sets components of each input.
func runSet(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("set", setSynopsis, setHelp, stderr)
	var unset []string
	c.fs.Func("unset", "remove the `COMPONENT`s, comma-separated, with their delimiters\n(host: the whole authority); the flag may be repeated", func(s string) error {
		for name := range strings.SplitSeq(s, ",") {
			name = strings.ToLower(name)
			if !slices.Contains(editComponents, name) {
				return fmt.Errorf("unknown component %q: want %s", name, orList(editComponents))
			}
			unset = append(unset, name)
		}
		return nil
	})
	var appends []assignment
	c.fs.Func("append", "add `path=SEG`, SEG percent-encoded as one segment (\"/\" too), to the\npath, after a \"/\"; the flag may be repeated", func(s string) error {
		name, seg, ok := strings.Cut(s, "=")
		if !ok || strings.ToLower(name) != "path" {
			return fmt.Errorf("want path=SEG (a query parameter: uri query -append)")
		}
		appends = append(appends, assignment{component: "path", value: uri.Escape(seg, uri.InSegment), appended: true})
		return nil
	})
	var iterates [][]assignment
	c.fs.Func("iterate", "set `COMPONENT=\"V1 V2 ...\"` to each value in turn, the values parted by\nspaces, and answer once for each; several -iterate answer each combination", func(s string) error {
		name, list, ok := strings.Cut(s, "=")
		if !ok {
			return fmt.Errorf("want COMPONENT=\"V1 V2 ...\"")
		}
		var values []assignment
		for _, v := range strings.Fields(list) {
			a, ok, err := parseAssignment(name + "=" + v)
			if !ok || err != nil {
				return fmt.Errorf("%q: not COMPONENT=VALUE: %v", name+"="+v, err)
			}
			values = append(values, a)
		}
		if len(values) == 0 {
			return fmt.Errorf("no value to iterate over")
		}
		iterates = append(iterates, values)
		return nil
	})
	if code, ok := c.parse(args); !ok {
		return code
	}
	var as []assignment
	seen := map[string]bool{}
	for _, name := range unset {
		as = append(as, assignment{component: name, unset: true})
	}
	i := 0
	for ; i < len(c.args); i++ {
		a, ok, err := parseAssignment(c.args[i])
		if !ok {
			break
		}
		if err != nil {
			return c.usageError("%v", err)
		}
		as = append(as, a)
	}
	if i == 0 && len(unset) == 0 && len(appends) == 0 && len(iterates) == 0 {
		return c.usageError("nothing to set: want COMPONENT=VALUE, -unset COMPONENT, -append or -iterate before the inputs")
	}
	for _, a := range as {
		if seen[a.component] {
			return c.usageError("%s is set twice", a.component)
		}
		seen[a.component] = true
	}
	for _, values := range iterates {
		if name := values[0].component; seen[name] {
			return c.usageError("%s is set twice (-iterate sets it)", name)
		}
		seen[values[0].component] = true
	}
	as = append(as, appends...)
	out := newOutput(c, stdout)
	return eachInput(c, c.args[i:], stdin, out, func(in string) bool {
		u, err := uri.Parse(in)
		if err != nil {
			return out.single(in, "", parseFailure("", in, false, err))
		}
		if len(iterates) == 0 {
			result, f := set(u.Parts(), as)
			return out.single(in, result, f)
		}
		// Each combination of the values of -iterate, the last one
		// changing fastest, set before the other assignments.
		ok, pick := true, make([]int, len(iterates))
		combined := make([]assignment, len(iterates), len(iterates)+len(as))
		for {
			for k, values := range iterates {
				combined[k] = values[pick[k]]
			}
			result, f := set(u.Parts(), append(combined[:len(iterates)], as...))
			ok = out.single(in, result, f) && ok
			k := len(pick) - 1
			for ; k >= 0; k-- {
				if pick[k]++; pick[k] < len(iterates[k]) {
					break
				}
				pick[k] = 0
			}
			if k < 0 {
				return ok
			}
		}
	})
}

// hasComponent reports whether p has the component name ("path": a path
// that is not empty).
func hasComponent(p uri.Parts, name string) bool {
	switch name {
	case "scheme":
		return p.HasScheme
	case "userinfo":
		return p.HasUserinfo
	case "host":
		return p.HasAuthority
	case "port":
		return p.HasPort
	case "path":
		return p.Path != ""
	case "query":
		return p.HasQuery
	}
	return p.HasFragment
}

// set applies as to p and returns the text of the URI reference it makes.
func set(p uri.Parts, as []assignment) (string, *failure) {
	for _, a := range as {
		v, has := a.value, !a.unset
		if a.ifAbsent && hasComponent(p, a.component) {
			continue
		}
		if a.appended {
			// RFC 3986 §3.3: a segment after the last "/", which is added
			// where the path does not end with one.
			if !strings.HasSuffix(p.Path, "/") && (p.Path != "" || p.HasAuthority) {
				v = "/" + v
			}
			v = p.Path + v
		}
		switch a.component {
		case "scheme":
			p.Scheme, p.HasScheme = v, has
		case "userinfo":
			p.Userinfo, p.HasUserinfo = v, has
		case "host":
			p.Host, p.HasAuthority = v, has
			p.HostKind = uri.NoHost // URI does not read it
			if !has {
				p.Userinfo, p.HasUserinfo, p.Port, p.HasPort = "", false, "", false
			}
		case "port":
			p.Port, p.HasPort = v, has
		case "path":
			p.Path = v
		case "query":
			p.Query, p.HasQuery = v, has
		case "fragment":
			p.Fragment, p.HasFragment = v, has
		}
	}
	if !p.HasAuthority && (p.HasUserinfo || p.HasPort) {
		what := "a userinfo"
		if p.HasPort {
			what = "a port"
		}
		return "", &failure{offset: -1, message: "cannot set " + what + " without a host: set host too"}
	}
	switch {
	case p.HasAuthority && p.Path != "" && p.Path[0] != '/':
		p.Path = "/" + p.Path
	case !p.HasAuthority && strings.HasPrefix(p.Path, "//"):
		p.Path = "/." + p.Path
	case !p.HasAuthority && !p.HasScheme:
		first, _, _ := strings.Cut(p.Path, "/")
		if strings.Contains(first, ":") {
			p.Path = "./" + p.Path
		}
	}
	return buildResult(p)
}
