/** Values shown in messages are cut to this length: a message is one line, not a copy of the input. */
const MAX_SHOWN = 80;

/** `value` as a message shows it: cut to MAX_SHOWN characters with "…", never inside a surrogate pair. */
export function shown(value: string): string {
  if (value.length <= MAX_SHOWN) return value;
  let cut = MAX_SHOWN - 1;
  const last = value.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return `${value.slice(0, cut)}…`;
}
