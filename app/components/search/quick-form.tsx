/** Quick Search's box (subscriber §2.4): the default mode, so it comes with the page (decision 087). */
import type { FormProps } from "./form-parts";

export function QuickForm({ params }: FormProps) {
  return (
    <div className="quick">
      <input
        name="q"
        type="search"
        placeholder="Search By Doc Id, Party Name"
        aria-label="Search By Doc Id, Party Name"
        defaultValue={params.get("q") ?? ""}
      />
      <button type="submit" className="button primary">Search</button>
    </div>
  );
}
