export { CategoryLobby } from './CategoryLobby';
