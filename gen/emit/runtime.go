package emit

import (
	"embed"
	"io/fs"
	"path"
	"strings"
)

//go:generate go run runtime/copy.go

// runtimeSource is the source of package machine, as go generate copies it
// (runtime/copy.go); TestRuntimeCopy fails when the copy is stale.
//
//go:embed runtime/*.txt
var runtimeSource embed.FS

// runtimeFiles returns the files of a copy of package machine in dir, each
// with a header saying what it is a copy of and how it was made.
func runtimeFiles(dir string) (map[string][]byte, error) {
	names, err := fs.Glob(runtimeSource, "runtime/*.txt")
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for _, n := range names {
		src, err := runtimeSource.ReadFile(n)
		if err != nil {
			return nil, err
		}
		name := strings.TrimSuffix(path.Base(n), ".txt")
		header := HeaderPrefix + ": a copy of package " + RuntimePath + "; DO NOT EDIT.\n\n"
		out[path.Join(dir, name)] = append([]byte(header), src...)
	}
	return out, nil
}
