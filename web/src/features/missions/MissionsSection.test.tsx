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
