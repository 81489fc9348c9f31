import { BulletList, OrderedList } from "@tiptap/extension-list";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { flattenNumberedLists } from "../../../utils/numbered-paragraphs";

/**
 * Lists come from the toolbar only: typing "1. " or "- " stays text (editors number paragraphs by
 * hand and headnotes cite them), and pasted plain text with numbers stays paragraphs.
 */
const ToolbarOrderedList = OrderedList.extend({
  addInputRules: () => [],
  addProseMirrorPlugins: () => [],
});
const ToolbarBulletList = BulletList.extend({ addInputRules: () => [] });

/**
 * The TipTap editor of the case form (browser only; the `.client` module is empty on the server).
 * StarterKit keeps what a judgment needs: paragraphs, headings, bold/italic/underline, numbered and
 * bulleted lists (from the toolbar); ProseMirror turns pasted Word HTML and pasted PDF lines into
 * paragraphs. A typed or pasted paragraph number stays text, one per paragraph
 * (app/utils/numbered-paragraphs.ts). The server sanitises whatever arrives.
 */
export function TiptapEditor({ initialHtml, label, onChange }: { initialHtml: string; label: string; onChange: (html: string) => void }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ orderedList: false, bulletList: false, link: { openOnClick: false, protocols: ["http", "https", "mailto"] } }),
      ToolbarOrderedList,
      ToolbarBulletList,
    ],
    content: flattenNumberedLists(initialHtml),
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      transformPastedHTML: flattenNumberedLists,
      attributes: { class: "rich-text-editor", "aria-label": label, role: "textbox", "aria-multiline": "true" },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  if (!editor) return null;
  const button = (text: string, title: string, run: () => void, active = false) => (
    <button type="button" className={`rt-button${active ? " active" : ""}`} title={title} aria-pressed={active} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {text}
    </button>
  );
  return (
    <div className="rich-text-box">
      <div className="rt-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {button("B", "Bold", () => editor.chain().focus().toggleBold().run(), editor.isActive("bold"))}
        {button("I", "Italic", () => editor.chain().focus().toggleItalic().run(), editor.isActive("italic"))}
        {button("U", "Underline", () => editor.chain().focus().toggleUnderline().run(), editor.isActive("underline"))}
        {button("1.", "Numbered list", () => editor.chain().focus().toggleOrderedList().run(), editor.isActive("orderedList"))}
        {button("•", "Bulleted list", () => editor.chain().focus().toggleBulletList().run(), editor.isActive("bulletList"))}
        {button("H", "Heading", () => editor.chain().focus().toggleHeading({ level: 3 }).run(), editor.isActive("heading"))}
        {button("↶", "Undo", () => editor.chain().focus().undo().run())}
        {button("↷", "Redo", () => editor.chain().focus().redo().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
