// The part of jsdom the prerender uses (jsdom ships no types; @types/jsdom has none for its version 29).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
