// builds the same 10 MB document as the test
import { writeFileSync } from "node:fs";
const SAMPLE = [
  "<!doctype html>", "<html lang=\"en\">", "<head>",
  '  <link rel="stylesheet" href="https://cdn.example.com:443/site.css?v=1&amp;x=%7e">',
  "</head>", "<body>",
  "  <!-- TODO: http://todo.example.com:80/ -->",
  '  <a href="HTTP://Example.com:80/a b" ping="https://p.example/a https://p.example:443/b">x</a>',
  "  <img src='img/a.png' srcset='img/a@2x.png 2x, HTTP://x.example/3x.png 3x' alt=\"see http://alt.example/\">",
  '  <div style="background: url(&quot;http://s.example:80/&quot;)"><p>Visit https://docs.example.com/?a=1&amp;b=2.</p></div>',
  '  <script>fetch("https://api.example.com:443/v1");</script>',
  "</body>", "</html>", ""].join("\n");
const body = SAMPLE.slice(SAMPLE.indexOf("<body>") + 6, SAMPLE.indexOf("</body>"));
writeFileSync("/tmp/big.html", SAMPLE.slice(0, SAMPLE.indexOf("</body>")) + body.repeat(Math.ceil(10_000_000 / body.length)) + "</body></html>\n");
