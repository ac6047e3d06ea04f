/** `podspot-mock --help`. */
export const HELP = `podspot-mock: the Podspot API with real state, and the built SDK, for integration tests

Usage: podspot-mock [flags]     (in the Podspot repo: npm run mock -- [flags])
       podspot-mock trigger <event> [--port N] [--sandbox ID]   sends one webhook event to a running mock
       podspot-mock listen --forward-to URL [--events a,b]      forwards a running mock's webhooks to a local URL
       podspot-mock webhooks resend <delivery>                  one more attempt of a delivery, now

  --port N                 port to listen on; 0 picks a free one (default: $PORT, else 4010)
  --scenario NAME          demo, large, xlarge or empty: data loaded at start and by a reset (default: demo)
  --fixture FILE           load your own accounts, podcasts, campaigns… from a fixture JSON file instead
  --partner-origin URL     an origin allowed by CORS, frame-ancestors and the demo partner key, e.g.
                           http://localhost:3000; repeat it for several (default: http://localhost:4011)
  --state FILE             save the state to FILE and load it from there on the next start
  --jwt-secret TEXT        the HS256 secret tokens are signed with (default: random per start)
  --approve-after SECONDS  approve a pending podspot this long after it went pending; 0: off (default: 0)
  --no-sdk                 do not serve the SDK under /sdk/
  --sandbox-idle SECONDS   a sandbox left idle this long is deleted (default: 1800)
  --max-sandboxes N        sandboxes alive at once; past that, creating one answers 429 (default: 200)
  -h, --help               this help
  -v, --version            the version

Partner origins can also be changed while it runs: GET, POST, DELETE /api/__mock/partner_origins {"origin": "…"}.
Guide: the package's README.md.`;
