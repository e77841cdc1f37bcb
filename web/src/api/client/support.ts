import { supportEndpoints } from '../catalogue/support';
import type { Transport } from '../transport';
import type { ChatModel, ChatPermission, HelpCategory } from '../types';
import { asArray, asNumber, asObject, asString, asStringArray, truthy } from './decode';

/** Help centre, feedback, customer-service script and the chat service. */
export class SupportApi {
  constructor(private readonly transport: Transport) {}

  async getHelp(lang: string): Promise<HelpCategory[]> {
    const value = await this.transport.send(supportEndpoints.getHelp, { lang, device: 'WEB' });
    return asArray<unknown>(asObject(value).categories).map((raw) => {
      const c = asObject(raw);
      return {
        code: asString(c.code),
        title: asString(c.title),
        articles: asArray<unknown>(c.articles).map((a) => {
          const article = asObject(a);
          return {
            id: asString(article.id),
            title: asString(article.title),
            content: asString(article.content),
          };
        }),
      };
    });
  }

  /**
   * The platform's feedback fields. Images go as `data:image/png|jpeg;base64,…` URLs in `file`
   * (already checked by their bytes); `onProgress` follows the upload from 0 to 1.
   */
  async sendFeedback(
    feedback: FeedbackSubmission,
    onProgress?: (fraction: number) => void,
  ): Promise<void> {
    const body: Record<string, unknown> = {
      content: feedback.content.trim(),
      type: feedback.type,
    };
    if (feedback.sender?.trim()) body.sender = feedback.sender.trim();
    if (feedback.captcha) body.captcha = feedback.captcha;
    if (feedback.files && feedback.files.length > 0) body.file = [...feedback.files];
    await this.transport.send(
      supportEndpoints.feedback,
      body,
      onProgress ? { onUploadProgress: (sent, total) => onProgress(sent / total) } : undefined,
    );
  }

  /** The customer-service widget's script address; empty when none is configured. */
  async getCustomerServiceScript(): Promise<string> {
    return asString(
      asObject((await this.transport.send(supportEndpoints.getCustomerServiceScript)) ?? {})
        .scriptUrl,
    );
  }

  async getChatModels(): Promise<ChatModel[]> {
    return asArray<unknown>(await this.transport.send(supportEndpoints.getModelList)).map((raw) => {
      const m = asObject(raw);
      return { code: asString(m.code), name: asString(m.name) };
    });
  }

  /** The chat window's address for a chat model. */
  async launchChat(model: string): Promise<string> {
    return asString(
      asObject(await this.transport.send(supportEndpoints.launchChat, { model })).chatUrl,
    );
  }

  async getChatUnreadCount(): Promise<number> {
    const value = await this.transport.send(supportEndpoints.chatMessage);
    if (typeof value === 'number' || typeof value === 'string') return asNumber(value);
    return asNumber(asObject(value).count);
  }

  async getChatPermission(): Promise<ChatPermission> {
    const v = asObject(await this.transport.send(supportEndpoints.chatPermission));
    return { canChat: truthy(v.canChat), groups: asStringArray(v.groups) };
  }

  /** A room's latest messages, oldest first; opening a room also reads it. */
  async getChatHistory(group: string): Promise<ChatLine[]> {
    const v = asObject(await this.transport.send(supportEndpoints.chatHistory, { group }));
    return asArray<unknown>(v.messages).map(readChatLine);
  }

  async sendChatMessage(group: string, text: string): Promise<ChatLine> {
    return readChatLine(await this.transport.send(supportEndpoints.chatSend, { group, text }));
  }
}

export interface FeedbackSubmission {
  content: string;
  type: string;
  sender?: string;
  captcha?: string;
  files?: readonly string[];
}

/** One chat message; `text` is exactly what the member typed and is shown as text only. */
export interface ChatLine {
  id: string;
  group: string;
  sender: string;
  text: string;
  at: number;
}

export function readChatLine(raw: unknown): ChatLine {
  const m = asObject(raw);
  return {
    id: asString(m.id),
    group: asString(m.group),
    sender: asString(m.sender),
    text: asString(m.text),
    at: asNumber(m.at),
  };
}
