// The example project's ESLint config: urilint's recommended rules for JavaScript and TypeScript,
// and its JSON and Markdown configs (which need the @eslint/json and @eslint/markdown languages).
import json from "@eslint/json";
import markdown from "@eslint/markdown";
import urilint from "eslint-plugin-urilint";
import tseslint from "typescript-eslint";

export default [
  { ignores: ["node_modules/"] },
  {
    files: ["**/*.{js,jsx,ts,tsx}"],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    ...urilint.configs.recommended,
  },
  { plugins: { json, markdown } },
  urilint.configs.json,
  urilint.configs.json5,
  urilint.configs.markdown,
];
