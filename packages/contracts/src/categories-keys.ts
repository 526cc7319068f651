/** Categories' plain values, apart from their schemas (categories.ts): the web app's category tree reads them without Zod. */
/** A tree is at most three levels deep (a root is level 1). */
export const maxCategoryDepth = 3;
