import { parse, walk } from "css-tree";
const css = process.argv[2];
const comments = [];
const ast = parse(css, { positions: true, offset: Number(process.argv[3] ?? 0), parseCustomProperty: process.argv[4] === "1", onComment: (v, loc) => comments.push([v, loc.start.offset, loc.end.offset]), onParseError: (e) => console.log("ERR", e.message, e.offset) });
walk(ast, function (node) {
  if (["Url", "String", "Raw", "Function", "Atrule", "Declaration"].includes(node.type))
    console.log(node.type, JSON.stringify(node.value ?? node.name ?? node.property), node.loc?.start.offset, node.loc?.end.offset, this.atrule?.name, this.declaration?.property, this.function?.name);
});
console.log("comments", comments);
