/**
 * An origin as browsers send it (`scheme://host[:port]`), or why the text is not one. A trailing `/` is dropped;
 * a path, query, fragment or credentials are refused: CORS and `frame-ancestors` compare whole origins.
 */
export function parseOrigin(text: string): { origin: string } | { error: string } {
  const refused = {
    error: `"${text}" is not an origin: give scheme://host[:port] with no path, e.g. http://localhost:3000.`,
  };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refused;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !bare || !/^https?:\/\/[^/]+\/?$/i.test(text)) return refused;
  return { origin: url.origin };
}
