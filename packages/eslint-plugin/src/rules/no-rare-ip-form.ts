import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "no-rare-ip-form",
  description: "Disallow IPv4 addresses written in rare forms that resolvers read differently (RFC 3986 7.4)",
});
