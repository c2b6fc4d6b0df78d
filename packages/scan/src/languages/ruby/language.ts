/**
 * Ruby: `.rb`, `.rake`, `.gemspec`, `.ru` (Rack), `.rbw`, the DSL files Ruby reads by name
 * (`Gemfile`, `Rakefile`, `Vagrantfile`, `Podfile`...), and scripts whose `#!` line names ruby.
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "Ruby",
  dialects: {
    ruby: {
      extensions: ["rb", "rake", "gemspec", "ru", "rbw", "podspec"],
      fileNames: ["gemfile", "rakefile", "vagrantfile", "podfile", "capfile", "guardfile", "brewfile"],
      languageIds: ["ruby"],
      interpreters: ["ruby", "jruby", "truffleruby"],
    },
  },
  comments: { block: true, lineBefore: (words) => `# ${words}` },
  spellings: ["ruby", "ruby-template"],
  parsers: ["@vscode/tree-sitter-wasm"],
} satisfies LanguageDefinition;
