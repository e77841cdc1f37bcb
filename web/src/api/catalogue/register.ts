import { endpoint } from './endpoint';

/**
 * Opening an account: by username, by mobile number, with a generated username; the form
 * rules, the affiliate link check, the registration SMS code and the country list.
 */
export const registerEndpoints = {
  register: endpoint({
    name: 'register',
    path: '/wps/member/register',
    method: 'PUT',
    modId: 'REG3',
    token: false,
    encrypt: true,
  }),
  registerMobile: endpoint({
    name: 'registerMobile',
    path: '/wps/member/register/mobile',
    method: 'PUT',
    modId: 'COMM3',
    token: false,
    encrypt: true,
  }),
  registerAuto: endpoint({
    name: 'registerAuto',
    path: '/wps/member/register/autoUsername',
    method: 'PUT',
    modId: 'REG3',
    token: false,
    encrypt: false,
  }),
  setRegister: endpoint({
    name: 'setRegister',
    path: '/wps/system/setting/register',
    method: 'GET',
    modId: 'REG3',
    token: false,
    encrypt: false,
  }),
  regValidata: endpoint({
    name: 'regValidata',
    path: '/wps/system/setting/register',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  affiliate: endpoint({
    name: 'affiliate',
    path: '/wps/agent/affiliate',
    method: 'GET',
    modId: 'AFFMAN3',
    token: false,
    encrypt: false,
  }),
  usernameRegSMS: endpoint({
    name: 'usernameRegSMS',
    path: '/wps/verification/sms/register',
    method: 'POST',
    modId: 'REGMOBVERF3',
    token: false,
    encrypt: false,
  }),
  mobileRegSMS: endpoint({
    name: 'mobileRegSMS',
    path: '/wps/verification/sms/register',
    method: 'POST',
    modId: 'MOBILENUMREG3',
    token: false,
    encrypt: false,
  }),
  countryCode: endpoint({
    name: 'countryCode',
    path: '/wps/system/country',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
} as const;
