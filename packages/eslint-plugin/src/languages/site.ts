/** The syntax-tree node shape the extractors read: a type, a range, and anything else. */
export interface AnyNode {
  readonly type: string;
  readonly range?: readonly [number, number];
  readonly [key: string]: unknown;
}

export function isNode(value: unknown): value is AnyNode {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}
