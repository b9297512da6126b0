import {
  type ComponentProps,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import { useDocumentTitle } from '../../app/page-title.ts';
import { type SectionTranslate, useSection } from '../../i18n/section-catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { PasswordField } from '../../shared/form-fields.tsx';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { type FormErrors, firstInvalid, PASSWORD_MAX_LENGTH } from './auth-rules.ts';
import type { AuthTextKey } from './texts/en.ts';
import { authTexts } from './texts.ts';
import '../guest-detail/guest-detail.css';
import '../payment/payment.css';
import './member-auth.css';

export type AuthT = SectionTranslate<AuthTextKey>;

/**
 * A member screen: its section texts loaded (a spinner until then), its title as the page's heading
 * and in the document title.
 */
export function authScreen(titleKey: AuthTextKey, Body: ComponentType<{ t: AuthT }>): ComponentType {
  return function AuthScreen() {
    const t = useSection(authTexts);
    const main = useI18n().t;
    useDocumentTitle(t ? t(titleKey) : null);
    if (!t) return <Spinner label={main('app.loading')} />;
    return (
      <div className="member-auth">
        <h1 className="screen-title">{t(titleKey)}</h1>
        <Body t={t} />
      </div>
    );
  };
}

/** Focus that moves after the next render (a bad field, a message); the counter refocuses the same id. */
export function useFocusAfterRender(): (id: string) => void {
  const [focus, setFocus] = useState<{ id: string; n: number } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);
  return (id) => setFocus((previous) => ({ id, n: (previous?.n ?? 0) + 1 }));
}

/**
 * A form's field errors as last checked. `check` shows what was found and focuses the first bad field
 * (`fieldId` lists the fields in the form's order); it answers whether the form may be sent.
 */
export function useFieldCheck<F extends string>(fieldId: Readonly<Record<F, string>>) {
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const focusOn = useFocusAfterRender();
  const check = (found: FormErrors<F>): boolean => {
    setErrors(found);
    const bad = firstInvalid(found, Object.keys(fieldId) as F[]);
    if (bad) focusOn(fieldId[bad]);
    return bad === undefined;
  };
  return { errors, check, focusOn };
}

/**
 * The screen's announcement area: a refusal or a failure (role alert), focusable so it can take focus
 * after a send. The live region is always there, so what appears in it is read out.
 */
export function AlertNote({
  id,
  message,
  children,
}: {
  id: string;
  message: string | null;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="member-auth__alert">
      {message ? (
        <div
          id={id}
          tabIndex={-1}
          className="payment-note payment-note--error"
          data-testid="member-auth-alert"
        >
          <p>{message}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** A success or progress message (role status). */
export function StatusNote({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="payment-note payment-note--info" data-testid="member-auth-status">
      {children}
    </div>
  );
}

/** The member forms' password field: no longer than the contract allows. */
export function AuthPasswordField(field: Omit<ComponentProps<typeof PasswordField>, 'maxLength'>) {
  return <PasswordField {...field} maxLength={PASSWORD_MAX_LENGTH} />;
}

/** A link to the hotel's own page (privacy, terms): a new tab, said in its name. */
export function ExternalLink({ href, label, t }: { href: string; label: string; t: AuthT }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {t('link.newTab')}</span>
    </a>
  );
}

/** A link to another screen that keeps the address's query (hotel code, language) in either style. */
export function AppLink({
  path,
  className,
  children,
}: {
  path: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goWith(path);
  };
  return (
    <a href={hrefWith(path)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
