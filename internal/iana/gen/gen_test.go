package gen

import (
	"strings"
	"testing"
)

// A registry of three rows in both of IANA's forms, with what IANA's
// files have that the reader must get past: the XML's other
// sub-registries and elements, the CSV's CRLF line ends and a quoted
// field spanning lines, the " (OBSOLETE)" mark, a name in mixed case.
const (
	testXML = `<?xml version='1.0' encoding='UTF-8'?>
<registry xmlns="http://www.iana.org/assignments" id="uri-schemes">
  <title>Uniform Resource Identifier (URI) Schemes</title>
  <updated>2026-08-13</updated>
  <registry id="uri-schemes-1">
    <range><value>Permanent</value><registration_rule>Expert Review</registration_rule></range>
    <record>
      <value>aaa</value>
      <description>Diameter Protocol</description>
      <status>Permanent</status>
      <cri>13862</cri>
      <well-known>-</well-known>
      <xref type="rfc" data="rfc6733"/>
      <notes/>
    </record>
    <record date="2024-02-07">
      <file type="template">prov/machineProvisioningProgressReporter</file>
      <value>machineProvisioningProgressReporter</value>
      <description>Windows Autopilot</description>
      <status>Provisional</status>
    </record>
    <record updated="2021-12-23">
      <value>shttp (OBSOLETE)</value>
      <status>Permanent</status>
    </record>
  </registry>
  <registry id="ipn-scheme-uri-allocator-identifiers">
    <record><value>0</value><status>Reserved</status></record>
  </registry>
</registry>
`
	testCSV = "URI Scheme,Template,Description,Status,Well-Known URI Support,Reference,Notes\r\n" +
		"aaa,,Diameter Protocol,Permanent,-,[RFC6733],\r\n" +
		"machineProvisioningProgressReporter,prov/machineProvisioningProgressReporter,\"Windows\r\nAutopilot, \"\"status\"\"\",Provisional,-,[urischemeowners_at_microsoft.com],\r\n" +
		"shttp (OBSOLETE),,Secure Hypertext Transfer Protocol,Permanent,-,[RFC2660],\r\n"
)

var testRows = []Scheme{
	{"aaa", "aaa", "Permanent"},
	{"machineProvisioningProgressReporter", "machineProvisioningProgressReporter", "Provisional"},
	{"shttp (OBSOLETE)", "shttp", "Permanent"},
}

// withCRI adds a "CRI Scheme Number" column to testCSV, after "Status".
func withCRI(csv string) string {
	csv = strings.Replace(csv, "Status,", "Status,CRI Scheme Number,", 1)
	for _, st := range []string{",Permanent,", ",Provisional,"} {
		csv = strings.ReplaceAll(csv, st, st+"7,")
	}
	return csv
}

// TestRead reads the two forms of one registry and checks they agree.
func TestRead(t *testing.T) {
	for _, tc := range []struct{ name, data, date string }{
		{"uri-schemes.xml", testXML, ""},
		{"uri-schemes.xml", testXML, "2026-08-13"},
		{"uri-schemes-1.csv", testCSV, "2026-08-13"},
		{"uri-schemes-1.csv", withCRI(testCSV), "2026-08-13"},
	} {
		r, err := Read(tc.name, []byte(tc.data), tc.date)
		if err != nil {
			t.Errorf("Read(%s, date %q): %v", tc.name, tc.date, err)
			continue
		}
		if r.Date != "2026-08-13" || len(r.Schemes) != len(testRows) {
			t.Errorf("Read(%s): %+v", tc.name, r)
			continue
		}
		for i, s := range r.Schemes {
			if s != testRows[i] {
				t.Errorf("Read(%s): row %d = %+v, want %+v", tc.name, i+1, s, testRows[i])
			}
		}
	}
}

// TestReadRejects checks that the reader rejects a malformed or
// unexpected file rather than write a wrong table: each case changes
// one thing of a good file.
func TestReadRejects(t *testing.T) {
	csvWith := func(old, new string) string { return strings.Replace(testCSV, old, new, 1) }
	xmlWith := func(old, new string) string { return strings.Replace(testXML, old, new, 1) }
	for _, tc := range []struct{ why, name, data, date string }{
		{"no date for a CSV", "uri-schemes-1.csv", testCSV, ""},
		{"not a date", "uri-schemes-1.csv", testCSV, "2026-13-01"},
		{"date differs from <updated>", "uri-schemes.xml", testXML, "2026-08-14"},
		{"unknown extension", "uri-schemes.txt", testCSV, "2026-08-13"},
		{"header: column renamed", "uri-schemes-1.csv", csvWith("Status,", "State,"), "2026-08-13"},
		{"header: column missing", "uri-schemes-1.csv", csvWith(",Notes", ""), "2026-08-13"},
		{"header: columns swapped", "uri-schemes-1.csv", csvWith("Template,Description", "Description,Template"), "2026-08-13"},
		{"header: unknown column", "uri-schemes-1.csv", csvWith("Notes\r\n", "Notes,Extra\r\n"), "2026-08-13"},
		{"row too short", "uri-schemes-1.csv", csvWith("[RFC6733],\r\n", "[RFC6733]\r\n"), "2026-08-13"},
		{"unknown status", "uri-schemes-1.csv", csvWith("Permanent", "permanent"), "2026-08-13"},
		{"not a scheme (RFC 3986 §3.1)", "uri-schemes-1.csv", csvWith("aaa,", "1aaa,"), "2026-08-13"},
		{"not a scheme: space", "uri-schemes-1.csv", csvWith("shttp (OBSOLETE)", "shttp (old)"), "2026-08-13"},
		{"empty name", "uri-schemes-1.csv", csvWith("aaa,", ","), "2026-08-13"},
		{"twice, ignoring case", "uri-schemes-1.csv", csvWith("aaa,", "SHTTP,"), "2026-08-13"},
		{"no rows", "uri-schemes-1.csv", testCSV[:strings.Index(testCSV, "\r\n")+2], "2026-08-13"},
		{"bare quote", "uri-schemes-1.csv", csvWith("Diameter Protocol", "Diameter \"Protocol"), "2026-08-13"},
		{"XML: other registry", "uri-schemes.xml", xmlWith(`id="uri-schemes"`, `id="media-types"`), ""},
		{"XML: no uri-schemes-1", "uri-schemes.xml", xmlWith(`id="uri-schemes-1"`, `id="uri-schemes-2"`), ""},
		{"XML: no date", "uri-schemes.xml", xmlWith("<updated>2026-08-13</updated>", ""), ""},
		{"XML: unknown status", "uri-schemes.xml", xmlWith("<status>Provisional</status>", "<status>Reserved</status>"), ""},
		{"XML: other namespace", "uri-schemes.xml", xmlWith("http://www.iana.org/assignments", "urn:x"), ""},
		{"XML: malformed", "uri-schemes.xml", testXML[:200], ""},
	} {
		r, err := Read(tc.name, []byte(tc.data), tc.date)
		t.Logf("%s: %v", tc.why, err)
		if err == nil {
			t.Errorf("%s: Read = %+v, want an error", tc.why, r)
		}
	}
}

// TestGenerate checks the generated file's header and rows on the test
// registry, and that both forms give the same rows.
func TestGenerate(t *testing.T) {
	opt, err := ParseArgs([]string{"-in", "uri-schemes.xml", "-origin", "example.org/x"})
	if err != nil {
		t.Fatal(err)
	}
	out, err := Generate(opt, []byte(testXML))
	if err != nil {
		t.Fatal(err)
	}
	src := string(out)
	for _, want := range []string{
		"// Code generated by mkschemes.go from uri-schemes.xml; DO NOT EDIT.\n// go run mkschemes.go -in uri-schemes.xml -origin example.org/x\n\npackage iana\n",
		"//\torigin:       example.org/x\n",
		"//\tlast updated: 2026-08-13\n",
		"//\tSHA-256:      ", // of testXML, checked by package iana's test on the real file
		"//\tschemes:      3, 2 permanent, 1 provisional, 0 historical\n",
		"\t{\"aaa\", Permanent},\n",
		"\t{\"machineprovisioningprogressreporter\", Provisional}, // machineProvisioningProgressReporter\n",
		"\t{\"shttp\", Permanent}, // shttp (OBSOLETE)\n",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("generated file lacks %q:\n%s", want, src)
		}
	}
	csvOpt := Options{Source: "uri-schemes-1.csv", Origin: "example.org/x", Date: "2026-08-13", Out: "schemes_gen.go"}
	out2, err := Generate(csvOpt, []byte(testCSV))
	if err != nil {
		t.Fatal(err)
	}
	rows := func(s string) string { return s[strings.Index(s, "var registry"):] }
	if rows(string(out2)) != rows(src) {
		t.Errorf("the CSV and the XML give different tables:\n%s\n%s", rows(string(out2)), rows(src))
	}
	for _, args := range [][]string{nil, {"-in", "x.xml"}, {"-origin", "o"}, {"-in", "x.xml", "-origin", "o", "extra"}, {"-bogus"}, {"-in", "x.xml", "-origin", "a b"}} {
		if _, err := ParseArgs(args); err == nil {
			t.Errorf("ParseArgs(%q): no error", args)
		}
	}
}
