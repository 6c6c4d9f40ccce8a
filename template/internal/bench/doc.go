// Package bench compares package template with
// github.com/yosida95/uritemplate/v3 on the examples of RFC 6570, in a
// module of its own so that the library's module does not require it.
// "make bench" runs it:
//
//	cd template/internal/bench && go test -run '^$' -bench . -benchmem
package bench
