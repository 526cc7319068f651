import { PageFrame, type PageFrameProps } from '../../../components/page-frame';
import '../vendor-audit.css';

/** A staff vendor page, in the staff pages' width and styles. */
export function AuditPageFrame(props: PageFrameProps) {
  return <PageFrame {...props} className="audit-page" />;
}
