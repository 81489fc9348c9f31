import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { adminMessages } from "../../utils/copy";

/**
 * A dialog opened by the URL (`?confirm=…`, `?dialog=add`, `?edit=…`): the server renders it open,
 * so it works without JavaScript; with JavaScript it is shown as a modal <dialog> (focus kept
 * inside, Escape closes it by following the Cancel link).
 */
export function UrlDialog({ title, closeHref, children, label }: { title: string; closeHref: string; children: ReactNode; label?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      cancel.current?.click();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, []);
  return (
    <div className="dialog-layer">
      <dialog open ref={ref} className="modal admin-dialog" aria-label={label ?? title}>
        <div className="modal-head">
          <h2>{title}</h2>
          <Link ref={cancel} to={closeHref} className="close" aria-label="Close" preventScrollReset>
            ×
          </Link>
        </div>
        <div className="modal-body">{children}</div>
      </dialog>
    </div>
  );
}

/**
 * The delete confirmation of §4: 'Are you sure you want to delete this profile ?' (for a case,
 * 'case file'), 'You can't undo this action', Confirm and Cancel. Confirm posts the hidden fields.
 */
export function ConfirmDelete({ what = "profile", cancelHref, fields }: { what?: "profile" | "case file"; cancelHref: string; fields: Record<string, string | number> }) {
  return (
    <UrlDialog title="Delete" closeHref={cancelHref} label="Confirm delete">
      <p className="confirm-question">{what === "case file" ? adminMessages.confirmDeleteCase : adminMessages.confirmDelete}</p>
      <p className="muted">{adminMessages.cantUndo}</p>
      <Form method="post" className="button-row" preventScrollReset>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button primary danger" autoFocus>
          Confirm
        </button>
        <Link to={cancelHref} className="button" preventScrollReset>
          Cancel
        </Link>
      </Form>
    </UrlDialog>
  );
}

/** The delete icon of the lists (an SVG: emoji fonts are not everywhere). */
export function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

/** A dialog form's buttons: the submit (named `intent`, off while the form is being sent) and Cancel back to the list. */
export function DialogButtons({ intent, label, closeHref }: { intent: string; label: string; closeHref: string }) {
  const navigation = useNavigation();
  return (
    <div className="button-row">
      <button type="submit" name="intent" value={intent} className="button primary" disabled={navigation.state === "submitting"}>
        {label}
      </button>
      <Link to={closeHref} className="button" preventScrollReset>
        Cancel
      </Link>
    </div>
  );
}

/** A view dialog's one button: OK, back to the list. */
export function DialogOk({ closeHref }: { closeHref: string }) {
  return (
    <div className="button-row">
      <Link to={closeHref} className="button primary" preventScrollReset>
        OK
      </Link>
    </div>
  );
}
