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

  async sendFeedback(content: string, contact?: string): Promise<void> {
    await this.transport.send(supportEndpoints.feedback, {
      content: content.trim(),
      contact: contact?.trim() || undefined,
    });
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
}
