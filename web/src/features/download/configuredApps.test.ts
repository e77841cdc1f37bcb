import { describe, expect, it } from 'vitest';
import { configuredApps } from './DownloadPage';

describe('app entries', () => {
  it('are only those the brand sets with an address, in the platform order', () => {
    expect(
      configuredApps([
        { name: 'lite', resourceType: 'APP', url: '/down#install' },
        { name: 'android', resourceType: 'APP', url: '  ' },
        { name: 'IOS', resourceType: 'APP', url: 'https://apps.example/ios' },
        { name: 'windows', resourceType: 'APP', url: 'https://apps.example/win' },
      ]),
    ).toEqual([
      { kind: 'ios', url: 'https://apps.example/ios' },
      { kind: 'lite', url: '/down#install' },
    ]);
  });
});
