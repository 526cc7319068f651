import type { ReactNode } from 'react';
import { PageFrame, type PageFrameProps } from '../../../components/page-frame';
import '../company.css';

/** A vendor page, in the vendor pages' width and styles. */
export function CompanyPage(props: PageFrameProps) {
  return <PageFrame {...props} className="company-page" />;
}

/** A titled part of a vendor page (a second-level heading, for the eye and for screen readers). */
export function CompanySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="company-section">
      <h2 className="company-section-title">{title}</h2>
      {children}
    </section>
  );
}
