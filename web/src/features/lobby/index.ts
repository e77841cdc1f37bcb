export { CategoryLobby } from './CategoryLobby';
export { useGameActions } from './useGameActions';
