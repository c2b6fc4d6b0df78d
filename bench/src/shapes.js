// Hostile inputs of an exact length: the shapes that make naive URI code quadratic (rescanning runs
// of delimiters, splitting and re-joining segments, backtracking regular expressions).

/** `head` + `unit` repeated + `tail`, cut to exactly `length` characters before the tail. */
function fill(head, unit, tail) {
  return (length) => {
    const body = Math.max(0, length - head.length - tail.length);
    return head + unit.repeat(Math.ceil(body / unit.length)).slice(0, body) + tail;
  };
}

export const SHAPES = {
  "'/' run": fill("http://h", "/", ""),
  "'%7e' escapes": fill("http://h/", "%7e", ""),
  "'%' storm": fill("http://h/", "%", ""),
  "':@' storm (userinfo)": fill("http://", ":@", "h/"),
  "':' storm (relative)": fill("a", ":", ""),
  "long [v1.…] host": fill("http://[v1.", "a:", "]/"),
  "long [1:1:…] host": fill("http://[", "1:", "]/"),
  "dot-segment chain": fill("http://h/", "a/./b/../", ""),
};
