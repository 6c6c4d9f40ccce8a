//go:build ignore

// Mkschemes writes schemes_gen.go, the table of package iana, from a copy
// of IANA's registry of URI schemes (see README.md). Run by go generate in
// internal/iana:
//
//	go run mkschemes.go -in uri-schemes.xml -origin WHERE [-date YYYY-MM-DD] [-o schemes_gen.go]
//
// -in is uri-schemes.xml or uri-schemes-1.csv as IANA publishes them; a
// CSV needs -date, the registry's "Last Updated". -origin says where the
// copy came from (a URL, or repository@commit:path, without spaces), for
// the generated header.
package main

import (
	"log"
	"os"

	"github.com/abnf-uri/uri/internal/iana/gen"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("mkschemes: ")
	opt, err := gen.ParseArgs(os.Args[1:])
	if err != nil {
		log.Fatal(err)
	}
	data, err := os.ReadFile(opt.Source)
	if err != nil {
		log.Fatal(err)
	}
	src, err := gen.Generate(opt, data)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(opt.Out, src, 0o666); err != nil {
		log.Fatal(err)
	}
}
