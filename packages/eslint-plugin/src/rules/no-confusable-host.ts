import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "no-confusable-host",
  description:
    "Disallow host names that can pass for others: labels that mix scripts, or look Latin in another script (UTS #39)",
});
