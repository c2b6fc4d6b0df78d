import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "no-plaintext-password",
  description: "Disallow plaintext passwords in the userinfo of URIs",
});
