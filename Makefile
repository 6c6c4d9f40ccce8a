# abnf-uri: a fresh machine needs only Go; `make run` and `make test` work
# from a clean clone. ../shared (reference corpora) is optional: tests that
# need it skip with a message.

GO        ?= go
BENCHSTAT ?= $(GO) run golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da
FUZZTIME  ?= 60s
BENCHCOUNT ?= 6
# Random grammars make fuzz generates parsers for, every flag set each
# (gen/emit TestRandomGrammars), from a new seed each run.
RANDOMGRAMMARS ?= 100
EXAMPLES  := testdata/examples/rfc3986-1.1.2.txt

.PHONY: all run test test-long test-beam generate bench fuzz lint

all: test

# The main job on built-in examples: check RFC 3986's grammar, match the
# example URIs of RFC 3986 §1.1.2 against it with the reference matcher,
# parse them with the generated parser, resolve the references of §5.4.1
# against its base, and normalize a few URIs. The grammar is checked from
# the rules RFC 3986 defines for use: URI-reference and absolute-URI, and
# path (§3.3) and reserved (§2.2), which it defines for other
# specifications and uses nowhere itself.
# Each step says what it shows: the check its findings (infos: facts, not
# problems) and a last line of what it checked; the others each input
# beside its answer (-echo), or above it (parse).
run:
	@echo '== abnf check: RFC 3986 Appendix A (infos and a summary)'
	$(GO) run ./cmd/abnf check -v -r URI-reference,absolute-URI,path,reserved grammar/rfc3986.abnf
	@echo '== abnf match: RFC 3986 §1.1.2 examples (reference matcher): INPUT, verdict'
	$(GO) run ./cmd/abnf match -echo -r URI-reference - < $(EXAMPLES)
	@echo '== uri parse: RFC 3986 §1.1.2 examples (generated parser): a block per input'
	$(GO) run ./cmd/uri parse - < $(EXAMPLES)
	@echo '== uri resolve: RFC 3986 §5.4.1, base http://a/b/c/d;p?q: BASE, REFERENCE, RESULT'
	$(GO) run ./cmd/uri resolve -echo 'http://a/b/c/d;p?q' - < testdata/examples/rfc3986-5.4.1.txt
	@echo '== uri normalize: RFC 3986 §6.2.2 and §6.2.3: INPUT, NORMAL FORM'
	$(GO) run ./cmd/uri normalize -echo - < testdata/examples/normalize.txt
# What CI runs: formatting, vet, every test (the differential tests, and
# the check that generated code is up to date), then the tests of the
# packages that read bytes through machine.Skip again with the build tag
# purego, which leaves its vector paths out. Without ../shared, the tests
# on its corpora skip, and the last line says which.
# The tests run again with -tags purego: the runtime's own, and those that
# check the parsers' verdicts, offsets and spans against the RFCs' examples
# and the reference matcher.
PUREGO_TESTS = ./machine ./extract ./iri ./zone ./scheme . -run 'Skip|Class|Differential|Valid|Components|Error|Resolve|Normalize|Extract|Scanner|Parse'

test:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo 'gofmt would change:'; gofmt -l .; exit 1; }
	$(GO) vet ./...
	$(GO) test ./...
	$(GO) vet -tags purego ./machine
	$(GO) test -tags purego $(PUREGO_TESTS)
	@test -d ../shared || echo 'make test: no ../shared: skipped the corpus tests TestDifferentialCorpora, TestResolveCorpus, TestRelativeResolved/corpus, TestFromURL/corpus and TestExtractRFC on the RFC texts; TestComponentsAgree, TestNormalizeProperties and TestScannerChunks ran on built-in inputs only'

# What test leaves out: the tests that measure scale, each tens of
# seconds (-long; they skip without it): in cmd/abnf, analyze with the
# hazard search on every rule of RFC 3986 and on RFC 5234's rulelist, and
# gen on a grammar whose code would pass emit.MaxRuleBytes. CI does not
# run it.
test-long:
	$(GO) test -count=1 -timeout 30m ./cmd/abnf -long

# The nested module beam/ (Apache Beam transforms, its own go.mod), which
# `go test ./...` above does not enter: formatting, vet, and its tests on
# the in-process runners prism and direct. Apart from `test` because the
# Beam SDK takes minutes to compile on a fresh machine (README, "Apache
# Beam"); .ci/run runs both.
test-beam:
	@test -z "$$(gofmt -l beam)" || { echo 'gofmt would change:'; gofmt -l beam; exit 1; }
	cd beam && $(GO) vet ./...
	cd beam && $(GO) test ./...
	cd beam && $(GO) test ./... -args -runner=direct
	@test -d ../shared || echo 'make test-beam: no ../shared: skipped TestCorpus (uripipe against the uri command on the URL corpora)'

generate:
	$(GO) generate ./...

# Benchmarks on ../shared/data/urls, with ratios to net/url and to a
# byte-table loop from the same run; benchstat summarizes the repeated
# runs. Then package template against github.com/yosida95/uritemplate/v3
# on RFC 6570's examples, in the module of its own
# template/internal/bench, which the library's go.mod does not require.
bench:
	$(GO) test -run '^$$' -bench 'Corpus|Adversarial|Resolve|RemoveDotSegments|InvalidLines' -benchmem -count $(BENCHCOUNT) . | tee bench.txt
	$(BENCHSTAT) bench.txt
	$(GO) run ./internal/benchratio < bench.txt
	$(GO) test -run '^$$' -bench 'Corpus' -benchmem -count $(BENCHCOUNT) ./iri ./scheme | tee bench-iri-scheme.txt
	$(BENCHSTAT) bench-iri-scheme.txt
	$(GO) test -run '^$$' -bench 'QueryCorpus' -benchmem -count $(BENCHCOUNT) ./query | tee bench-query.txt
	$(GO) run ./internal/benchratio < bench-query.txt
	cd template/internal/bench && $(GO) test -run '^$$' -bench 'Template' -benchmem -count $(BENCHCOUNT) . | tee ../../../bench-template.txt
	$(BENCHSTAT) bench-template.txt
	$(GO) run ./internal/benchratio < bench-template.txt

# Each fuzz target in turn, FUZZTIME each. Minimizing a new input is
# bounded: unbounded, it can stall on inputs as long as a grammar file.
# Then RANDOMGRAMMARS random grammars, each generated with every flag set
# of abnf gen: the parsers must build, vet and agree with the matcher.
FUZZ := $(GO) test -run '^$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 2s
# The fuzz targets are found, not listed: every Fuzz function of every
# package, as "go test -list" names them. Go 1.26's fuzzing coordinator
# can stop at the end of -fuzztime with "context deadline exceeded" and no
# failing input (go.dev/issue/75804, fixed in Go 1.27): such a stop, and
# only such a one, is reported and passed over.
fuzz:
	@set -e; out=$$(mktemp); trap 'rm -f $$out' EXIT; \
	for pkg in $$($(GO) list ./...); do \
		dir=$$($(GO) list -f '{{.Dir}}' $$pkg); \
		for target in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "== $$target $$pkg"; \
			before=$$(ls $$dir/testdata/fuzz/$$target 2>/dev/null | wc -l); \
			rc=0; $(FUZZ) -fuzz "^$$target\$$" $$pkg > $$out 2>&1 || rc=$$?; cat $$out; \
			[ $$rc -eq 0 ] && continue; \
			after=$$(ls $$dir/testdata/fuzz/$$target 2>/dev/null | wc -l); \
			if [ "$$after" -eq "$$before" ] && [ "$$(grep -c -- '--- FAIL' $$out)" -eq 1 ] && grep -q '^    context deadline exceeded$$' $$out; then \
				echo "make fuzz: $$target stopped at the end of -fuzztime with no failing input (go.dev/issue/75804): passed over"; \
				continue; \
			fi; \
			exit $$rc; \
		done; \
	done
	$(GO) test -run '^TestRandomGrammars$$' -count 1 -timeout 30m ./gen/emit -gen.random $(RANDOMGRAMMARS) -gen.seed $$(date +%s)

lint:
	@test -z "$$(gofmt -l .)" || { gofmt -l .; exit 1; }
	$(GO) vet ./...
	$(GO) mod tidy -diff
