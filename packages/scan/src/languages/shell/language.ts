/**
 * Shell scripts (POSIX sh, bash, zsh, ksh, dash: one grammar, tree-sitter-bash): `.sh`, `.bash`,
 * `.zsh`, `.ksh`, the start-up files the shells read by name, and scripts whose `#!` line names a
 * shell.
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "Shell",
  dialects: {
    shell: {
      extensions: ["sh", "bash", "zsh", "ksh", "zsh-theme"],
      fileNames: [
        ".bashrc",
        ".bash_profile",
        ".bash_login",
        ".bash_logout",
        ".bash_aliases",
        ".profile",
        ".zshrc",
        ".zshenv",
        ".zprofile",
        ".zlogin",
        ".zlogout",
        ".kshrc",
      ],
      languageIds: ["shellscript"],
      interpreters: ["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash"],
    },
  },
  comments: { block: false, lineBefore: (words) => `# ${words}` },
  spellings: ["shell", "shell-template"],
  parsers: ["@vscode/tree-sitter-wasm"],
} satisfies LanguageDefinition;
