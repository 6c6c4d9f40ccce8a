package machine

// Find takes spans as long as MaxSpans: this does not compile when
// MaxSpans is longer than the longest array of Spans.
var _ = Find[[MaxSpans]int32]
