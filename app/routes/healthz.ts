// Liveness: the process answers, without touching the database or the catalog; /readyz says
// whether it can serve pages (decision 033).
export function loader() {
  return new Response("ok\n", {
    headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}
