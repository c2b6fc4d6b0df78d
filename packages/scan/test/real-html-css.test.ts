/**
 * Real files in HTML and CSS: every such file of the installed packages (the pnpm store: the
 * highlight.js themes, KaTeX's pages and style sheets, Playwright's reports) is read without a
 * crash, and the committed samples of test/real/html and test/real/css (a landing page, a Django
 * template, an e-mail newsletter, an old intranet page; a site theme, @font-face rules, a legacy
 * style sheet) give exactly the findings listed in their findings.json, each read and judged by a
 * person. A password's text is never written there: it is masked, as every output masks it.
 */
import { describe, expect, it } from "vitest";
import type { Language } from "../src/language.js";
import { urisOf } from "./support/documents.js";
import { expectSoundScan } from "./support/fuzz.js";
import { installedFiles, realSamples, reportedFindings } from "./support/real-samples.js";

describe("the installed packages' HTML and CSS files", () => {
  it("are read without a crash, each to the end", () => {
    const files = installedFiles((path) => /\.(html?|css)$/i.test(path), 400);
    // The workspace installs some 120 of them (highlight.js's themes are most).
    expect(files.length).toBeGreaterThan(60);
    for (const { path, text } of files) {
      const language: Language = /\.css$/i.test(path) ? "css" : "html";
      expect(urisOf(text, language).unreadable, path).toBeUndefined();
      expectSoundScan(text, language);
    }
  });
});

describe.each(["html", "css"] as const)("the committed %s samples", (language) => {
  const samples = realSamples(language);

  it("every sample has its list of judged findings", () => {
    expect(samples.length).toBeGreaterThanOrEqual(3);
  });

  it.each(samples.map((sample) => [sample.name, sample] as const))("%s gives the judged findings", (_name, sample) => {
    expect(reportedFindings(sample.text, language)).toEqual(
      sample.judged.map(({ judgement: _judgement, ...finding }) => finding),
    );
    expect(sample.judged.every((finding) => finding.judgement.length > 0)).toBe(true);
    expectSoundScan(sample.text, language);
  });
});
