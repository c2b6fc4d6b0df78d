/**
 * Java `.properties` files (`application.properties`, `gradle-wrapper.properties`, resource
 * bundles). Not VS Code's `properties` languageId: VS Code gives it to `.env`, `.gitconfig`,
 * `.editorconfig`, `.cfg` and `.conf` files too, so for it the file's name decides.
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: ".properties",
  dialects: { properties: { extensions: ["properties"], languageIds: ["java-properties", "jproperties"] } },
  comments: { block: false, lineBefore: (words) => `# ${words}` },
  spellings: ["properties-value"],
} satisfies LanguageDefinition;
