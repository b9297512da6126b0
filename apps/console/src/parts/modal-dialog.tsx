import { type ReactNode, useEffect, useId, useRef } from 'react';

/** Where the keyboard goes when a dialog closes. */
export type DialogReturn = 'opener' | 'heading';

/**
 * A native modal `<dialog>` named by its heading (h2): open while `open` is true, Escape closes it
 * through `onDismiss`. When it closes, focus goes back to the control that opened it, or — after the
 * action went through, when that control may be gone — to the page's h1.
 * @example <ModalDialog open={open} title={t.cancelTitle} onDismiss={() => setOpen(false)}>…</ModalDialog>
 */
export function ModalDialog({
  open,
  title,
  onDismiss,
  returnFocus = 'opener',
  children,
}: {
  open: boolean;
  title: string;
  onDismiss: () => void;
  returnFocus?: DialogReturn;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnRef = useRef(returnFocus);
  returnRef.current = returnFocus;
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const headingId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape (the browser closes the dialog itself) or close() above: tell the owner, move focus back.
    const closed = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      const target =
        returnRef.current === 'heading' || !opener.current?.isConnected ? heading : opener.current;
      target?.focus();
      dismissRef.current();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);

  return (
    <dialog ref={ref} aria-labelledby={headingId} className="modal-dialog">
      {open ? (
        <>
          <h2 id={headingId}>{title}</h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
