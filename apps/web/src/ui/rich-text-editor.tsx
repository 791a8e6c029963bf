import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { multilineRows } from './theme';
import { LinkDialog } from './link-dialog';

export interface RichTextEditorProps {
  label: string;
  /** Starting HTML (the editor is uncontrolled after it mounts). */
  initialValue: string;
  onChange: (html: string) => void;
  helperText?: string;
}

/** The editor's HTML, '' for an empty document. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

function ToolButton({
  label,
  isActive,
  onClick,
  children,
}: {
  label: string;
  isActive: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <ToggleButton
        value={label}
        size="small"
        selected={isActive}
        aria-label={label}
        aria-pressed={isActive}
        onClick={onClick}
        sx={{ border: 0 }}
      >
        {children}
      </ToggleButton>
    </Tooltip>
  );
}

/**
 * Rich text (Tiptap) with a small toolbar: bold, italic, bullet list, numbered list, link; at
 * least 12 rows high (document 1 §9). The server keeps only safe markup.
 */
export function RichTextEditor({ label, initialValue, onChange, helperText }: RichTextEditorProps) {
  const labelId = useId();
  const helperId = useId();
  const [isLinkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
    ],
    content: initialValue,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(helperText ? { 'aria-describedby': helperId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(editorHtml(current)),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      href: (current?.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const chain = () => editor.chain().focus();
  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}`,
          },
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${label} formatting`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            p: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <ToolButton
            label="Bold"
            isActive={state?.bold ?? false}
            onClick={() => chain().toggleBold().run()}
          >
            <FormatBold />
          </ToolButton>
          <ToolButton
            label="Italic"
            isActive={state?.italic ?? false}
            onClick={() => chain().toggleItalic().run()}
          >
            <FormatItalic />
          </ToolButton>
          <ToolButton
            label="Bullet list"
            isActive={state?.bulletList ?? false}
            onClick={() => chain().toggleBulletList().run()}
          >
            <FormatListBulleted />
          </ToolButton>
          <ToolButton
            label="Numbered list"
            isActive={state?.orderedList ?? false}
            onClick={() => chain().toggleOrderedList().run()}
          >
            <FormatListNumbered />
          </ToolButton>
          <ToolButton
            label="Link"
            isActive={state?.link ?? false}
            onClick={() => setLinkOpen(true)}
          >
            <InsertLink />
          </ToolButton>
        </Box>
        <Box
          sx={{
            px: 1.5,
            '& .tiptap': {
              minHeight: `${multilineRows * 1.5}em`,
              outline: 'none',
              py: 1,
              lineHeight: 1.5,
            },
            '& .tiptap p': { my: 0.5 },
            '& .tiptap a': { color: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
      <LinkDialog
        open={isLinkOpen}
        initialHref={state?.href ?? ''}
        onClose={() => setLinkOpen(false)}
        onApply={(href) => {
          setLinkOpen(false);
          if (href === '') chain().extendMarkRange('link').unsetLink().run();
          else chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
    </Box>
  );
}
