import type { RuleName } from "@urilint/core";
import noBrokenLink from "./no-broken-link.js";
import noConfusableHost from "./no-confusable-host.js";
import noDefaultPort from "./no-default-port.js";
import noDotSegments from "./no-dot-segments.js";
import noInvalidUri from "./no-invalid-uri.js";
import noIri from "./no-iri.js";
import noMisleadingUserinfo from "./no-misleading-userinfo.js";
import noNeedlessPercentEncoding from "./no-needless-percent-encoding.js";
import noPlaintextPassword from "./no-plaintext-password.js";
import noRareIpForm from "./no-rare-ip-form.js";
import noUnusableAuthority from "./no-unusable-authority.js";
import noUriLookalike from "./no-uri-lookalike.js";
import normalizedCase from "./normalized-case.js";
import normalizedIpv6 from "./normalized-ipv6.js";
import requireRootPath from "./require-root-path.js";

/** Every rule, keyed by its name (the catalogue's RULE_NAMES). */
export const rules = {
  "no-invalid-uri": noInvalidUri,
  "no-plaintext-password": noPlaintextPassword,
  "normalized-case": normalizedCase,
  "no-needless-percent-encoding": noNeedlessPercentEncoding,
  "no-default-port": noDefaultPort,
  "no-dot-segments": noDotSegments,
  "normalized-ipv6": normalizedIpv6,
  "require-root-path": requireRootPath,
  "no-misleading-userinfo": noMisleadingUserinfo,
  "no-rare-ip-form": noRareIpForm,
  "no-unusable-authority": noUnusableAuthority,
  "no-uri-lookalike": noUriLookalike,
  "no-iri": noIri,
  "no-confusable-host": noConfusableHost,
  "no-broken-link": noBrokenLink,
} as const satisfies Record<RuleName, unknown>;
