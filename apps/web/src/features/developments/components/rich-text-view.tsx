import Box from '@mui/material/Box';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * Shows rich text read only. The server sanitises descriptions; parsing them into the editor's
 * schema again keeps only bold, italic, lists, paragraphs and web/mail links.
 */
export function RichTextView({ html, label }: { html: string; label: string }) {
  const editor = useEditor(
    {
      editable: false,
      extensions: [
        StarterKit.configure({
          link: {
            openOnClick: true,
            HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
          },
        }),
      ],
      content: html,
      editorProps: { attributes: { 'aria-label': label, role: 'document' } },
    },
    [html],
  );
  return (
    <Box
      sx={{
        '& .tiptap': { outline: 'none' },
        '& .tiptap p': { my: 0.75 },
        '& .tiptap a': { color: 'primary.main' },
      }}
    >
      <EditorContent editor={editor} />
    </Box>
  );
}
