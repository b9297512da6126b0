/** The overlay that holds the widget in modal and button modes. */
export interface Modal {
  /** Shows the dialog; `opener` gets the focus back when it closes. */
  show(opener: Element | null): void;
  /** Closes the dialog; true when it was open. */
  hide(): boolean;
}

/**
 * A native `<dialog>` opened with showModal(): the browser puts it in the top layer, exposes it as modal,
 * makes the page behind it inert and closes it on Escape, which a hand-made overlay cannot do while focus
 * is inside an iframe.
 * Styles go through CSSOM (`style.cssText`), which a host page's Content-Security-Policy allows; the dim
 * backdrop is a wide box-shadow because `::backdrop` needs a style sheet.
 */
export function createModal(frame: HTMLIFrameElement, title: string, closeLabel: string): Modal {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', title);
  dialog.style.cssText =
    'width:100%;max-width:960px;height:90%;padding:0;border:0;background:none;box-shadow:0 0 0 99vmax #0009';
  const close = document.createElement('button');
  // A visible word rather than "×": it needs no aria-label and everyone can read it.
  close.textContent = closeLabel;
  close.style.cssText =
    'display:block;margin:0 0 4px auto;height:40px;padding:0 16px;border:0;border-radius:99px;background:#fff;font:16px sans-serif';
  frame.style.cssText = 'display:block;width:100%;height:calc(100% - 44px);border:0;background:#fff';
  dialog.append(close, frame);
  document.body.append(dialog);

  let opener: Element | null = null;
  const modal: Modal = {
    show(from) {
      if (dialog.open) return;
      opener = from;
      // The browser focuses the first focusable element in it: the Close button.
      dialog.showModal();
    },
    hide() {
      if (!dialog.open) return false;
      dialog.close();
      return true;
    },
  };
  close.onclick = modal.hide;
  // However it closed (Escape, the Close button, the widget's close message), focus goes back.
  dialog.onclose = () => opener && (opener as HTMLElement).focus();
  return modal;
}
