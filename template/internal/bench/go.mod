module github.com/abnf-uri/uri/template/internal/bench

go 1.26.0

replace github.com/abnf-uri/uri => ../../..

require (
	github.com/abnf-uri/uri v0.0.0-00010101000000-000000000000
	github.com/yosida95/uritemplate/v3 v3.0.2
)
