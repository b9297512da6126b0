import { bootChatbot } from './chatbot.ts';

// `currentScript` is only set while this classic script runs (async or not), so read it now.
bootChatbot(document.currentScript as HTMLScriptElement | null);
