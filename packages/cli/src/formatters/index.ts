/**
 * The formatters, chosen by name. Each is a pure function of the report (and whether to use
 * colour): text out in chunks (join them for one string), nothing read or written.
 */
import type { Report } from "../results.js";
import { github } from "./github.js";
import { json } from "./json.js";
import { sarif } from "./sarif.js";
import { stylish } from "./stylish.js";

export interface FormatContext {
  /** ANSI colours (stdout is a terminal and NO_COLOR is not set). */
  readonly color: boolean;
}

export type Formatter = (report: Report, context: FormatContext) => Iterable<string>;

export const FORMATTERS = { stylish, json, sarif, github } as const satisfies Record<string, Formatter>;

export type FormatName = keyof typeof FORMATTERS;

export const FORMAT_NAMES = Object.keys(FORMATTERS) as FormatName[];
