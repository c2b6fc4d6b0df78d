/**
 * The code blocks a README promises work as written: each is marked `<!-- tested: NAME -->` on the
 * line before it, and a test reads it from there, so the README and the test cannot drift apart.
 */

/** The fenced code block after `<!-- tested: NAME -->` in a README. */
export function snippet(readme: string, name: string): string {
  const marker = `<!-- tested: ${name} -->`;
  const at = readme.indexOf(marker);
  if (at === -1) throw new Error(`no snippet marked ${marker}`);
  const block = /```\w*\n([\s\S]*?)```/.exec(readme.slice(at + marker.length));
  if (block === null) throw new Error(`no code block after ${marker}`);
  return block[1]!;
}
