import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "no-unusable-authority",
  description:
    "Disallow hosts and ports that cannot be used: too long, not UTF-8, not a valid international name (IDNA), above 65535",
});
