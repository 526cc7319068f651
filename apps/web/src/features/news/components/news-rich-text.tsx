import BoldOutlined from '@ant-design/icons/BoldOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, theme } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { uploadImage } from '../../../lib/upload-image';
import '../news.css';

export interface NewsRichTextProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The field's label, for the editable area. */
  label: string;
  id?: string;
}

/**
 * The body editor (TipTap), loaded only with the staff page. Pictures go through `POST /Image` and are
 * inserted by the URL it answers; the server keeps nothing else, whatever is pasted.
 */
export default function NewsRichText({ value, onChange, label, id }: NewsRichTextProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Image],
    content: value ?? '',
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', ...(id ? { id } : {}) },
    },
  });

  const insertPicture = async (file: File) => {
    try {
      const image = await uploadImage(file, { onProgress: () => undefined });
      editor?.chain().focus().setImage({ src: image.variants.large.url, alt: file.name }).run();
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    }
  };

  const tool = (name: string, icon: React.ReactNode, run: () => void, active = false) => (
    <Button
      size="small"
      type={active ? 'primary' : 'default'}
      icon={icon}
      aria-label={name}
      aria-pressed={active}
      onClick={run}
    />
  );

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
      <Flex wrap gap={4} style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        {tool(
          t('newsManage.bold'),
          <BoldOutlined aria-hidden />,
          () => editor?.chain().focus().toggleBold().run(),
          editor?.isActive('bold'),
        )}
        {tool(
          t('newsManage.italic'),
          <ItalicOutlined aria-hidden />,
          () => editor?.chain().focus().toggleItalic().run(),
          editor?.isActive('italic'),
        )}
        {tool(
          t('newsManage.bulletList'),
          <UnorderedListOutlined aria-hidden />,
          () => editor?.chain().focus().toggleBulletList().run(),
          editor?.isActive('bulletList'),
        )}
        {tool(
          t('newsManage.orderedList'),
          <OrderedListOutlined aria-hidden />,
          () => editor?.chain().focus().toggleOrderedList().run(),
          editor?.isActive('orderedList'),
        )}
        {tool(t('newsManage.insertPicture'), <PictureOutlined aria-hidden />, () =>
          fileInput.current?.click(),
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          hidden
          aria-label={t('newsManage.insertPicture')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void insertPicture(file);
          }}
        />
      </Flex>
      <EditorContent
        editor={editor}
        className="news-editor"
        style={{ padding: '4px 11px', minHeight: 160 }}
      />
    </div>
  );
}
