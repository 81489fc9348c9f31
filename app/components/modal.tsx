import { Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * An accessible modal dialog over the current page (native <dialog>). The server renders it open
 * (`<dialog open>` over a dimmed layer), so a dialog opened by the URL (`?modal=login`) can be used
 * before the scripts load or without JavaScript; with JavaScript it is shown as a real modal (focus
 * kept inside, Escape closes it). With `closeHref` the × is a link, so it closes without scripts too.
 */
export function Modal({ title, onClose, closeHref, children }: { title: string; onClose: () => void; closeHref?: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    return () => dialog?.close();
  }, []);
  return (
    <div className="modal-layer">
      <dialog open ref={ref} className="modal" aria-label={title} onCancel={(e) => { e.preventDefault(); onClose(); }}>
        <header className="modal-head">
          <h2>{title}</h2>
          {closeHref ? (
            <Link to={closeHref} className="close" aria-label="Close" preventScrollReset>
              ×
            </Link>
          ) : (
            <button type="button" className="close" aria-label="Close" onClick={onClose}>×</button>
          )}
        </header>
        <div className="modal-body">{children}</div>
      </dialog>
    </div>
  );
}
