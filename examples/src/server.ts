// The dashboard's server: where it listens and where it sends users.
const PUBLIC_ORIGIN: string = "HTTP://Weather.Example.com";

export function loginRedirect(state: string): URL {
  // "./" and "../" segments: the path is /auth/login.
  const url = new URL("https://weather.example.com/app/./../auth/login");
  url.searchParams.set("state", state);
  return url;
}

export const origins: readonly string[] = [PUBLIC_ORIGIN, "https://weather.example.com"];
