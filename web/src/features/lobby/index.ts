export { CategoryLobby, SEARCH_PARAM } from './CategoryLobby';
export { GameSearchView } from './GameSearchView';
export { PvpRoomPicker } from './PvpRoomPicker';
export { lobbyFirstScreen } from './lobbyFirstScreen';
