import { writeFileSync } from "node:fs";
const article = [
      "<section>\n  <h2 id=\"intro\">Getting started</h2>\n  <p>The service answers on <code>/v1</code>; read the <a href=\"https://docs.example.com/guide/start.html#install\">guide</a>",
      " before you call it, and keep your key out of the page. Requests are limited to a hundred a minute &amp; larger batches wait.</p>\n",
      "  <p>Older clients <em>may</em> still send the legacy header, which the gateway accepts until the next major release;",
      " see the changelog for the dates.</p>\n  <img src=\"/img/diagram.png\" alt=\"How a request flows\" width=\"640\" height=\"320\">\n</section>\n",
    ].join("");
writeFileSync("/tmp/article.html", "<!doctype html><html><body>" + article.repeat(Math.ceil(10_000_000 / article.length)) + "</body></html>");
