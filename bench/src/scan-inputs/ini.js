// INI: the development corpus's configparser files (setup.cfg, tox.ini, PasteDeploy .ini, Karaf
// .cfg, shiro.ini, gogs's app.ini), repeated. The scanner's reader is written by hand; beside it,
// the INI parser most used on npm, the `ini` package (its `parse`).
import ini from "ini";
import { corpusFiles, once, records } from "../real-files.js";

export const language = "ini";
export const source = "the development corpus's .ini and .cfg files, repeated";
export const parser = { name: "ini.parse", parse: (text) => ini.parse(text) };

const files = once(() => corpusFiles("ini", (path) => /\.(?:ini|cfg)$/.test(path)));

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return records(files(), target);
}
