import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "no-needless-percent-encoding",
  description: "Disallow percent-encoded unreserved characters (RFC 3986 6.2.2.2)",
});
