import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MountWhenOpened } from './mount-when-opened';

describe('MountWhenOpened', () => {
  it('mounts nothing until the first opening, then keeps its content mounted once closed', () => {
    const { rerender } = render(
      <MountWhenOpened open={false}>
        <p>the form</p>
      </MountWhenOpened>,
    );
    expect(screen.queryByText('the form')).toBeNull();
    rerender(
      <MountWhenOpened open>
        <p>the form</p>
      </MountWhenOpened>,
    );
    expect(screen.getByText('the form')).toBeTruthy();
    rerender(
      <MountWhenOpened open={false}>
        <p>the form</p>
      </MountWhenOpened>,
    );
    expect(screen.getByText('the form')).toBeTruthy();
  });
});
