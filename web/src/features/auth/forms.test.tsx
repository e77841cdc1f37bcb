import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { StoreProvider } from '../../stores/StoreContext';
import { testRoot } from '../../stores/testRoot';
import { checkField } from './fieldRules';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { countdownSeconds, smsFailureKey } from './smsCountdown';

afterEach(cleanup);

const RULES = {
  fields: {
    username: { show: 1, required: 1, pattern: '^[A-Za-z][A-Za-z0-9]*$', min: 6, max: 16 },
    password: { show: 1, required: 1, pattern: '*', min: 6, max: 20 },
    email: { show: 1, required: 1, pattern: '*', min: 0, max: 0 },
    payeeName: { show: 0, required: 0, pattern: '*', min: 0, max: 0 },
  },
  minimumAge: 21,
};

function mount(ui: React.ReactNode, transport: FakeTransport) {
  const { root } = testRoot({ transport });
  render(
    <StoreProvider store={root}>
      <I18nextProvider i18n={root.i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
  return root;
}

describe('field rules', () => {
  it('builds length messages with one number when min equals max', () => {
    const rule = { show: true, required: true, pattern: '*', min: 4, max: 4 };
    expect(checkField(rule, 'abc')).toEqual({ key: 'rule_length_exact', values: { count: 4 } });
    expect(checkField({ ...rule, max: 8 }, 'abc')).toEqual({
      key: 'rule_length_between',
      values: { min: 4, max: 8 },
    });
  });

  it('lets a star pattern accept anything and reports other patterns', () => {
    const rule = { show: true, required: false, pattern: '*', min: 0, max: 0 };
    expect(checkField(rule, '§ anything')).toBeNull();
    expect(checkField({ ...rule, pattern: '^\\d+$' }, '12a')).toEqual({ key: 'rule_format' });
    expect(checkField(rule, '')).toBeNull();
    expect(checkField({ ...rule, required: true }, '')).toEqual({ key: 'field_required' });
  });
});

describe('SMS button', () => {
  it('counts down the code lifetime less half the round trip, 60 s by default', () => {
    expect(countdownSeconds(2, 4000)).toBe(118);
    expect(countdownSeconds(0, 100)).toBe(60);
  });

  it('turns a rate limit into the five-minute message and keeps other server messages', () => {
    expect(smsFailureKey(new ApiError('server', 'too_many_requests'))).toBe('sms_retry_later');
    expect(smsFailureKey(new ApiError('server', 'mobile_not_registered'))).toBe(
      'mobile_not_registered',
    );
  });
});

describe('LoginForm', () => {
  it('shows the translated refusal and then the captcha with its image', async () => {
    const transport = new FakeTransport()
      .on('login', () => {
        throw new ApiError('server', 'account_or_password_wrong', 200, { captcha: true });
      })
      .on('captcha', 'QUJD');
    mount(<LoginForm onSignedIn={() => undefined} />, transport);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'player1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong account or password.');
    const image = await screen.findByRole('img', { name: 'Captcha image' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,QUJD');
  });
});

describe('RegisterForm', () => {
  it('shows the optional fields the config enables and blocks submit with terms unticked', async () => {
    const transport = new FakeTransport().on('regValidata', RULES).on('countryCode', []);
    mount(<RegisterForm onRegistered={() => undefined} />, transport);
    await screen.findByLabelText('Email *');
    expect(screen.queryByLabelText(/Real name/)).toBeNull();
    fireEvent.click(screen.getByLabelText('I have read and agree to the terms and conditions.'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Please accept the terms and conditions.');
    expect(screen.getByText('Please confirm you are 21 or older.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(transport.calls.some((c) => c.name === 'register' || c.name === 'affiliate')).toBe(
        false,
      ),
    );
  });
});
