import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts a drawer or dialog from the first time it opens, and keeps it mounted after (it closes with its
 * animation, its form kept). With a lazy component inside, a page loads the form's code (and Zod, and the
 * contract schemas its rules come from) only when someone opens it, not with the list.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
