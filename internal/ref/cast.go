package ref

import "unsafe"

// Package uri's URI is a struct whose one field is a Ref; packages iri
// and zone make URIs of the records they write, and read the record of a
// URI, without parsing its text again. As and Of convert between the two:
// T must be such a struct (package uri checks its URI at compile time
// and, field by field, in TestRefLayout).

// As returns r as a T, a struct whose one field is a Ref.
func As[T any](r Ref) T {
	var t T
	if unsafe.Sizeof(t) != unsafe.Sizeof(r) {
		panic("ref: As of a type that is no Ref")
	}
	return *(*T)(unsafe.Pointer(&r))
}

// Of returns the Ref that t, a struct whose one field is a Ref, holds.
func Of[T any](t T) Ref {
	if unsafe.Sizeof(t) != unsafe.Sizeof(Ref{}) {
		panic("ref: Of of a type that is no Ref")
	}
	return *(*Ref)(unsafe.Pointer(&t))
}
