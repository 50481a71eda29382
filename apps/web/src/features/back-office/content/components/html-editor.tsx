import Image from '@tiptap/extension-image';
import { DOMParser as ProseMirrorParser, type Schema } from '@tiptap/pm/model';
import { EditorContent, type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { describedBy, FieldShell, useFieldMessage } from '@/components/form/field';
import type { ContractFieldError } from '@/components/form/form-types';
import { useContractFormContext } from '@/components/form/use-contract-form';
import { ApiRequestError } from '@/lib/api-client';
import { sanitizedHtml } from '@/lib/html';
import { useT } from '@/lib/i18n';
import { uploadContentImage } from '@/lib/back-office/upload-content-image';
import styles from './html-editor.module.css';

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
  }),
  Image.configure({ inline: false }),
];

/**
 * HTML as the editor's document. The page enforces Trusted Types, and ProseMirror would parse a
 * string through an HTML sink: the HTML goes through the shop's own sanitising policy
 * (lib/html.ts, the contract's allow-list) into an inert document, which ProseMirror then reads.
 */
function parseHtml(schema: Schema, html: string) {
  const trusted = sanitizedHtml(html) as unknown as string;
  const body = new window.DOMParser().parseFromString(trusted, 'text/html').body;
  return ProseMirrorParser.fromSchema(schema).parse(body);
}

const EMPTY_DOCUMENT = { type: 'doc', content: [{ type: 'paragraph' }] };

/** The server keeps paths on its own host: the editor's absolute addresses of it become paths again. */
const ownOrigin = () => window.location.origin;
const withOwnPaths = (html: string) => html.replaceAll(`="${ownOrigin()}/`, '="/').replace(/^<p><\/p>$/, '');

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const t = useT();
  const file = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const editLink = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('AdminContentLinkPrompt'), current);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setUploadError('');
    try {
      const { url } = await uploadContentImage(picked);
      chain().setImage({ src: url, alt: '' }).run();
    } catch (error) {
      setUploadError(
        t(
          error instanceof ApiRequestError ? error.key : 'UnknownError',
          ...((error as ApiRequestError).args ?? []),
        ),
      );
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={label}>
        <ToolButton
          label={t('AdminContentBold')}
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
        >
          <b>B</b>
        </ToolButton>
        <ToolButton
          label={t('AdminContentItalic')}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <i>I</i>
        </ToolButton>
        <ToolButton
          label={t('AdminContentHeading2')}
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label={t('AdminContentHeading3')}
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolButton>
        <ToolButton
          label={t('AdminContentBulletList')}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M10 6h11M10 12h11M10 18h11" />
            <circle cx="4.5" cy="6" r="1" fill="currentColor" />
            <circle cx="4.5" cy="12" r="1" fill="currentColor" />
            <circle cx="4.5" cy="18" r="1" fill="currentColor" />
          </svg>
        </ToolButton>
        <ToolButton
          label={t('AdminContentOrderedList')}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M10 6h11M10 12h11M10 18h11M4 4v4M3 8h2M3 14h3l-3 4h3" />
          </svg>
        </ToolButton>
        <ToolButton
          label={t('AdminContentQuote')}
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          “”
        </ToolButton>
        <ToolButton label={t('AdminContentLink')} active={state.link} onClick={editLink}>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
            <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          </svg>
        </ToolButton>
        <ToolButton label={t('AdminContentImage')} onClick={() => file.current?.click()}>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="M21 17l-5-5-9 8" />
          </svg>
        </ToolButton>
        <ToolButton
          label={t('AdminContentUndo')}
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        >
          ↶
        </ToolButton>
        <ToolButton
          label={t('AdminContentRedo')}
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        >
          ↷
        </ToolButton>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </div>
      {uploadError ? (
        <p role="alert" className={styles.uploadError}>
          {uploadError}
        </p>
      ) : null}
    </>
  );
}

/**
 * A rich-text HTML field of a contract form (TipTap on ProseMirror): a toolbar of buttons reached
 * with Tab, the usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+Z) inside, pictures uploaded to the server.
 * What it hands the form is the editor's HTML; the server cleans it again on save.
 */
export function HtmlField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const t = useT();
  const form = useContractFormContext();
  const { field, fieldState } = useController({ control: form.control, name });
  const message = useFieldMessage(fieldState.error as ContractFieldError | undefined, {
    ...fieldState,
    isSubmitted: form.formState.isSubmitted,
  });
  const inputId = useId();
  const initial = useRef(typeof field.value === 'string' ? field.value : '');
  const editor = useEditor({
    extensions,
    // Never an HTML string here: TipTap would parse it through an HTML sink (see parseHtml).
    content: EMPTY_DOCUMENT,
    injectCSS: false,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: inputId,
        class: `prose ${styles.surface}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(message ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy(inputId, message, undefined) ? { 'aria-describedby': `${inputId}-error` } : {}),
      },
      // Pasted HTML takes the same way in as the initial HTML (never a raw string into a sink).
      handlePaste: (view, event) => {
        const html = event.clipboardData?.getData('text/html');
        if (!html) return false;
        const slice = parseHtml(view.state.schema, html).slice(0);
        view.dispatch(view.state.tr.replaceSelection(slice).scrollIntoView());
        return true;
      },
    },
    onCreate: ({ editor: created }) => {
      created.commands.setContent(parseHtml(created.schema, initial.current).toJSON(), { emitUpdate: false });
    },
    onUpdate: ({ editor: changed }) => field.onChange(withOwnPaths(changed.getHTML())),
    onBlur: () => field.onBlur(),
  });

  return (
    <FieldShell inputId={inputId} label={label} required={required} message={message}>
      <div className={styles.editor} data-testid={`html-editor-${name}`}>
        {editor ? <Toolbar editor={editor} label={t('AdminContentToolbar', label)} /> : null}
        <EditorContent editor={editor} />
      </div>
    </FieldShell>
  );
}
