package uri

// Values for configuration fields: a field typed URI takes any URI
// reference, "" and "/relative" included, as Parse does; Absolute takes
// only a URI, and Checked a URI that a Policy lets through. Both decode
// through encoding.TextUnmarshaler, which encoding/json, YAML and TOML
// libraries and flag.TextVar call with the text of a string; a missing
// field, or a JSON null, leaves the zero value, whose String is "".

// Absolute is a URI (RFC 3986 §3): a URI reference with a scheme, for a
// configuration field or a flag that needs one. It decodes from text as
// the zero Policy's Parse does, so it refuses "", a relative reference
// ("example.com", "/x"), a port above 65535 and a host that reads as an
// IPv4 address but is no IPv4address. A fragment is allowed, as §3 allows
// it ("https://example.com/doc#intro"); to refuse one, making it an
// absolute-URI (§4.3), use Checked with a Policy with NoFragment.
//
// Its zero value is the zero URI, which encoding/json's omitzero omits;
// omitempty never omits a struct.
type Absolute struct{ URI }

// UnmarshalText parses text as a URI, as Policy{}.Parse does, into a;
// "" is an error. On error a is left as it was.
func (a *Absolute) UnmarshalText(text []byte) error {
	u, err := Policy{}.Parse(string(text))
	if err != nil {
		return err
	}
	a.URI = u
	return nil
}

// Checked is a URI that the Policy of P lets through, for a configuration
// field: a program names its policy with a type of its own,
//
//	type redirectPolicy struct{}
//
//	func (redirectPolicy) Policy() uri.Policy {
//		return uri.Policy{Schemes: []string{"https"}, RequireHost: true, NoFragment: true}
//	}
//
// and a field typed Checked[redirectPolicy] decodes only a URI that the
// policy accepts: decoders make fields from their types alone, so the
// policy is in the type. The zero value of P is the one used.
//
// Its zero value is the zero URI, which encoding/json's omitzero omits;
// omitempty never omits a struct.
type Checked[P interface{ Policy() Policy }] struct{ URI }

// UnmarshalText parses text and checks it, as P's Policy's Parse does,
// into c; "" is an error, for a policy wants a URI. On error c is left as
// it was.
func (c *Checked[P]) UnmarshalText(text []byte) error {
	var p P
	u, err := p.Policy().Parse(string(text))
	if err != nil {
		return err
	}
	c.URI = u
	return nil
}
