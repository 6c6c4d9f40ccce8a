package main

import (
	"bytes"
	"fmt"
	"go/token"
	"go/version"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/abnf-uri/uri/gen/emit"
)

// runGen is "abnf gen": it writes a parser package and its syntax tree
// package for a grammar.
func runGen(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("gen", "-g FILE[,FILE...] [-r RULE[,RULE...]] [-nodes RULE[,RULE...]] [-entries RULE[,RULE...]] [-tables] [-direct RULE[,RULE...] [-direct-api PART,...]] [-find-nodes RULE[,RULE...]] [-extern RULE=PKG[,RULE=PKG...]] [-encoding bytes|utf8] [-api validate|PART,...] [-pkg NAME] -o DIR [-ast DIR] [-module PATH] [-runtime import|copy] [-check]", stderr)
	files := &listFlag{what: "file name"}
	fs.Var(files, "g", "the grammar `file`s, comma-separated; they form one grammar")
	start := &listFlag{what: "rule name"}
	fs.Var(start, "r", "the start `rule`s: the parser has these and every rule they use\n(default: every rule)")
	nodes := &listFlag{what: "rule name"}
	fs.Var(nodes, "nodes", "the `rule`s whose matches are tree nodes, comma-separated\n(default: none but the root of each tree)")
	entries := &listFlag{what: "rule name"}
	fs.Var(entries, "entries", "the `rule`s that get entry points, comma-separated (default: every rule)")
	direct := &listFlag{what: "rule name"}
	fs.Var(direct, "direct", "the entry `rule`s whose automata are direct-coded, the fastest and largest\nform; the others are tables one loop runs (default: every rule direct-coded)")
	tables := fs.Bool("tables", false, "hold the automata of every rule but the -direct ones as tables")
	directAPI := &listFlag{what: "API part"}
	fs.Var(directAPI, "direct-api", "the parts whose automata -direct direct-codes: validate, parse, find\n(default: all three)")
	findNodes := &listFlag{what: "rule name"}
	fs.Var(findNodes, "find-nodes", "the `rule`s whose spans Find records, comma-separated (default: -nodes)")
	extern := &listFlag{what: "RULE=PKG"}
	fs.Var(extern, "extern", "`RULE=PKG` pairs, comma-separated: call the automaton of RULE that the\ngenerated package PKG (an import path) offers, instead of compiling a copy")
	api := &listFlag{what: "API part"}
	fs.Var(api, "api", "what the parser offers besides Validate, comma-separated: parse (Parse and\nAppend, trees), find (Find, spans of nodes); validate alone offers Validate\nonly, with no tree package (default: parse,find)")
	pkg := fs.String("pkg", "", "the parser package's `name` (default: the base name of -o)")
	out := fs.String("o", "", "the parser package's `dir`ectory")
	astDir := fs.String("ast", "", "the tree package's `dir`ectory (default: ast beside -o)")
	module := fs.String("module", "", "the import `path` of the directory holding go.mod (default: read from go.mod)")
	runtime := fs.String("runtime", "", "how the parser gets its runtime, package "+emit.RuntimePath+": import\nit (the module must require github.com/abnf-uri/uri), or copy it into\nDIR/internal/machine (default: import when go.mod requires the module or is it,\nelse copy)")
	checkOnly := fs.Bool("check", false, "write nothing; exit 1 if the files on disk differ from what would be generated")
	grammarFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch {
	case len(files.names) == 0:
		return usageError(fs, "no grammar file (-g)")
	case *out == "":
		return usageError(fs, "no output directory (-o)")
	case fs.NArg() > 0:
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	validateOnly := len(api.names) > 0
	for _, a := range api.names {
		switch a {
		case "parse", "find":
			validateOnly = false
		case "validate":
		default:
			return usageError(fs, "-api %q: want validate, parse or find", a)
		}
	}
	if validateOnly {
		// Validate records no nodes and needs no tree package.
		switch {
		case len(nodes.names) > 0:
			return usageError(fs, "-nodes: -api validate records no nodes; drop -nodes, or add parse or find to -api")
		case len(findNodes.names) > 0:
			return usageError(fs, "-find-nodes: -api validate records no nodes; drop -find-nodes, or add find to -api")
		case *astDir != "":
			return usageError(fs, "-ast: -api validate writes no tree package")
		}
		for _, a := range directAPI.names {
			if a != "validate" {
				return usageError(fs, "-direct-api %q: -api validate has no automata of %s", a, a)
			}
		}
	}
	if *astDir == "" {
		*astDir = filepath.Join(filepath.Dir(*out), "ast")
	}
	// Names and paths are checked before anything is generated: the
	// generated code must compile.
	if *pkg == "" {
		*pkg = filepath.Base(*out)
		if err := checkPackageName(*pkg); err != nil {
			return usageError(fs, "-o %q: the package name would be its base name, %v; name the package with -pkg", *out, err)
		}
	}
	if err := checkPackageName(*pkg); err != nil {
		return usageError(fs, "-pkg: %v", err)
	}
	if err := checkPackageName(filepath.Base(*astDir)); err != nil {
		return usageError(fs, "-ast %q: the tree package's name is its directory's base name, %v", *astDir, err)
	}
	if *module != "" {
		if err := checkModulePath(*module); err != nil {
			return usageError(fs, "-module: %v", err)
		}
	}
	switch *runtime {
	case "", "import", "copy":
	default:
		return usageError(fs, "-runtime %q: want import or copy", *runtime)
	}
	g, code := load(fs, files.names, stderr)
	if g == nil {
		return code
	}
	if len(start.names) > 0 {
		var err error
		if g, err = g.Only(start.names); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
			return 2
		}
	}
	parserPath, err := importPath(*out, *module)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 2
	}
	astPath, err := importPath(*astDir, *module)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 2
	}
	externs := map[string]string{}
	for _, e := range extern.names {
		rule, pkg, ok := strings.Cut(e, "=")
		if !ok || rule == "" || pkg == "" {
			return usageError(fs, "-extern %q: want RULE=PKG, PKG the import path of a generated parser", e)
		}
		externs[rule] = pkg
	}
	rt := emit.Package{Name: "machine", Path: emit.RuntimePath}
	if *runtime == "" {
		ok, why, err := requiresRuntime(*out)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
			return 2
		}
		if !ok {
			*runtime = "copy"
		}
		if why != "" && !*checkOnly {
			fmt.Fprintf(stderr, "%s: note: %s\n", fs.Name(), why)
		}
	}
	if *runtime == "copy" {
		rt.Dir = filepath.Join(*out, "internal", "machine")
		rt.Path = parserPath + "/internal/machine"
	}
	generated, err := emit.Generate(emit.Config{
		Grammar:   g,
		Sources:   files.names,
		Command:   "abnf gen " + strings.Join(recorded(args), " "),
		Nodes:     nodes.names,
		API:       api.names,
		Entries:   entries.names,
		Direct:    direct.names,
		Tables:    *tables || len(direct.names) > 0,
		DirectAPI: directAPI.names,
		FindNodes: findNodes.names,
		Extern:    externs,
		Parser:    emit.Package{Name: *pkg, Dir: *out, Path: parserPath},
		AST:       emit.Package{Name: filepath.Base(*astDir), Dir: *astDir, Path: astPath},
		Runtime:   rt,
		Note: func(s string) {
			if !*checkOnly {
				fmt.Fprintf(stderr, "%s: note: %s\n", fs.Name(), s)
			}
		},
	})
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 1
	}
	dirs := []string{*out, *astDir}
	if validateOnly {
		// No tree package: the directory beside -o may hold another
		// parser's, which is not this run's to remove.
		dirs = dirs[:1]
	}
	// The copy of the runtime, written or, with -runtime import, removed.
	dirs = append(dirs, filepath.Join(*out, "internal", "machine"))
	stale := changes(generated, dirs)
	if *checkOnly {
		for _, c := range stale {
			fmt.Fprintln(stdout, c+firstDifference(c, generated))
		}
		if len(stale) > 0 {
			fmt.Fprintf(stderr, "%s: %d generated files are out of date; run go generate ./...\n", fs.Name(), len(stale))
			return 1
		}
		return 0
	}
	return write(generated, stale, stderr)
}

// changes lists what writing generated would change: "write PATH" for a
// new or different file, "remove PATH" for a generated file of dirs that
// is no longer generated.
func changes(generated map[string][]byte, dirs []string) []string {
	var out []string
	for p, b := range generated {
		old, err := os.ReadFile(p)
		if err != nil || !bytes.Equal(old, b) {
			out = append(out, "write "+p)
		}
	}
	for _, dir := range dirs {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			p := filepath.Join(dir, e.Name())
			if _, ok := generated[p]; ok || !strings.HasSuffix(p, ".go") {
				continue
			}
			if b, err := os.ReadFile(p); err == nil && bytes.HasPrefix(b, []byte(emit.HeaderPrefix)) {
				out = append(out, "remove "+p)
			}
		}
	}
	sort.Strings(out)
	return out
}

func write(generated map[string][]byte, changes []string, stderr io.Writer) int {
	for _, c := range changes {
		verb, p, _ := strings.Cut(c, " ")
		var err error
		if verb == "remove" {
			err = os.Remove(p)
		} else {
			if err = os.MkdirAll(filepath.Dir(p), 0o755); err == nil {
				err = os.WriteFile(p, generated[p], 0o644)
			}
		}
		if err != nil {
			fmt.Fprintf(stderr, "abnf gen: %v\n", err)
			return 1
		}
	}
	return 0
}

// importPath returns the import path of dir: the module path from the
// nearest go.mod above it (or module, when given, for the directory of
// that go.mod) joined with dir's path below it.
func importPath(dir, module string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for root := abs; ; root = filepath.Dir(root) {
		mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
		if err == nil {
			if module == "" {
				module = modulePath(mod)
				if module == "" {
					return "", fmt.Errorf("%s: no module line", filepath.Join(root, "go.mod"))
				}
				if err := checkModulePath(module); err != nil {
					return "", fmt.Errorf("%s: module line: %v", filepath.Join(root, "go.mod"), err)
				}
			}
			rel, err := filepath.Rel(root, abs)
			if err != nil {
				return "", err
			}
			if rel == "." {
				return module, nil
			}
			return module + "/" + filepath.ToSlash(rel), nil
		}
		if filepath.Dir(root) == root {
			if module == "" {
				return "", fmt.Errorf("no go.mod above %s; name the module with -module", dir)
			}
			// No go.mod: the module is rooted at the working directory.
			wd, err := os.Getwd()
			if err != nil {
				return "", err
			}
			rel, err := filepath.Rel(wd, abs)
			if err != nil || strings.HasPrefix(rel, "..") {
				return "", fmt.Errorf("%s is outside the working directory, where module %s is taken to be", dir, module)
			}
			return strings.TrimSuffix(module+"/"+filepath.ToSlash(rel), "/."), nil
		}
	}
}

// requiresRuntime reports whether the parser in dir can import package
// machine: whether the nearest go.mod above dir is the module
// github.com/abnf-uri/uri, or requires it with a go line no older than
// the module's own (runtimeGo), without which the go command would ask
// to update go.mod. Without a go.mod, it cannot. why, when set, says why
// a go.mod that requires the module gets a copy instead.
func requiresRuntime(dir string) (ok bool, why string, err error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return false, "", err
	}
	for root := abs; ; root = filepath.Dir(root) {
		if mod, err := os.ReadFile(filepath.Join(root, "go.mod")); err == nil {
			if modulePath(mod) == runtimeModule {
				return true, "", nil
			}
			if !modRequires(mod, runtimeModule) {
				return false, "", nil
			}
			if v := goLine(mod); version.Compare("go"+v, "go"+runtimeGo) < 0 {
				return false, fmt.Sprintf("%s says go %s, older than the go %s of %s: the runtime is copied into %s (after go get %s, -runtime import imports it)",
					filepath.Join(root, "go.mod"), v, runtimeGo, runtimeModule, filepath.Join(dir, "internal", "machine"), runtimeModule), nil
			}
			return true, "", nil
		}
		if filepath.Dir(root) == root {
			return false, "", nil
		}
	}
}

// runtimeGo is the go line of github.com/abnf-uri/uri's go.mod
// (TestRuntimeGo keeps it so): a module that imports its packages must
// say a go version at least as new.
const runtimeGo = "1.26.0"

// goLine is the version of go.mod text mod's go line; a go.mod without one
// is read as go 1.16, as the go command reads it.
func goLine(mod []byte) string {
	for line := range strings.SplitSeq(string(mod), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "go" {
			return f[1]
		}
	}
	return "1.16"
}

// runtimeModule is the module of package machine.
const runtimeModule = "github.com/abnf-uri/uri"

// modRequires reports whether go.mod text mod is module path or requires
// it, in a require line or block.
func modRequires(mod []byte, path string) bool {
	block := false
	for line := range strings.SplitSeq(string(mod), "\n") {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		f := strings.Fields(line)
		switch {
		case len(f) == 0:
		case block && f[0] == ")":
			block = false
		case block:
			if strings.Trim(f[0], `"`) == path {
				return true
			}
		case f[0] == "module" && len(f) == 2 && strings.Trim(f[1], `"`) == path:
			return true
		case f[0] == "require" && len(f) == 2 && f[1] == "(":
			block = true
		case f[0] == "require" && len(f) >= 2 && strings.Trim(f[1], `"`) == path:
			return true
		}
	}
	return false
}

func modulePath(mod []byte) string {
	for line := range strings.SplitSeq(string(mod), "\n") {
		if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`)
		}
	}
	return ""
}

// recorded is the command line written into generated files: the
// arguments without -check, so that checking compares like with like.
func recorded(args []string) []string {
	var out []string
	for _, a := range args {
		switch strings.TrimLeft(a, "-") {
		case "check", "check=true", "check=false":
			continue
		}
		out = append(out, a)
	}
	return out
}

// firstDifference describes where a stale file first differs from what
// would be generated, for "write" changes of existing files.
func firstDifference(change string, generated map[string][]byte) string {
	verb, p, _ := strings.Cut(change, " ")
	old, err := os.ReadFile(p)
	if verb != "write" || err != nil {
		return ""
	}
	a, b := strings.Split(string(old), "\n"), strings.Split(string(generated[p]), "\n")
	for i := 0; i < max(len(a), len(b)); i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			return fmt.Sprintf(": line %d is %q, would be %q", i+1, x, y)
		}
	}
	return ""
}

// checkPackageName reports why name cannot name a Go package: it must be
// an identifier (a letter or "_", then letters, digits and "_"), neither a
// keyword nor the blank identifier "_" (The Go Programming Language
// Specification, "Identifiers", "Keywords" and "Package clause").
func checkPackageName(name string) error {
	q := strconv.Quote(name)
	switch {
	case name == "":
		return fmt.Errorf("a package name cannot be empty")
	case name == "_":
		return fmt.Errorf("%s is the blank identifier, which cannot name a package", q)
	case token.IsKeyword(name):
		return fmt.Errorf("%s is a Go keyword, which cannot name a package", q)
	}
	for i, c := range name {
		switch {
		case c == utf8.RuneError:
			return fmt.Errorf("%s is not valid UTF-8 at byte %d", q, i)
		case i == 0 && unicode.IsDigit(c):
			return fmt.Errorf("%s begins with a digit: a Go identifier begins with a letter or \"_\"", q)
		case c != '_' && !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return fmt.Errorf("%s has %q at byte %d: a Go identifier has only letters, digits and \"_\"", q, c, i)
		}
	}
	return nil
}

// checkModulePath reports why path cannot be a module path in go.mod, by
// the rules of the go command for import paths (those of
// golang.org/x/mod/module.CheckImportPath): elements separated by single
// slashes, none empty, each of ASCII letters, digits and "-._~+", not
// beginning or ending with a dot, not all dots, not a name Windows
// reserves (CON, NUL, COM1...) and not ending in "~" and digits; the
// path does not begin with "-".
func checkModulePath(path string) error {
	q := strconv.Quote(path)
	switch {
	case path == "":
		return fmt.Errorf("a module path cannot be empty")
	case !utf8.ValidString(path):
		return fmt.Errorf("module path %s is not valid UTF-8", q)
	case path[0] == '-':
		return fmt.Errorf("module path %s begins with \"-\"", q)
	case path[0] == '/':
		return fmt.Errorf("module path %s begins with \"/\"", q)
	case path[len(path)-1] == '/':
		return fmt.Errorf("module path %s ends with \"/\"", q)
	}
	at := 0
	for elem := range strings.SplitSeq(path, "/") {
		if err := checkPathElem(elem); err != nil {
			return fmt.Errorf("module path %s, element at byte %d: %v", q, at, err)
		}
		at += len(elem) + 1
	}
	return nil
}

// windowsReserved are the names Windows reserves for devices, in any
// case and with any extension.
var windowsReserved = []string{"CON", "PRN", "AUX", "NUL",
	"COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8", "COM9",
	"LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9"}

func checkPathElem(elem string) error {
	q := strconv.Quote(elem)
	switch {
	case elem == "":
		return fmt.Errorf("empty element (two slashes in a row)")
	case strings.Count(elem, ".") == len(elem):
		return fmt.Errorf("%s is dots only", q)
	case elem[0] == '.':
		return fmt.Errorf("%s begins with a dot", q)
	case elem[len(elem)-1] == '.':
		return fmt.Errorf("%s ends with a dot", q)
	}
	for i, c := range elem {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.ContainsRune("-._~+", c)) {
			return fmt.Errorf("%s has %s at byte %d: want ASCII letters, digits and \"-._~+\"", q, strconv.QuoteRune(c), i)
		}
	}
	short, _, _ := strings.Cut(elem, ".")
	for _, bad := range windowsReserved {
		if strings.EqualFold(short, bad) {
			return fmt.Errorf("%s is a name Windows reserves", q)
		}
	}
	if i := strings.LastIndexByte(short, '~'); i >= 0 && i < len(short)-1 && strings.Trim(short[i+1:], "0123456789") == "" {
		return fmt.Errorf("%s ends in \"~\" and digits, like a Windows short name", q)
	}
	return nil
}
