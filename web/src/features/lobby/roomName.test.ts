import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/pvp.json';
import vi from '../../i18n/locales/vi/pvp.json';
import { roomDisplayName, type KnownLevel } from './roomName';

const inEnglish = (level: KnownLevel) => en[`pvp_room_level_${level}`];
const inVietnamese = (level: KnownLevel) => vi[`pvp_room_level_${level}`];

describe('roomDisplayName', () => {
  it('words the platform’s level codes in the player’s language', () => {
    expect(roomDisplayName('BEGINNER', inEnglish)).toBe('Beginner');
    expect(roomDisplayName('INTERMEDIATE', inEnglish)).toBe('Intermediate');
    expect(roomDisplayName('VIP', inEnglish)).toBe('VIP');
    expect(roomDisplayName('BEGINNER', inVietnamese)).toBe('Người mới');
  });

  it('puts another code in capitals in title case, keeping initials', () => {
    expect(roomDisplayName('HIGH_ROLLER', inEnglish)).toBe('High Roller');
    expect(roomDisplayName('VIP LOUNGE', inEnglish)).toBe('VIP Lounge');
  });

  it('shows a name the operator wrote in mixed case as written', () => {
    expect(roomDisplayName('Sala de Oro', inEnglish)).toBe('Sala de Oro');
    expect(roomDisplayName('新手场', inEnglish)).toBe('新手场');
  });
});
