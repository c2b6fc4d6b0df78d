const path = require("path");
const { Parser, Language } = require("@vscode/tree-sitter-wasm");
const dir = path.dirname(require.resolve("@vscode/tree-sitter-wasm/package.json")) + "/wasm/";
(async () => {
  await Parser.init({ locateFile: (f) => dir + f });
  const py = await Language.load(dir + "tree-sitter-python.wasm");
  const p = new Parser(); p.setLanguage(py);
  const src = 'x = 1\ny = 2\nrequests.get("HTTP://A/")\n';
  const t = p.parse(src); const c = t.walk();
  for (const goal of [0, 7, 14, 25]) {
    c.reset(t.rootNode);
    const r = c.gotoFirstChildForIndex(goal);
    console.log(goal, r, c.nodeType, c.startIndex, c.endIndex);
  }
})();
