import { Button, Flex, Input, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { wrapSelection } from '../product-form';

interface DescriptionEditorProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  maxLength?: number;
}

/**
 * The description's editor: a text area of light HTML with buttons that wrap the selection in the few
 * tags the server keeps (bold, italic, subheading, list, link). A text area rather than a WYSIWYG editor:
 * it costs the page no library, works with the keyboard and screen readers as any text field does, and
 * cannot show a vendor markup that the server's allow-list would drop unseen; the server sanitises
 * every save whatever is typed here.
 */
export function DescriptionEditor({ id, value = '', onChange, disabled, maxLength }: DescriptionEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement | null>(null);

  const wrap = (open: string, close: string) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = wrapSelection(value, start, end, open, close);
    onChange?.(next.text);
    // The selection goes back inside the new tag once the text area shows the new value.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.start, next.end);
    });
  };
  const link = () => {
    const url = window.prompt(t('products.editor.linkPrompt'), 'https://');
    if (url && /^(https?:\/\/|mailto:)/i.test(url))
      wrap(`<a href="${url.replaceAll('"', '&quot;')}">`, '</a>');
  };

  const tools = [
    { key: 'bold', label: t('products.editor.bold'), text: 'B', run: () => wrap('<strong>', '</strong>') },
    { key: 'italic', label: t('products.editor.italic'), text: 'I', run: () => wrap('<em>', '</em>') },
    { key: 'heading', label: t('products.editor.heading'), text: 'H', run: () => wrap('<h3>', '</h3>') },
    {
      key: 'list',
      label: t('products.editor.list'),
      text: '•',
      run: () => wrap('<ul>\n<li>', '</li>\n</ul>'),
    },
    { key: 'link', label: t('products.editor.link'), text: '🔗', run: link },
  ];

  return (
    <div className="description-editor">
      <Flex gap={4} role="toolbar" aria-label={t('products.editor.toolbar')} aria-controls={id}>
        {tools.map((tool) => (
          <Button
            key={tool.key}
            size="small"
            aria-label={tool.label}
            title={tool.label}
            onClick={tool.run}
            disabled={disabled}
          >
            <span aria-hidden>{tool.text}</span>
          </Button>
        ))}
      </Flex>
      <Input.TextArea
        id={id}
        ref={(instance) => {
          area.current = instance?.resizableTextArea?.textArea ?? null;
        }}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={{ minRows: 4, maxRows: 12 }}
        disabled={disabled}
        {...(maxLength ? { maxLength } : {})}
      />
      <Typography.Text type="secondary" className="description-editor-hint">
        {t('products.editor.hint')}
      </Typography.Text>
    </div>
  );
}
