// TSX: a link in an attribute.
export function Widget(): JSX.Element {
  return <a href="https://docs.example.com/guide">guide</a>; // expect: normalized-case/host-case
}
