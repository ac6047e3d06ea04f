// A partner backend in its own process, as server-mock/README.md#webhooks shows it: verifies each delivery's
// signature with node:crypto alone and prints one JSON line per delivery. Reads the endpoint's secret from its first
// stdin line; answers 500 to the first FAIL_FIRST deliveries (to be retried), then 200.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

// verify:start
/** True when `header` (Podspot-Signature) signs `rawBody` with `secret` and was sent within `toleranceSeconds`. */
function verifyPodspotSignature(rawBody, header, secret, toleranceSeconds = 300) {
  const pairs = String(header)
    .split(',')
    .map((part) => part.split('=', 2));
  const parts = Object.fromEntries(pairs);
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
// verify:end

let failFirst = Number(process.env.FAIL_FIRST ?? 0);
let secret = null;
process.stdin.setEncoding('utf8');
process.stdin.once('data', (line) => {
  secret = line.trim();
});

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const verified = secret !== null && verifyPodspotSignature(rawBody, req.headers['podspot-signature'], secret);
    const tampered = secret !== null && verifyPodspotSignature(`${rawBody} `, req.headers['podspot-signature'], secret);
    const event = JSON.parse(rawBody);
    const status = failFirst > 0 ? 500 : 200;
    failFirst -= 1;
    console.log(
      JSON.stringify({
        verified,
        tampered,
        id: event.id,
        type: event.type,
        attempt: Number(req.headers['podspot-delivery-attempt']),
        data: event.data,
        status,
      }),
    );
    res.writeHead(status).end();
  });
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
