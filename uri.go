// Package uri parses and validates Uniform Resource Identifiers exactly as
// RFC 3986 defines them, with a parser generated from the RFC's own
// grammar (Appendix A).
package uri
