/*
 * uriparser harness for the differential test (packages/core/test/differential).
 *
 * Protocol, one line per input, so any byte (NUL, LF, non-ASCII) can be sent:
 *   stdin:  the input's UTF-8 bytes in lowercase hex ("" = the empty string), then "\n";
 *           a line "." ends a batch: the harness answers "." and flushes its output
 *   stdout: "err\t<offset of uriparser's errorPos, in bytes>"   when not a URI-reference, or
 *           "ok\t<scheme>\t<userinfo>\t<host>\t<hostkind>\t<port>\t<path>\t<query>\t<fragment>"
 *           where each component is "-" when absent, or "+" followed by its bytes in hex
 *           (so a present but empty component is "+"), and hostkind is one of
 *           ipv4, ipv6, ipvfuture, reg-name, "-".
 * The host of an IP literal is printed with its brackets (uriparser's hostText excludes them).
 * The path is rebuilt from uriparser's own model (segment list + absolutePath flag), not sliced
 * from the input, so the comparison checks uriparser's view of the path, not ours.
 *
 * Build: cc -O2 -o uriparser-harness uriparser-harness.c -luriparser
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uriparser/Uri.h>

static void put_hex(const char *first, const char *afterLast) {
  static const char digits[] = "0123456789abcdef";
  for (const char *p = first; p < afterLast; p++) {
    unsigned char c = (unsigned char)*p;
    putchar(digits[c >> 4]);
    putchar(digits[c & 15]);
  }
}

static void put_range(const UriTextRangeA *range) {
  putchar('\t');
  if (range->first == NULL) {
    putchar('-');
    return;
  }
  putchar('+');
  put_hex(range->first, range->afterLast);
}

static int hex_value(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static void put_path(const UriUriA *uri) {
  static const char slash = '/';
  putchar('\t');
  putchar('+');
  /* uriparser: absolutePath is "always URI_FALSE for URIs with host"; with a host, a non-empty
   * segment list means path-abempty, which starts with "/". */
  int hasHost = uri->hostText.first != NULL;
  if (uri->absolutePath || (hasHost && uri->pathHead != NULL)) put_hex(&slash, &slash + 1);
  for (const UriPathSegmentA *segment = uri->pathHead; segment != NULL; segment = segment->next) {
    if (segment != uri->pathHead) put_hex(&slash, &slash + 1);
    put_hex(segment->text.first, segment->text.afterLast);
  }
}

static void report(const char *text, size_t length) {
  UriUriA uri;
  const char *errorPos = NULL;
  int status = uriParseSingleUriExA(&uri, text, text + length, &errorPos);
  if (status != URI_SUCCESS) {
    printf("err\t%ld\n", errorPos == NULL ? -1L : (long)(errorPos - text));
    return;
  }
  fputs("ok", stdout);
  put_range(&uri.scheme);
  put_range(&uri.userInfo);

  putchar('\t');
  const char *kind = "-";
  if (uri.hostText.first == NULL) {
    putchar('-');
  } else {
    int literal = uri.hostData.ip6 != NULL || uri.hostData.ipFuture.first != NULL;
    putchar('+');
    if (literal) put_hex("[", "[" + 1);
    put_hex(uri.hostText.first, uri.hostText.afterLast);
    if (literal) put_hex("]", "]" + 1);
    kind = uri.hostData.ip4 != NULL ? "ipv4"
         : uri.hostData.ip6 != NULL ? "ipv6"
         : uri.hostData.ipFuture.first != NULL ? "ipvfuture"
         : "reg-name";
  }
  printf("\t%s", kind);

  put_range(&uri.portText);
  put_path(&uri);
  put_range(&uri.query);
  put_range(&uri.fragment);
  putchar('\n');
  uriFreeUriMembersA(&uri);
}

int main(void) {
  size_t capacity = 1 << 16;
  char *line = malloc(capacity);
  char *text = malloc(capacity / 2 + 1);
  if (line == NULL || text == NULL) return 2;
  int c;
  size_t used = 0;
  while ((c = getchar()) != EOF) {
    if (c != '\n') {
      if (used + 1 >= capacity) {
        capacity *= 2;
        line = realloc(line, capacity);
        text = realloc(text, capacity / 2 + 1);
        if (line == NULL || text == NULL) return 2;
      }
      line[used++] = (char)c;
      continue;
    }
    if (used == 1 && line[0] == '.') {
      puts(".");
      fflush(stdout);
      used = 0;
      continue;
    }
    size_t length = used / 2;
    for (size_t i = 0; i < length; i++) {
      int high = hex_value(line[2 * i]), low = hex_value(line[2 * i + 1]);
      if (high < 0 || low < 0) {
        fprintf(stderr, "uriparser-harness: input line is not hex\n");
        return 2;
      }
      text[i] = (char)(high * 16 + low);
    }
    text[length] = '\0';
    report(text, length);
    used = 0;
  }
  fflush(stdout);
  free(line);
  free(text);
  return 0;
}
