/** Business and interface constants fixed by the specification (§9). */

/** Cached server data counts as stale after this long (and after any write). */
export const listStaleTimeMs = 15_000;

/** A lazy page that has not loaded after this long shows the load-failed screen. */
export const chunkLoadTimeoutMs = 120_000;

/** Format the date pickers show by default. */
export const datePickerFormat = 'D MMM, YYYY';

/** Modal dialogs: base z-index, open/close transition, and the poll interval of close callbacks. */
export const modalZIndex = 52;
export const modalTransitionMs = 200;
export const modalCallbackPollMs = 300;

/** Accordion slide animation. */
export const accordionSlideMs = 300;

/** Default size of interface icons, in CSS pixels. */
export const defaultIconSize = 24;

/** The chart kinds the dashboards draw. */
export const chartTypes = ['line', 'pie', 'doughnut', 'bar'] as const;
export type ChartType = (typeof chartTypes)[number];

/** Digit-group separator of amounts; the specification groups with a dot, configurable per site. */
export const defaultAmountSeparator = '.';

/** Font stack with the Traditional Chinese faces first. */
export const fontFamily = '"Noto Sans TC","PingFang TC","Microsoft JhengHei",sans-serif';

/** Verification codes stay valid this long (design §5) when the server does not say otherwise. */
export const verificationCodeValiditySeconds = 600;
