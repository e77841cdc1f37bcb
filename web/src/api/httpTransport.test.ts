// @vitest-environment node
import fs from 'node:fs';
import forge from 'node-forge';
import { describe, expect, it, vi } from 'vitest';
import { endpoint, type Endpoint } from './catalogue/endpoint';
import { HttpTransport, type HttpTransportOptions } from './httpTransport';

const keyFile = (name: string) =>
  fs.readFileSync(new URL(`../../../mocks/dev-keys/${name}`, import.meta.url), 'utf8');
const PUBLIC_KEY = keyFile('DEV-ONLY-platform-public.pem');
const PRIVATE_KEY = forge.pki.privateKeyFromPem(keyFile('DEV-ONLY-platform-private.pem'));

interface Sent {
  url: string;
  init: RequestInit;
}

function answering(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { sent, fetchImpl: fetchImpl as unknown as typeof fetch };
}

function transport(fetchImpl: typeof fetch, extra: Partial<HttpTransportOptions> = {}) {
  return new HttpTransport({
    baseUrl: 'https://gw.test',
    merchantCode: 'PH01',
    language: () => 'KM',
    signedIn: () => true,
    rsaPublicKey: PUBLIC_KEY,
    fetch: fetchImpl,
    ...extra,
  });
}

const get = (overrides: Partial<Endpoint> = {}) =>
  endpoint({
    name: 'x',
    path: '/wps/x',
    method: 'GET',
    modId: 'COMM3',
    token: true,
    encrypt: false,
    ...overrides,
  });

function header(sent: Sent, name: string): string | undefined {
  return (sent.init.headers as Record<string, string>)[name];
}

describe('HttpTransport', () => {
  it("sends the platform's headers and the site's own, and unwraps the envelope", async () => {
    const { sent, fetchImpl } = answering(200, { success: true, value: { n: 1 } });
    const value = await transport(fetchImpl).send(get(), { pageNo: 2 });
    expect(value).toEqual({ n: 1 });
    expect(sent[0]!.url).toBe('https://gw.test/wps/x?pageNo=2');
    expect(sent[0]!.init.headers).toMatchObject({
      Merchant: 'PH01',
      Language: 'KM',
      Device: 'web',
      'X-Gateway-Version': '3',
      'X-Site-Request': '1',
    });
  });

  it('never sends Authorization: the session is the cookie the browser sends by itself', async () => {
    const { sent, fetchImpl } = answering(200, { success: true, value: null });
    const signedIn = transport(fetchImpl);
    const visitor = transport(fetchImpl, { signedIn: () => false });
    await signedIn.send(get());
    await signedIn.send(get({ method: 'POST' }), { a: 1 });
    await visitor.send(get({ token: false }));
    await visitor.send(get({ method: 'POST', token: false, encrypt: true }), { a: 1 });
    expect(sent).toHaveLength(4);
    for (const call of sent) {
      const names = Object.keys(call.init.headers as Record<string, string>);
      expect(names.map((n) => n.toLowerCase())).not.toContain('authorization');
      expect(header(call, 'X-Site-Request')).toBe('1');
      // Same-origin calls carry the cookie; nothing asks for it to be left out.
      expect(call.init.credentials).not.toBe('omit');
    }
  });

  it('lets no cache keep a signed-in call, and leaves a visitor’s to the caches', async () => {
    const { sent, fetchImpl } = answering(200, { success: true, value: null });
    await transport(fetchImpl).send(get({ token: false }));
    await transport(fetchImpl, { signedIn: () => false }).send(get({ token: false }));
    expect(sent[0]!.init.cache).toBe('no-store');
    expect(sent[1]!.init.cache).toBeUndefined();
  });

  it('adds the headers a call names, such as the module id of the deposit calls', async () => {
    const { sent, fetchImpl } = answering(200, { success: true, value: null });
    await transport(fetchImpl).send(get({ headers: { ModuleId: 'DPSTBAS3' } }));
    expect(header(sent[0]!, 'ModuleId')).toBe('DPSTBAS3');
    await transport(fetchImpl).send(get());
    expect(header(sent[1]!, 'ModuleId')).toBeUndefined();
  });

  it('does not call a switched-off module, and never touches the network for it', async () => {
    const { fetchImpl } = answering(200, { success: true, value: null });
    const t = transport(fetchImpl, { isModuleEnabled: (modId) => modId !== 'INBOX3' });
    await expect(t.send(get({ modId: 'INBOX3' }))).rejects.toMatchObject({
      kind: 'server',
      messageKey: 'module_disabled',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(t.send(get({ modId: '' }))).resolves.toBeNull();
  });

  it('posts forms url-encoded, as the platform’s forgot-password call is', async () => {
    const { sent, fetchImpl } = answering(200, { success: true, value: null });
    await transport(fetchImpl).send(get({ method: 'POST', bodyType: 'form', token: false }), {
      username: 'player1',
      email: 'p1@example.com',
    });
    expect(header(sent[0]!, 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(sent[0]!.init.body).toBe('username=player1&email=p1%40example.com');
  });

  it('encrypts the body so that only the private key holder reads it', async () => {
    const { sent, fetchImpl } = answering(200, { success: true, value: null });
    await transport(fetchImpl).send(get({ method: 'POST', encrypt: true, token: false }), {
      username: 'player1',
      password: 'Player123',
    });
    const body = String(sent[0]!.init.body);
    expect(body).not.toContain('Player123');
    expect(header(sent[0]!, 'Content-Type')).toBe('text/plain');
    const reversed = PRIVATE_KEY.decrypt(
      forge.util.decode64(header(sent[0]!, 'Encryption')!),
      'RSAES-PKCS1-V1_5',
    );
    const key = [...reversed].reverse().join('');
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    const decipher = forge.cipher.createDecipher(
      'DES-ECB',
      forge.util.createBuffer(key.slice(0, 8)),
    );
    decipher.start();
    decipher.update(forge.util.createBuffer(forge.util.decode64(body)));
    expect(decipher.finish()).toBe(true);
    expect(JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes()))).toEqual({
      username: 'player1',
      password: 'Player123',
    });
  });

  it('draws a fresh key for every encrypted call', async () => {
    const { sent, fetchImpl } = answering(200, { success: true, value: null });
    const e = get({ method: 'POST', encrypt: true, token: false });
    await transport(fetchImpl).send(e, { a: 1 });
    await transport(fetchImpl).send(e, { a: 1 });
    expect(sent[0]!.init.body).not.toBe(sent[1]!.init.body);
  });

  it('sends only the key header for free play, with its fields in the query', async () => {
    const { sent, fetchImpl } = answering(200, { success: true, value: {} });
    await transport(fetchImpl).send(
      get({ method: 'POST', encryptionHeaderOnly: true, token: false }),
      { os: 'Linux', platform: 'W' },
    );
    expect(sent[0]!.url).toBe('https://gw.test/wps/x?os=Linux&platform=W');
    expect(sent[0]!.init.body).toBeUndefined();
    expect(header(sent[0]!, 'Encryption')).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('refuses an encrypted call when no public key is configured', async () => {
    const { fetchImpl } = answering(200, { success: true, value: null });
    await expect(
      transport(fetchImpl, { rsaPublicKey: undefined }).send(
        get({ method: 'POST', encrypt: true }),
      ),
    ).rejects.toMatchObject({ messageKey: 'encryption_unavailable' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reports an ended session once and tells the session store', async () => {
    const { fetchImpl } = answering(401, { success: false, message: 'please_login_first' });
    const onSessionExpired = vi.fn();
    await expect(transport(fetchImpl, { onSessionExpired }).send(get())).rejects.toMatchObject({
      kind: 'session-expired',
      messageKey: 'please_login_first',
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the server message key and value of a refusal', async () => {
    const { fetchImpl } = answering(200, {
      success: false,
      message: 'account_or_password_wrong',
      value: { captcha: true },
    });
    await expect(transport(fetchImpl).send(get())).rejects.toMatchObject({
      kind: 'server',
      messageKey: 'account_or_password_wrong',
      value: { captcha: true },
    });
  });

  it('returns raw lottery-gateway bodies as they are', async () => {
    const { fetchImpl } = answering(200, { SSC: { gameGroupCode: 'SSC' } });
    const value = await transport(fetchImpl).send(get({ path: '/lgw/games', body: 'raw' }));
    expect(value).toEqual({ SSC: { gameGroupCode: 'SSC' } });
  });

  it('tells a network failure from a timeout', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(transport(down).send(get())).rejects.toMatchObject({ kind: 'network' });

    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    await expect(transport(hanging, { timeoutMs: 5 }).send(get())).rejects.toMatchObject({
      kind: 'timeout',
      messageKey: 'page_slow',
    });
  });

  it('needs a session for a signed-in call without asking the network', async () => {
    const { fetchImpl } = answering(200, { success: true, value: null });
    await expect(transport(fetchImpl, { signedIn: () => false }).send(get())).rejects.toMatchObject(
      {
        kind: 'session-expired',
        messageKey: 'please_login_first',
      },
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('says which reads the service worker answered from its copy, and since when', async () => {
    const copied = vi.fn(async () =>
      Response.json(
        { success: true, value: 1 },
        { headers: { 'X-Offline-Copy': '1764324000000' } },
      ),
    ) as unknown as typeof fetch;
    const fresh = answering(200, { success: true, value: 1 }).fetchImpl;
    const onRead = vi.fn();
    await transport(copied, { signedIn: () => false, onRead }).send(get({ token: false }));
    await transport(fresh, { signedIn: () => false, onRead }).send(get({ token: false }));
    await transport(fresh, { onRead }).send(get({ method: 'POST' }), { a: 1 });
    expect(onRead.mock.calls).toEqual([
      ['https://gw.test/wps/x', 1764324000000],
      ['https://gw.test/wps/x', null],
    ]);
  });

  it('sends a visitor’s reads again when asked, with the gateway’s, and never a member’s', async () => {
    const { sent, fetchImpl } = answering(200, { success: true, value: null });
    let signedIn = false;
    const site = transport(fetchImpl, { signedIn: () => signedIn });
    await site.send(get({ token: false }), { pageNo: 1 });
    await site.send(get({ token: false, method: 'POST' }), { a: 1 });
    await site.send(get({ token: false, encryptionHeaderOnly: true }), { b: 2 });
    sent.length = 0;
    await site.readAgain(['/wps/system/helpCenter?lang=EN']);
    expect(sent.map((s) => s.url).sort()).toEqual([
      'https://gw.test/wps/system/helpCenter?lang=EN',
      'https://gw.test/wps/x?pageNo=1',
    ]);
    for (const call of sent) {
      expect(call.init.method).toBe('GET');
      expect(header(call, 'Language')).toBe('KM');
      expect(header(call, 'X-Site-Request')).toBe('1');
    }
    signedIn = true;
    sent.length = 0;
    await site.readAgain(['/wps/system/helpCenter?lang=EN']);
    expect(sent).toHaveLength(0);
  });
});
