import { ERROR_TITLES, type ErrorBody } from '@yadori/contract/errors';
import type { Locale } from '@yadori/contract/locales';
import { AppError, oneTextBody } from '../../http/app-error.ts';
import { MEMBERSHIP_PROGRAM_TEXTS, type MembershipProgramTexts } from './membership-programs.texts.ts';

/**
 * An AppError whose one message is a text of a feature's own catalog (a `*.texts.ts` of the five
 * languages) rather than of the shared i18n messages; `toBody` writes it in the request's language.
 * The membership features build their refusals on it.
 */
export class CatalogTextError<Texts extends { [K in keyof Texts]: string }> extends AppError {
  constructor(
    status: number,
    code: number,
    title: string,
    readonly catalog: Record<Locale, Texts>,
    readonly text: keyof Texts & string,
    readonly options: { field?: string; details?: Record<string, unknown> } = {},
  ) {
    // The base class's message only names the error in logs; the body comes from `catalog` below.
    super(status, code, title, [{ key: 'badRequest' }]);
    this.message = `${title}: ${text}`;
  }

  override toBody(locale: Locale): ErrorBody {
    const words = this.catalog[locale] ?? this.catalog.en;
    const error = String(words[this.text] ?? this.catalog.en[this.text]);
    return oneTextBody(this, error, this.options);
  }
}

const notFound = (text: keyof MembershipProgramTexts) =>
  new CatalogTextError(404, 404, ERROR_TITLES.notFound, MEMBERSHIP_PROGRAM_TEXTS, text);

/** Refusals of the membership-program calls. */
export const membershipProgramErrors = {
  /** An unknown program, or one of another brand: the same answer. */
  programNotFound: () => notFound('programNotFound'),
  brandNotFound: () => notFound('brandNotFound'),
};
