import { useEffect, useRef, useState, type ComponentType } from "react";

type EditorProps = { initialHtml: string; label: string; onChange: (html: string) => void };

/**
 * A rich-text field that is a plain <textarea> until JavaScript has loaded the editor (TipTap,
 * fetched only by this screen). The textarea stays the form's field: the editor writes its HTML
 * back into it, so the form submits the same way with or without JavaScript.
 */
export function RichTextField({ name, id, defaultValue, label, errorId, invalid, rows = 8 }: { name: string; id: string; defaultValue?: string; label: string; errorId?: string; invalid?: boolean; rows?: number }) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [Editor, setEditor] = useState<ComponentType<EditorProps> | null>(null);
  useEffect(() => {
    let alive = true;
    import("./tiptap-editor.client").then((m) => alive && setEditor(() => m.TiptapEditor)).catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return (
    <div className="rich-text">
      <textarea
        ref={textarea}
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={Editor ? "visually-hidden-field" : undefined}
        tabIndex={Editor ? -1 : undefined}
        aria-hidden={Editor ? true : undefined}
      />
      {Editor ? (
        <Editor
          label={label}
          initialHtml={textarea.current?.value ?? defaultValue ?? ""}
          onChange={(html) => {
            const ta = textarea.current;
            if (!ta) return;
            ta.value = html;
            ta.dispatchEvent(new Event("input", { bubbles: true }));
          }}
        />
      ) : null}
    </div>
  );
}
