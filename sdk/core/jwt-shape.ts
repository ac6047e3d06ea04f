/** One base64url part that decodes to a JSON object (a JWT's header or payload); `atob` wants base64's `+` and `/`. */
const jsonPart = (part: string) => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) instanceof Object;

/**
 * Whether `value` has the shape of the compact JWT the partner endpoint mints (`POST /api/partner/embed_tokens`): three
 * base64url parts, the first two JSON objects. Whether it is valid (signature, expiry) only the API can tell; a value
 * of another shape never can be, so it is refused before any request (docs/behaviour/sdk-widgets.md, Token).
 */
export function isJwtShaped(value: unknown): value is string {
  try {
    const parts = /^([\w-]+)\.([\w-]+)\.[\w-]+$/.exec(value as string);
    return !!parts && jsonPart(parts[1]!) && jsonPart(parts[2]!);
  } catch {
    return false;
  }
}
