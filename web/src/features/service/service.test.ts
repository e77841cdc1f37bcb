import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ChatLine, SupportApi } from '../../api/client/support';
import { MemberEvents } from '../../stores/MemberEvents';
import { CHAT_POLL_MS, ChatRoomStore } from './ChatRoomStore';
import { FeedbackStore, type ImageReader } from './FeedbackStore';
import { groupByType } from './serviceGroups';

const line = (id: string, group = 'LOBBY', text = `m${id}`): ChatLine => ({
  id,
  group,
  sender: 'pl***1',
  text,
  at: 1,
});

function chatApi(overrides: Partial<SupportApi> = {}): SupportApi {
  return {
    getChatPermission: vi.fn(async () => ({ canChat: true, groups: ['LOBBY', 'VIP'] })),
    getChatHistory: vi.fn(async (group: string) => [line('1', group)]),
    sendChatMessage: vi.fn(async (group: string, text: string) => line('9', group, text)),
    ...overrides,
  } as unknown as SupportApi;
}

describe('chat room', () => {
  it('opens the first room and switches rooms', async () => {
    const store = new ChatRoomStore(chatApi(), new MemberEvents());
    await store.load();
    expect(store.room).toBe('LOBBY');
    await store.switchTo('VIP');
    expect(store.room).toBe('VIP');
    expect(store.messages.map((m) => m.group)).toEqual(['VIP']);
  });

  describe('reading the room again', () => {
    class Page {
      visibilityState: DocumentVisibilityState = 'visible';
      private readonly listeners = new Set<() => void>();
      addEventListener(_: 'visibilitychange', listener: () => void) {
        this.listeners.add(listener);
      }
      removeEventListener(_: 'visibilitychange', listener: () => void) {
        this.listeners.delete(listener);
      }
      set(state: DocumentVisibilityState) {
        this.visibilityState = state;
        for (const listener of [...this.listeners]) listener();
      }
    }
    let history: ChatLine[] = [line('1')];
    const setUp = async () => {
      history = [line('1')];
      const api = chatApi({ getChatHistory: vi.fn(async () => history) });
      const store = new ChatRoomStore(api, new MemberEvents());
      await store.load();
      return { api, store, page: new Page() };
    };
    const ids = (store: ChatRoomStore) => store.messages.map((m) => m.id);

    afterEach(() => vi.useRealTimers());

    it('shows new lines every few seconds while open and seen, keeping what was typed', async () => {
      vi.useFakeTimers();
      const { store, page } = await setUp();
      store.setDraft('half a sentence');
      const stop = store.poll(page);
      history = [line('1'), line('2')];
      await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
      expect(ids(store)).toEqual(['1', '2']);
      expect(store.draft).toBe('half a sentence');
      stop();
    });

    it('stops while the page is hidden and reads at once when it is seen again', async () => {
      vi.useFakeTimers();
      const { api, store, page } = await setUp();
      const stop = store.poll(page);
      page.set('hidden');
      const reads = vi.mocked(api.getChatHistory).mock.calls.length;
      await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 5);
      expect(vi.mocked(api.getChatHistory).mock.calls.length).toBe(reads);
      history = [line('1'), line('3')];
      page.set('visible');
      await vi.advanceTimersByTimeAsync(0);
      expect(ids(store)).toEqual(['1', '3']);
      stop();
    });

    it('stops when the room closes', async () => {
      vi.useFakeTimers();
      const { api, store, page } = await setUp();
      const stop = store.poll(page);
      stop();
      const reads = vi.mocked(api.getChatHistory).mock.calls.length;
      await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 5);
      expect(vi.mocked(api.getChatHistory).mock.calls.length).toBe(reads);
    });

    it('drops an answer overtaken by a newer read', async () => {
      const { api, store } = await setUp();
      let answerSlow: (lines: ChatLine[]) => void = () => undefined;
      vi.mocked(api.getChatHistory)
        .mockImplementationOnce(() => new Promise((resolve) => (answerSlow = resolve)))
        .mockImplementationOnce(async () => [line('1'), line('2'), line('3')]);
      const slow = store.refresh();
      await store.refresh();
      answerSlow([line('1')]);
      await slow;
      expect(ids(store)).toEqual(['1', '2', '3']);
    });
  });

  it('keeps the draft when the room refuses it, and clears it once sent', async () => {
    let refuse = true;
    const api = chatApi({
      sendChatMessage: vi.fn(async (group: string, text: string) => {
        if (refuse) throw new ApiError('server', 'chat_too_fast');
        return line('5', group, text);
      }),
    });
    const store = new ChatRoomStore(api, new MemberEvents());
    await store.load();
    store.setDraft('hi <b>all</b>');
    await store.send();
    expect(store.chat.errorKey).toBe('chat_too_fast');
    expect(store.draft).toBe('hi <b>all</b>');
    refuse = false;
    await store.send();
    expect(store.draft).toBe('');
    expect(store.messages.at(-1)?.text).toBe('hi <b>all</b>');
  });

  it('does not send an empty or over-long message', async () => {
    const api = chatApi();
    const store = new ChatRoomStore(api, new MemberEvents());
    await store.load();
    store.setDraft('   ');
    await store.send();
    store.setDraft('a'.repeat(201));
    expect(store.draftTooLong).toBe(true);
    await store.send();
    expect(api.sendChatMessage).not.toHaveBeenCalled();
  });

  it('says why when the rooms cannot be loaded', async () => {
    const store = new ChatRoomStore(
      chatApi({
        getChatPermission: vi.fn(async () => {
          throw new ApiError('network', 'network_error');
        }),
      }),
      new MemberEvents(),
    );
    await store.load();
    expect(store.state).toBe('failed');
    expect(store.errorKey).toBe('network_error');
  });
});

function feedbackStore(send = vi.fn(async () => undefined)) {
  const api = { sendFeedback: send } as unknown as SupportApi;
  const captcha = { getCaptcha: vi.fn(async () => 'data:image/png;base64,AAAA') };
  return { store: new FeedbackStore(api, captcha), send, captcha };
}

const accept: ImageReader<string> = async (name) => ({
  ok: true,
  name,
  size: 10,
  dataUrl: `data:image/png;base64,${name}`,
});

describe('feedback form', () => {
  it('takes at most three images and names the problem with a fourth', async () => {
    const { store } = feedbackStore();
    await store.addFiles(['a', 'b', 'c', 'd'], accept);
    expect(store.images.map((i) => i.name)).toEqual(['a', 'b', 'c']);
    expect(store.imageProblem).toBe('feedback_image_count');
    store.removeImage(store.images[0]!.id);
    expect(store.images).toHaveLength(2);
    expect(store.imageProblem).toBeNull();
  });

  it('refuses 141 characters before sending and keeps the text', async () => {
    const { store, send } = feedbackStore();
    store.setContent('x'.repeat(141));
    await store.submit();
    expect(store.errorKey).toBe('feedback_content_length');
    expect(send).not.toHaveBeenCalled();
    expect(store.content).toHaveLength(141);
  });

  it('sends the platform fields with the images, then empties the form', async () => {
    const { store, send } = feedbackStore();
    store.setType('PROBLEM');
    store.setContent('Slow lobby');
    store.setSender('Nok');
    await store.addFiles(['a'], accept);
    await store.submit();
    expect(send).toHaveBeenCalledWith(
      {
        content: 'Slow lobby',
        type: 'PROBLEM',
        sender: 'Nok',
        captcha: undefined,
        files: ['data:image/png;base64,a'],
      },
      expect.any(Function),
    );
    expect(store.sent).toBe(true);
    expect(store.content).toBe('');
    expect(store.images).toHaveLength(0);
  });

  it('shows the captcha when the platform asks, keeping what was typed', async () => {
    const send = vi.fn(async () => {
      throw new ApiError('server', 'captcha_required', 200, { captcha: true });
    });
    const { store } = feedbackStore(send);
    store.setContent('Hello');
    await store.submit();
    expect(store.needsCaptcha).toBe(true);
    expect(store.captchaImage).toMatch(/^data:image\/png/);
    expect(store.content).toBe('Hello');
  });
});

describe('service types', () => {
  it('are grouped in the order the operator listed them', () => {
    const groups = groupByType([
      { csType: 'LIVE', title: 'Live', url: 'https://a' },
      { csType: 'line', title: 'L1', url: 'https://b' },
      { csType: 'TELEGRAM', title: 'T', url: 'https://c' },
      { csType: 'LINE', title: 'L2', url: 'https://d' },
    ]);
    expect(groups.map((g) => [g.csType, g.entries.length])).toEqual([
      ['LIVE', 1],
      ['LINE', 2],
      ['TELEGRAM', 1],
    ]);
  });
});
