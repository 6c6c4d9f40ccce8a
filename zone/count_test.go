package zone_test

import (
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/ref"
	"github.com/abnf-uri/uri/zone"
)

// TestParseCounts pins how often each operation parses: Parse reads the
// reference without its zone off the record of the text (it parsed twice,
// once more without the zone), and Normalize puts the zone back into the
// record of the normal form.
func TestParseCounts(t *testing.T) {
	zoned := zone.MustParse("HTTP://[FE80::A%25En%311]:80/a/../b")
	var n uri.Normalizer
	for _, c := range []struct {
		name string
		f    func()
		want int
	}{
		{"Parse", func() { zone.Parse("http://[fe80::1%25eth0]/") }, 1},
		{"Parse no zone", func() { zone.Parse("http://example.com/") }, 1},
		{"Parse invalid", func() { zone.Parse("http://[fe80::1%eth0]/") }, 1},
		{"Normalize", func() { zoned.Normalize(n, uri.SchemeBased) }, 0},
		{"URI", func() { zoned.URI() }, 0},
		{"IP", func() { zoned.IP() }, 0},
	} {
		if got := ref.CountParses(c.f); got != c.want {
			t.Errorf("%s: %d parses, want %d", c.name, got, c.want)
		}
	}
}
