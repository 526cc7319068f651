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
  'POST /Outbox': administrators,
  'PUT /Outbox': administrators,
  'DELETE /Outbox': administrators,
  'POST /Outbox/Save': administrators,
  'POST /Outbox/:id/Resend': administrators,
};
