/**
 * Imported first by the server's bin: the server keeps V8's code cache of TypeScript's compiler
 * between its sessions (@urilint/scan loads TypeScript through it with the first script), which
 * takes about 150 ms off that first script. Only the program turns it on; a program that embeds
 * the server decides for itself.
 */
import { useTypeScriptCodeCache } from "@urilint/scan/files";

useTypeScriptCodeCache();
