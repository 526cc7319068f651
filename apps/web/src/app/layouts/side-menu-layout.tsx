import { ShellLayout } from './shell-layout';

/** Layout at /. */
export default function SideMenuLayout() {
  return <ShellLayout variant="side" basePath="/" />;
}
