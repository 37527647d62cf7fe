/** Guests: what dossiers use to give an external contact time-limited access, and to manage it afterwards. */
export { requestAccessExtension, revokeGuest } from './access.ts';
export { inviteGuest } from './invite.ts';
export { freshLink } from './links.ts';
export { type GuestMember, guestAccessOf } from './queries.ts';
