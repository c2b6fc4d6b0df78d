import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "no-default-port",
  description: "Disallow a port that is the scheme's default, and an empty port (RFC 3986 6.2.3)",
});
