/**
 * Whether a list draws a page that arrives in the background (React's deferred value, between the
 * browser's other work) rather than at once. The unit tests draw at once (test/setup.ts): they read the
 * rows as soon as an answer is in. The browser journeys run with the background drawing.
 */
export const rowDrawing = { inBackground: true };
