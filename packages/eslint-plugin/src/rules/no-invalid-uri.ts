import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "no-invalid-uri",
  description: "Disallow URIs that break the syntax of RFC 3986",
});
