/**
 * Paths of the meeting pages inside whichever layout shows them (`/meeting`, `/simple-menu/meeting`…):
 * everything before `/meeting` in the current path is the layout's base.
 */
export function meetingsBase(pathname: string): string {
  const at = pathname.search(/\/meeting(\/|$)/);
  return `${at >= 0 ? pathname.slice(0, at) : ''}/meeting`;
}

export const meetingPath = (pathname: string, id: string) =>
  `${meetingsBase(pathname)}/${encodeURIComponent(id)}`;

/** The request page, prefilled from an inquiry or a vendor's page when those are given. */
export function newMeetingPath(pathname: string, prefill: { vendorId?: string; inquiryId?: string } = {}) {
  const query = new URLSearchParams();
  if (prefill.vendorId) query.set('vendorId', prefill.vendorId);
  if (prefill.inquiryId) query.set('inquiryId', prefill.inquiryId);
  const search = query.toString();
  return `${meetingsBase(pathname)}/new${search ? `?${search}` : ''}`;
}
