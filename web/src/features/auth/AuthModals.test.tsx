import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { AuthModals } from './AuthModals';
import { PHONE_RESET_MODULE } from './ForgotForm';
import { SMS_LOGIN_MODULE } from './LoginForm';

/** The site's status with sign-in and reset by SMS on, as the platform sends it. */
const STATUS = {
  maintenance: false,
  regionRestriction: false,
  info: {
    whitelabel: [
      {
        modId: 'ROOT3',
        enabled: true,
        childrenNodes: [SMS_LOGIN_MODULE, PHONE_RESET_MODULE].map((modId) => ({
          modId,
          enabled: true,
          childrenNodes: [],
        })),
      },
    ],
    resources: [],
  },
};

const COUNTRIES = [{ countryCode: 'TH', dialingCode: '66', name: 'Thailand', mobileMin: 9 }];

/**
 * The most dialogs ever on screen at once since `watchDialogs()`: a MutationObserver sees every
 * state React commits, even one a later effect takes away before the next frame.
 */
let mostDialogs = 0;
let observer: MutationObserver | null = null;
const dialogsOnScreen = () =>
  [...document.querySelectorAll('[role="dialog"]')].filter((d) => !d.closest('[hidden]')).length;
function watchDialogs() {
  mostDialogs = dialogsOnScreen();
  observer = new MutationObserver(() => {
    mostDialogs = Math.max(mostDialogs, dialogsOnScreen());
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden'],
  });
}

beforeEach(() => {
  // The dialog locks the page's scroll, which jsdom cannot do.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  watchDialogs();
});
afterEach(() => {
  observer?.disconnect();
  cleanup();
  vi.restoreAllMocks();
});

async function openDialogs(transport: FakeTransport, open: 'login' | 'register' | 'forgot') {
  const { root } = testRoot({ transport: transport.on('permission', STATUS) });
  await root.system.load();
  renderWithStores(<AuthModals />, { root });
  act(() => {
    if (open === 'login') root.ui.openLogin();
    else if (open === 'register') root.ui.openRegister();
    else root.ui.openForgot();
  });
  return root;
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const field = async (label: string) => (await screen.findByLabelText(label)) as HTMLInputElement;

/** The warning shows in the account dialog's place, and Confirm gives the form back as it was. */
async function expectWarningInPlace(message: string, returnsTo: string) {
  const notice = await dialog('Notice');
  expect(notice.textContent).toContain(message);
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(document.activeElement?.textContent).toBe('Confirm');
  // The keyboard stays on the warning: the form hidden beneath it takes no focus.
  fireEvent.keyDown(notice, { key: 'Tab' });
  expect(document.activeElement?.textContent).toBe('Confirm');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await dialog(returnsTo);
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(mostDialogs).toBe(1);
}

describe('the account dialogs show one dialog at a time', () => {
  it('puts an SMS sign-in warning in the login dialog’s place and gives the form back', async () => {
    const transport = new FakeTransport().on('countryCode', COUNTRIES).on('loginCode', () => {
      throw new ApiError('server', 'mobile_not_registered');
    });
    await openDialogs(transport, 'login');
    fireEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    fireEvent.change(await field('Mobile number'), { target: { value: '899999999' } });
    const send = screen.getByRole('button', { name: 'Send code' });
    send.focus();
    fireEvent.click(send);

    await expectWarningInPlace('This mobile number is not registered.', 'Log in');
    expect((await field('Mobile number')).value).toBe('899999999');
    // Back where the player was.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send code' }));
  });

  it('puts a second factor’s warning in the login dialog’s place', async () => {
    const transport = new FakeTransport()
      .on('login', () => {
        throw new ApiError('server', 'login_verification_required', 200, {
          ticket: 't-1',
          methods: ['sms'],
          mobile: '******678',
        });
      })
      .on('loginVerify', () => {
        throw new ApiError('server', 'too_many_requests');
      });
    await openDialogs(transport, 'login');
    fireEvent.change(await field('Username'), { target: { value: 'traveller1' } });
    fireEvent.change(await field('Password'), { target: { value: 'Travel123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.change(await field('Verification code'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await expectWarningInPlace('Too many requests. Please retry after 5 minutes.', 'Log in');
    expect((await field('Verification code')).value).toBe('12');
  });

  it('replaces the login dialog with the forced password change, never both at once', async () => {
    const transport = new FakeTransport().on('login', { passwordExpired: true });
    await openDialogs(transport, 'login');
    fireEvent.change(await field('Username'), { target: { value: 'expired1' } });
    fireEvent.change(await field('Password'), { target: { value: 'Expired123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await dialog('Change password');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(mostDialogs).toBe(1);
  });

  it('puts the invitation code warning in the registration dialog’s place', async () => {
    const transport = new FakeTransport()
      .on('regValidata', {
        fields: {
          username: { show: 1, required: 1, pattern: '*', min: 0, max: 0 },
          password: { show: 1, required: 1, pattern: '*', min: 0, max: 0 },
          affiliateCode: { show: 1, required: 0, pattern: '*', min: 0, max: 0 },
        },
        minimumAge: 18,
      })
      .on('countryCode', COUNTRIES)
      .on('affiliate', () => {
        throw new ApiError('server', 'invitation_code_error');
      });
    await openDialogs(transport, 'register');
    fireEvent.change(await field('Username'), { target: { value: 'newcomer9' } });
    fireEvent.change(await field('Password'), { target: { value: 'Welcome77' } });
    fireEvent.change(await field('Confirm password'), { target: { value: 'Welcome77' } });
    fireEvent.change(await field('Invitation code'), { target: { value: 'NOSUCH99' } });
    fireEvent.click(screen.getByLabelText('I am 18 years old or older.'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await expectWarningInPlace('The invitation code is not valid.', 'Register');
    expect((await field('Username')).value).toBe('newcomer9');
  });

  it('puts a password reset’s warning in the forgot-password dialog’s place', async () => {
    const transport = new FakeTransport()
      .on('countryCode', COUNTRIES)
      .on('findPasswordByPhone', () => {
        throw new ApiError('server', 'mobile_not_registered');
      });
    await openDialogs(transport, 'forgot');
    await dialog('Forgot password');
    fireEvent.change(await field('Mobile number'), { target: { value: '899999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await expectWarningInPlace('This mobile number is not registered.', 'Forgot password');
    expect((await field('Mobile number')).value).toBe('899999999');
  });
});
