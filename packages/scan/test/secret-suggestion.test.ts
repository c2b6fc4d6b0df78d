import { describe, expect, it } from "vitest";
import { environmentName } from "../src/languages/javascript/secret-suggestion.js";

describe("environment variable names", () => {
  it.each([
    ["DATABASE_URL", "postgres://u:p@h/", "DATABASE_PASSWORD"],
    ["redisUrl", "redis://:p@h", "REDIS_PASSWORD"],
    ["dsn", "https://u:p@h/", "HTTPS_PASSWORD"],
    ["label", "mongodb+srv://u:p@h/", "MONGODB_SRV_PASSWORD"],
    [undefined, "//u:p@h/", "URI_PASSWORD"],
  ])("%s with %s → %s", (name, uri, expected) => {
    expect(environmentName(name, uri)).toBe(expected);
  });
});
