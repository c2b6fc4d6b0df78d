export * from "./describe.js";
