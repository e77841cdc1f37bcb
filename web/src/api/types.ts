import type { EncryptedCustomerService } from './customerService';

export const SiteState = { Normal: 0, Maintenance: 1, RegionRestricted: 2 } as const;
export type SiteState = (typeof SiteState)[keyof typeof SiteState];

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

export interface SiteResource {
  name: string;
  resourceType: string;
  labelNameEn?: string;
  url: string;
}

export interface SystemStatus {
  state: SiteState;
  maintenanceEndTime: string | null;
  visitorIp: string;
  whitelabel: WhitelabelNode[];
  resources: SiteResource[];
  domains: string[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** Still encrypted as the platform sends them; `decodeCustomerService` reveals the URLs. */
  customerService: EncryptedCustomerService[];
  /** The public regex config (`info.register.acceptedPattern`), per field name. */
  registerPatterns: Record<string, AcceptedPattern>;
}

/** A field's pattern and length bounds as the status call publishes them. */
export interface AcceptedPattern {
  pattern: string;
  min: number;
  max: number;
}

/** The header's balance, in major units (2 decimals). */
export interface Balance {
  balance: number;
  currencySymbol: string;
}

export interface MemberInfo {
  /** The platform's member id; a string, never a number, on the wire and here. */
  id: string;
  account: string;
  nickname: string;
  /** Member type (spec §6): 1, 2, 41, 42 agents; 4 trial; the stand-in uses 0 for a member. */
  type: number;
  /** ISO country code, shown as the flag in the header. */
  countryCode: string;
  countryDialingCode: string;
  language: string;
  /** Masked by the platform (e.g. `81****678`); empty when none is bound. */
  mobile: string;
  /** Masked by the platform; empty when none is bound. */
  email: string;
  hasPayeeName: boolean;
  vipLevel: number;
  vipLabelName: string;
  hasVip: boolean;
  avatar: string;
  uplineAccount: string;
  passwordExpired: boolean;
  /** ISO instant. */
  registeredAt: string;
}

export interface RankProgress {
  vipLevel: number;
  vipLabelName: string;
  /** null at the top rank. */
  nextLevel: number | null;
  nextLabelName: string;
  /** Deposits counted towards the rank, major units. */
  depositTotal: number;
  depositRequired: number;
  progressPercent: number;
}

export type LoginRequest =
  | { type: 'username'; username: string; password: string; captcha?: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; smsCode: string }
  /** The sign-in straight after a reset by phone: the new password, behind the slider. */
  | { type: 'afterReset'; mobileNum: string; password: string; slider?: SliderPass }
  /** Sign-in by mobile number proved by the third-party phone-auth service's token. */
  | { type: 'phoneAuth'; mobileNum: string; countryDialingCode: string; idToken: string };

/** Social providers a player may sign in with, each behind its own whitelabel module. */
export type SocialProvider = 'facebook' | 'google' | 'line';

/** A slider challenge as the platform issues it: the gap to drop the piece on, track percent. */
export interface SliderChallenge {
  challenge: string;
  gap: number;
}

/** The answer to a slider challenge, sent with the call it protects. */
export interface SliderPass {
  challenge: string;
  /** Where the piece was dropped, track percent. */
  validate: string;
  seccode: string;
}

/** A sign-in the platform accepted; its session token stays with the gateway. */
export interface SignedIn {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

export type VerificationMethod = 'sms' | 'email' | 'payeeName' | 'totp';

export type LoginResult =
  | ({ kind: 'signed-in' } & SignedIn)
  | {
      kind: 'verification-required';
      /** Names the pending sign-in in the `loginVerify` calls that follow. */
      ticket: string;
      methods: VerificationMethod[];
      maskedMobile: string;
      maskedEmail: string;
    };

export type SecondFactor =
  { method: 'sms' | 'email' | 'totp'; code: string } | { method: 'payeeName'; payeeName: string };

/** One field of the registration form as the platform configures it. */
export interface RegisterFieldRule {
  show: boolean;
  required: boolean;
  /** The platform's pattern; `*` accepts anything. */
  pattern: string;
  min: number;
  max: number;
}

export interface RegisterRules {
  fields: Record<string, RegisterFieldRule>;
  /** Minimum age the player confirms at registration (decisions §3). */
  minimumAge: number;
}

export interface RegisterForm {
  username: string;
  password: string;
  confirmPassword: string;
  /** Confirms the configured minimum age; registration is refused without it. */
  ageConfirmed: boolean;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  payeeName?: string;
  email?: string;
  captcha?: string;
  affiliateCode?: string;
  referralCode?: string;
  /** Optional fields an operator may switch on in the validation config. */
  paymentPassword?: string;
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  recommenderId?: string;
  /** Where the player registered, as the platform records it. */
  registerUrl?: string;
  domain?: string;
}

export type MobileRegisterForm = Omit<RegisterForm, 'username'> & {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
};

export interface Registered extends SignedIn {
  account: string;
}

export interface Country {
  countryCode: string;
  dialingCode: string;
  name: string;
  /** Digits a mobile number has in this country (min and max). */
  mobileMin: number;
  mobileMax: number;
}

export interface SecurityConfig {
  mobileBound: boolean;
  emailBound: boolean;
  payeeNameSet: boolean;
  authenticatorBound: boolean;
  passwordExpired: boolean;
  /** Whether a sign-in from a new IP asks for a second factor. */
  loginVerification: boolean;
}

export interface VisitorLocation {
  ip: string;
  countryCode: string;
  restricted: boolean;
}

export interface SiteSettings {
  currency: string;
  currencySymbol: string;
  timezone: string;
  defaultLanguage: string;
  supportedLanguages: string[];
  minimumAge: number;
  /** Default reality-check interval in minutes (decisions §3); 0 is off. */
  realityCheckMinutes: number;
  licence: string;
}

export interface SiteTemplateSummary {
  code: string;
  title: string;
}

export interface SiteTemplate extends SiteTemplateSummary {
  /** Rich text; sanitise before rendering. */
  content: string;
  language: string;
}

export interface HelpArticle {
  id: string;
  title: string;
  /** Rich text; sanitise before rendering. */
  content: string;
}

export interface HelpCategory {
  code: string;
  title: string;
  articles: HelpArticle[];
}

export interface ChatModel {
  code: string;
  name: string;
}

export interface ChatPermission {
  canChat: boolean;
  groups: string[];
}
