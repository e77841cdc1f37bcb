import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memoryStorage';
import { UiStore } from './UiStore';

describe('UiStore', () => {
  it('swaps login and register', () => {
    const ui = new UiStore(new MemoryStorage());
    ui.openLogin();
    ui.openRegister();
    expect(ui.openModals).toEqual(['register']);
    ui.openLogin();
    expect(ui.openModals).toEqual(['login']);
  });

  it('closes login when forgot-password opens', () => {
    const ui = new UiStore(new MemoryStorage());
    ui.openLogin();
    ui.openForgot();
    expect(ui.openModals).toEqual(['forgetPassModal']);
  });

  it('remembers the theme', () => {
    const storage = new MemoryStorage();
    const ui = new UiStore(storage);
    expect(ui.theme).toBe('dark');
    ui.setTheme('light');
    expect(new UiStore(storage).theme).toBe('light');
  });
});
