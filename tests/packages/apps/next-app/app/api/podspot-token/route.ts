// The platform's token endpoint (sdk/README.md, "Add a token endpoint to your backend"). The demo has no sessions:
// a real platform takes the email from its own signed-in user.
export async function POST(): Promise<Response> {
  const origin = process.env.PODSPOT_ORIGIN ?? 'http://localhost:4010';
  const answer = await fetch(`${origin}/api/partner/embed_tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-partner-key': process.env.PODSPOT_PARTNER_KEY ?? '' },
    body: JSON.stringify({ email: 'publisher@podspot.test' }),
  });
  if (!answer.ok) return Response.json({ error: 'Podspot did not issue a token.' }, { status: 502 });
  const { token } = (await answer.json()) as { token: string };
  return Response.json({ token }, { headers: { 'cache-control': 'no-store' } });
}
