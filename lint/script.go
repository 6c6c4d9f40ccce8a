package lint

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"golang.org/x/net/idna"
)

// The codes of the findings about the letters of a host name (Unicode
// Technical Standard #39, "Unicode Security Mechanisms").
const (
	codeHostMixedScript = "host-mixed-script"
	codeHostConfusable  = "host-confusable"
)

// labelMax is the longest A-label checkHostScripts decodes: a DNS label
// is at most 63 octets (RFC 1034 §3.1, RFC 5890 §2.3.2.1), and decoding
// Punycode costs more than linear time in the length.
const labelMax = 63

// checkHostScripts looks at each label of a registered name, decoded:
// percent-decoded, and an A-label ("xn--l-7sba6dbr") decoded from
// Punycode (RFC 3492) to the U-label it stands for ("раураl"). The
// scripts are the Script property of Unicode, as package unicode has it
// (not Script_Extensions, which it lacks); characters of the scripts
// Common and Inherited (digits, "-", marks) count for none.
//
//   - host-mixed-script: the label is not "Highly Restrictive" (UTS #39
//     §5.2): its letters are of more than one script, and not all of
//     Latin, Han, Hiragana and Katakana (Japanese), nor of Latin, Han and
//     Bopomofo, nor of Latin, Han and Hangul (Korean). "раураl" is
//     Cyrillic and Latin, and reads as "paypal".
//   - host-confusable: a label of one script, Cyrillic or Greek, whose
//     letters all look like Latin letters ("аррӏе", Cyrillic, reads as
//     "apple"): a whole-script confusable (UTS #39 §4), unless the
//     top-level label is of the same script (a Cyrillic name under
//     ".рф" is Russian, as browsers that show U-labels judge). The check knows
//     only the lookalikes of latinLookalikes, a few dozen; it does not
//     know the confusables of other scripts, nor those of one Latin
//     name for another ("rn" for "m"), nor a label whose letters are
//     Latin but for one confusable that is Common.
func (l *linter) checkHostScripts() {
	host, _ := l.u.Host()
	if l.u.HostKind() != uri.RegName {
		return
	}
	// The script of the top-level label, when it has one: "рф" is
	// Cyrillic, and a Cyrillic name under it is no confusable.
	tld := ""
	if top := strings.TrimSuffix(host, "."); strings.IndexByte(top, '.') >= 0 {
		if label, ok := decodeLabel(top[strings.LastIndexByte(top, '.')+1:]); ok {
			var s labelScripts
			s.addAll(label)
			if s.n == 1 {
				tld = s.names[0]
			}
		}
	}
	for i := 0; i <= len(host); {
		j := strings.IndexByte(host[i:], '.')
		if j < 0 {
			j = len(host)
		} else {
			j += i
		}
		l.checkLabel(host[i:j], l.host.start+i, l.host.start+j, tld)
		i = j + 1
	}
}

// decodeLabel returns the label raw of a host percent-decoded and, if it
// is an A-label of at most labelMax octets, decoded from Punycode; false
// if it is ASCII (of one script at most), not UTF-8 or no A-label.
func decodeLabel(raw string) (string, bool) {
	label := raw
	if strings.IndexByte(raw, '%') >= 0 {
		label = unescape(raw)
	}
	if len(label) > 4 && strings.EqualFold(label[:4], "xn--") {
		if len(label) > labelMax {
			return "", false
		}
		// An A-label is read without regard to case (RFC 5890
		// §2.3.2.1): its U-label is in lowercase.
		u, err := idna.Punycode.ToUnicode(strings.ToLower(label))
		if err != nil {
			return "", false
		}
		label = u
	}
	if browserASCII(label) || !utf8.ValidString(label) {
		return "", false
	}
	return label, true
}

// checkLabel looks at one label of the host, raw, at [start, end); tld
// is the script of the top-level label, or "". A label repeated is
// decoded and looked at once.
func (l *linter) checkLabel(raw string, start, end int, tld string) {
	if l.labelSeen && raw == l.prevLabel {
		if l.prevLabelCode != "" {
			l.addf(l.prevLabelCode, "host", start, end, nil) // reported already
		}
		return
	}
	l.labelSeen, l.prevLabel, l.prevLabelCode = true, raw, ""
	label, ok := decodeLabel(raw)
	if !ok {
		return
	}
	var scripts labelScripts
	scripts.addAll(label)
	shown := func() string {
		if label != raw {
			return quote(raw) + ", " + quote(label) + ","
		}
		return quote(raw)
	}
	switch {
	case !scripts.highlyRestrictive():
		l.prevLabelCode = codeHostMixedScript
		l.addf(codeHostMixedScript, "host", start, end, func() string {
			return "label " + shown() + " of the host mixes the scripts " + scripts.String() +
				": UTS #39 §5.2 (Highly Restrictive) allows one script, or Latin with Han, Hiragana and Katakana, with Han and Bopomofo, or with Han and Hangul, for the letters of one script pass for another's"
		})
	case scripts.n == 1 && scripts.latinLike && (scripts.names[0] == "Cyrillic" || scripts.names[0] == "Greek") && scripts.names[0] != tld:
		l.prevLabelCode = codeHostConfusable
		l.addf(codeHostConfusable, "host", start, end, func() string {
			return "label " + shown() + " of the host is written in " + scripts.names[0] + " letters that all look like Latin ones: it reads as " +
				quote(latinSkeleton(label)) + " (a whole-script confusable, UTS #39 §4)"
		})
	}
}

// labelScripts collects the scripts of the letters of a label, in the
// order they first occur, with the first letters of each.
type labelScripts struct {
	n       int
	names   [8]string
	letters [8][8]rune // the first letters of each script
	counts  [8]int     // how many of letters[k] are set
	// latinLike: every letter is in latinLookalikes.
	latinLike bool
	seen      bool
	last      *unicode.RangeTable
	lastName  string
}

// addAll counts the characters of label.
func (s *labelScripts) addAll(label string) {
	for _, r := range label {
		s.add(r)
	}
}

// add counts the character r.
func (s *labelScripts) add(r rune) {
	name := s.scriptOf(r)
	if name == "" {
		return
	}
	lr := unicode.ToLower(r)
	if !s.seen {
		s.seen, s.latinLike = true, true
	}
	if _, ok := latinLookalikes[lr]; !ok {
		s.latinLike = false
	}
	k := 0
	for k < s.n && s.names[k] != name {
		k++
	}
	if k == s.n {
		if s.n == len(s.names) {
			return // enough to say the label is mixed
		}
		s.names[k] = name
		s.n++
	}
	if c := s.counts[k]; c < len(s.letters[k]) {
		s.letters[k][c] = r
		s.counts[k]++
	}
}

// scriptOf returns the name of the script of r, or "" for Common,
// Inherited and unassigned characters. It tries the script of the
// character before first, then the common ones, then all.
func (s *labelScripts) scriptOf(r rune) string {
	if r < utf8.RuneSelf {
		if isAlpha(byte(r)) {
			return "Latin"
		}
		return ""
	}
	if s.last != nil && unicode.Is(s.last, r) {
		return s.lastName
	}
	if unicode.Is(unicode.Common, r) || unicode.Is(unicode.Inherited, r) {
		return ""
	}
	for _, name := range []string{"Latin", "Cyrillic", "Greek", "Han", "Hiragana", "Katakana", "Hangul", "Arabic", "Hebrew"} {
		if t := unicode.Scripts[name]; unicode.Is(t, r) {
			s.last, s.lastName = t, name
			return name
		}
	}
	for name, t := range unicode.Scripts {
		if unicode.Is(t, r) {
			s.last, s.lastName = t, name
			return name
		}
	}
	return ""
}

// highlyRestrictiveSets are the sets of scripts, beside a single one,
// that UTS #39 §5.2 allows at the Highly Restrictive level.
var highlyRestrictiveSets = [][]string{
	{"Latin", "Han", "Hiragana", "Katakana"},
	{"Latin", "Han", "Bopomofo"},
	{"Latin", "Han", "Hangul"},
}

// highlyRestrictive reports whether the scripts are of one script, or
// within one of highlyRestrictiveSets.
func (s *labelScripts) highlyRestrictive() bool {
	if s.n <= 1 {
		return true
	}
	for _, set := range highlyRestrictiveSets {
		in := true
		for _, name := range s.names[:s.n] {
			in = in && contains(set, name)
		}
		if in {
			return true
		}
	}
	return false
}

func contains(set []string, name string) bool {
	for _, s := range set {
		if s == name {
			return true
		}
	}
	return false
}

// String lists the scripts with their letters: `Cyrillic ("раура") and
// Latin ("l")`.
func (s *labelScripts) String() string {
	var b strings.Builder
	for k, name := range s.names[:s.n] {
		switch {
		case k == s.n-1 && k > 0:
			b.WriteString(" and ")
		case k > 0:
			b.WriteString(", ")
		}
		b.WriteString(name + " (" + strconv.Quote(string(s.letters[k][:s.counts[k]])) + ")")
	}
	return b.String()
}

// latinLookalikes are lowercase Cyrillic and Greek letters that look like
// a Latin letter in most fonts, with that letter: a hand-made part of the
// confusables of UTS #39 §4, not the whole.
var latinLookalikes = map[rune]rune{
	// Cyrillic.
	'а': 'a', 'с': 'c', 'ԁ': 'd', 'е': 'e', 'һ': 'h', 'і': 'i', 'ј': 'j', 'ӏ': 'l',
	'о': 'o', 'р': 'p', 'ԛ': 'q', 'ѕ': 's', 'ԝ': 'w', 'х': 'x', 'у': 'y', 'ү': 'y',
	// Greek.
	'α': 'a', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'υ': 'u',
}

// latinSkeleton is label with each letter of latinLookalikes replaced by
// the Latin letter it looks like.
func latinSkeleton(label string) string {
	return strings.Map(func(r rune) rune {
		if l, ok := latinLookalikes[unicode.ToLower(r)]; ok {
			return l
		}
		return r
	}, label)
}
