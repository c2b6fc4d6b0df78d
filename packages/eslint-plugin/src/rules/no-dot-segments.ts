import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "no-dot-segments",
  description: "Disallow '.' and '..' segments in URI paths (RFC 3986 6.2.2.3)",
  optInFix: true,
});
