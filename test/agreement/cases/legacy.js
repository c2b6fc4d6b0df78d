"use strict";
var url = "http://example.com:80/path?q=a b";
module.exports = { endpoint: "HTTPS://api.example.com/%7Euser", mirrors: ["ftp://FTP.example.com/"] };
