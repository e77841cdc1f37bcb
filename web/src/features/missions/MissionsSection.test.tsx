import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { MissionsSection } from './MissionsSection';

function listed(status: string, page: number) {
  return {
    list: [
      {
        missionId: `${status}-${page}`,
        title: `${status} page ${page}`,
        status,
        measure: 'ROUNDS',
        totalCompleted: 0,
        totalMilestones: 3,
        milestone: 0,
        claimable: 0,
        leaderboard: false,
      },
    ],
    totalPages: 3,
    claimableCount: 0,
  };
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      back
    </button>
  );
}

function setUp(path: string) {
  const { root, transport } = testRoot({ signedIn: true });
  transport.on('getMissionSummaryDetails', (p?: Record<string, unknown>) =>
    listed(String(p?.status), Number(p?.page)),
  );
  renderWithStores(
    <>
      <MissionsSection />
      <Back />
    </>,
    { root, path },
  );
}

const shown = (title: string) => screen.findByRole('heading', { name: title });

afterEach(cleanup);

describe('MissionsSection', () => {
  it('opens the tab and page the address names', async () => {
    setUp('/member?page=missionLeaderboard&tab=ended&pageNo=2');
    await shown('ENDED page 2');
    expect(screen.getByRole('button', { name: 'Ended' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('keeps tabs and pages in the history, so back steps through them', async () => {
    setUp('/member?page=missionLeaderboard');
    await shown('ONGOING page 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await shown('ONGOING page 2');
    fireEvent.click(screen.getByRole('button', { name: 'Ended' }));
    await shown('ENDED page 1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'back' })));
    await shown('ONGOING page 2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'back' })));
    await shown('ONGOING page 1');
  });
});

describe('the missions’ leaderboards', () => {
  const ranked = (id: string, title: string, status: string) => ({
    missionId: id,
    title,
    status,
    measure: 'STAKE',
    totalCompleted: 0,
    totalMilestones: 2,
    milestone: 0,
    claimable: 0,
    leaderboard: true,
  });

  function setUpBoards(path: string) {
    const { root, transport } = testRoot({ signedIn: true });
    transport.on('getMissionSummaryDetails', (p?: Record<string, unknown>) => ({
      list:
        p?.status === 'ONGOING'
          ? [ranked('M-WEEK', 'High roller week', 'ONGOING'), listed('ONGOING', 1).list[0]]
          : [ranked('M-OLD', 'Last month’s race', 'ENDED')],
      totalPages: 1,
      claimableCount: 0,
    }));
    const asked: Record<string, unknown>[] = [];
    transport.on('getMissionLeaderboard', (p?: Record<string, unknown>) => {
      asked.push(p ?? {});
      const page = Number(p?.page);
      return {
        content: [{ rank: page * 10 - 9, account: `pl***${page}`, score: 100 / page }],
        totalElements: 12,
        totalPages: 2,
        footer: p?.missionId === 'M-WEEK' ? { rank: 11, score: 5 } : { rank: null, score: 0 },
      };
    });
    renderWithStores(<MissionsSection />, { root, path });
    return asked;
  }

  it('lists the chosen mission’s places a page at a time, with the member’s own place', async () => {
    const asked = setUpBoards('/member?page=missionLeaderboard&tab=leaderboard');
    await screen.findByRole('cell', { name: 'pl***1' });
    expect(screen.getByRole('button', { name: 'Leaderboards' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Only missions that rank players are offered, ongoing first.
    const chooser = screen.getByRole('combobox', { name: 'Mission' });
    expect([...chooser.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'High roller week',
      'Last month’s race',
    ]);
    expect(screen.getByTestId('board-own').textContent).toBe('Your place: 11 (5.00 staked)');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('cell', { name: 'pl***2' });
    expect(screen.getByRole('cell', { name: '11' })).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ missionId: 'M-WEEK', page: 2, size: 10 });

    fireEvent.change(chooser, { target: { value: 'M-OLD' } });
    await screen.findByText('You are not on the leaderboard yet. Play to join it.');
    expect(asked.at(-1)).toMatchObject({ missionId: 'M-OLD', page: 1 });
  });

  it('opens a mission’s leaderboard from its card', async () => {
    setUpBoards('/member?page=missionLeaderboard');
    await shown('High roller week');
    fireEvent.click(await screen.findByRole('button', { name: 'See the leaderboard' }));
    await screen.findByRole('cell', { name: 'pl***1' });
    expect((screen.getByRole('combobox', { name: 'Mission' }) as HTMLSelectElement).value).toBe(
      'M-WEEK',
    );
  });
});
