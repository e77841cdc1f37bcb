/** A notice for agents only, shown in the agent centre. */
export interface AgentAnnouncement {
  id: string;
  title: string;
  /** Rich text as the back office writes it; the browser sanitises before showing. */
  content: string;
  publishedAt: string;
}

export function agentAnnouncementsSeed(): AgentAnnouncement[] {
  return [
    {
      id: 'AA1',
      title: 'Contract settlement times',
      content:
        '<p>Daily and hourly salaries are computed from the previous day’s team sales and paid the next day. Real-time salary is settled every 5 minutes.</p>',
      publishedAt: '2026-11-01T02:00:00.000Z',
    },
    {
      id: 'AA2',
      title: 'Responsible play for your team',
      content:
        '<p>Remind your downline that deposit limits and self-exclusion are available in the security centre.</p>',
      publishedAt: '2026-11-10T02:00:00.000Z',
    },
  ];
}
