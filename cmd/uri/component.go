package main

import "github.com/abnf-uri/uri/internal/synerr"

// errorComponent names the component of a URI reference in which s, which
// is none, goes wrong at offset, as the parser found (see synerr.Component);
// needScheme says that s should be a URI, with a scheme.
func errorComponent(s string, offset int, needScheme bool) string {
	return synerr.Component(s, offset, needScheme)
}
