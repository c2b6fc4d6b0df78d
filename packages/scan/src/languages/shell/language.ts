/**
 * Shell scripts (POSIX sh, bash, zsh, ksh, dash: one grammar, tree-sitter-bash): `.sh`, `.bash`,
 * `.zsh`, `.ksh`, `.zsh-theme`, the start-up files the shells read by name, scripts whose `#!` line
 * names a shell, and zsh's completion functions (`_git`: a first line `#compdef ...` or
 * `#autoload`, which zsh's `compinit` reads). zsh's own syntax is an error to the bash grammar:
 * where its recovery paired quotes wrongly, the lines after are read again (recovery.ts).
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
      firstLineTags: ["#compdef", "#autoload"],
    },
  },
  comments: { block: false, lineBefore: (words) => `# ${words}` },
  spellings: ["shell", "shell-template"],
  parsers: ["@vscode/tree-sitter-wasm"],
} satisfies LanguageDefinition;
