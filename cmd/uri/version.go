package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

const versionSynopsis = "usage: uri version [-json]\n       uri -version\n"

const versionHelp = `Version prints the version of uri.

The version is that of its module, github.com/abnf-uri/uri ("(devel)" when
built from a checkout), with the revision it was built from where the
build recorded one ("+dirty" with changes), and the Go release that built
it.

Inputs: none; an argument is a usage error.

Output: one line, "uri VERSION [REVISION] GO", as "uri v1.2.0 go1.26.0".
With -json, an object: "version", "revision" (absent when not recorded)
and "go".

Exit status: 0, 2 on a usage error or when writing standard output fails.
`

// runVersion is "uri version" (and "uri -version"): it prints the
// version of the module uri was built from.
func runVersion(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("version", versionSynopsis, versionHelp, stderr)
	if code, ok := c.parse(args); !ok {
		return code
	}
	if len(c.args) > 0 {
		return c.usageError("no arguments: uri version prints the version of uri")
	}
	version, revision := buildVersion()
	if c.json {
		out := newOutput(c, stdout)
		out.begin()
		out.str("version", version)
		if revision != "" {
			out.str("revision", revision)
		}
		out.str("go", runtime.Version())
		out.end()
		out.buf = append(out.buf, '\n')
		if err := out.flush(); err != nil {
			fmt.Fprintf(stderr, "%s: writing standard output: %v\n", c.fs.Name(), err)
			return 2
		}
		return 0
	}
	line := "uri " + version
	if revision != "" {
		line += " " + revision
	}
	if _, err := fmt.Fprintln(stdout, line+" "+runtime.Version()); err != nil {
		fmt.Fprintf(stderr, "%s: writing standard output: %v\n", c.fs.Name(), err)
		return 2
	}
	return 0
}

// buildVersion returns the version of the main module of the build and
// the revision of its version control, with "+dirty" when the checkout
// had changes; version is "(devel)" and revision "" when not recorded.
func buildVersion() (version, revision string) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(devel)", ""
	}
	version = info.Main.Version
	if version == "" {
		version = "(devel)"
	}
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if revision != "" && dirty {
		revision += "+dirty"
	}
	return version, revision
}
