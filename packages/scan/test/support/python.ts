/**
 * Python itself, as the judge of what a literal means: `ast.literal_eval` of each source (an
 * f-string, which is no literal to it, is evaluated with no names and no builtins), in one process
 * of the machine's python3 (bytes read as Latin-1, so that each byte is one unit). A source Python
 * rejects gives null.
 */
import { spawnSync } from "node:child_process";

const EVALUATE = `
import ast, json, sys, warnings
warnings.simplefilter("ignore")
out = []
for source in json.load(sys.stdin):
    try:
        try:
            value = ast.literal_eval(source)
        except ValueError:
            value = eval(compile(source, "<literal>", "eval"), {"__builtins__": {}}, {})
        out.append(value.decode("latin-1") if isinstance(value, bytes) else value)
    except Exception:
        out.append(None)
print(json.dumps(out))
`;

/** What Python reads each of `sources` (Python expressions, each one literal or several side by side) as. */
export function pythonValues(sources: readonly string[]): (string | null)[] {
  const result = spawnSync("python3", ["-c", EVALUATE], { input: JSON.stringify(sources), encoding: "utf8" });
  if (result.status !== 0) throw new Error(`python3 failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as (string | null)[];
}
