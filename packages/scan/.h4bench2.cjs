const path = require("path"); const fs = require("fs");
const { Parser, Language } = require("@vscode/tree-sitter-wasm");
const dir = path.dirname(require.resolve("@vscode/tree-sitter-wasm/package.json")) + "/wasm/";
const files = require("child_process").execSync("find /work/shared/corpus-dev-polyglot/python -name '*.py'").toString().trim().split("\n").map(f => fs.readFileSync(f, "utf8"));
function markTable(text){ // prefix count of marks
  const a = new Int32Array(text.length+1); let n=0;
  for (let i=0;i<text.length;i++){ const c=text.charCodeAt(i); if(c===34||c===39||c===35) n++; a[i+1]=n;} return a;}
(async () => {
  await Parser.init({ locateFile: (f) => dir + f });
  const py = await Language.load(dir + "tree-sitter-python.wasm");
  const p = new Parser(); p.setLanguage(py);
  for (let round = 0; round < 5; round++) {
    let t0 = performance.now();
    for (const f of files) p.parse(f).delete();
    let t1 = performance.now();
    let nodes = 0;
    for (const f of files) {
      const marks = markTable(f);
      const t = p.parse(f); const c = t.walk();
      let depth = 0;
      outer: for (;;) {
        nodes++; const s = c.startIndex; const e = c.endIndex; const id = c.nodeTypeId;
        if (marks[e] - marks[s] > 0 && c.gotoFirstChild()) { depth++; continue; }
        while (!c.gotoNextSibling()) { if (depth === 0 || !c.gotoParent()) break outer; depth--; }
      }
      c.delete(); t.delete();
    }
    let t2 = performance.now();
    console.log(`parse ${(t1-t0).toFixed(1)}ms parse+prunedwalk ${(t2-t1).toFixed(1)}ms nodes ${nodes} ratio ${((t2-t1)/(t1-t0)).toFixed(2)}`);
  }
})();
