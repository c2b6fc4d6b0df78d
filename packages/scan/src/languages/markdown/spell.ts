/**
 * How a value is written back into Markdown: a link destination (`markdown`: bare, quote "(", or
 * in angle brackets, quote "<"), and an autolink (`markdown-autolink`: `<...>`, quote ">", or a GFM
 * literal, quote ""), which has no escape at all: what would end it cannot be written in it
 * (CommonMark 6.5).
 */
import type { Speller } from "../../language.js";
import { spellScript } from "../../reading/value.js";

function spellAutolink(value: string): string | undefined {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x3c /* < */ || code === 0x3e /* > */) return undefined;
  }
  return value;
}

export const spellers: Readonly<Record<string, Speller>> = {
  markdown: (value, quote) => spellScript(value, "markdown", quote),
  "markdown-autolink": (value) => spellAutolink(value),
};
