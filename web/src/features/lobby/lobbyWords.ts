import { lobbyMessages } from './lobbyMessages';
import { pvpMessages } from './pvpMessages';

/**
 * The lobbies' namespaces, registered by loading this module: an offline start opens a lobby
 * from the precache, which holds its English words only, so a player of another language has the
 * worker keep that language's too (main.tsx, `wordsAgain`).
 */
export const LOBBY_NAMESPACES = [lobbyMessages.ns, pvpMessages.ns];
