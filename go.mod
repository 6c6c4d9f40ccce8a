module github.com/abnf-uri/uri

go 1.26.0

require (
	github.com/alecthomas/participle/v2 v2.1.4
	github.com/dave/jennifer v1.7.1
	github.com/sebdah/goldie/v2 v2.8.0
	golang.org/x/net v0.62.0
	golang.org/x/text v0.43.0
)

require (
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/sergi/go-diff v1.0.0 // indirect
)
