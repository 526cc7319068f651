/**
 * Who may call what, written out by hand: the authorization matrix test checks every route against
 * this table, so a change of access shows up here in review. `allow` means the call gets past access
 * control (it may still fail validation); `deny` means 401 for strangers and 403 for the signed-in.
 */
export const actors = [
  'anonymous',
  'member',
  'staff',
  'administrator',
  'ownerOfVendorA',
  'memberOfVendorB',
] as const;
export type Actor = (typeof actors)[number];
type Expectation = Record<Actor, 'allow' | 'deny'>;

const everyone: Expectation = {
  anonymous: 'allow',
  member: 'allow',
  staff: 'allow',
  administrator: 'allow',
  ownerOfVendorA: 'allow',
  memberOfVendorB: 'allow',
};
const signedIn: Expectation = { ...everyone, anonymous: 'deny' };
const nobodyBut = (...allowed: Actor[]): Expectation =>
  Object.fromEntries(
    actors.map((actor) => [actor, allowed.includes(actor) ? 'allow' : 'deny']),
  ) as Expectation;
const administrators = nobodyBut('administrator');

export const expectedAccess: Record<string, Expectation> = {
  // Platform
  'GET /health': everyone,
  'GET /ready': everyone,
  // A scraper's own bearer token (METRICS_TOKEN), checked by the route: off (404) in this matrix.
  'GET /metrics': everyone,
  'POST /Log': everyone,
  'GET /Configuration': everyone,
  'PUT /Configuration': administrators,

  // Sign-in, sign-up, recovery (public by nature)
  'GET /Auth/Login': everyone,
  'POST /Auth/Login': everyone,
  'POST /Auth/Login/Google': everyone,
  'POST /Auth/Login/Facebook': everyone,
  'POST /Auth/Signup/Send': everyone,
  'POST /Auth/Signup/Verify': everyone,
  'POST /Auth/Signup': everyone,
  'POST /Auth/Check': everyone,
  'POST /ForgotPassword/Submit': everyone,
  'POST /ForgotPassword/Send': everyone,
  'POST /ForgotPassword/Verify': everyone,
  'POST /ForgotPassword/Change': everyone,
  'POST /Verification/Resend': everyone,
  'POST /System/Login': everyone,

  // The signed-in person's own account: no ids, so nobody reaches another's
  'GET /Auth': signedIn,
  'POST /System/Logout': signedIn,
  'POST /System/CurrentUser': signedIn,
  'GET /Account': signedIn,
  'POST /Account': signedIn,
  'GET /Account/Buyer': signedIn,
  'POST /Account/Buyer': signedIn,
  'GET /Account/ChangePwd': signedIn,
  'POST /Account/ChangePwd': signedIn,
  'GET /Account/Sessions': signedIn,
  'DELETE /Account/Sessions/:id': signedIn,
  'POST /Account/Sessions/EndOthers': signedIn,
  'POST /Verification/Verify/Email': signedIn,
  'POST /Verification/Verify/Mobile': signedIn,

  // Roles (roles:read, roles:write)
  'GET /Roles': administrators,
  'GET /Roles/:id': administrators,
  'POST /Roles': administrators,
  'PUT /Roles': administrators,
  'DELETE /Roles': administrators,
  'POST /Roles/Save': administrators,

  // Users (users:read for administrators and association staff; users:write for administrators)
  'GET /Users': nobodyBut('administrator', 'staff'),
  'GET /Users/:id': nobodyBut('administrator', 'staff'),
  'POST /Users': administrators,
  'PUT /Users': administrators,
  'DELETE /Users': administrators,
  'POST /Users/Save': administrators,
  'POST /Users/:id/ResendVerification': administrators,
  'POST /Users/:id/SendPasswordReset': administrators,

  // Action log (actionlog:read; the write calls answer 405 to readers)
  'GET /ActionLogs': administrators,
  'GET /ActionLogs/:id': administrators,
  'GET /ActionLogs/Export': administrators,
  'POST /ActionLogs': administrators,
  'PUT /ActionLogs': administrators,
  'DELETE /ActionLogs': administrators,
  'POST /ActionLogs/Save': administrators,

  // Browser error log (clientlog:read; read-only)
  'GET /ClientLogs': administrators,
  'GET /ClientLogs/:id': administrators,
  'POST /ClientLogs': administrators,
  'PUT /ClientLogs': administrators,
  'DELETE /ClientLogs': administrators,
  'POST /ClientLogs/Save': administrators,

  // Mail and SMS outbox (outbox:read; resend with outbox:write)
  'GET /Outbox': administrators,
  'GET /Outbox/:id': administrators,
  'GET /Outbox/Delivery': administrators,
  'POST /Outbox': administrators,
  'PUT /Outbox': administrators,
  'DELETE /Outbox': administrators,
  'POST /Outbox/Save': administrators,
  'POST /Outbox/:id/Resend': administrators,

  // Vendors: my vendor (no id: only one's own), any vendor's public face (?id=); company data changes by
  // the vendor's owners and managers only (a plain member such as B's gets 403; no vendor: 404); direct
  // registration (vendors:write); the register (vendors:read, read-only: writes answer 405)
  'GET /Vendor': signedIn,
  'POST /Vendor': { ...signedIn, memberOfVendorB: 'deny' },
  'POST /Vendor/Create': administrators,
  'GET /Vendors': nobodyBut('administrator', 'staff'),
  'GET /Vendors/:id': nobodyBut('administrator', 'staff'),
  'POST /Vendors': nobodyBut('administrator', 'staff'),
  'PUT /Vendors': nobodyBut('administrator', 'staff'),
  'DELETE /Vendors': nobodyBut('administrator', 'staff'),
  'POST /Vendors/Save': nobodyBut('administrator', 'staff'),

  // Company registry (GCIS): a lookup for anyone signed in; the re-check of every vendor (vendors:audit)
  'POST /Vendor/Apply/GCIS': signedIn,
  'POST /Vendors/RegistryCheck': nobodyBut('administrator', 'staff'),

  // Supporting documents: anyone signed in uploads; a download is checked against the record (the uploader,
  // auditors, the vendor's owners and managers) and answers 404 to everyone else, never 403
  'POST /Vendor/Documents': signedIn,
  'GET /Vendor/Documents/:id': signedIn,

  // Pictures: anyone signed in uploads (vendor people for products, staff for banners, anyone for an
  // avatar); the stored files are public (banners, vendor pages), named by the sha256 of their bytes
  'POST /Image': signedIn,
  'GET /Image/:name': everyone,

  // Vendor applications: anyone signed in applies and follows their own (no ids); an upgrade is asked by
  // the vendor's owner and read by its owners and managers (a plain member such as B's gets 403; no
  // vendor: 404); the audit queue, detail and decision need vendors:audit
  'POST /Vendor/Apply': signedIn,
  'GET /Vendor/Apply': signedIn,
  'POST /Vendor/Apply/Withdraw': signedIn,
  'POST /Vendor/Upgrade': signedIn,
  'GET /Vendor/Upgrade': { ...signedIn, memberOfVendorB: 'deny' },
  'GET /Vendor/Audits': nobodyBut('administrator', 'staff'),
  'GET /Vendor/Audits/:id': nobodyBut('administrator', 'staff'),
  'POST /Vendor/Audits': nobodyBut('administrator', 'staff'),

  // Categories and attributes: anyone signed in reads (vendors pick them on products, buyers filter by
  // them); categories:write and attributes:write (association staff) change them; the enabled trees are
  // public through POST /Option
  'GET /Category': signedIn,
  'GET /Category/:id': signedIn,
  'POST /Category': nobodyBut('administrator', 'staff'),
  'PUT /Category': nobodyBut('administrator', 'staff'),
  'DELETE /Category': nobodyBut('administrator', 'staff'),
  'POST /Category/Save': nobodyBut('administrator', 'staff'),
  'GET /Attributes': signedIn,
  'GET /Attributes/:id': signedIn,
  'POST /Attributes': nobodyBut('administrator', 'staff'),
  'PUT /Attributes': nobodyBut('administrator', 'staff'),
  'DELETE /Attributes': nobodyBut('administrator', 'staff'),
  'POST /Attributes/Save': nobodyBut('administrator', 'staff'),
  'GET /AttributeValues': signedIn,
  'GET /AttributeValues/:id': signedIn,
  'POST /AttributeValues': nobodyBut('administrator', 'staff'),
  'PUT /AttributeValues': nobodyBut('administrator', 'staff'),
  'DELETE /AttributeValues': nobodyBut('administrator', 'staff'),
  'POST /AttributeValues/Save': nobodyBut('administrator', 'staff'),
  'POST /Option': everyone,
  // Banners and picture albums: banners:write and albums:write (association staff) manage them; a
  // position's active banners are public (the dashboard's carousel); albums and their pictures are read
  // by anyone (a stranger sees only public albums, signed-in ones answer 404)
  'GET /BannerPositions': nobodyBut('administrator', 'staff'),
  'GET /BannerPositions/:id': nobodyBut('administrator', 'staff'),
  'POST /BannerPositions': nobodyBut('administrator', 'staff'),
  'PUT /BannerPositions': nobodyBut('administrator', 'staff'),
  'DELETE /BannerPositions': nobodyBut('administrator', 'staff'),
  'POST /BannerPositions/Save': nobodyBut('administrator', 'staff'),
  'GET /Banners': nobodyBut('administrator', 'staff'),
  'GET /Banners/:id': nobodyBut('administrator', 'staff'),
  'POST /Banners': nobodyBut('administrator', 'staff'),
  'PUT /Banners': nobodyBut('administrator', 'staff'),
  'DELETE /Banners': nobodyBut('administrator', 'staff'),
  'POST /Banners/Save': nobodyBut('administrator', 'staff'),
  'GET /Banners/Active': everyone,
  'GET /PictureAlbums': everyone,
  'GET /PictureAlbums/:id': everyone,
  'POST /PictureAlbums': nobodyBut('administrator', 'staff'),
  'PUT /PictureAlbums': nobodyBut('administrator', 'staff'),
  'DELETE /PictureAlbums': nobodyBut('administrator', 'staff'),
  'POST /PictureAlbums/Save': nobodyBut('administrator', 'staff'),
  'GET /Pictures': everyone,
  'GET /Pictures/:id': everyone,
  'POST /Pictures': nobodyBut('administrator', 'staff'),
  'PUT /Pictures': nobodyBut('administrator', 'staff'),
  'DELETE /Pictures': nobodyBut('administrator', 'staff'),
  'POST /Pictures/Save': nobodyBut('administrator', 'staff'),
  // Vendors' products: signed-in routes checked per record. A vendor's people read its products (every
  // status), owners and managers change them (a plain member such as B's gets 403 on a real product);
  // another vendor's product is 404 on every call, so this walk's unknown ids are 404 (allowed past
  // access) for everyone signed in. Staff with vendors:audit unpublish with a reason.
  'GET /Product': signedIn,
  'GET /Product/:id': signedIn,
  'PUT /Product': signedIn,
  'POST /Product/:productID': signedIn,
  'DELETE /Product/:id': signedIn,
  'POST /Product/:productID/Unpublish': nobodyBut('administrator', 'staff'),
  // The catalogue buyers use: every signed-in person reads the same published products of active
  // vendors; strangers get 401.
  'GET /Catalogue/Product': signedIn,
  'GET /Catalogue/Product/:id': signedIn,
  'GET /Catalogue/Vendor': signedIn,
  'GET /Catalogue/Vendor/:id': signedIn,
  'GET /Catalogue/Attribute': signedIn,
  // vendor services: scoped per record like a vendor's people (own vendor, or staff's ?vendorId=); the
  // walk's empty body fails validation before the role check, so B's member is not told apart here.
  'GET /Vendor/Services': signedIn,
  'PUT /Vendor/Services': signedIn,
  // A vendor's people: signed-in routes scoped per record to the caller's own vendor (staff name one with
  // ?vendorId=, which this walk does not send). Reads are open to every role of the vendor; changes need
  // owner or manager, so B's plain member gets 403 where the call reaches a change; anyone without a
  // vendor gets 404 NOT_IN_VENDOR. Invitation links are looked up by anyone holding one.
  'GET /Vendor/Members': signedIn,
  'POST /Vendor/Members': signedIn,
  'GET /Vendor/Members/:id': signedIn,
  'POST /Vendor/Members/:id': signedIn,
  'DELETE /Vendor/Members/:id': { ...signedIn, memberOfVendorB: 'deny' },
  'POST /Vendor/TransferOwnership': signedIn,
  'GET /Vendor/Invitations': { ...signedIn, memberOfVendorB: 'deny' },
  'POST /Vendor/Invite': signedIn,
  'POST /Vendor/Invitations/:id/Resend': { ...signedIn, memberOfVendorB: 'deny' },
  'DELETE /Vendor/Invitations/:id': { ...signedIn, memberOfVendorB: 'deny' },
  'POST /VendorInvitation/Lookup': everyone,
  'POST /VendorInvitation/Accept': signedIn,
  'POST /VendorInvitation/Decline': signedIn,
  'GET /VendorDirectory': signedIn,
  'GET /VendorJoinRequest': signedIn,
  'POST /VendorJoinRequest': signedIn,
  'POST /VendorJoinRequest/Withdraw': signedIn,
  // Bulk import: the vendor's owners and managers; without a vendor, 404 NOT_IN_VENDOR (these routes are
  // walked after B's member left); a preview is its uploader's alone (member-import.int.test.ts).
  'POST /Vendor/Members/Batch': signedIn,
  'POST /Vendor/Members/Batch/Sheets': signedIn,
  'POST /Vendor/Members/Batch/Apply': signedIn,
  'GET /Vendor/Members/Batch/Options': signedIn,
  'GET /Vendor/Members/Batch/Template': signedIn,
  'GET /Vendor/Members/Batch/:id': signedIn,
  'GET /Vendor/Members/Batch/:id/Status': signedIn,
  'GET /Vendor/Members/Batch/:id/Report': signedIn,
  // Announcements: anyone signed in reads the board (what their audience may see now, 404 otherwise) and
  // keeps their own read marks; news:write (association staff) manages every item under News/Manage
  'GET /News': signedIn,
  'GET /News/:id': signedIn,
  'GET /News/:id/Attachments/:fileId': signedIn,
  'GET /News/Unread': signedIn,
  'POST /News/Read': signedIn,
  'GET /News/Manage': nobodyBut('administrator', 'staff'),
  'GET /News/Manage/:id': nobodyBut('administrator', 'staff'),
  'POST /News/Manage': nobodyBut('administrator', 'staff'),
  'PUT /News/Manage': nobodyBut('administrator', 'staff'),
  'DELETE /News/Manage': nobodyBut('administrator', 'staff'),
  'POST /News/Manage/Save': nobodyBut('administrator', 'staff'),
  // The bell: every signed-in person reaches their own notifications and preferences only (no ids of
  // another person's are accepted: marking them read changes nothing)
  'GET /Notifications': signedIn,
  'GET /Notifications/Unread': signedIn,
  'POST /Notifications/Read': signedIn,
  'GET /Notifications/Preferences': signedIn,
  'POST /Notifications/Preferences': signedIn,
  // The inquiry mailbox: signed in at the route; the thread's two sides only, per record (others 404,
  // staff included); the answerers' list and setting are for the vendor's owners (checked in the service:
  // anyone else 403 OWNER_ONLY)
  'GET /Message': signedIn,
  'GET /Message/:id': signedIn,
  'PUT /Message': signedIn,
  'POST /Message/:id': signedIn,
  'DELETE /Message/:id': signedIn,
  'POST /Message/:id/Unarchive': signedIn,
  'POST /Message/:id/Read': signedIn,
  'GET /Message/:id/Attachments/:fileId': signedIn,
  'GET /Message/Answerers': nobodyBut('ownerOfVendorA'),
  'POST /Message/Answerers/:userId': signedIn,
  // Meetings: signed-in routes; whether the caller is in a meeting (its person, the vendor's owners and
  // managers, a participant) is checked per record (404 otherwise); proposing needs a buyer, staff with
  // meetings:arrange, or a vendor's owner or manager (403 otherwise: meetings-access.int.test.ts).
  'GET /Meeting': signedIn,
  'GET /Meeting/:id': signedIn,
  'PUT /Meeting': signedIn,
  'POST /Meeting/:meetingID': signedIn,
  'DELETE /Meeting/:id': signedIn,
  'POST /Meeting/:meetingID/Accept': signedIn,
  'POST /Meeting/:meetingID/Decline': signedIn,
  'POST /Meeting/:meetingID/CounterPropose': signedIn,
  'POST /Meeting/:meetingID/Reschedule': signedIn,
  'POST /Meeting/:meetingID/Minutes': signedIn,
  'GET /Meeting/:id/ics': signedIn,
  // Consultations: anyone signed in asks; the case's asker and holders of consultations:handle read and
  // post (checked per record in the service: 404 to anyone else)
  'GET /Consultation': signedIn,
  'GET /Consultation/:id': signedIn,
  'PUT /Consultation': signedIn,
  'POST /Consultation/:id': signedIn,
  'POST /Consultation/:id/Close': signedIn,
  'GET /Consultation/:id/Files/:fileId': signedIn,
  // The dashboard: one aggregate per widget. The caller's own widgets need a session; the vendor widgets
  // read the caller's own vendor, for its owners and managers (a plain member is 403 in the service,
  // people in no vendor 404 NOT_IN_VENDOR, another vendor's id 404); staff widgets each by permission.
  'GET /Dashboard/Announcements': signedIn,
  'GET /Dashboard/Notifications': signedIn,
  'GET /Dashboard/Meetings': signedIn,
  'GET /Dashboard/Inquiries': signedIn,
  'GET /Dashboard/Waiting': signedIn,
  'GET /Dashboard/Vendor/Activity': { ...signedIn, memberOfVendorB: 'deny' },
  'GET /Dashboard/Vendor/Products': { ...signedIn, memberOfVendorB: 'deny' },
  'GET /Dashboard/Vendor/Members': { ...signedIn, memberOfVendorB: 'deny' },
  'GET /Dashboard/Vendor/JoinRequests': { ...signedIn, memberOfVendorB: 'deny' },
  'GET /Dashboard/Vendor/Standing': { ...signedIn, memberOfVendorB: 'deny' },
  'GET /Dashboard/Staff/Growth': nobodyBut('administrator', 'staff'),
  'GET /Dashboard/Staff/Vendors': nobodyBut('administrator', 'staff'),
  'GET /Dashboard/Staff/Applications': nobodyBut('administrator', 'staff'),
  'GET /Dashboard/Staff/PendingAudits': nobodyBut('administrator', 'staff'),
  'GET /Dashboard/Staff/Products': nobodyBut('administrator', 'staff'),
  'GET /Dashboard/Staff/Delivery': administrators,
  'GET /Dashboard/Staff/BrowserErrors': administrators,
  // List exports: each with its list's own access (and, in the list's service, its record scope);
  // a job and its file only to the person who asked (404 to anyone else)
  'GET /Exports/Users': nobodyBut('administrator', 'staff'),
  'GET /Exports/Vendors': nobodyBut('administrator', 'staff'),
  'GET /Exports/Applications': nobodyBut('administrator', 'staff'),
  'GET /Exports/Members': signedIn,
  'GET /Exports/Products': signedIn,
  'GET /Exports/Announcements': nobodyBut('administrator', 'staff'),
  'GET /Exports/Inquiries': signedIn,
  'GET /Exports/Meetings': signedIn,
  'GET /Exports/Jobs/:id': signedIn,
  'GET /Exports/Jobs/:id/File': signedIn,
  // Walked last: B's member leaves here (204), the owner of A is its last owner (409).
  'POST /VendorMember/Leave': signedIn,
};
