import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { ForgetScreen } from './forget';

afterEach(cleanup);

const banner = (id: number, groupName: string, title: string) => ({
  id,
  groupName,
  title,
  url: `/art/banners/${id}.svg`,
  linkageType: 'NONE',
  linkage: '',
});

describe('ForgetScreen', () => {
  it('shows the w_forget banner and none of the other groups', async () => {
    const transport = new FakeTransport().on('announcements', {
      banners: [banner(1, 'w_home', 'Home'), banner(7, 'w_forget', 'We will help you back in')],
    });
    const { root } = testRoot({ transport });
    renderWithStores(<ForgetScreen />, { root });
    const image = await screen.findByAltText('We will help you back in');
    expect(image.getAttribute('width')).toBe('600');
    expect(screen.queryByAltText('Home')).toBeNull();
  });
});
