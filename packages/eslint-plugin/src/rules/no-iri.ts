import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "no-iri",
  description:
    "Report IRIs (non-ASCII URIs, RFC 3987) and offer their URI form: ASCII host (IDNA), percent-encoded UTF-8",
  optInFix: true,
});
