import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { checkConfirmation, checkField, patternMessageKey } from '../../ui/form';
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
  renderWithStores(ui, { root });
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
    expect(checkField({ ...rule, max: 0 }, 'abc')).toEqual({
      key: 'rule_length_min',
      values: { min: 4 },
    });
    expect(checkField({ ...rule, min: 0, max: 2 }, 'abc')).toEqual({
      key: 'rule_length_max',
      values: { max: 2 },
    });
  });

  it('lets a star pattern accept anything and reports unknown patterns generically', () => {
    const rule = { show: true, required: false, pattern: '*', min: 0, max: 0 };
    expect(checkField(rule, '§ anything')).toBeNull();
    expect(checkField({ ...rule, pattern: '^[a-f]{3}$' }, 'xyz')).toEqual({ key: 'rule_format' });
    expect(checkField(rule, '')).toBeNull();
    expect(checkField({ ...rule, required: true }, '')).toEqual({ key: 'field_required' });
  });

  // Each of the platform's patterns (spec §5), a value it refuses, one it accepts, its message.
  it.each([
    ['^[A-Za-z0-9]+$', 'ab_12', 'ab12', 'Use letters and digits only.'],
    ['^[A-Za-z][A-Za-z0-9]*$', '1abc', 'a1bc', 'Start with a letter, then use letters or digits.'],
    ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'a@b', 'a@b.co', 'Enter a valid email address.'],
    ['^\\d+$', '12a', '123', 'Use digits only.'],
    ['^(?=.*[A-Z]).*$', 'abc', 'aBc', 'Include at least one uppercase letter.'],
    ['^[A-Z]+$', 'ABc', 'ABC', 'Use uppercase letters A-Z only.'],
    ['^\\S+$', 'a b', 'ab', 'Spaces are not allowed.'],
    ['^(?=.*[^A-Za-z0-9]).*$', 'abc1', 'abc!', 'Include at least one special character.'],
    [
      '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).*$',
      'Abc123',
      'Abc12!',
      'Include at least one uppercase letter, one lowercase letter, one digit and one special character.',
    ],
    ['^[\\u0E00-\\u0E7F]+$', 'abc', 'สวัสดี', 'Use Thai characters only.'],
    ['^[\\uac00-\\ud7a3]+$', 'abc', '안녕', 'Use Korean characters only.'],
    [
      '^[\\u3000-\\u30FF\\uFF00-\\uFFEF\\u4E00-\\u9FAF]+$',
      'abc',
      'ＡＢＣ',
      'Use Japanese full-width characters only.',
    ],
    ['^[\\u4E00-\\u9FA50-9]+$', 'abc', '张三3', 'Use Chinese characters and digits only.'],
    [
      '^[A-Za-z]+ [A-Za-z]+$',
      'Somchai',
      'Somchai Jaidee',
      'Enter your full name: first name and last name separated by a space.',
    ],
    [
      '^\\d{4}-\\d{2}-\\d{2}$|^\\d{2}-\\d{2}-\\d{4}$',
      '2024/01/31',
      '01-31-2024',
      'Enter the date as yyyy-MM-dd or MM-dd-yyyy.',
    ],
    ['^9\\d*$', '812', '912', 'Use digits only, starting with 9.'],
  ])('explains %s with its own message', (pattern, bad, good, message) => {
    const rule = { show: true, required: true, pattern, min: 0, max: 0 };
    const problem = checkField(rule, bad);
    expect(problem).not.toBeNull();
    expect(problem?.key).toBe(patternMessageKey(pattern));
    expect(checkField(rule, good)).toBeNull();
    const { root } = testRoot();
    expect(root.i18n.t(problem?.key ?? '')).toBe(message);
  });

  it('asks for the confirmation, then for it to equal the password', () => {
    expect(checkConfirmation('Secret123', '')).toEqual({ key: 'field_required' });
    expect(checkConfirmation('Secret123', 'Secret124')).toEqual({
      key: 'password_confirm_mismatch',
    });
    expect(checkConfirmation('Secret123', 'Secret123')).toBeNull();
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

describe('RegisterForm optional fields', () => {
  const rules = (fields: Record<string, unknown>) => ({
    fields: {
      username: { show: 1, required: 1, pattern: '^[A-Za-z][A-Za-z0-9]*$', min: 6, max: 16 },
      password: { show: 1, required: 1, pattern: '*', min: 6, max: 20 },
      mobileNum: { show: 1, required: 0, pattern: '^\\d*$', min: 8, max: 10 },
      ...fields,
    },
    minimumAge: 18,
  });

  async function fillBasics() {
    fireEvent.change(await screen.findByLabelText('Username'), {
      target: { value: 'newplayer' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Secret123' },
    });
    fireEvent.click(screen.getByLabelText('I am 18 years old or older.'));
  }

  it('shows each enabled field, marks the required ones and explains a bad value by its pattern', async () => {
    const transport = new FakeTransport()
      .on(
        'regValidata',
        rules({
          qqNum: { show: 1, required: 1, pattern: '^\\d+$', min: 5, max: 11 },
          line: { show: 1, required: 0, pattern: '*', min: 0, max: 0 },
          wechat: { show: 0, required: 1, pattern: '*', min: 0, max: 0 },
        }),
      )
      .on('countryCode', []);
    mount(<RegisterForm onRegistered={() => undefined} />, transport);
    await fillBasics();
    const qq = screen.getByLabelText('QQ *');
    expect(screen.getByLabelText('Line ID')).toBeTruthy();
    expect(screen.queryByLabelText(/WeChat/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    fireEvent.change(qq, { target: { value: '12ab5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Use digits only.')).toBeTruthy();

    fireEvent.change(qq, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter 5 to 11 characters.')).toBeTruthy();
    expect(transport.calls.some((c) => c.name === 'register')).toBe(false);
  });

  it('sends the enabled fields trimmed, leaving out empty and disabled ones', async () => {
    const transport = new FakeTransport()
      .on(
        'regValidata',
        rules({
          qqNum: { show: 1, required: 1, pattern: '^\\d+$', min: 5, max: 11 },
          recommenderId: { show: 1, required: 0, pattern: '*', min: 0, max: 0 },
          paymentPassword: { show: 1, required: 1, pattern: '^\\d{6}$', min: 0, max: 0 },
        }),
      )
      .on('countryCode', [])
      .on('register', { account: 'newplayer', firstTimeLogin: true });
    let registered = false;
    mount(<RegisterForm onRegistered={() => (registered = true)} />, transport);
    await fillBasics();
    fireEvent.change(screen.getByLabelText('QQ *'), { target: { value: ' 1234567 ' } });
    fireEvent.change(screen.getByLabelText('Payment password *'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(registered).toBe(true));
    const payload = transport.calls.find((c) => c.name === 'register')?.payload ?? {};
    expect(payload).toMatchObject({ qqNum: '1234567', paymentPassword: '123456' });
    // An empty optional field and one the config leaves off are not sent at all.
    expect(payload.recommenderId).toBeUndefined();
    expect(payload.line).toBeUndefined();
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty('recommenderId');
  });

  it('says the confirmation differs and caps the mobile number by the config', async () => {
    const transport = new FakeTransport().on('regValidata', rules({})).on('countryCode', []);
    mount(<RegisterForm onRegistered={() => undefined} />, transport);
    await fillBasics();
    expect(screen.getByLabelText('Mobile number').getAttribute('maxlength')).toBe('10');
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Secret124' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The confirmation does not match the password.')).toBeTruthy();
  });

  it('asks for the captcha with its image when the config enables it', async () => {
    const transport = new FakeTransport()
      .on('regValidata', rules({ captcha: { show: 1, required: 1, pattern: '*', min: 0, max: 0 } }))
      .on('countryCode', [])
      .on('captcha', 'QUJD');
    mount(<RegisterForm onRegistered={() => undefined} />, transport);
    await fillBasics();
    const image = await screen.findByRole('img', { name: 'Captcha image' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,QUJD');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter the captcha.')).toBeTruthy();
  });
});

describe('mobile number length', () => {
  it('is capped by the public regex config of the status call first', async () => {
    const transport = new FakeTransport()
      .on('regValidata', {
        fields: { mobileNum: { show: 1, required: 0, pattern: '^\\d*$', min: 8, max: 10 } },
        minimumAge: 18,
      })
      .on('countryCode', [])
      .on('permission', {
        info: { register: { acceptedPattern: { mobileNum: { pattern: '*', min: 6, max: 12 } } } },
      });
    const root = mount(<RegisterForm onRegistered={() => undefined} />, transport);
    await root.system.load();
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile number').getAttribute('maxlength')).toBe('12'),
    );
  });
});

describe('validation config', () => {
  it('is fetched once and then read from session storage', async () => {
    const transport = new FakeTransport().on('regValidata', {
      fields: { qqNum: { show: 1, required: 1, pattern: '^\\d+$', min: 5, max: 11 } },
      minimumAge: 18,
    });
    const { root, session } = testRoot({ transport });
    await root.authFlow.loadRules();
    expect(root.authFlow.rules?.fields.qqNum).toMatchObject({ show: true, required: true });
    const again = testRoot({ transport: new FakeTransport(), session });
    await again.root.authFlow.loadRules();
    expect(again.root.authFlow.rules?.fields.qqNum?.max).toBe(11);
    expect(again.transport.calls).toEqual([]);
  });
});

describe('sign-in of an account that is not a member', () => {
  it('shows member_no_enter', async () => {
    const transport = new FakeTransport().on('login', () => {
      throw new ApiError('server', 'member_no_enter');
    });
    mount(<LoginForm onSignedIn={() => undefined} />, transport);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'staff1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Staff123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This account is not a member account and cannot log in here.',
    );
  });
});
