package lint_test

import (
	"fmt"

	"github.com/abnf-uri/uri/lint"
)

// Scheme names are case-insensitive; a name the registry does not list
// is unregistered.
func ExampleRegisteredScheme() {
	for _, name := range []string{"HTTPS", "ssh", "gopher", "prospero", "foo"} {
		fmt.Println(name, lint.RegisteredScheme(name))
	}
	// Output:
	// HTTPS permanent
	// ssh provisional
	// gopher permanent
	// prospero historical
	// foo unregistered
}

func ExampleSchemeRegistryDate() {
	fmt.Println(lint.SchemeRegistryDate())
	// Output: 2026-08-13
}

func ExampleSchemeStatus() {
	for s := lint.SchemeUnregistered; s <= lint.SchemeHistorical; s++ {
		fmt.Println(int(s), s)
	}
	// Output:
	// 0 unregistered
	// 1 permanent
	// 2 provisional
	// 3 historical
}
