/**
 * css-tree's parser and walker alone (`css-tree/parser`, `css-tree/walker`), typed as the whole
 * package's `parse` and `walk`. The package's main entry also loads its lexer's data (mdn-data,
 * read through `createRequire` at run time), which a bundle such as the VS Code extension's
 * server cannot hold, and which the scanner does not need.
 */
declare module "css-tree/parser" {
  import { parse } from "css-tree";
  export default parse;
}

declare module "css-tree/walker" {
  import { walk } from "css-tree";
  export default walk;
}
