export interface DeviceDescription {
  browser?: string;
  os?: string;
}

// Checked in order: several browsers name others in their user agent (Edge says Chrome and Safari).
const browsers: readonly [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bLine\//, 'LINE'],
  [/(?:Chrome|CriOS)\//, 'Chrome'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows NT\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A short name for the device a session came from ("Chrome, Windows"), or null when unknown. */
export function describeUserAgent(userAgent: string | null): DeviceDescription | null {
  if (!userAgent) return null;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const os = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !os) return null;
  return { ...(browser ? { browser } : {}), ...(os ? { os } : {}) };
}
