import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { FormError } from './FormError';
import { SocialSignIn } from './SocialSignIn';

afterEach(cleanup);

function status(modules: string[]) {
  const childrenNodes = modules.map((modId) => ({ modId, enabled: true, childrenNodes: [] }));
  return { info: { whitelabel: [{ modId: 'ROOT3', enabled: true, childrenNodes }] } };
}

async function mount(transport: FakeTransport, onSignedIn = vi.fn()) {
  const { root } = testRoot({ transport });
  await root.system.load();
  renderWithStores(
    <>
      <SocialSignIn onSignedIn={onSignedIn} />
      <FormError />
    </>,
    { root },
  );
  return root;
}

describe('social sign-in', () => {
  it('offers only the providers whose module is on', async () => {
    await mount(new FakeTransport().on('permission', status(['GGLOGIN3', 'LINELOGIN3'])));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with LINE' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  });

  it('shows nothing when no provider is on', async () => {
    await mount(new FakeTransport().on('permission', status([])));
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('signs in with the identity token the provider hands out, and says so when its window is closed', async () => {
    const onSignedIn = vi.fn();
    const transport = new FakeTransport()
      .on('permission', status(['GGLOGIN3']))
      .on('socialAuthorize', { idToken: 'id-7' })
      .on('socialLogin', {});
    const root = await mount(transport, onSignedIn);

    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alert').textContent).toMatch(/window was closed/);

    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    fireEvent.change(screen.getByLabelText('Your name at Google'), { target: { value: 'nok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(transport.calls.find((c) => c.name === 'socialLogin')?.payload).toEqual({
      provider: 'google',
      idToken: 'id-7',
    });
    expect(root.session.isLogin).toBe(true);
  });
});
