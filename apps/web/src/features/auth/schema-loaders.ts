/** The sign-in forms' schemas, each imported on the form's first check (./schemas.ts). */
const schemas = () => import('./schemas');

export const loadLoginSchema = () => schemas().then((module) => module.loginSchema);
export const loadRegisterSchema = () => schemas().then((module) => module.registerSchema);
export const loadResetFindSchema = () => schemas().then((module) => module.resetFindFormSchema);
export const loadResetCodeSchema = () => schemas().then((module) => module.resetCodeFormSchema);
export const loadNewPasswordSchema = () => schemas().then((module) => module.newPasswordFormSchema);
