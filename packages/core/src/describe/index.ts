export * from "./describe.js";
export { decodePunycode, hostToUnicode } from "./punycode.js";
