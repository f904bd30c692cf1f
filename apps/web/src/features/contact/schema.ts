/**
 * The contact form's schema, imported on the form's first check rather than with the page: a
 * module of its own, so the build puts zod in the chunk it loads (decisions 042 and 060).
 */
export { publicContactSchema } from '@partnerly/shared';
