package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestSchemeCommands: "uri validate -scheme" checks a URI by its scheme's
// grammar too (RFC 6068 §2, RFC 9110 §4.2.1, RFC 8141 §2, RFC 6455 §3),
// "uri parse -json" adds the scheme's own components, "uri schemes" lists
// the registry.
func TestSchemeCommands(t *testing.T) {
	for _, c := range []struct {
		args []string
		out  string
		code int
	}{
		{[]string{"validate", "-scheme", "mailto:joe@example.com", "x-any:@@@"}, "valid\nvalid\n", 0},
		{[]string{"validate", "-scheme", "mailto:@@@"}, "error\t7\tmailtoURI (RFC 6068 §2): expected to, hfields or end of input, found \"@\"\n", 1},
		{[]string{"validate", "-scheme", "http:///nohost"}, "error\t7\thttp-URI (RFC 9110 §4.2.1): expected http-authority, found \"/\"\n", 1},
		{[]string{"validate", "-scheme", "urn:x"}, "error\t5\tnamestring (RFC 8141 §2): expected ldh or alphanum, found end of input\n", 1},
		// RFC 3986's error first, without a rule of a scheme.
		{[]string{"validate", "-scheme", "data:,%zz"}, "error\t7\texpected HEXDIG, found \"z\"\n", 1},
		{[]string{"validate", "-scheme", "-json", "ws://a/#f"}, `{"input":"ws://a/#f","valid":false,"error":{"offset":7,"component":"fragment","message":"ws-URI (RFC 6455 §3): expected end of input (a fragment \"MUST NOT be used\"), found \"#\""}}` + "\n", 1},
		{[]string{"validate", "-scheme", "-rule", "URI", "x:y"}, "", 2},
		{[]string{"parse", "-json", "mailto:a@b.example,c@d.example?subject=hi"}, `{"input":"mailto:a@b.example,c@d.example?subject=hi","valid":true,"scheme":"mailto","path":"a@b.example,c@d.example","query":"subject=hi","scheme_parts":[{"name":"to","value":"a@b.example"},{"name":"to","value":"c@d.example"},{"name":"hfname","value":"subject"},{"name":"hfvalue","value":"hi"}]}` + "\n", 0},
		// Only a URI valid by its scheme's grammar has scheme_parts.
		{[]string{"parse", "-json", "mailto:@@@"}, `{"input":"mailto:@@@","valid":true,"scheme":"mailto","path":"@@@"}` + "\n", 0},
		{[]string{"parse", "-json", "-lint", "urn:example:a?=q"}, `{"input":"urn:example:a?=q","valid":true,"scheme":"urn","path":"example:a","query":"=q","scheme_parts":[{"name":"nid","value":"example"},{"name":"nss","value":"a"},{"name":"q-component","value":"q"}],"findings":[]}` + "\n", 0},
	} {
		var stdout, stderr bytes.Buffer
		code := run(c.args, strings.NewReader(""), &stdout, &stderr)
		if code != c.code || c.code != 2 && stdout.String() != c.out {
			t.Errorf("uri %q: exit %d, stdout\n%s\nstderr %s\nwant exit %d, stdout\n%s", c.args, code, &stdout, &stderr, c.code, c.out)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"schemes"}, nil, &stdout, &stderr); code != 0 ||
		!strings.Contains(stdout.String(), "mailto\tRFC 6068 §2\trfc5322.abnf,rfc3986.abnf -update rfc6068.abnf,rfc6068-prose.abnf\t-\n") ||
		!strings.Contains(stdout.String(), "http\tRFC 9110 §4.2.1\trfc9110.abnf,rfc3986.abnf -update rfc9110-host.abnf\t80\n") {
		t.Errorf("uri schemes: exit %d, stdout\n%s\nstderr %s", code, &stdout, &stderr)
	}
	stdout.Reset()
	if code := run([]string{"schemes", "-json"}, nil, &stdout, &stderr); code != 0 ||
		!strings.Contains(stdout.String(), `{"name":"https","spec":"RFC 9110 §4.2.2","grammar":"rfc9110.abnf,rfc3986.abnf -update rfc9110-host.abnf","rule":"https-URI","default_port":"443"}`+"\n") {
		t.Errorf("uri schemes -json: exit %d, stdout\n%s", code, &stdout)
	}
	if code := run([]string{"schemes", "x"}, nil, &stdout, &stderr); code != 2 {
		t.Errorf("uri schemes x: exit %d, want 2", code)
	}
}
