/** Below antd's `md` breakpoint (768 px): a phone, where lists read as cards instead of tables. */
export const phoneQuery = '(max-width: 767.98px)';
