/** Ctrl+K, or Cmd+K on a Mac: the search's shortcut anywhere in the signed-in app. */
export const isSearchShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
