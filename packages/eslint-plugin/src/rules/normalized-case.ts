import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "normalized-case",
  description: "Require the normal case of RFC 3986 6.2.2.1: lower-case scheme and host, upper-case percent-encodings",
});
