import type { Catalog, MessageKey } from './catalog.ts';

export type TranslateParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Builds `t()` for one catalog. `{name}` placeholders take `params.name`; a placeholder without a
 * value stays visible so a missing argument is noticed instead of printing "undefined".
 * @example createTranslator(en)('app.pageTitle', { page: 'Search results', hotel: 'Hanami' })
 */
export function createTranslator(catalog: Catalog): Translate {
  return (key, params) => {
    const text = catalog[key];
    if (!params) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
  };
}
