"""rfc3986 (python3-rfc3986, Debian) harness for the differential test.

Run with Debian's /usr/bin/python3: the package lives in /usr/lib/python3/dist-packages.
Same line protocol as uriparser-harness.c: each stdin line is the input's UTF-8 bytes in hex, a
line "." ends a batch (answered with "." and a flush). Each answer is
  "err\t<which checks failed>"  or
  "ok\t<scheme>\t<userinfo>\t<host>\t?\t<port>\t<path>\t<query>\t<fragment>"
with "-" for an absent component and "+<hex>" for a present one; rfc3986 has no host kind ("?").

Which API is strict enough: `rfc3986.uri_reference(text)` and `is_valid_uri` percent-encode the
path, query and fragment before validating (a space becomes %20, a lone "%" becomes %25), so they
accept text RFC 3986 rejects. The whole-reference matchers (misc.RELATIVE_REF_MATCHER) are broken
for any reference with a query or fragment (they embed QUERY_RE with its own ^...$ anchors). So
the harness splits the raw text with rfc3986's Appendix B matcher (misc.URI_MATCHER), builds the
URIReference from the raw components (no encoding), and runs rfc3986's Validator over all seven
components. Two checks the Validator does not make are added with rfc3986's own pieces:
  - the split must consume the whole text (its fragment pattern ".*" stops at a newline);
  - a relative reference without authority has a path-absolute, path-noscheme or path-empty
    (RFC 3986 4.2); the Validator accepts any of the five path forms (abnf_regexp.PATH_NOSCHEME).
"""
import re
import sys

from rfc3986 import abnf_regexp, exceptions, misc, validators
from rfc3986.uri import URIReference

COMPONENTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")
RELATIVE_PATH = re.compile(
    "^(%s|%s|%s)$"
    % (abnf_regexp.PATH_ABSOLUTE, abnf_regexp.PATH_NOSCHEME, abnf_regexp.PATH_EMPTY)
)


def field(value):
    if value is None:
        return "-"
    return "+" + value.encode("utf-8", "surrogatepass").hex()


def answer(text):
    match = misc.URI_MATCHER.match(text)
    parts = match.groupdict()
    reference = URIReference(
        parts["scheme"], parts["authority"], parts["path"], parts["query"], parts["fragment"]
    )
    failed = []
    if match.end() != len(text):
        failed.append("split")
    try:
        validators.Validator().check_validity_of(*COMPONENTS).validate(reference)
    except exceptions.ValidationError as error:
        failed.append("components:" + ",".join(sorted(getattr(error, "components", []) or [])))
    # URIReference turns an empty authority and an empty path into None; the raw split keeps them.
    if (
        parts["scheme"] is None
        and parts["authority"] is None
        and not RELATIVE_PATH.match(parts["path"])
    ):
        failed.append("path-noscheme")
    if failed:
        return "err\t" + " ".join(failed)
    # URIReference stores an empty authority as None ("file:///x"), so rfc3986 answers host None;
    # the raw split says the authority is present and empty, which is an empty reg-name host
    # (RFC 3986 3.2.2). Likewise its None path is the empty path (a path is always defined, 3.3).
    host = reference.host
    if host is None and parts["authority"] == "":
        host = ""
    fields = [
        reference.scheme,
        reference.userinfo,
        host,
        None,  # placeholder for the host kind
        reference.port,
        reference.path or "",
        reference.query,
        reference.fragment,
    ]
    out = [field(value) for value in fields]
    out[3] = "?"
    return "ok\t" + "\t".join(out)


def main():
    out = sys.stdout
    for line in sys.stdin.buffer:
        line = line.rstrip(b"\n")
        if line == b".":
            out.write(".\n")
            out.flush()
            continue
        text = bytes.fromhex(line.decode("ascii")).decode("utf-8", "surrogateescape")
        try:
            out.write(answer(text) + "\n")
        except Exception as error:  # a crash of the library is an answer too, not a lost line
            out.write("crash\t" + type(error).__name__ + "\n")
    out.flush()


if __name__ == "__main__":
    main()
