// Limits the sign-in page applies as typed. Kept free of Zod: the sign-in page imports this file, and
// Zod would put its weight on the one page with a 200 KB budget (e2e/identity/login-weight.spec.ts).

/** The captcha answer's length as typed (the login page's field stops there). */
export const captchaAnswerMaxLength = 20;
