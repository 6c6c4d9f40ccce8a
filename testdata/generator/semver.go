// Package semver checks semantic versions with a parser generated from
// semver.abnf.
package semver

//go:generate go tool abnf gen -g semver.abnf -r version -nodes core,pre-release -o parser

import "example.com/semver/parser"

// Valid reports whether s is a semantic version.
func Valid(s string) bool { return parser.ValidVersion(s) }
