import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WordTag } from './word-tag';

describe('word tag', () => {
  it('shows its word after the icon, the tone naming the icon’s colour', () => {
    render(
      <WordTag icon={<CheckCircleFilled aria-hidden />} tone="success">
        啟用
      </WordTag>,
    );
    const tag = screen.getByText('啟用').parentElement as HTMLElement;
    expect(tag.className).toBe('word-tag word-tag-success');
    expect(tag.firstElementChild?.classList.contains('anticon')).toBe(true);
    expect(tag.textContent).toBe('啟用');
  });

  it('is neutral without a tone', () => {
    render(<WordTag>系統管理員</WordTag>);
    expect((screen.getByText('系統管理員').parentElement as HTMLElement).className).toBe('word-tag');
  });
});
