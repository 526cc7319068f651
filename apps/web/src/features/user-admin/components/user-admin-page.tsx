import { PageFrame, type PageFrameProps } from '../../../components/page-frame';
import '../user-admin.css';

/** A page of the users administration, in its width and styles. */
export function UserAdminPage(props: PageFrameProps) {
  return <PageFrame {...props} className="user-admin-page" />;
}
