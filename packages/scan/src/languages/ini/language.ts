/**
 * INI files and their relatives, each read in its own dialect (dialects.ts): Python's
 * configparser files (`setup.cfg`, `tox.ini`, PasteDeploy and alembic `.ini`, `.flake8`,
 * `.coveragerc`, `.pypirc`), git's configuration files (`.gitconfig`, `.gitmodules`) and
 * `.editorconfig`. Not `.conf`: nginx, Apache, HOCON and redis write their own syntaxes there.
 * Not VS Code's `properties` languageId (its `.gitconfig`, `.editorconfig` and `.cfg`): the file's
 * name decides for it.
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "INI",
  dialects: {
    ini: {
      extensions: ["ini", "cfg"],
      fileNames: [".flake8", ".coveragerc", ".pylintrc", "pylintrc", ".pypirc", "pip.conf"],
      languageIds: ["ini", "dosini"],
    },
    gitconfig: { fileNames: [".gitconfig", ".gitmodules", ".lfsconfig"], languageIds: ["gitconfig"] },
    editorconfig: { fileNames: [".editorconfig"], languageIds: ["editorconfig"] },
  },
  comments: { block: false, lineBefore: (words) => `# ${words}` },
  spellings: ["ini-value", "gitconfig-value", "gitconfig-subsection"],
} satisfies LanguageDefinition;
