package scheme

// The validators of the schemes are generated from the grammars of their
// RFCs, as package grammar holds them, composed as the RFCs intend:
// placeholders take RFC 3986's definitions, and the companion files
// (-update) write what errata and prose add (for geo, rfc5870-wgs84.abnf
// transcribes Section 3.3's WGS-84 coordinates, which rfc5870-prose.abnf
// applies where the CRS is WGS-84). The schemes whose grammars
// build on RFC 3986 share one parser; tel, geo and RFC 1738's schemes
// (ftp, telnet, gopher) define rules of their own under RFC 3986's names
// (unreserved, host, port), so each has its own. Only the scheme rules get
// entry points, and their automata are tables (a few lines of table per
// state), but for the validation of http and https, the schemes of most
// URLs, which is direct-coded: it keeps Validate within twice the time of
// RFC 3986's generic validation on the URL corpora (BenchmarkCorpus).
// Find records the spans of the rules Parts reads (-find-nodes): mailto's
// to and hfields, a URN's NID, NSS, r-, q- and f-component, a data URI's
// mediatype and data, news's article or newsgroups and nntp's group and
// article-number.
//go:generate go run ../cmd/abnf gen -g ../grammar/rfc9110.abnf,../grammar/rfc6455.abnf,../grammar/rfc8141.abnf,../grammar/rfc2397.abnf,../grammar/rfc5538.abnf,../grammar/rfc5322.abnf,../grammar/rfc3986.abnf -update ../grammar/rfc9110-host.abnf,../grammar/rfc6455-path.abnf,../grammar/rfc8141-alphanum.abnf,../grammar/rfc2397-imports.abnf,../grammar/rfc6068.abnf,../grammar/rfc6068-prose.abnf,../grammar/rfc5538-imports.abnf -r http-URI,https-URI,ws-URI,wss-URI,mailtoURI,namestring,dataurl,newsURL,nntpURL -entries http-URI,https-URI,ws-URI,wss-URI,mailtoURI,namestring,dataurl,newsURL,nntpURL -tables -direct http-URI,https-URI -direct-api validate -api find -find-nodes to,hfields,NID,NSS,r-component,q-component,f-component,mediatype,data,article,newsgroups,group,article-number -extern IP-literal=github.com/abnf-uri/uri/parser -o internal/on3986/parser
//go:generate go run ../cmd/abnf gen -g ../grammar/rfc3966.abnf -update ../grammar/rfc3966-prose.abnf -r telephone-uri -entries telephone-uri -tables -api validate -o internal/tel/parser
//go:generate go run ../cmd/abnf gen -g ../grammar/rfc5870.abnf -update ../grammar/rfc5870-wgs84.abnf,../grammar/rfc5870-prose.abnf -r geo-URI -entries geo-URI -tables -api validate -o internal/geo/parser
//go:generate go run ../cmd/abnf gen -g ../grammar/rfc1738.abnf -r ftpurl,telneturl,gopherurl -entries ftpurl,telneturl,gopherurl -tables -api validate -o internal/url1738/parser
