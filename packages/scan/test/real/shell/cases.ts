/**
 * Snippets of real shell, cut from the development corpus (nvm-sh/nvm at b17550a0, MIT;
 * ohmyzsh/ohmyzsh at 830a5bcf, MIT; each row names its file and line), with what the scanner
 * reports on them and a person's verdict on each report. No password is in these files.
 * Verdicts: "right" (the report is true of a URI), "right, test data" (true, on a URI a test
 * writes on purpose), "wrong" (the string is no URI, or the report is false); rows with no report
 * say why none is right.
 */
import type { Case } from "../ruby/cases.js";

export const CASES: readonly Case[] = [
  {
    from: "nvm nvm.sh:116",
    source: "    NVM_LATEST_URL=\"$(command curl ${CURL_COMPRESSED_FLAG:-} -q -w \"%{url_effective}\\\\n\" -L -s -S https://latest.nvm.sh -o /dev/null)\"\n",
    reports: [],
    verdict: "none: curl's URI operand, normal; its -w value is no URI",
  },
  {
    from: "nvm nvm.sh:2328",
    source: "  NVM_MIRROR=''\n  case \"${1}-${2}\" in\n    node-std) NVM_MIRROR=\"${NVM_NODEJS_ORG_MIRROR:-https://nodejs.org/dist}\" ;;\n    iojs-std) NVM_MIRROR=\"${NVM_IOJS_ORG_MIRROR:-https://iojs.org/dist}\" ;;\n    *)\n",
    reports: [],
    verdict: "none: a variable's default, a normal URI; the case patterns are patterns",
  },
  {
    from: "nvm nvm.sh:2878",
    source: "        nvm_download -L https://npmjs.org/install.sh -o - | clean=yes npm_install=0.2.19 sh\n",
    reports: [],
    verdict: "none: a normal URI through a download helper",
  },
  {
    from: "nvm nvm.sh:124",
    source: "    nvm_err \"https://latest.nvm.sh did not redirect to the latest release on GitHub\"\n",
    reports: [],
    verdict: "none: a message that starts with a URI",
  },
  {
    from: "nvm install.sh:195",
    source: "      command git clone -o origin \"$(nvm_source)\" --depth=1 \"${INSTALL_DIR}\" || {\n",
    reports: [],
    verdict: "none: git clone of a command substitution (a template)",
  },
  {
    from: "nvm test/fast/Unit tests/nvm_get_mirror:46",
    source: "testMirrors '`do something bad`'\ntestMirrors 'https://nodejs.org/dist; xdg-open http://www.google.com;'\ntestMirrors 'https://nodejs.org/dist&&xdg-open http://www.google.com;'\ntestMirrors 'https://nodejs.org/dist|xdg-open http://www.google.com;'\n",
    reports: ["whitespace:  ", "invalid-character: |", "whitespace:  "],
    verdict: "right, test data: mirrors with commands injected on purpose, no URIs (white space, |)",
  },
  {
    from: "nvm test/fast/Unit tests/nvm_download no eval injection:36",
    source: "INJECT_URL=\"http://example.test/v1\\$(touch ${PROOF})/x.tar.gz\"\n",
    reports: ["whitespace:  "],
    verdict: "right, test data: a URL with a command substitution escaped on purpose, which holds a space",
  },
  {
    from: "ohmyzsh tools/install.sh:96",
    source: "REMOTE=${REMOTE:-https://github.com/${REPO}.git}\n",
    reports: [],
    verdict: "none: a default built from a variable (a template)",
  },
  {
    from: "ohmyzsh tools/install.sh:4",
    source: "#   sh -c \"$(curl -fsSL https://raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/install.sh)\"\n# or via wget:\n#   sh -c \"$(wget -qO- https://raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/install.sh)\"\n# or via fetch:\n#   sh -c \"$(fetch -o - https://raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/install.sh)\"\n#\n# As an alternative, you can first download the install script and run it afterwards:\n#   wget https://raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/install.sh\n",
    reports: [],
    verdict: "none: normal URIs in comments",
  },
  {
    from: "ohmyzsh tools/check_for_upgrade.sh:73",
    source: "      curl --connect-timeout 2 -fsSL -H 'Accept: application/vnd.github.v3.sha' $api_url 2>/dev/null\n    elif (( ${+commands[wget]} )); then\n      wget -T 2 -O- --header='Accept: application/vnd.github.v3.sha' $api_url 2>/dev/null\n",
    reports: [],
    verdict: "none: header values are no URIs; the URL is a variable",
  },
  {
    from: "ohmyzsh tools/check_for_upgrade.sh:52",
    source: "  local repo\n  case \"$remote_url\" in\n  https://github.com/*) repo=${${remote_url#https://github.com/}%.git} ;;\n  git@github.com:*) repo=${${remote_url#git@github.com:}%.git} ;;\n  *)\n",
    reports: [],
    verdict: "none: case patterns and a pattern removed from a variable",
  },
  {
    from: "ohmyzsh lib/cli.zsh:893",
    source: "  [[ \"$1\" != --unattended ]] || {\n    _omz::log error \"the \\`\\e[2m--unattended\\e[0m\\` flag is no longer supported, use the \\`\\e[2mupgrade.sh\\e[0m\\` script instead.\"\n    _omz::log error \"for more information see https://github.com/ohmyzsh/ohmyzsh/wiki/FAQ#how-do-i-update-oh-my-zsh\"\n    return 1\n  }\n",
    reports: [],
    verdict: "none: escapes in messages, a URI in a message",
  },
  {
    from: "ohmyzsh lib/cli.zsh:863",
    source: "  if [[ -z \"$1\" ]]; then\n    echo >&2 \"Usage: ${(j: :)${(s.::.)0#_}} <theme>\"\n    return 1\n  fi\n\n  # Respect compatibility with old lookup order\n  if [[ -f \"$ZSH_CUSTOM/$1.zsh-theme\" ]]; then\n    source \"$ZSH_CUSTOM/$1.zsh-theme\"\n  elif [[ -f \"$ZSH_CUSTOM/themes/$1.zsh-theme\" ]]; then\n    source \"$ZSH_CUSTOM/themes/$1.zsh-theme\"\n  elif [[ -f \"$ZSH/themes/$1.zsh-theme\" ]]; then\n    source \"$ZSH/themes/$1.zsh-theme\"\n  else\n    _omz::log error \"%B$1%b theme not found\"\n    return 1\n  fi\n\n  # Update theme settings\n  ZSH_THEME=\"$1\"\n  [[ $1 = random ]] || unset RANDOM_THEME\n}\n\nfunction _omz::update {\n  # Check if git command is available\n  (( $+commands[git] )) || {\n    _omz::log error \"git is not installed. Aborting...\"\n    return 1\n  }\n\n  # Check if --unattended was passed\n  [[ \"$1\" != --unattended ]] || {\n    _omz::log error \"the \\`\\e[2m--unattended\\e[0m\\` flag is no longer supported, use the \\`\\e[2mupgrade.sh\\e[0m\\` script instead.\"\n    _omz::log error \"for more information see https://github.com/ohmyzsh/ohmyzsh/wiki/FAQ#how-do-i-update-oh-my-zsh\"\n    return 1\n  }\n\n  local last_commit=$(builtin cd -q \"$ZSH\"; git rev-parse HEAD 2>/dev/null)\n  [[ $? -eq 0 ]] || {\n    _omz::log error \"\\`$ZSH\\` is not a git directory. Aborting...\"\n",
    reports: [],
    verdict:
      "none: zsh's own syntax (`${(j: :)...}`), which the bash grammar recovers from with quotes paired wrongly; a word across lines there is left alone, not reported as a URI full of white space",
  },
];
