import { boot } from './loader.ts';

// `currentScript` is only set while this classic script runs (async or not), so read it now.
boot(document.currentScript as HTMLScriptElement | null);
