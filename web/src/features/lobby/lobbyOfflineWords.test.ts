import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import thaiLobby from '../../i18n/locales/th/lobby.json';
import thaiPvp from '../../i18n/locales/th/pvp.json';
import { MemoryStorage } from '../../stores/memoryStorage';
import { testRoot } from '../../stores/testRoot';

describe("the lobbies' words for an offline start", () => {
  it('are fetched in the language in use before a lobby is ever shown', async () => {
    const local = new MemoryStorage();
    local.setItem('lang', 'TH');
    // As the site starts: English only, the player's language fetched on demand.
    const { root } = testRoot({ local, i18n: createI18n('EN') });
    await root.language.ready;
    // The lobby's code arrives later (main.tsx loads it once the worker has the page), and
    // registers its namespaces as it loads.
    const { lobbyMessages } = await import('./lobbyMessages');
    const { pvpMessages } = await import('./pvpMessages');
    const namespaces = [lobbyMessages.ns, pvpMessages.ns];
    for (const ns of namespaces) expect(root.i18n.hasResourceBundle('TH', ns)).toBe(false);

    await root.language.loadRegisteredWords();
    expect(root.i18n.t('lobby_search', { ns: 'lobby' })).toBe(thaiLobby.lobby_search);
    expect(root.i18n.t('pvp_room_level_VIP', { ns: 'pvp' })).toBe(thaiPvp.pvp_room_level_VIP);
  });
});
