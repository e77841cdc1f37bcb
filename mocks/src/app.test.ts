import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { decryptCustomerServicePath } from './crypto/customerServicePath.js';

const MERCHANT = { Merchant: 'PH01' };

describe('GET /wps/system/status', () => {
  it('refuses a request without the Merchant header as the platform does', async () => {
    const { app } = createApp();
    const res = await request(app).get('/wps/system/status');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'request_param_err', value: null });
  });

  it('answers in the platform envelope with the whitelabel tree, resources and domains', async () => {
    const { app } = createApp();
    const res = await request(app).get('/wps/system/status').set(MERCHANT);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const value = res.body.value;
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.info.whitelabel[0].childrenNodes).toContainEqual(
      expect.objectContaining({ modId: 'COMM3', enabled: true }),
    );
    expect(value.info.resources.length).toBeGreaterThan(0);
    expect(value.info.domainRoute.domainList[0].domainName).toMatch(/\./);
  });

  it('hides customer-service URLs so only the last-8-characters key reveals them', async () => {
    const { app } = createApp();
    const res = await request(app).get('/wps/system/status').set(MERCHANT);
    const entry = res.body.value.info.customerService[0];
    expect(entry.path).not.toContain('https://');
    expect(decryptCustomerServicePath(entry.path)).toBe('https://support.playhouse.test/chat');
  });

  it('reports maintenance with its end time, and region restriction with the visitor IP', async () => {
    const { app, store } = createApp();
    store.setSiteState(1, '2026-12-01T10:00:00.000Z');
    let res = await request(app).get('/wps/system/status').set(MERCHANT);
    expect(res.body.value).toMatchObject({
      maintenance: true,
      regionRestriction: false,
      maintenanceEndTime: '2026-12-01T10:00:00.000Z',
    });

    store.setSiteState(2);
    res = await request(app)
      .get('/wps/system/status')
      .set({ ...MERCHANT, 'X-Forwarded-For': '203.0.113.9' });
    expect(res.body.value).toMatchObject({ maintenance: false, regionRestriction: true });
    expect(res.body.value.location.ip).toBe('203.0.113.9');
  });
});

describe('dev controls', () => {
  it('do not exist unless the stand-in runs in dev mode', async () => {
    const { app } = createApp();
    const res = await request(app).post('/__dev/site-state').send({ state: 1 });
    expect(res.status).toBe(404);
  });

  it('set the site state and reset it, rejecting unknown states', async () => {
    const { app, store } = createApp({ dev: true });
    expect((await request(app).post('/__dev/site-state').send({ state: 7 })).status).toBe(400);
    await request(app).post('/__dev/site-state').send({ state: 2 }).expect(200);
    expect(store.settings.siteState).toBe(2);
    await request(app).post('/__dev/reset').expect(200);
    expect(store.settings.siteState).toBe(0);
  });

  it('take home banners down to the first ones and bring them back on reset', async () => {
    const { app } = createApp({ dev: true });
    const homeBanners = async () => {
      const res = await request(app)
        .get('/wps/relay/MCSFE_getListAnnouncements')
        .query({ types: 'B' })
        .set({ Merchant: 'PH01' });
      return (res.body.value.banners as { groupName: string; title: string }[])
        .filter((b) => b.groupName === 'w_home')
        .map((b) => b.title);
    };
    expect(await homeBanners()).toHaveLength(3);
    expect((await request(app).post('/__dev/banners').send({ group: 'x', keep: 1 })).status).toBe(
      400,
    );
    await request(app).post('/__dev/banners').send({ group: 'w_home', keep: 1 }).expect(200);
    expect(await homeBanners()).toEqual(['Welcome bonus']);
    await request(app).post('/__dev/reset').expect(200);
    expect(await homeBanners()).toHaveLength(3);
  });
});
