const path = require("path");
const { Parser, Language } = require("@vscode/tree-sitter-wasm");
const dir = path.dirname(require.resolve("@vscode/tree-sitter-wasm/package.json")) + "/wasm/";
(async () => {
  await Parser.init({ locateFile: (f) => dir + f });
  const py = await Language.load(dir + "tree-sitter-python.wasm");
  console.log("abi", py.abiVersion ?? py.version, Parser.LANGUAGE_VERSION);
  const p = new Parser(); p.setLanguage(py);
  const src = process.argv[2];
  const t = p.parse(src);
  const c = t.walk();
  let depth = 0;
  const out = [];
  for (;;) {
    out.push("  ".repeat(depth) + (c.currentFieldName ? c.currentFieldName + ": " : "") + c.nodeType + (c.nodeIsNamed ? "" : "(anon)") + " [" + c.startIndex + "," + c.endIndex + "] " + JSON.stringify(src.slice(c.startIndex, c.endIndex)).slice(0, 40));
    if (c.gotoFirstChild()) { depth++; continue; }
    while (!c.gotoNextSibling()) { if (!c.gotoParent()) { console.log(out.join("\n")); return; } depth--; }
  }
})();
