// XML: the development corpus's XML files (Spring and Blueprint configurations, Maven POMs, MSBuild
// projects, Android manifests, API samples), each without its XML declaration and document type,
// side by side in one root element. The parser beside the scanner is saxes with positions, every
// event the scanner listens to handled by a function that does nothing: the parse the scanner makes.
import { SaxesParser } from "saxes";
import { corpusFiles, once, records } from "../real-files.js";

export const language = "xml";
export const source = "the development corpus's XML files in one root element";

const EVENTS = [
  "xmldecl",
  "doctype",
  "processinginstruction",
  "comment",
  "cdata",
  "text",
  "opentagstart",
  "attribute",
  "opentag",
  "closetag",
  "error",
];
const nothing = () => undefined;

export const parser = {
  name: "saxes (positions)",
  parse: (text) => {
    const parser = new SaxesParser({ position: true });
    for (const event of EVENTS) parser.on(event, nothing);
    parser.write(text).close();
  },
};

const bodies = once(() =>
  corpusFiles("xml").map((text) =>
    text.replace(/^\uFEFF?(?:\s*<\?xml[^>]*\?>)?/, "").replace(/<!DOCTYPE[^>[]*(?:\[[^\]]*\])?\s*>/, ""),
  ),
);

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return `<?xml version="1.0"?>\n<files>\n${records(bodies(), target - 40)}\n</files>\n`;
}
