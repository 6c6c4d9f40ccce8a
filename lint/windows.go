package lint

import "strings"

// This file holds the rules of Windows for one component of a path (a
// file or directory name, or the server of a UNC path), as Microsoft's
// "Naming Files, Paths, and Namespaces" states them, behind
// windowsComponentProblem alone: file.go asks it about the segments and
// the host of file URIs.

// windowsDevices are the names Windows reserves for devices, in
// lowercase, each with what windowsComponentProblem says of it: a file
// name that is one of them, whatever its extension, opens the device
// ("nul.txt" is NUL). COM0 and LPT0 are in Microsoft's list too, and the
// superscript digits ¹, ² and ³ count as digits.
var windowsDevices = func() map[string]string {
	m := map[string]string{}
	names := []string{"aux", "con", "nul", "prn", "conin$", "conout$"}
	for _, d := range []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "¹", "²", "³"} {
		names = append(names, "com"+d, "lpt"+d)
	}
	for _, n := range names {
		m[n] = "names the device " + strings.ToUpper(n) + " on Windows, whatever the extension"
	}
	return m
}()

// windowsComponentProblem reports whether Windows would not read seg, a
// decoded path segment or UNC server name, as the one file or directory
// name it is written as, and why (a phrase that follows the quoted
// segment in a message):
//
//   - "." or "..": a dot-segment, which Windows resolves;
//   - a device name, whatever the extension ("CON", "nul.txt", "COM¹",
//     "LPT0");
//   - a ":", which NTFS reads as naming an alternate data stream
//     (file:stream:type: "file.txt::$DATA" is the unnamed data stream of
//     file.txt, "x:y" the stream y of x);
//   - a "." or " " at the end ("secret.txt.", "..."), which Windows
//     strips: "secret.txt." opens secret.txt;
//   - a character Windows does not allow in a name: a control character
//     (0 to 31), "<", ">", "\"", "|", "?", "*", and the separators "/"
//     and "\".
//
// A drive ("c:") is not a name; the caller sees to it. It does not
// allocate: Check calls it on every segment of a file URI.
func windowsComponentProblem(seg string) (reason string, ok bool) {
	switch seg {
	case "":
		return "", false
	case ".", "..":
		return "is a dot-segment, which Windows resolves before it opens the file", true
	}
	base := seg
	if i := strings.IndexAny(base, ".:"); i >= 0 {
		base = base[:i]
	}
	base = strings.TrimRight(base, " ")
	if len(base) <= len("conout$") {
		var buf [len("conout$")]byte
		for i := 0; i < len(base); i++ {
			c := base[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			buf[i] = c
		}
		if r, isDevice := windowsDevices[string(buf[:len(base)])]; isDevice {
			return r, true
		}
	}
	if strings.IndexByte(seg, ':') >= 0 {
		return "holds \":\", which NTFS reads as naming an alternate data stream (file:stream:type, \"::$DATA\" the unnamed one): Windows opens a stream of the file, not a file of that name", true
	}
	if c := seg[len(seg)-1]; c == '.' || c == ' ' {
		if strings.TrimRight(seg, ". ") == "" {
			return "is only dots and spaces, which Windows strips from the end of a name: it is no file name", true
		}
		return "ends in \".\" or \" \", which Windows strips from the end of a name: it opens the file without them", true
	}
	for i := 0; i < len(seg); i++ {
		if c := seg[i]; c < 0x20 || strings.IndexByte(`<>"|?*/\`, c) >= 0 {
			return "holds a character that Windows does not allow in a file name: a control character, or one of < > \" | ? * / \\", true
		}
	}
	return "", false
}
