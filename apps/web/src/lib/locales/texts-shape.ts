/** The shape of a language's texts: the same keys as zh-Hant, any string for each text. */
export type TextsShape<T> = { [K in keyof T]: T[K] extends string ? string : TextsShape<T[K]> };
