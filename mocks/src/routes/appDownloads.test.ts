import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { MockStore } from '../state/store.js';
import { MERCHANT } from '../test-support/platformClient.js';

const app = createApp({ store: new MockStore() }).app;

/** The brand's app entries, as the status call lists them to the download page. */
async function appResources(): Promise<{ name: string; url: string }[]> {
  const status = await request(app).get('/wps/system/status').set(MERCHANT);
  const resources = status.body.value.info.resources as {
    name: string;
    resourceType: string;
    url: string;
  }[];
  return resources.filter((r) => r.resourceType === 'APP');
}

describe('app downloads', () => {
  it('lists iOS, Android and the lite app, each at an address that answers', async () => {
    const apps = await appResources();
    expect(apps.map((a) => a.name)).toEqual(['ios', 'android', 'lite']);
    for (const entry of apps.filter((a) => a.url.startsWith('/wps/'))) {
      const res = await request(app).get(entry.url).set(MERCHANT);
      expect(res.status, entry.url).toBe(200);
    }
  });

  it('hands out the Android package as a download, a ZIP archive as an .apk is', async () => {
    const android = (await appResources()).find((a) => a.name === 'android');
    const res = await request(app)
      .get(android?.url ?? '')
      .set(MERCHANT)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(res.headers['content-disposition']).toContain('playhouse.apk');
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    // The end record counts the archive's two files.
    const end = bytes.subarray(bytes.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(2);
  });
});
