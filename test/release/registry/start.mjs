// Starts Verdaccio with the configuration file given, on a port the system chooses, and prints
// "listening <url>" once it serves. Run from the folder Verdaccio is installed in (its cwd).
import { createRequire } from "node:module";
import { join } from "node:path";

const { runServer } = createRequire(join(process.cwd(), "package.json"))("verdaccio");

const app = await runServer(process.argv[2]);
const server = app.listen(0, "127.0.0.1", () => {
  process.stdout.write(`listening http://127.0.0.1:${server.address().port}/\n`);
});
