/** Text made safe inside HTML, in element content and in double- or single-quoted attributes: the mails' one escape. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
