import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "no-misleading-userinfo",
  description: "Disallow userinfo that looks like a host, and unencoded delimiters in userinfo (RFC 3986 7.6)",
});
