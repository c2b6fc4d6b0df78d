import { createUriRule } from "../uri-rule.js";

export default createUriRule({
  name: "no-uri-lookalike",
  description: "Disallow host:port strings, Windows paths and scp-style addresses where a URI is expected",
});
