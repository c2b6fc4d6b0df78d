/**
 * Imported first by the server's bin: the server keeps V8's code cache of TypeScript's compiler
 * between its sessions (typescript.cts loads TypeScript through it), which takes about 150 ms off
 * every start. Only the program turns it on; a program that embeds the server decides for itself.
 */
import { useTypeScriptCodeCache } from "@urilint/scan/files";

useTypeScriptCodeCache();
