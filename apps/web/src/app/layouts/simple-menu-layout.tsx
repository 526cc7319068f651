import { ShellLayout } from './shell-layout';

/** Layout at /simple-menu. */
export default function SimpleMenuLayout() {
  return <ShellLayout variant="simple" basePath="/simple-menu" />;
}
