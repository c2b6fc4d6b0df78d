/**
 * The anchors of HTML (HTML Standard 7.4.6.4, "find a potential indicated element"): a fragment
 * names the element whose `id` it is, else the `<a>` whose `name` it is. Both compare exactly
 * (case-sensitive); an empty value names nothing.
 */

/** The anchor an attribute of element `tag` defines, from its decoded value, or undefined. */
export function anchorOf(tag: string, attribute: string, value: string): string | undefined {
  if (value === "") return undefined;
  if (attribute === "id") return value;
  if (attribute === "name" && tag === "a") return value;
  return undefined;
}

/** Whether an attribute may define an anchor, before its value is decoded. */
export function mayBeAnchor(tag: string, attribute: string): boolean {
  return attribute === "id" || (attribute === "name" && tag === "a");
}
