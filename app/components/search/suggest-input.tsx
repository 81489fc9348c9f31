import { useEffect, useId, useRef, useState } from "react";
import { useJsonFetch } from "../../utils/use-json-fetch";

/**
 * A text box with a type-ahead list (subscriber §9: act names 100 ms, neutral citations 500 ms,
 * list at most 200 px high). With `mustChoose`, only a value picked from the list is submitted
 * (in the hidden field `name`); the typed text travels as `${name}Text`.
 */
export function SuggestInput({
  name,
  label,
  type,
  debounceMs,
  defaultValue,
  mustChoose = false,
  placeholder,
}: {
  name: string;
  label: string;
  type: "act" | "topic" | "neutral";
  debounceMs: number;
  defaultValue?: string;
  mustChoose?: boolean;
  placeholder?: string;
}) {
  const fetcher = useJsonFetch<{ items: string[] }>();
  const [text, setText] = useState(defaultValue ?? "");
  const [chosen, setChosen] = useState(defaultValue ?? "");
  const [open, setOpen] = useState(false);
  const timer = useRef<number>();
  const listId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onType = (value: string) => {
    setText(value);
    if (mustChoose) setChosen("");
    window.clearTimeout(timer.current);
    if (!value.trim()) {
      setOpen(false);
      return;
    }
    timer.current = window.setTimeout(() => {
      void fetcher.load(`/search/suggest?type=${type}&q=${encodeURIComponent(value)}`);
      setOpen(true);
    }, debounceMs);
  };
  const items = fetcher.data?.items ?? [];
  return (
    <label className="suggest">
      {label}
      <input
        name={mustChoose ? `${name}Text` : name}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-expanded={open && items.length > 0}
        aria-controls={listId}
        onChange={(e) => onType(e.target.value)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
      />
      {mustChoose ? <input type="hidden" name={name} value={chosen} /> : null}
      {open && items.length > 0 ? (
        <ul className="suggestions" id={listId} role="listbox" style={{ maxHeight: 200 }}>
          {items.map((item) => (
            <li key={item} role="option" aria-selected={item === chosen}>
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  setText(item);
                  setChosen(item);
                  setOpen(false);
                }}
              >
                {item}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </label>
  );
}
