/**
 * Issue 25, no waterfall after a login: the code of the screens a fresh session opens starts loading beside the
 * calls that find where it opens (the user, the latest dossier), not after them. The router knows those screens and
 * registers the loading here (as main.tsx registers the handler of an ended session); features only ask for it.
 */
let preload: () => void = () => undefined;

export function setSignedInPreload(load: () => void): void {
  preload = load;
}

export function preloadSignedInScreens(): void {
  preload();
}
