import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { formatMajor } from '../../i18n/money';
import { DataNotice, Modal } from '../../ui';
import { useMessages } from '../../centre/messages';
import { pvpMessages } from './pvpMessages';
import { roomDisplayName } from './roomName';
import { useFeatureTranslation } from '../../centre/messages';
import { lobbyMessages } from './lobbyMessages';

/** The tables of a PvP game with their bet limits; picking one launches the game there. */
export const PvpRoomPicker = observer(function PvpRoomPicker() {
  const t = useFeatureTranslation(lobbyMessages);
  const words = useMessages(pvpMessages);
  const { lobby, play } = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const rooms = lobby.rooms;
  const game = rooms.game;
  if (!game) return null;

  const join = async (roomId: string) => {
    const outcome = await play.launch(game, pathname + search, roomId);
    rooms.close();
    if (outcome.kind === 'navigate') navigate(outcome.to);
  };

  return (
    <Modal
      name="pvpRooms"
      title={t('pvp_rooms_title', { name: game.name })}
      onClose={() => rooms.close()}
    >
      {rooms.state === 'loading' && <p role="status">{t('loading')}</p>}
      {rooms.state === 'ready' && rooms.rooms.length === 0 && (
        <DataNotice>{t('pvp_no_rooms')}</DataNotice>
      )}
      {rooms.rooms.length > 0 && (
        <ul className="pvp-rooms" aria-label={t('pvp_rooms_list')}>
          {rooms.rooms.map((room) => (
            <li key={room.roomId}>
              <button
                type="button"
                className="button"
                disabled={play.launching}
                onClick={() => void join(room.roomId)}
              >
                <strong>
                  {roomDisplayName(room.name, (level) => words(`pvp_room_level_${level}`))}
                </strong>{' '}
                <span>
                  {t('pvp_room_limits', {
                    min: formatMajor(room.minBet),
                    max: formatMajor(room.maxBet),
                  })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {rooms.state === 'failed' && (
        <>
          <DataNotice>{t('pvp_rooms_unavailable')}</DataNotice>
          <button type="button" className="button" onClick={() => void rooms.retry()}>
            {t('retry')}
          </button>
        </>
      )}
    </Modal>
  );
});
