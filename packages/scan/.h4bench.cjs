const path = require("path"); const fs = require("fs");
const { Parser, Language } = require("@vscode/tree-sitter-wasm");
const dir = path.dirname(require.resolve("@vscode/tree-sitter-wasm/package.json")) + "/wasm/";
const files = require("child_process").execSync("find /work/shared/corpus-dev-polyglot/python -name '*.py'").toString().trim().split("\n").map(f => fs.readFileSync(f, "utf8"));
(async () => {
  await Parser.init({ locateFile: (f) => dir + f });
  const py = await Language.load(dir + "tree-sitter-python.wasm");
  const p = new Parser(); p.setLanguage(py);
  const total = files.reduce((a, f) => a + f.length, 0);
  for (let round = 0; round < 4; round++) {
    let t0 = performance.now();
    for (const f of files) p.parse(f).delete();
    let t1 = performance.now();
    let nodes = 0;
    for (const f of files) {
      const t = p.parse(f); const c = t.walk();
      for (;;) {
        nodes++; const id = c.nodeTypeId; const s = c.startIndex; const e = c.endIndex;
        if (c.gotoFirstChild()) continue;
        while (!c.gotoNextSibling()) { if (!c.gotoParent()) break; }
        if (c.nodeTypeId === 0 || (c.startIndex===0 && c.endIndex===f.length && c.nodeType==="module")) break;
      }
      c.delete(); t.delete();
    }
    let t2 = performance.now();
    let fnc = 0;
    for (const f of files) p.parse(f, null).delete();
    let t3=performance.now();
    console.log(`parse ${(t1-t0).toFixed(1)}ms (${(total/1e6/((t1-t0)/1000)).toFixed(1)} MB/s) parse+walk ${(t2-t1).toFixed(1)}ms nodes ${nodes}`);
  }
})();
