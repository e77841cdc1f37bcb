import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { ALL_MESSAGES } from '../../i18n/locales/all';
import { roomDisplayName } from './roomName';

describe('roomDisplayName', () => {
  it('words the platform’s level codes in the player’s language', () => {
    const english = createI18n('EN');
    expect(roomDisplayName('BEGINNER', english.t)).toBe('Beginner');
    expect(roomDisplayName('INTERMEDIATE', english.t)).toBe('Intermediate');
    expect(roomDisplayName('VIP', english.t)).toBe('VIP');
    const vietnamese = createI18n('VI', ALL_MESSAGES);
    expect(roomDisplayName('BEGINNER', vietnamese.t)).toBe('Người mới');
  });

  it('puts another code in capitals in title case, keeping initials', () => {
    const t = ((key: string) => key) as never;
    expect(roomDisplayName('HIGH_ROLLER', t)).toBe('High Roller');
    expect(roomDisplayName('VIP LOUNGE', t)).toBe('VIP Lounge');
  });

  it('shows a name the operator wrote in mixed case as written', () => {
    const t = ((key: string) => key) as never;
    expect(roomDisplayName('Sala de Oro', t)).toBe('Sala de Oro');
    expect(roomDisplayName('新手场', t)).toBe('新手场');
  });
});
