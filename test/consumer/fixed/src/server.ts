// TypeScript: types and generics around the same kind of strings.
interface Endpoint { readonly url: string; readonly retries: number }

export const health: Endpoint = { url: "http://status.example.com/health", retries: 3 }; // expect: normalized-case/scheme-case normalized-case/host-case

export function client<T extends Endpoint>(endpoint: T): Promise<Response> {
  return fetch(endpoint.url);
}

export const backup = new URL("https://example.com/backup" as string); // expect: no-default-port/default-port
