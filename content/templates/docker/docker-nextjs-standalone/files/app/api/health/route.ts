// GET /api/health, for the container's HEALTHCHECK and for load balancers. It renders nothing and
// calls no database or API, so a slow dependency never gets a healthy container restarted.
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
