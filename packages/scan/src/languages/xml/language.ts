/**
 * XML and the formats written in it: Maven POMs, MSBuild projects and NuGet specs, Spring and
 * Blueprint configurations, XML Schema and XSLT, Android manifests, property lists and SVG (its
 * namespace URIs are identifiers, and its links are read as any XML link).
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "XML",
  dialects: {
    xml: {
      extensions: [
        "xml",
        "xsd",
        "xsl",
        "xslt",
        "pom",
        "csproj",
        "vbproj",
        "fsproj",
        "vcxproj",
        "proj",
        "props",
        "targets",
        "nuspec",
        "resx",
        "xaml",
        "wsdl",
        "rss",
        "atom",
        "rdf",
        "plist",
        "xlf",
        "xliff",
        "svg",
      ],
      languageIds: ["xml", "xsl", "svg"],
    },
  },
  comments: { block: true, lineBefore: (words) => `<!-- ${words} -->` },
  spellings: ["xml-attribute", "xml-text", "xml-cdata", "xml-comment", "xml-pi"],
  parsers: ["saxes"],
} satisfies LanguageDefinition;
