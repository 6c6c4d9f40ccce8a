//go:build ignore

// Copy writes the source files of package machine (not its tests), Go and
// assembly, into this directory as NAME.go.txt and NAME.s.txt, which package emit embeds to write a copy
// of the runtime beside a parser generated in a module that does not
// require this one. Run by go generate in gen/emit.
package main

import (
	"log"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	const from = "../../machine"
	old, _ := filepath.Glob("runtime/*.txt")
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			log.Fatal(err)
		}
	}
	files, err := filepath.Glob(filepath.Join(from, "*.go"))
	if err != nil {
		log.Fatal(err)
	}
	asm, err := filepath.Glob(filepath.Join(from, "*.s"))
	if err != nil {
		log.Fatal(err)
	}
	files = append(files, asm...)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("runtime", filepath.Base(f)+".txt"), src, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
