/** What one `<script src=".../chatbot.js" data-hotel-code="…">` tag asks for. */
export interface ChatbotConfig {
  hotelCode: string;
  /** The widget's language, when the tag (`data-locale`) or the page (`<html lang>`) names one of ours. */
  locale?: Locale;
  /** Folder the script was served from; the widget's start page is there. */
  base: string;
  /** Origin of the widget; its messages from any other origin are ignored. */
  origin: string;
}

/** The widget's languages (the contract's LOCALES, written out: the script stays free of imports). */
export type Locale = 'ja' | 'en' | 'zh_Hans' | 'zh_Hant' | 'ko';

/**
 * One of our five languages for a BCP 47 tag (`ja-JP`, `zh-TW`, `zh_Hant`…), or undefined. Chinese is
 * traditional for Taiwan, Hong Kong, Macau and `Hant`, else simplified.
 */
export function localeOf(tag: string | undefined): Locale | undefined {
  const lower = (tag || '').toLowerCase();
  const language = lower.slice(0, 2);
  if (language === 'zh') return /hant|tw|hk|mo/.test(lower) ? 'zh_Hant' : 'zh_Hans';
  // The only two-letter keys of the texts are en, ja and ko.
  return language in CHATBOT_TEXTS ? (language as Locale) : undefined;
}

/**
 * Reads the data attributes of the chatbot script's own tag. Throws without a hotel code: the error
 * in the console is what the page's developer sees.
 */
export function readChatbotConfig(script: HTMLScriptElement): ChatbotConfig {
  const data = script.dataset;
  if (!data.hotelCode) throw 'yadori: data-hotel-code?';
  const src = new URL(script.src);
  return {
    hotelCode: data.hotelCode,
    locale: localeOf(data.locale || document.documentElement.lang),
    base: new URL('./', src).href,
    origin: src.origin,
  };
}

/** A widget path a message may ask for: `/` then letters, digits, `_`, `-` and `/` (no `//`, no dots). */
const WIDGET_PATH = /^(\/[\w-]+)*\/?$/;

/**
 * The widget's address in chatbot mode (spec section 2: `iframe=triplabot`, `fromChatbot`) at `path`
 * with `query` (which may name another `locale`); null for a path that is not a plain widget path. The
 * chatbot keys always win.
 */
export function chatbotWidgetUrl(
  config: ChatbotConfig,
  path = '/',
  query: Record<string, unknown> = {},
): string | null {
  if (!WIDGET_PATH.test(path)) return null;
  const url = new URL(`.${path}`, config.base);
  const params = url.searchParams;
  if (config.locale) params.set('locale', config.locale);
  for (const key in query) params.set(key, String(query[key]));
  params.set('code', config.hotelCode);
  params.set('iframe', 'triplabot');
  params.set('fromChatbot', 'true');
  return url.href;
}

/** The script's words: [launcher, panel and conversation page title; close; back to the chat; widget title]. */
export type ChatbotTexts = readonly [chat: string, close: string, back: string, booking: string];

export const CHATBOT_TEXTS: Record<Locale, ChatbotTexts> = {
  en: ['Chat with us', 'Close', 'Back to chat', 'Hotel booking'],
  ja: ['チャットで相談', '閉じる', 'チャットに戻る', '宿泊予約'],
  ko: ['채팅 상담', '닫기', '채팅으로 돌아가기', '호텔 예약'],
  zh_Hans: ['在线咨询', '关闭', '返回聊天', '酒店预订'],
  zh_Hant: ['線上諮詢', '關閉', '返回聊天', '飯店訂房'],
};
