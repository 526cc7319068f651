import { ShellLayout } from './shell-layout';

/** Layout at /top-menu. */
export default function TopMenuLayout() {
  return <ShellLayout variant="top" basePath="/top-menu" />;
}
