// Uripipe runs a pipeline of package uribeam over text files on an Apache
// Beam runner: it validates, repairs, normalizes, de-duplicates, resolves,
// extracts or lints the URI references of its input, one per line, and
// writes the answers as NDJSON shards and a summary.
//
// Usage:
//
//	uripipe --input GLOB[,GLOB...] --output PREFIX --op OP [--level LEVEL] [--n N] [--groups N] [--shards N] [--sep SEP] [--runner RUNNER] [BEAM FLAGS]
//
// The flags are:
//
//	--input GLOB
//		The files to read, as globs on any file system Beam knows
//		(local paths, gs://...), comma-separated or the flag repeated.
//		A glob that matches no file is an error.
//	--output PREFIX
//		Where to write: PREFIX-results-SSSSS-of-NNNNN.ndjson,
//		PREFIX-invalid-SSSSS-of-NNNNN.ndjson and PREFIX-summary.json.
//	--op OP
//		validate, repair, normalize, dedupe, resolve, extract or lint.
//	--level LEVEL
//		For normalize and dedupe: simple (dedupe only), syntax or
//		scheme (RFC 3986 §6.2), in any case. The default is scheme.
//	--n N
//		For dedupe and lint: how many spellings or examples to keep
//		per class or code (default 3).
//	--groups N
//		For dedupe: how many groups the classes are merged in (default
//		64), each on one worker, which holds the group's classes in
//		memory (uribeam.DedupeBatches).
//	--shards N
//		How many shards each output is written in (default 4); a
//		shard that would be empty is not written.
//	--sep SEP
//		For resolve: what separates the base from the reference on a
//		line (default a tab, as "uri resolve -" reads).
//	--runner RUNNER
//		Beam's runner: prism (the default, in process), direct,
//		dataflow, flink, spark, universal. The other flags of Beam and
//		of the runner (--project, --region, --temp_location,
//		--endpoint, --environment_type, ...) are taken as Beam
//		defines them.
//
// # Inputs
//
// Each line of each file is one input, without its line ending ("\n" or
// "\r\n"), as the uri command reads standard input: an empty line is the
// empty input, and a last line without a line ending is an input too. A
// "\r" at the very end of a file's last line is taken as part of a line
// ending, where the uri command keeps it. For resolve, a line is a base
// URI and a URI reference, parted at the first SEP; for extract, a line is
// text, and the URIs in it are found with their offsets in the line.
//
// The lines are read and processed in batches of up to 4,096 lines (or a
// megabyte) of one file, each a Beam element, with the batch forms of
// package uribeam; a file is read in splits of 16 MB, which workers read
// apart. The shards are written by each bundle into part files beside
// them, put together at the end: the lines themselves do not go through
// the runner's shuffle. The answers are those of one element per line.
//
// # Outputs
//
// Every input is answered, in the results or in the invalid records; none
// is dropped. Each line of a shard is a JSON object with the keys of "uri
// COMMAND -json" (repair, which the uri command lacks, with those of
// uribeam.Repaired):
//
//	validate   {"input","valid":true}; invalid: {"input","valid":false,"error"}
//	repair     {"input","uri","fixes":[{"kind","offset","text"}...]}: the URI
//	           reference the input is repaired into, as browsers read it
//	           (package lenient), and each repair, offsets into the input; no
//	           fix for a URI reference, returned as it is; invalid:
//	           {"input","error"}, the error without "component"
//	normalize  {"input","result"}; invalid: {"input","error"}
//	resolve    {"base","reference","result"}; invalid: {"base","reference","error"},
//	           the message beginning "base: " or "reference: " as the uri command's
//	dedupe     {"uri","count","spellings"}: a class of equivalent URIs, its
//	           normal form, how many inputs and the first N distinct ones in
//	           byte order; invalid: {"input","error"}
//	extract    {"file","start","end","delimiter","flags","uri","valid"[,"error"]}:
//	           offsets into the line; a URI delimited in the text that is none
//	           is a result with "valid": false
//	lint       {"code","severity","section","count","examples"}: how many inputs
//	           have a finding of the code; invalid: {"input","valid":false,"error"}
//
// where "error" is {"offset","component","message"} as in the uri command.
// The summary, PREFIX-summary.json, is one JSON object: "op", "level", and
// the counts "inputs" (lines read), "valid", "invalid" and "results"
// (lines in the results shards).
//
// # Runners
//
// With --runner prism, or none, the pipeline runs in the uripipe process.
// On Dataflow:
//
//	uripipe --runner dataflow --project P --region R --temp_location gs://B/tmp \
//		--staging_location gs://B/staging --input 'gs://B/urls/*.txt' --output gs://B/out/urls --op dedupe
//
// On Flink or Spark, through their job servers:
//
//	uripipe --runner flink --endpoint localhost:8099 --environment_type LOOPBACK --input ... --output ... --op normalize
//
// Uripipe exits 0 when the pipeline ran, whatever the inputs, 1 when it
// could not run or failed (a glob matches no file, the runner reports an
// error), and 2 on a usage error; -h lists uripipe's flags and Beam's, and
// exits 0.
package main
