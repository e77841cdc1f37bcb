import { Refusal } from './refusal.js';
import { readProofImages, type ProofImage } from './proofImages.js';

/** The kinds of feedback the form offers (the platform's `type` field). */
export const FEEDBACK_TYPES = ['SUGGESTION', 'PROBLEM', 'COMPLAINT', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Spec §5: at most 140 characters; the operator may ask for more than one. */
export interface FeedbackRules {
  minLength: number;
  maxLength: number;
  /** Whether the platform asks for the image captcha with each feedback. */
  captcha: boolean;
}

export const DEFAULT_FEEDBACK_RULES: FeedbackRules = {
  minLength: 1,
  maxLength: 140,
  captcha: false,
};

export interface FeedbackInput {
  content: string;
  sender: string;
  type: string;
  /** Images as `data:image/png|jpeg;base64,…` URLs: checked by their bytes, 5 MB each, 3 at most. */
  files: string[];
}

export interface FeedbackEntry {
  id: string;
  memberId: string | null;
  type: FeedbackType;
  content: string;
  sender: string | null;
  images: ProofImage[];
  at: number;
}

/** Feedback left through the site's form, kept so an operator (or a test) can read it. */
export class FeedbackBox {
  private readonly entries: FeedbackEntry[] = [];
  rules: FeedbackRules = { ...DEFAULT_FEEDBACK_RULES };

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.entries.length = 0;
    this.rules = { ...DEFAULT_FEEDBACK_RULES };
  }

  /** Checks everything before keeping anything: a refusal leaves the box as it was. */
  add(memberId: string | null, input: FeedbackInput): FeedbackEntry {
    const content = input.content.trim();
    const length = [...content].length;
    if (length === 0) throw new Refusal('feedback_content_empty');
    if (length < this.rules.minLength || length > this.rules.maxLength) {
      throw new Refusal('feedback_content_length', {
        min: this.rules.minLength,
        max: this.rules.maxLength,
      });
    }
    const type = FEEDBACK_TYPES.find((t) => t === input.type.toUpperCase());
    if (!type) throw new Refusal('request_param_err');
    const images = input.files.length > 0 ? readProofImages(input.files) : [];
    const entry: FeedbackEntry = {
      id: String(this.entries.length + 1),
      memberId,
      type,
      content,
      sender: input.sender.trim() || null,
      images,
      at: this.now(),
    };
    this.entries.push(entry);
    return entry;
  }

  all(): readonly FeedbackEntry[] {
    return this.entries;
  }
}
