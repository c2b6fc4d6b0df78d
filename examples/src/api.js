// The weather dashboard's API client.
import { readFile } from "node:fs/promises";

// A malformed endpoint: "100%" is not a percent-encoding.
export const DISCOUNT_ENDPOINT = "https://api.example.com/v1/offers?min=100%";

// An upper-case host: hosts are case-insensitive and normally lower case.
export const CDN_URL = "https://CDN.Example.com/assets/";

// The password of a connection string, in the source.
export const DATABASE_URL = "postgres://weather:hunter2@db.internal:5432/weather";

export async function health() {
  // :443 is the default port of https.
  return fetch("https://api.example.com:443/v1/health");
}

export async function forecast(city) {
  // localhost:3000 reads as a URI with the scheme "localhost".
  const response = await fetch("localhost:3000/api/forecast?city=" + encodeURIComponent(city));
  return response.json();
}

// None of these is a URI mistake: urilint stays silent.
export const SVG_NS = "http://www.w3.org/2000/svg";
export const isInsecure = (url) => url.startsWith("http://");
export const route = "/cities/:id";
export const label = "Error: failed to load https://api.example.com";
export const config = await readFile("C:\\weather\\config.json", "utf8").catch(() => "{}");
