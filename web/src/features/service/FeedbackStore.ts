import { makeAutoObservable, runInAction } from 'mobx';
import { captchaRequested } from '../../api/client/session';
import { SupportApi } from '../../api/client/support';
import type { ApiClient } from '../../api/client';
import type { RootStore } from '../../stores/RootStore';
import { errorKey } from '../../api/errors';
import { IMAGE_MAX_COUNT } from '../../centre/imageUpload';

export type ImageProblem = 'feedback_image_type' | 'feedback_image_size';

/** Spec §5: at most 140 characters. */
export const FEEDBACK_MAX_LENGTH = 140;
export const FEEDBACK_TYPES = ['SUGGESTION', 'PROBLEM', 'COMPLAINT', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** A checked image, ready to send, with its preview. */
export interface FeedbackImage {
  id: number;
  name: string;
  size: number;
  dataUrl: string;
}

/** Reads and checks a picked file; the browser side (FileReader) lives with the form. */
export type ImageReader<F> = (
  file: F,
) => Promise<
  { ok: true; name: string; size: number; dataUrl: string } | { ok: false; key: ImageProblem }
>;

/**
 * The feedback form (spec §5): type, text of at most 140 characters, up to three png or jpg
 * images checked by their bytes, the image captcha when the platform asks for it. A refusal
 * keeps everything the player entered; success empties the form and says so.
 */
export class FeedbackStore {
  type: FeedbackType = 'SUGGESTION';
  content = '';
  sender = '';
  captcha = '';
  captchaImage: string | null = null;
  needsCaptcha = false;
  images: FeedbackImage[] = [];
  imageProblem: string | null = null;
  /** Upload progress, 0 to 1, while the feedback is being sent. */
  progress: number | null = null;
  busy = false;
  errorKey: string | null = null;
  sent = false;
  private nextImageId = 1;

  constructor(
    private readonly api: SupportApi,
    private readonly captchaSource: Pick<ApiClient['session'], 'getCaptcha'>,
  ) {
    makeAutoObservable<FeedbackStore, 'api' | 'captchaSource' | 'nextImageId'>(this, {
      api: false,
      captchaSource: false,
      nextImageId: false,
    });
  }

  get length(): number {
    return [...this.content.trim()].length;
  }

  get tooLong(): boolean {
    return this.length > FEEDBACK_MAX_LENGTH;
  }

  get full(): boolean {
    return this.images.length >= IMAGE_MAX_COUNT;
  }

  setType(type: FeedbackType): void {
    this.type = type;
  }

  setContent(content: string): void {
    this.content = content;
    this.errorKey = null;
    this.sent = false;
  }

  setSender(sender: string): void {
    this.sender = sender;
  }

  setCaptcha(captcha: string): void {
    this.captcha = captcha;
  }

  /** Adds picked files one by one; a refused file is named and the others still come in. */
  async addFiles<F>(files: readonly F[], read: ImageReader<F>): Promise<void> {
    this.imageProblem = null;
    this.sent = false;
    for (const file of files) {
      if (this.full) {
        runInAction(() => (this.imageProblem = 'feedback_image_count'));
        return;
      }
      const checked = await read(file);
      runInAction(() => {
        if (!checked.ok) {
          this.imageProblem = checked.key;
          return;
        }
        this.images.push({
          id: this.nextImageId++,
          name: checked.name,
          size: checked.size,
          dataUrl: checked.dataUrl,
        });
      });
    }
  }

  removeImage(id: number): void {
    this.images = this.images.filter((image) => image.id !== id);
    this.imageProblem = null;
  }

  async refreshCaptcha(): Promise<void> {
    try {
      const image = await this.captchaSource.getCaptcha();
      runInAction(() => {
        this.captchaImage = image;
        this.captcha = '';
      });
    } catch (error) {
      runInAction(() => (this.errorKey = errorKey(error)));
    }
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    this.sent = false;
    if (this.length === 0) {
      this.errorKey = 'feedback_content_empty';
      return;
    }
    if (this.tooLong) {
      this.errorKey = 'feedback_content_length';
      return;
    }
    if (this.needsCaptcha && !this.captcha.trim()) {
      this.errorKey = 'captcha_required';
      return;
    }
    this.busy = true;
    this.errorKey = null;
    this.progress = this.images.length > 0 ? 0 : null;
    try {
      await this.api.sendFeedback(
        {
          content: this.content,
          type: this.type,
          sender: this.sender,
          captcha: this.needsCaptcha ? this.captcha.trim() : undefined,
          files: this.images.map((image) => image.dataUrl),
        },
        this.images.length > 0
          ? (fraction) => runInAction(() => (this.progress = fraction))
          : undefined,
      );
      runInAction(() => {
        this.content = '';
        this.images = [];
        this.captcha = '';
        this.needsCaptcha = false;
        this.captchaImage = null;
        this.sent = true;
      });
    } catch (error) {
      const asksCaptcha = captchaRequested(error);
      runInAction(() => {
        this.errorKey = errorKey(error);
        if (asksCaptcha) this.needsCaptcha = true;
      });
      if (asksCaptcha) await this.refreshCaptcha();
    } finally {
      runInAction(() => {
        this.busy = false;
        this.progress = null;
      });
    }
  }
}

export const createFeedbackStore = (root: RootStore) =>
  new FeedbackStore(new SupportApi(root.api.transport), root.api.session);
