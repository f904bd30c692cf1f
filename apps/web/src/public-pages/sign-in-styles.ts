/*
 * Styles of the sign-in pages' forms beyond the contact form's (form-styles.ts), inlined with
 * those pages only (decision 042).
 */
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Radio.css';
