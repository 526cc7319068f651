/**
 * The vendor register's resource (`GET /Vendors`, vendors:read): the vendors feature lists it, and the
 * vendor picker of the user wizard searches it.
 */
export const vendorsResource = 'Vendors';
