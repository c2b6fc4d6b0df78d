import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "require-root-path",
  description: "Require the path '/' instead of an empty path in http, https, ws and wss URIs (RFC 3986 6.2.3)",
});
