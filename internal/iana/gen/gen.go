// Package gen reads IANA's registry "Uniform Resource Identifier (URI)
// Schemes" (RFC 7595) in the forms IANA publishes it, uri-schemes.xml and
// uri-schemes-1.csv, checks it, and writes the Go table of package iana
// (schemes_gen.go). Package iana runs it by go generate (mkschemes.go) and
// its test runs it again in memory to find a stale table.
package gen

import (
	"bytes"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"io"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/abnf-uri/uri/parser"
)

// Scheme is one row of the registry.
type Scheme struct {
	Value  string // the "URI Scheme" column, as the registry writes it: "shttp (OBSOLETE)"
	Name   string // the scheme name: Value less a " (OBSOLETE)" mark
	Status string // "Permanent", "Provisional" or "Historical"
}

// Registry is the registry as read: its date and its rows in order.
type Registry struct {
	Date    string // "Last Updated", YYYY-MM-DD
	Schemes []Scheme
}

// Statuses are the values of the "Status" column (RFC 7595 §3, §4, §5),
// as the registry spells them, and the names of package iana's constants
// for them.
var Statuses = []string{"Permanent", "Provisional", "Historical"}

// Columns is the header of uri-schemes-1.csv, in order.
var Columns = []string{"URI Scheme", "Template", "Description", "Status", "Well-Known URI Support", "Reference", "Notes"}

// optionalColumns may appear in the CSV header besides Columns: the
// registry has had a "CRI Scheme Number" column since 2025 (it is in
// uri-schemes.xml as <cri>).
var optionalColumns = []string{"CRI Scheme Number"}

// obsolete is the mark the registry puts after one scheme name,
// "shttp (OBSOLETE)".
const obsolete = " (OBSOLETE)"

// Read reads the registry from data, a copy of uri-schemes.xml or of
// uri-schemes-1.csv as IANA publishes them, told apart by the extension of
// name. The CSV carries no date: date gives its "Last Updated"; for the
// XML, date is empty or the XML's own <updated>.
func Read(name string, data []byte, date string) (*Registry, error) {
	var r *Registry
	var err error
	switch path.Ext(name) {
	case ".xml":
		r, err = ReadXML(data)
		if err == nil && date != "" && date != r.Date {
			err = fmt.Errorf("date %s given, the registry says <updated>%s</updated>", date, r.Date)
		}
	case ".csv":
		if date == "" {
			return nil, errors.New("a CSV copy needs its date (\"Last Updated\" on the registry's page)")
		}
		r, err = ReadCSV(data)
		if r != nil {
			r.Date = date
		}
	default:
		return nil, fmt.Errorf("%s: want uri-schemes.xml or uri-schemes-1.csv", name)
	}
	if err == nil {
		err = r.Check()
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return r, nil
}

// xmlRegistry is the part of uri-schemes.xml read: the outer registry
// "uri-schemes", its date, and its sub-registry "uri-schemes-1".
type xmlRegistry struct {
	XMLName    xml.Name `xml:"http://www.iana.org/assignments registry"`
	ID         string   `xml:"id,attr"`
	Updated    string   `xml:"updated"`
	Registries []struct {
		ID      string `xml:"id,attr"`
		Records []struct {
			Value  string `xml:"value"`
			Status string `xml:"status"`
		} `xml:"record"`
	} `xml:"registry"`
}

// ReadXML reads uri-schemes.xml: the records of sub-registry
// "uri-schemes-1" and the date of the registry (<updated>). It does not
// check the rows (Check does).
func ReadXML(data []byte) (*Registry, error) {
	var x xmlRegistry
	if err := xml.Unmarshal(data, &x); err != nil {
		return nil, err
	}
	if x.ID != "uri-schemes" {
		return nil, fmt.Errorf("registry id %q, want \"uri-schemes\"", x.ID)
	}
	r := &Registry{Date: x.Updated}
	found := false
	for _, sub := range x.Registries {
		if sub.ID != "uri-schemes-1" {
			continue
		}
		if found {
			return nil, errors.New("two registries \"uri-schemes-1\"")
		}
		found = true
		for _, rec := range sub.Records {
			r.Schemes = append(r.Schemes, Scheme{Value: rec.Value, Status: rec.Status})
		}
	}
	if !found {
		return nil, errors.New("no registry \"uri-schemes-1\"")
	}
	return r, nil
}

// ReadCSV reads uri-schemes-1.csv (RFC 4180, as IANA writes it: CRLF
// line ends, quoted fields that may span lines): the header Columns,
// optionally with a "CRI Scheme Number" column, then a row per scheme. It
// does not check the rows (Check does); the date is left empty.
func ReadCSV(data []byte) (*Registry, error) {
	cr := csv.NewReader(bytes.NewReader(data))
	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("header: %w", err)
	}
	if err := checkHeader(header); err != nil {
		return nil, err
	}
	value, status := index(header, "URI Scheme"), index(header, "Status")
	r := &Registry{}
	for {
		row, err := cr.Read()
		if err != nil {
			if err == io.EOF {
				break
			}
			return nil, err
		}
		r.Schemes = append(r.Schemes, Scheme{Value: row[value], Status: row[status]})
	}
	return r, nil
}

// checkHeader reports an error unless header is Columns, in order, with
// perhaps optional columns among them.
func checkHeader(header []string) error {
	var known []string
	for _, h := range header {
		if index(optionalColumns, h) < 0 {
			known = append(known, h)
		}
	}
	if strings.Join(known, "\x00") != strings.Join(Columns, "\x00") {
		return fmt.Errorf("header %q, want %q", strings.Join(header, ","), strings.Join(Columns, ","))
	}
	return nil
}

func index(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// Check checks the registry and sets each row's Name: the date is a date
// (YYYY-MM-DD); every name, less a " (OBSOLETE)" mark, is a scheme of RFC
// 3986 §3.1 and appears once, ignoring case (scheme names are
// case-insensitive, §3.1); every status is one of Statuses.
func (r *Registry) Check() error {
	if _, err := time.Parse(time.DateOnly, r.Date); err != nil {
		return fmt.Errorf("date %q: want YYYY-MM-DD", r.Date)
	}
	if len(r.Schemes) == 0 {
		return errors.New("no schemes")
	}
	seen := make(map[string]string, len(r.Schemes))
	for i := range r.Schemes {
		s := &r.Schemes[i]
		s.Name = strings.TrimSuffix(s.Value, obsolete)
		if !parser.ValidScheme(s.Name) {
			return fmt.Errorf("row %d: %q is not a scheme name (RFC 3986 §3.1)", i+1, s.Value)
		}
		if index(Statuses, s.Status) < 0 {
			return fmt.Errorf("row %d: scheme %q: unknown status %q", i+1, s.Value, s.Status)
		}
		key := strings.ToLower(s.Name)
		if prev, dup := seen[key]; dup {
			return fmt.Errorf("row %d: scheme %q listed twice (as %q before)", i+1, s.Value, prev)
		}
		seen[key] = s.Value
	}
	return nil
}

// Options are the arguments of mkschemes.go (go run mkschemes.go -in
// SOURCE -origin ORIGIN [-date DATE] [-o OUT]).
type Options struct {
	Source string // -in: the registry's file, uri-schemes.xml or uri-schemes-1.csv
	Origin string // -origin: where the copy came from (a URL, or repository@commit:path)
	Date   string // -date: the registry's "Last Updated", for a CSV copy
	Out    string // -o: the file to write, schemes_gen.go by default
}

// ParseArgs reads the arguments of mkschemes.go.
func ParseArgs(args []string) (Options, error) {
	var opt Options
	fs := flag.NewFlagSet("mkschemes", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&opt.Source, "in", "", "")
	fs.StringVar(&opt.Origin, "origin", "", "")
	fs.StringVar(&opt.Date, "date", "", "")
	fs.StringVar(&opt.Out, "o", "schemes_gen.go", "")
	if err := fs.Parse(args); err != nil {
		return opt, err
	}
	if opt.Source == "" || opt.Origin == "" || fs.NArg() > 0 {
		return opt, errors.New("usage: go run mkschemes.go -in FILE -origin WHERE [-date YYYY-MM-DD] [-o FILE]")
	}
	// The go:generate line is split at spaces, and so is it by the test
	// that reads it.
	for _, v := range []string{opt.Source, opt.Origin, opt.Date, opt.Out} {
		if strings.ContainsAny(v, " \t\"'`") {
			return opt, fmt.Errorf("argument %q: no spaces or quotes, please", v)
		}
	}
	return opt, nil
}

// command is the command line that generates with opt.
func (opt Options) command() string {
	c := "go run mkschemes.go -in " + opt.Source + " -origin " + opt.Origin
	if opt.Date != "" {
		c += " -date " + opt.Date
	}
	if opt.Out != "schemes_gen.go" {
		c += " -o " + opt.Out
	}
	return c
}

// Generate reads the registry from data, a copy of the file opt.Source,
// checks it (Read) and returns the source of package iana's
// schemes_gen.go, gofmt'd: a header naming the source, its origin, the
// registry's date and the SHA-256 of data, then the rows in the registry's
// order, names in lowercase.
func Generate(opt Options, data []byte) ([]byte, error) {
	r, err := Read(opt.Source, data, opt.Date)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(data)
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by mkschemes.go from %s; DO NOT EDIT.\n", opt.Source)
	fmt.Fprintf(&b, "// %s\n\n", opt.command())
	b.WriteString("package iana\n\n")
	b.WriteString("// The copy of IANA's registry \"Uniform Resource Identifier (URI) Schemes\"\n")
	b.WriteString("// (uri-schemes-1) the table below is made from.\n")
	b.WriteString("//\n")
	fmt.Fprintf(&b, "//\tsource:       %s\n", opt.Source)
	fmt.Fprintf(&b, "//\torigin:       %s\n", opt.Origin)
	fmt.Fprintf(&b, "//\tlast updated: %s\n", r.Date)
	fmt.Fprintf(&b, "//\tSHA-256:      %s\n", hex.EncodeToString(sum[:]))
	counts := map[string]int{}
	for _, s := range r.Schemes {
		counts[s.Status]++
	}
	fmt.Fprintf(&b, "//\tschemes:      %d", len(r.Schemes))
	for _, st := range Statuses {
		fmt.Fprintf(&b, ", %d %s", counts[st], strings.ToLower(st))
	}
	b.WriteString("\nconst (\n")
	fmt.Fprintf(&b, "\tsourceName = %q\n", opt.Source)
	fmt.Fprintf(&b, "\tsourceDate = %q\n", r.Date)
	fmt.Fprintf(&b, "\tsourceSHA256 = %q\n", hex.EncodeToString(sum[:]))
	b.WriteString(")\n\n")
	b.WriteString("// registry is the registry's rows in its order: each scheme's name in\n")
	b.WriteString("// lowercase and its status; a comment gives the registry's spelling where\n")
	b.WriteString("// it differs.\n")
	b.WriteString("var registry = [...]struct {\n\tname   string\n\tstatus Status\n}{\n")
	for _, s := range r.Schemes {
		fmt.Fprintf(&b, "\t{%s, %s},", strconv.Quote(strings.ToLower(s.Name)), s.Status)
		if s.Value != strings.ToLower(s.Name) {
			fmt.Fprintf(&b, " // %s", s.Value)
		}
		b.WriteString("\n")
	}
	b.WriteString("}\n")
	out, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("generated code: %w", err)
	}
	return out, nil
}
