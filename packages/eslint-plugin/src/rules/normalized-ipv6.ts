import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "normalized-ipv6",
  description: "Require IPv6 addresses in their RFC 5952 text form",
  optInFix: true,
});
