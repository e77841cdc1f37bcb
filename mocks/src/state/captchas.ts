import { randomInt } from 'node:crypto';

const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_LENGTH = 4;

interface IssuedCaptcha {
  code: string;
  expiresAt: number;
}

/**
 * Image captchas. The platform's captcha call takes no parameters, so the stand-in ties the
 * latest image to the visitor's address; a captcha is single-use.
 */
export class Captchas {
  private readonly byVisitor = new Map<string, IssuedCaptcha>();
  private pinned: string | null = null;

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.byVisitor.clear();
    this.pinned = null;
  }

  issue(visitor: string): string {
    const code = this.pinned ?? randomDigits(CAPTCHA_LENGTH);
    this.byVisitor.set(visitor, { code, expiresAt: this.now() + CAPTCHA_TTL_MS });
    return code;
  }

  /**
   * Fixes the code every visitor gets, so a contract provider state can name the captcha the
   * consumer types without seeing the image.
   */
  pin(code: string): void {
    this.pinned = code;
  }

  check(visitor: string, answer: string): boolean {
    if (this.pinned !== null) return answer.trim() === this.pinned;
    const issued = this.byVisitor.get(visitor);
    this.byVisitor.delete(visitor);
    return !!issued && issued.expiresAt > this.now() && issued.code === answer.trim();
  }
}

function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(0, 10));
  return code;
}
