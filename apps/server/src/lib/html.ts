/** Text made safe inside HTML or XML content and quoted attributes (character references). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
