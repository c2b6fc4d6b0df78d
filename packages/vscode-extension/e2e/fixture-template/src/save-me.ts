// Links shown on the home page.
export const home = "HTTPS://Example.ORG:443/%7Ealice";
export const files = "ftp://reader:s3cret@files.example.org/pub";
