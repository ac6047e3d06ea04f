/**
 * Where the console and emails point: `AppOptions.publicUrl` when configured, else the origin the
 * request came to (the console and the API share one origin). No trailing slash.
 */
export function publicBase(
  configured: string | undefined,
  req: { protocol: string; get(name: string): string | undefined },
): string {
  return (configured ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
}
