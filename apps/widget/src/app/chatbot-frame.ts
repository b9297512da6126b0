import type { WidgetToChatbotMessage } from '@yadori/contract/chatbot-messages';
import { MESSAGE_SOURCE } from '@yadori/contract/host-messages';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { isEmbedded } from '../features/host/host-messages.ts';

/**
 * Inside the chatbot's panel (`iframe=triplabot`): tells `/chatbot.js` on the hotel's page whether the
 * hotel's chatbot is on and which conversation page it has (decision 061, docs/chatbot-protocol.md),
 * as soon as the settings arrive. Neither is a secret: any target origin.
 */
export function tellChatbotScript(
  setting: BookingWidgetSettings['chatbot_setting'],
  win: Window = window,
): void {
  if (!isEmbedded(win)) return;
  const message: WidgetToChatbotMessage = {
    source: MESSAGE_SOURCE,
    type: 'chatbot-setting',
    enabled: setting.enabled,
    script_url: setting.script_url,
  };
  win.parent.postMessage(message, '*');
}
