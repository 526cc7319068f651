/** The dashboard's carousel shows this position (apart from the banner schemas, so it loads without Zod). */
export const homeBannerPosition = 'home';
