/** A JSON POST from the browser to the shop's API (same origin, cookie session): its status and body. */
export async function postJson(path: string, body: unknown): Promise<{ ok: boolean; body: unknown }> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: res.ok, body: await res.json().catch(() => null) };
}
