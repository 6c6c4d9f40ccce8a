// Package winpath tells which names of a Windows path Windows reads
// otherwise than they are written, by the rules of Microsoft's "Naming
// Files, Paths, and Namespaces": the name of a file or directory, checked
// by Name, and the host of a UNC path, checked by Host. Package fileuri
// refuses such names in the paths it reads from and writes to file URIs;
// the same rules are there for package lint, to report such names in
// URIs. It imports the standard library only, so that both can import
// it.
//
// Names are checked as Windows sees them: decoded, as UTF-8. A name is
// one component, without separators ("\" and "/").
package winpath

import (
	"strconv"
	"strings"
)

// Kind is what is wrong with a name; OK when nothing is.
type Kind uint8

const (
	// OK is a name Windows reads as it is written.
	OK Kind = iota
	// DotSegment is "." or "..", or a name of periods and spaces that
	// Windows reads as one ("...", ". ", ".. "): it drops the periods
	// and spaces that end a name.
	DotSegment
	// TrailingDot is a name that ends with a period or a space, which
	// Windows drops: "secret.txt." and "secret.txt " open "secret.txt".
	TrailingDot
	// Stream is a name that holds ":", which NTFS reads as the name of a
	// file and of one of its alternate data streams: "file.txt::$DATA"
	// is the content of "file.txt", "x:y" the stream "y" of "x".
	Stream
	// Device is a name that Windows reserves for a device in every
	// directory, whatever its case and extension and the spaces before
	// the extension: CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to LPT9 and
	// the superscript forms COM¹, COM², COM³, LPT¹, LPT², LPT³
	// ("nul.txt", "CON .txt"); and CONIN$ and CONOUT$, which open the
	// console as CON does.
	Device
	// Reserved is a name that holds a character no Windows file name
	// may hold: "<", ">", '"', "|", "?", "*" (wildcards to some
	// functions), a control character (U+0001 to U+001F), NUL, "/" or
	// "\" (separators).
	Reserved
)

// String names the kind: "ok", "dot-segment", "trailing-dot", "stream",
// "device" or "reserved-character".
func (k Kind) String() string {
	switch k {
	case OK:
		return "ok"
	case DotSegment:
		return "dot-segment"
	case TrailingDot:
		return "trailing-dot"
	case Stream:
		return "stream"
	case Device:
		return "device"
	case Reserved:
		return "reserved-character"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Name reports what Windows reads otherwise in name, a file or directory
// name: the kind of problem, OK for none, and a reason that says it,
// which begins with a verb and does not repeat the name ("ends with ".",
// which Windows drops: it opens "secret.txt""). The empty name is OK.
// When a name has several problems, the kind is the first of Device,
// DotSegment, Stream, Reserved, TrailingDot that applies.
func Name(name string) (Kind, string) {
	switch NameKind(name) {
	case Device:
		dev, _ := device(name)
		return Device, "names the device " + dev + ", whatever the extension: Windows opens the device, not a file"
	case DotSegment:
		if name == "." || name == ".." {
			return DotSegment, "is a dot-segment"
		}
		return DotSegment, "is a dot-segment to Windows, which drops the spaces and periods that end a name"
	case Stream:
		if i := strings.IndexByte(name, ':'); i > 0 {
			return Stream, `holds ":", which NTFS reads as naming a data stream of ` + strconv.Quote(name[:i])
		}
		return Stream, `holds ":", which NTFS reads as naming a data stream of the directory it is in`
	case Reserved:
		i := reserved(name)
		return Reserved, "holds " + strconv.Quote(name[i:i+1]) + ", which no Windows file name may hold"
	case TrailingDot:
		if strings.Trim(name, " ") == "" {
			return TrailingDot, "is made of spaces, which Windows drops: it names no file"
		}
		return TrailingDot, "ends with " + strconv.Quote(name[len(name)-1:]) + ", which Windows drops: it opens " +
			strconv.Quote(strings.TrimRight(name, ". "))
	}
	return OK, ""
}

// NameKind returns the kind of problem Name reports in name, without the
// reason: it does not allocate, for callers that check many names and
// say why for few.
func NameKind(name string) Kind {
	switch _, dev := device(name); {
	case dev:
		return Device
	case IsDots(name):
		return DotSegment
	case strings.IndexByte(name, ':') >= 0:
		return Stream
	case reserved(name) >= 0:
		return Reserved
	}
	if n := len(name); n > 0 && (name[n-1] == '.' || name[n-1] == ' ') {
		return TrailingDot
	}
	return OK
}

// reserved returns the offset in name of the first byte no Windows file
// name may hold, or -1.
func reserved(name string) int {
	for i := 0; i < len(name); i++ {
		if c := name[i]; c < 0x20 || strings.IndexByte(`<>"|?*/\`, c) >= 0 {
			return i
		}
	}
	return -1
}

// IsDots reports whether Windows reads name as a dot-segment: "." and
// "..", and any other name of periods and spaces with a period in it
// ("...", ". ", ".. "), since it drops the periods and spaces that end a
// name.
func IsDots(name string) bool {
	return name != "" && strings.Trim(name, ". ") == "" && strings.Contains(name, ".")
}

// Host reports what Windows reads otherwise in host, the host of a UNC
// path (`\\host\share`): "." and "?", which begin the Win32 device and
// file namespaces (`\\.\`, `\\?\`); ".." and any other name of periods
// and spaces (DotSegment); a name of spaces or one that ends with a
// space (TrailingDot); a host that holds a separator or NUL (Reserved,
// as "." and "?" are). A period at the end is the root of DNS
// ("server."), not dropped. The reason is written as Name's is.
func Host(host string) (Kind, string) {
	switch {
	case host == "." || host == "?":
		return Reserved, `begins a Win32 namespace path (\\` + host + `\), not a UNC one`
	case IsDots(host):
		return DotSegment, "is made of periods and spaces: no machine is named so, and Windows reads it as a dot-segment"
	case host != "" && strings.Trim(host, " ") == "":
		return TrailingDot, "is made of spaces, which Windows drops: no machine is named so"
	case strings.HasSuffix(host, " "):
		return TrailingDot, `ends with " ", which Windows drops: it reaches ` + strconv.Quote(strings.TrimRight(host, " "))
	}
	if i := strings.IndexAny(host, "/\\\x00"); i >= 0 {
		return Reserved, "holds " + strconv.Quote(host[i:i+1]) + ", which a UNC host cannot"
	}
	return OK, ""
}

// device returns the device that name names, in upper case: its base
// (up to the first "." or ":", without the spaces that end it), whatever
// its case, is one of the reserved names.
func device(name string) (string, bool) {
	base := name
	if i := strings.IndexAny(base, ".:"); i >= 0 {
		base = base[:i]
	}
	base = strings.TrimRight(base, " ")
	switch len(base) {
	case 3:
		for _, d := range [...]string{"CON", "PRN", "AUX", "NUL"} {
			if strings.EqualFold(base, d) {
				return d, true
			}
		}
	case 4, 5: // "COM1", "COM¹" (two bytes in UTF-8)
		prefix := "COM"
		if !strings.EqualFold(base[:3], prefix) {
			if prefix = "LPT"; !strings.EqualFold(base[:3], prefix) {
				return "", false
			}
		}
		switch n := base[3:]; n {
		case "1", "2", "3", "4", "5", "6", "7", "8", "9", "¹", "²", "³":
			return prefix + n, true
		}
	case 6, 7:
		for _, d := range [...]string{"CONIN$", "CONOUT$"} {
			if strings.EqualFold(base, d) {
				return d, true
			}
		}
	}
	return "", false
}
