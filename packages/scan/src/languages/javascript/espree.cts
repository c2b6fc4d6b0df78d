/**
 * espree, ESLint's own JavaScript parser: the reading of plain JavaScript where TypeScript is not
 * installed (the ESLint plugin, which installs no TypeScript, reading an HTML file's inline
 * scripts). Required, as TypeScript is (typescript.cts).
 */
import espree = require("espree");

export = espree;
