import net from "node:net";

// Pieces the tests that start the production server as a child process share.

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Signs in with a password as a browser at `origin` would, and trades the session for an access token. */
export async function accessTokenFor(
  base: string,
  origin: string,
  who: { email: string; password: string },
): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const token = await fetch(`${base}/api/auth/token`, { headers: { cookie } });
  return ((await token.json()) as { token: string }).token;
}
