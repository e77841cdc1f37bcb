import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { LoginForm } from './LoginForm';
import { landsOnGap, SliderCheck, sliderPass } from './SliderCheck';

afterEach(cleanup);

function status(modules: string[]) {
  return {
    maintenance: false,
    regionRestriction: false,
    info: {
      whitelabel: [
        {
          modId: 'ROOT3',
          enabled: true,
          childrenNodes: modules.map((modId) => ({ modId, enabled: true, childrenNodes: [] })),
        },
      ],
      resources: [],
    },
  };
}

async function mount(ui: React.ReactNode, transport: FakeTransport) {
  const { root } = testRoot({ transport });
  await root.system.load();
  renderWithStores(ui, { root });
  return root;
}

describe('slider check', () => {
  const challenge = { challenge: 'c1', gap: 30 };

  it('answers in the platform’s fields and accepts a drop within the tolerance', () => {
    expect(sliderPass(challenge, 33)).toEqual({
      challenge: 'c1',
      validate: '33',
      seccode: '33|jordan',
    });
    expect(landsOnGap(challenge, 34)).toBe(true);
    expect(landsOnGap(challenge, 35)).toBe(false);
  });

  it('is operated with the keyboard: arrows and Page Up move the piece, Enter drops it', async () => {
    const onSolved = vi.fn();
    const onMissed = vi.fn();
    await mount(
      <SliderCheck
        challenge={challenge}
        onSolved={onSolved}
        onMissed={onMissed}
        onCancel={vi.fn()}
      />,
      new FakeTransport().on('permission', status([])),
    );
    const handle = screen.getByRole('slider');
    expect(document.activeElement).toBe(handle);
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onMissed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toMatch(/missed/i);

    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('31');
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onSolved).toHaveBeenCalledWith({
      challenge: 'c1',
      validate: '31',
      seccode: '31|jordan',
    });
  });

  it('stands before the SMS sign-in code: no code is requested until the piece is on the gap', async () => {
    const transport = new FakeTransport()
      .on('permission', status(['MOBILEVERCODELOGIN3', 'GEETEST3']))
      .on('countryCode', [{ countryCode: 'TH', dialingCode: '66', name: 'Thailand' }])
      .on('captchaGeetest', { challenge: 'c7', gap: 20 })
      .on('loginCode', { expiredMinutes: 5 });
    await mount(<LoginForm onSignedIn={vi.fn()} />, transport);
    fireEvent.click(screen.getByRole('tab', { name: /sms/i }));
    fireEvent.change(screen.getByLabelText(/mobile/i), { target: { value: '812345678' } });
    fireEvent.click(screen.getByRole('button', { name: /send/i }));

    const handle = await screen.findByRole('slider');
    expect(transport.calls.some((c) => c.name === 'loginCode')).toBe(false);
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'Enter' });

    await waitFor(() => expect(transport.calls.some((c) => c.name === 'loginCode')).toBe(true));
    expect(transport.calls.find((c) => c.name === 'loginCode')?.payload).toMatchObject({
      mobileNum: '812345678',
      geetest_challenge: 'c7',
      geetest_validate: '20',
      geetest_seccode: '20|jordan',
    });
    expect(screen.queryByRole('slider')).toBeNull();
  });
});
