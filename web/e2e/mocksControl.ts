/** Steers the stand-in through its dev-only endpoints (present because the stack runs MOCKS_DEV=1). */
export async function devPost(mocksUrl: string, path: string, body: unknown = {}): Promise<void> {
  const res = await fetch(`${mocksUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
}

export const resetMocks = (mocksUrl: string) => devPost(mocksUrl, '/__dev/reset');

export const setSiteState = (mocksUrl: string, state: 0 | 1 | 2, maintenanceEndsAt?: string) =>
  devPost(mocksUrl, '/__dev/site-state', { state, maintenanceEndsAt });

/** Signs a seeded account in on the stand-in and returns its session token. */
export async function devSession(mocksUrl: string, account: string): Promise<string> {
  const res = await fetch(`${mocksUrl}/__dev/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account }),
  });
  if (!res.ok) throw new Error(`POST /__dev/session answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { value?: { token?: string } };
  const token = body.value?.token;
  if (!token) throw new Error('POST /__dev/session gave no token');
  return token;
}
