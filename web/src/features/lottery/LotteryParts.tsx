import { useState, type ReactNode } from 'react';
import type { LotteryGame, OpenedDraw } from '../../api/client/lottery';
import { formatSiteTime } from '../../i18n/time';
import type { Part } from './LotteryStore';
import { DataNotice, DEFAULT_GAME_ICON } from '../../ui';
import { lotteryArtSrc } from './lotteryArt';
import { useFeatureTranslation } from '../../centre/messages';
import { lotteryMessages } from './lotteryMessages';

/**
 * One part of a lottery page in its four states: loading, failed (with the platform's reason
 * and a retry), empty, or its content.
 */
export function PartView<T>({
  part,
  loading,
  failed,
  empty,
  isEmpty,
  onRetry,
  children,
}: {
  part: Part<T>;
  loading: string;
  failed: string;
  empty: string;
  isEmpty: (data: T) => boolean;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const t = useFeatureTranslation(lotteryMessages);
  if (part.state === 'failed') {
    return (
      <div className="lottery-failed" role="alert">
        <p>
          {failed} {t(part.errorKey ?? 'unknown_error', { defaultValue: t('unknown_error') })}
        </p>
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (part.value === null) return <DataNotice>{loading}</DataNotice>;
  if (isEmpty(part.value)) return <DataNotice>{empty}</DataNotice>;
  return <>{children(part.value)}</>;
}

/** A draw's numbers as balls, in the order the platform gives them. */
export function Numbers({ numbers }: { numbers: string[] }) {
  return (
    <ol className="lottery-numbers">
      {numbers.map((n, i) => (
        <li key={i}>{n}</li>
      ))}
    </ol>
  );
}

export function DrawTable({ draws }: { draws: OpenedDraw[] }) {
  const t = useFeatureTranslation(lotteryMessages);
  return (
    <table className="lottery-draws">
      <thead>
        <tr>
          <th scope="col">{t('lottery_issue')}</th>
          <th scope="col">{t('lottery_draw_time')}</th>
          <th scope="col">{t('lottery_numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {draws.map((draw) => (
          <tr key={draw.issue} data-issue={draw.issue}>
            <td>{draw.issue}</td>
            <td>{draw.drawTime ? formatSiteTime(draw.drawTime, 'MM/DD HH:mm') : ''}</td>
            <td>
              <Numbers numbers={draw.numbers} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A lottery to choose: its artwork (default icon when missing) and name. */
export function LotteryTile({
  game,
  imageCdn,
  selected,
  onChoose,
}: {
  game: LotteryGame;
  imageCdn: string;
  selected: boolean;
  onChoose: (gameCode: string) => void;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <button
      type="button"
      className="lottery-tile"
      aria-pressed={selected}
      data-game-code={game.gameCode}
      onClick={() => onChoose(game.gameCode)}
    >
      <img
        src={
          broken ? DEFAULT_GAME_ICON : lotteryArtSrc(game.gameGroupCode, game.gameCode, imageCdn)
        }
        alt=""
        loading="lazy"
        decoding="async"
        width={64}
        height={64}
        onError={() => setBroken(true)}
      />
      <span>{game.gameName || game.gameCode}</span>
    </button>
  );
}
