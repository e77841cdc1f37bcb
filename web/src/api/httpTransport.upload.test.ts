// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from './catalogue/endpoint';
import { HttpTransport } from './httpTransport';

const UPLOAD = endpoint({
  name: 'processC2CTransaction',
  path: '/wps/relay/MCSFE_processC2CTransaction',
  method: 'POST',
  modId: '',
  token: true,
  encrypt: false,
});

/** Just enough of XMLHttpRequest: it reports the body going out in two steps, then answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: unknown) {
    FakeXhr.last = this;
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    this.status = 200;
    this.responseText = JSON.stringify({ success: true, message: '', value: { list: [] } });
    queueMicrotask(() => this.onload?.());
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HttpTransport uploads', () => {
  it('report their progress through XMLHttpRequest with the platform headers', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchImpl = vi.fn();
    const transport = new HttpTransport({
      baseUrl: 'https://gw.test',
      merchantCode: 'PH01',
      language: () => 'EN',
      signedIn: () => true,
      fetch: fetchImpl as unknown as typeof fetch,
    });
    const progress: number[] = [];
    const value = await transport.send(
      UPLOAD,
      { action: 'NOT_RECEIVED', withdrawalId: 'W1', proofImages: ['data:image/png;base64,AA=='] },
      { onUploadProgress: (sent, total) => progress.push(sent / total) },
    );
    expect(value).toEqual({ list: [] });
    expect(progress).toEqual([0.4, 1]);
    expect(fetchImpl).not.toHaveBeenCalled();
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('https://gw.test/wps/relay/MCSFE_processC2CTransaction');
    expect(xhr.headers).toMatchObject({
      Merchant: 'PH01',
      'X-Site-Request': '1',
      'Content-Type': 'application/json',
    });
    expect(Object.keys(xhr.headers).map((n) => n.toLowerCase())).not.toContain('authorization');
    expect(JSON.parse(String(xhr.body))).toMatchObject({ withdrawalId: 'W1' });
  });

  it('go through fetch when nobody asks for progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, value: { list: [] } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const transport = new HttpTransport({
      baseUrl: '',
      merchantCode: 'PH01',
      language: () => 'EN',
      signedIn: () => true,
      fetch: fetchImpl as unknown as typeof fetch,
    });
    await transport.send(UPLOAD, { action: 'ALL_RECEIVED' });
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(FakeXhr.last).toBeNull();
  });
});
