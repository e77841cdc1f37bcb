export interface FeedbackEntry {
  id: string;
  memberId: string | null;
  content: string;
  contact: string | null;
  at: number;
}

/** Feedback left through the site's form, kept so an operator (or a test) can read it. */
export class FeedbackBox {
  private readonly entries: FeedbackEntry[] = [];

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.entries.length = 0;
  }

  add(memberId: string | null, content: string, contact: string | null): FeedbackEntry {
    const entry = {
      id: String(this.entries.length + 1),
      memberId,
      content,
      contact,
      at: this.now(),
    };
    this.entries.push(entry);
    return entry;
  }

  all(): readonly FeedbackEntry[] {
    return this.entries;
  }
}
