import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import '../confirmation/confirmation.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog in the look of the account's others (delete account, receipt): named by its title,
 * focus moves in when it opens (to `initialFocus`, else the first field or button), stays inside
 * (Tab wraps), Escape closes it, and focus goes back to what had it before (or to `focusAfterClose`).
 */
export function ModalDialog({
  title,
  description,
  onClose,
  initialFocus,
  children,
  returnFocus,
  focusAfterClose,
  testId,
}: {
  title: string;
  /** Text read with the title when the dialog opens. */
  description?: ReactNode;
  onClose: () => void;
  /** A selector inside the dialog for the element to focus first. */
  initialFocus?: string;
  children: ReactNode;
  /** What gets focus back when the dialog closes (the button that opened it); else what had it before. */
  returnFocus?: RefObject<HTMLElement | null>;
  /**
   * Read as the dialog closes: an element here gets focus instead of `returnFocus`. For a dialog whose
   * action took away what opened it (the cards tab focuses its heading once a card is removed).
   */
  focusAfterClose?: RefObject<HTMLElement | null>;
  testId?: string;
}) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves in once, when the dialog opens.
  useEffect(() => {
    const opener =
      returnFocus?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const root = dialog.current;
    const first =
      (initialFocus ? root?.querySelector<HTMLElement>(initialFocus) : null) ??
      root?.querySelector<HTMLElement>('input, button');
    first?.focus();
    return () => (focusAfterClose?.current ?? opener)?.focus();
  }, []);

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="manage-dialog__backdrop">
      <div
        ref={dialog}
        className="manage-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? textId : undefined}
        onKeyDown={keepFocusInside}
        data-testid={testId}
      >
        <h2 id={titleId}>{title}</h2>
        {description ? <p id={textId}>{description}</p> : null}
        {children}
      </div>
    </div>
  );
}

/**
 * A dialog's one action (remove the card, delete the account): `busy` from its start, and still after
 * it succeeded (the dialog is on its way out); when it fails, `failure` is the error's message for
 * <ActionFailure> and the member may try again. `reset` clears the failure.
 */
export function useDialogAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (caught) {
      setBusy(false);
      setFailure(caught instanceof Error ? caught.message : String(caught));
    }
  };
  return { busy, failure, run, reset: () => setFailure(null) };
}

/** Why a dialog's action failed, announced as it appears; nothing while it has not. */
export function ActionFailure({ failure }: { failure: string | null }) {
  return failure ? (
    <p className="payment-note payment-note--error" role="alert">
      {failure}
    </p>
  ) : null;
}
