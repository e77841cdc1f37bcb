import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { FakeTransport } from './fakeTransport';
import { RootStore } from './RootStore';

function status(overrides: Record<string, unknown> = {}) {
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '198.51.100.7' },
    info: {
      whitelabel: [
        {
          modId: 'ROOT3',
          enabled: true,
          childrenNodes: [
            { modId: 'COMM3', enabled: true, childrenNodes: [] },
            { modId: 'MANPLAYREB3', enabled: false, childrenNodes: [] },
          ],
        },
      ],
      resources: [],
      domainRoute: { domainList: [{ domainName: 'a.example' }] },
    },
    ...overrides,
  };
}

describe('SystemStore', () => {
  it('renders nothing until the status call has answered', async () => {
    const root = new RootStore(new FakeTransport().on('permission', status()));
    expect(root.system.siteState).toBeNull();
    await root.system.load();
    expect(root.system.state).toBe('ready');
    expect(root.system.siteState).toBe(0);
  });

  it.each([
    [{ maintenance: true }, 1],
    [{ regionRestriction: true }, 2],
    [{ maintenance: 1 }, 1],
  ])('maps %o to site state %i', async (flags, expected) => {
    const root = new RootStore(new FakeTransport().on('permission', status(flags)));
    await root.system.load();
    expect(root.system.siteState).toBe(expected);
  });

  it('knows which whitelabel modules are switched on', async () => {
    const root = new RootStore(new FakeTransport().on('permission', status()));
    await root.system.load();
    expect(root.system.isModuleEnabled('COMM3')).toBe(true);
    expect(root.system.isModuleEnabled('MANPLAYREB3')).toBe(false);
    expect(root.system.status?.domains).toEqual(['a.example']);
  });

  it('keeps the message key when the call fails', async () => {
    const transport = new FakeTransport().on('permission', () => {
      throw new ApiError('network', 'network_error');
    });
    const root = new RootStore(transport);
    await root.system.load();
    expect(root.system.state).toBe('failed');
    expect(root.system.errorKey).toBe('network_error');
  });
});

describe('customer-service links', () => {
  it('reveals the encrypted addresses of the status call and drops ones that are not web links', async () => {
    const { default: forge } = await import('node-forge');
    const hide = (url: string, key: string) => {
      const cipher = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer(key));
      cipher.start();
      cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(url)));
      cipher.finish();
      return forge.util.encode64(cipher.output.getBytes()) + key;
    };
    const transport = new FakeTransport().on('permission', {
      maintenance: false,
      regionRestriction: false,
      info: {
        customerService: [
          {
            csType: 'LIVE',
            title: 'Live chat',
            path: hide('https://chat.example/room', 'Ab3dEf7h'),
          },
          { csType: 'LINE', title: 'Line', path: hide('javascript:alert(1)', 'Zz9yXw8v') },
          { csType: 'QQ', title: 'Broken', path: 'short' },
        ],
      },
    });
    const root = new RootStore(transport);
    await root.system.load();
    await vi.waitFor(() => expect(root.system.customerService).toHaveLength(1));
    expect(root.system.customerService[0]).toEqual({
      csType: 'LIVE',
      title: 'Live chat',
      url: 'https://chat.example/room',
    });
  });
});

describe('work the first screen does not need', () => {
  it('decrypts the customer-service addresses only when the deferred moment comes', async () => {
    const { default: forge } = await import('node-forge');
    const cipher = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer('Ab3dEf7h'));
    cipher.start();
    cipher.update(forge.util.createBuffer('https://chat.example/room'));
    cipher.finish();
    const transport = new FakeTransport().on('permission', {
      maintenance: false,
      regionRestriction: false,
      info: {
        customerService: [
          {
            csType: 'LIVE',
            title: 'Live chat',
            path: forge.util.encode64(cipher.output.getBytes()) + 'Ab3dEf7h',
          },
        ],
      },
    });
    const deferred: (() => void)[] = [];
    const root = new RootStore(transport, { deferWork: (task) => deferred.push(task) });
    await root.system.load();
    expect(root.system.state).toBe('ready');
    expect(deferred).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(root.system.customerService).toEqual([]);
    // …while the site already says it offers live chat, so its menu entry never arrives late.
    expect(root.system.offersLiveChat).toBe(true);

    deferred[0]?.();
    await vi.waitFor(() =>
      expect(root.system.customerService[0]?.url).toBe('https://chat.example/room'),
    );
  });
});

describe('a status call boot already sent', () => {
  it('is used instead of asking again', async () => {
    const transport = new FakeTransport().on('permission', status({ maintenance: true }));
    const root = new RootStore(transport);
    const early = root.api.system.getStatus();
    await root.system.load(early);
    expect(root.system.siteState).toBe(1);
    expect(transport.calls.filter((c) => c.name === 'permission')).toHaveLength(1);
  });
});
