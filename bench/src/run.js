// One entry point for every benchmark: `node --expose-gc src/run.js [core] [scaling] [growth] [eslint] [lsp] [scan] [cli] [links] | all`.
// The benchmarks read the built packages (dist/): the root's `bench` scripts build first.
const NAMES = ["core", "scaling", "growth", "eslint", "lsp", "scan", "cli", "links"];

const asked = process.argv.slice(2);
const chosen = asked.length === 0 || asked.includes("all") ? NAMES : asked;
if (!chosen.every((name) => NAMES.includes(name))) {
  console.error(`usage: node --expose-gc src/run.js ${NAMES.join(" | ")} | all (one or more)`);
  process.exit(2);
}
for (const name of chosen) {
  const module = await import(`./${name}.js`);
  await module.run();
}
