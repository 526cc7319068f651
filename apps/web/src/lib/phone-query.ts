// React-free, so that the early calls' script (src/early-calls.ts) can read it too.

/** Below antd's `md` breakpoint (768 px): a phone, where lists read as cards instead of tables. */
export const phoneQuery = '(max-width: 767.98px)';

/** Whether the screen is phone-sized at this moment. */
export const isPhoneNow = () => window.matchMedia(phoneQuery).matches;
