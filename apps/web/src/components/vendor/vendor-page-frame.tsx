import { PageFrame, type PageFrameProps } from '../page-frame';
import './vendor-pages.css';

/** A staff vendor page, in the staff pages' width and styles. */
export function VendorPageFrame(props: PageFrameProps) {
  return <PageFrame {...props} className="audit-page" />;
}
