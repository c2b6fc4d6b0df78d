/**
 * The names of a document's PHPUnit data providers: the methods a test names in a docblock's
 * `@dataProvider name` (PHPUnit's annotation: a name, or `Class::name` for another class's) or
 * in a `#[DataProvider('name')]` attribute. What they return is test data, as a pytest
 * parameter's is: deliberately broken URIs live there. Read from the text before the walk (a
 * provider is often declared before the test that names it); written by hand: the annotation's
 * grammar is one word.
 */
export function dataProviders(text: string): ReadonlySet<string> {
  const names = new Set<string>();
  for (const marker of ["@dataProvider", "DataProvider("]) {
    for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + marker.length)) {
      const name = nameAfter(text, at + marker.length, marker.endsWith("("));
      if (name !== undefined) names.add(name);
    }
  }
  return names;
}

const NAME = /[A-Za-z_\x80-\uffff][\w\x80-\uffff]*/y;

/** The name at `from` (after white space; in quotes in an attribute), its `Class::` left out. */
function nameAfter(text: string, from: number, quoted: boolean): string | undefined {
  let at = from;
  while (at < text.length && (text[at] === " " || text[at] === "\t")) at++;
  const quote = text[at];
  if (quoted) {
    if (quote !== "'" && quote !== '"') return undefined;
    at++;
  } else if (at === from) return undefined;
  NAME.lastIndex = at;
  let match = NAME.exec(text);
  if (match === null) return undefined;
  if (!quoted && text.startsWith("::", NAME.lastIndex)) {
    NAME.lastIndex += 2;
    match = NAME.exec(text);
    if (match === null) return undefined;
  }
  if (quoted && text[NAME.lastIndex] !== quote) return undefined;
  return match[0];
}
