import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTime } from './date-time';

describe('DateTime', () => {
  it('shows the moment in Taiwan time, whatever the browser zone', () => {
    render(<DateTime value="2026-03-15T17:30:00Z" />);
    const time = screen.getByText('2026-03-16 01:30');
    expect(time.getAttribute('datetime')).toBe('2026-03-15T17:30:00Z');
  });
});
